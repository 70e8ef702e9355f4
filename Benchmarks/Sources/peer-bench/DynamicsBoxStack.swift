import Dynamics

/// Box2D's pyramid scenes on our engine through its public API: square items, each ground
/// box a rectangle boundary and each floor a line boundary, no reference bounds (Box2D's
/// scenes have no walls), gravity magnitude 1, friction 0.6 and the default elasticity 0.
/// Dynamics has no switch for sleeping: its islands may sleep once still, which Box2D's
/// scenes forbid (see the table's notes).
final class DynamicsBoxStack: BoxStackWorld {
    let animator: DynamicAnimator
    let boxes: [BasicItem]

    init(scene: BoxStackScene, settings: PeerSettings) {
        let size = Size(width: scene.side, height: scene.side)
        boxes = scene.boxCenters.map { BasicItem(center: $0, size: size) }
        animator = DynamicAnimator()
        animator.stepDuration = Box2DBenchmark.stepDuration
        let collision = CollisionBehavior(items: boxes)
        for (i, box) in scene.groundBoxes.enumerated() {
            collision.addBoundary(withIdentifier: i, for: Path(rect: box))
        }
        for (i, floor) in scene.groundSegments.enumerated() {
            collision.addBoundary(withIdentifier: scene.groundBoxes.count + i, from: floor.start, to: floor.end)
        }
        let material = DynamicItemBehavior(items: boxes)
        material.friction = Box2DBenchmark.friction
        animator.addBehavior(GravityBehavior(items: boxes))
        animator.addBehavior(collision)
        animator.addBehavior(material)
        // Builds the engine's arrays now, so the first timed step does no set-up work.
        _ = animator.stateHash()
    }

    func step() { animator.step() }

    func boxCenters() -> [Point] { boxes.map(\.center) }
}
