import Dynamics

/// The storm scene on our engine, set up as the game would: balls as `.ellipse` items, the
/// field as the reference-bounds boundary, each brick a rectangle boundary.
final class DynamicsStorm: StormWorld {
    let animator: DynamicAnimator
    let balls: [BasicItem]
    let itemBehavior: DynamicItemBehavior

    init(spec: StormSpec, settings: PeerSettings) {
        animator = DynamicAnimator(referenceBounds: spec.field)
        animator.stepDuration = StormSpec.stepDuration
        // Balls never come to rest here; the check would only cost time.
        animator.pausesWhenAtRest = false
        let size = Size(width: 2 * StormSpec.radius, height: 2 * StormSpec.radius)
        let starts = spec.balls()
        balls = starts.map { BasicItem(center: $0.center, size: size, shape: .ellipse) }
        let collision = CollisionBehavior(items: balls)
        collision.collisionMode = spec.gas ? .everything : .boundaries
        collision.translatesReferenceBoundsIntoBoundary = true
        for (i, brick) in spec.bricks.enumerated() {
            collision.addBoundary(withIdentifier: i, for: Path(rect: brick))
        }
        itemBehavior = DynamicItemBehavior(items: balls)
        itemBehavior.elasticity = 1
        itemBehavior.friction = 0
        itemBehavior.resistance = 0
        itemBehavior.allowsRotation = false
        animator.addBehavior(collision)
        animator.addBehavior(itemBehavior)
        for (ball, start) in zip(balls, starts) { itemBehavior.addLinearVelocity(start.velocity, for: ball) }
        // Builds the engine's arrays now, so the first timed step does no set-up work.
        _ = animator.stateHash()
    }

    func step() { animator.step() }

    func ballStates() -> [BallState] {
        balls.map { BallState(center: $0.center, velocity: itemBehavior.velocity(for: $0)) }
    }
}
