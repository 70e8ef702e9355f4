import Dynamics

/// The pyramid on our engine through its public API, as breakout-bench's `pyramid` builds it:
/// square items, the reference bounds as boundary, default gravity (magnitude 1), friction
/// 0.6 and the default elasticity 0. The animator pauses once everything rests (its default),
/// which is Dynamics' sleeping; it pauses as a whole, so boxes are all awake or all asleep.
final class DynamicsPyramid: PyramidWorld {
    let animator: DynamicAnimator
    let boxes: [BasicItem]

    init(spec: PyramidSpec, settings: PeerSettings) {
        let size = Size(width: PyramidSpec.side, height: PyramidSpec.side)
        boxes = spec.boxCenters().map { BasicItem(center: $0, size: size) }
        animator = DynamicAnimator(referenceBounds: spec.field)
        animator.stepDuration = PyramidSpec.stepDuration
        let collision = CollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = DynamicItemBehavior(items: boxes)
        material.friction = PyramidSpec.friction
        animator.addBehavior(GravityBehavior(items: boxes))
        animator.addBehavior(collision)
        animator.addBehavior(material)
        // Builds the engine's arrays now, so the first timed step does no set-up work.
        _ = animator.stateHash()
    }

    func step() { animator.step() }

    func boxCenters() -> [Point] { boxes.map(\.center) }

    func awakeCount() -> Int { animator.isRunning ? boxes.count : 0 }
}
