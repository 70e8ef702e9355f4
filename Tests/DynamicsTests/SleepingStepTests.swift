import Testing
@testable import Dynamics

/// A pile asleep costs its step nothing among bodies (`ImpactPrediction.none`): no horizon
/// of impacts is begun and no grid of sweeps built, as Box2D's sleeping solver sets cost its
/// step nothing. Whatever moves alone meanwhile still moves, and a push on the pile brings
/// the predictions back.
@Suite struct SleepingStepTests {
    @Test func aSleepingPileBeginsNoHorizonUntilABoxIsPushed() {
        let boxes = (0..<3).map { k in BasicItem(center: Point(x: 1000, y: 580 - 40 * Double(k)), size: Size(width: 40, height: 40)) }
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 2000, height: 600))
        let collision = CollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = DynamicItemBehavior(items: boxes)
        material.friction = 0.6
        animator.addBehavior(GravityBehavior(items: boxes))
        animator.addBehavior(collision)
        animator.addBehavior(material)
        // A ball that meets only the boundaries, thrown along the floor: it never sleeps
        // while it rolls, and it needs no prediction among bodies.
        let ball = makeBall(100, 590, radius: 10)
        let walls = CollisionBehavior(items: [ball])
        walls.collisionMode = .boundaries
        walls.translatesReferenceBoundsIntoBoundary = true
        let rolling = DynamicItemBehavior(items: [ball])
        rolling.resistance = 0
        rolling.friction = 0
        animator.addBehavior(walls)
        animator.addBehavior(rolling)
        let world = animator.world
        for _ in 0..<240 { animator.step() }
        let pile = boxes.map { world.index(of: $0)! }
        #expect(pile.allSatisfy { world.info[$0].asleep }, "the pile sleeps")
        rolling.addLinearVelocity(Vector(dx: 300, dy: 0), for: ball)
        let begun = world.eventSolver.horizonsBegun
        let x = ball.center.x
        for _ in 0..<30 { animator.step() }
        #expect(world.eventSolver.horizonsBegun == begun, "asleep, the pile begins no horizon")
        #expect(ball.center.x > x + 50, "the ball rolls on meanwhile: \(ball.center.x)")
        material.addLinearVelocity(Vector(dx: 200, dy: 0), for: boxes[0])
        for _ in 0..<12 { animator.step() }
        #expect(world.eventSolver.horizonsBegun > begun, "a pushed box is predicted again")
        #expect(boxes[0].center.x > 1005, "and slides: \(boxes[0].center.x)")
    }
}
