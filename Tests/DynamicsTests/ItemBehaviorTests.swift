import Testing
import Dynamics
import TestSupport

/// DynamicItemBehavior: resistance, spin, pending velocities, which behavior decides, and
/// reading velocities back.
@Suite struct ItemBehaviorTests {
    private func scene(_ items: [BasicItem]) -> (DynamicAnimator, DynamicItemBehavior) {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
        let props = DynamicItemBehavior(items: items)
        animator.addBehavior(props)
        return (animator, props)
    }

    @Test func resistanceDampsVelocityPerStep() {
        let ball = makeBall(100, 100)
        let (animator, props) = scene([ball])
        props.resistance = 2   // a damping rate: dv/dt = -2 v
        props.addLinearVelocity(Vector(dx: 100, dy: 0), for: ball)
        animator.run(steps: 120)
        let expected = 100 * 0.1353352832366127   // e^-2 after a second, exactly at any step
        #expect(relativeError(props.velocity(for: ball).dx, expected) < 1e-9)
    }

    @Test func angularResistanceDampsSpin() {
        let box = BasicItem(center: Point(x: 100, y: 100), size: Size(width: 20, height: 20))
        let (animator, props) = scene([box])
        props.angularResistance = 1   // a decay rate of 1 per second
        props.addAngularVelocity(4, for: box)
        animator.run(steps: 120)
        #expect(relativeError(props.angularVelocity(for: box), 4 * 0.36787944117144233) < 1e-9)
    }

    /// UIKit's range runs past 1: a large resistance slows a fling fast, but never erases it
    /// in one step (issue 29, point 3).
    @Test func resistanceOfOneOrMoreSlowsWithoutStopping() {
        for r in [1.0, 10.0, 1000.0] {
            let ball = makeBall(100, 100)
            let (animator, props) = scene([ball])
            props.resistance = CGFloat(r)
            props.addLinearVelocity(Vector(dx: 100, dy: 0), for: ball)
            animator.step()
            #expect(relativeError(props.velocity(for: ball).dx, 100 * exp(-r / 120)) < 1e-9, "resistance \(r)")
            #expect(ball.center.x > 100, "resistance \(r) stopped the ball dead")
        }
    }

    @Test func resistanceZeroDoesNotDamp() {
        let ball = makeBall(100, 100)
        let (animator, props) = scene([ball])
        props.resistance = 0
        props.addLinearVelocity(Vector(dx: 100, dy: 0), for: ball)
        animator.run(steps: 120)
        #expect(props.velocity(for: ball).dx == 100)
    }

    @Test func angularVelocityTurnsTheItem() {
        let box = BasicItem(center: Point(x: 100, y: 100), size: Size(width: 20, height: 20), rotation: 0.5)
        let (animator, props) = scene([box])
        props.addAngularVelocity(2, for: box)
        animator.run(steps: 60)
        #expect(isClose(box.rotation, 1.5, within: 1e-9))
        #expect(box.center == Point(x: 100, y: 100))
    }

    @Test func noRotationMeansNoSpin() {
        let box = BasicItem(center: Point(x: 100, y: 100), size: Size(width: 20, height: 20))
        let (animator, props) = scene([box])
        props.allowsRotation = false
        animator.step()
        props.addAngularVelocity(2, for: box)
        animator.run(steps: 60)
        #expect(props.angularVelocity(for: box) == 0)
        #expect(box.rotation == 0)
    }

    @Test func velocityAddedBeforeJoiningIsApplied() {
        let ball = makeBall(100, 100)
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
        let props = DynamicItemBehavior(items: [ball])
        props.addLinearVelocity(Vector(dx: 60, dy: 0), for: ball)
        props.addLinearVelocity(Vector(dx: 60, dy: 30), for: ball)
        #expect(props.velocity(for: ball) == Vector(dx: 120, dy: 30))
        animator.addBehavior(props)
        animator.run(steps: 120)
        #expect(isClose(ball.center.x, 220, within: 1e-9))
        #expect(isClose(ball.center.y, 130, within: 1e-9))
        animator.run(steps: 120)
        #expect(isClose(ball.center.x, 340, within: 1e-9), "applied once, not at every compile")
    }

    @Test func velocityReadsBackRightAfterABehaviorChange() {
        // Reading a velocity must not depend on whether the behaviors changed since the last step.
        let ball = makeBall(100, 100), other = makeBall(300, 300)
        let (animator, props) = scene([ball])
        props.addLinearVelocity(Vector(dx: 100, dy: 0), for: ball)
        props.addAngularVelocity(2, for: ball)
        animator.step()
        #expect(props.velocity(for: ball) == Vector(dx: 100, dy: 0))
        #expect(props.angularVelocity(for: ball) == 2)
        animator.addBehavior(GravityBehavior(items: [other]))   // any change to the behaviors
        #expect(props.velocity(for: ball) == Vector(dx: 100, dy: 0), "velocity read between a change and the next step")
        #expect(props.angularVelocity(for: ball) == 2, "spin read between a change and the next step")
        animator.step()
        #expect(props.velocity(for: ball) == Vector(dx: 100, dy: 0), "the velocity itself was kept")
    }

    @Test func itemBehaviorsCombinePropertyByProperty() {
        // One behavior sets the elasticity, another the density: both apply.
        let a = makeBall(100, 500, radius: 10)
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 1000))
        let collision = CollisionBehavior(items: [a])
        collision.translatesReferenceBoundsIntoBoundary = true
        let bouncy = DynamicItemBehavior(items: [a])
        bouncy.elasticity = 1
        let heavy = DynamicItemBehavior(items: [a])
        heavy.density = 4
        animator.addBehavior(collision)
        animator.addBehavior(bouncy)
        animator.addBehavior(heavy)
        let push = PushBehavior(items: [a], mode: .instantaneous)
        push.magnitude = 1
        animator.addBehavior(push)
        animator.step()
        // Mass of a 20-point disc at density 4: pi * 100 * 4 / 10000.
        let expected = 100 / (Double.pi * 100 * 4 / 10_000)
        #expect(isClose(heavy.velocity(for: a).dx, expected, within: 1e-6), "the density of the second behavior")
        animator.run(steps: 240)
        #expect(isClose(abs(heavy.velocity(for: a).dx), expected, within: 1e-6), "and the elasticity of the first: no speed lost")
    }

    @Test func theItemBehaviorAddedLastDecides() {
        let a = makeBall(100, 500, radius: 10)
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 1000))
        let collision = CollisionBehavior(items: [a])
        collision.translatesReferenceBoundsIntoBoundary = true
        let dull = DynamicItemBehavior(items: [a])
        dull.elasticity = 0
        let bouncy = DynamicItemBehavior(items: [a])
        bouncy.elasticity = 1
        animator.addBehavior(collision)
        animator.addBehavior(dull)
        animator.addBehavior(bouncy)
        bouncy.addLinearVelocity(Vector(dx: 400, dy: 0), for: a)
        animator.run(steps: 120)
        #expect(isClose(bouncy.velocity(for: a).dx, -400, within: 1e-9), "bounced with the last behavior's elasticity")
        animator.removeBehavior(bouncy)
        animator.run(steps: 120)
        #expect(isClose(dull.velocity(for: a).dx, 0, within: 1e-9), "now the other one decides: no bounce")
    }

    @Test func densityChangesTheMassNotTheFall() {
        let a = BasicItem(center: Point(x: 100, y: 100), size: Size(width: 100, height: 100))
        let (animator, props) = scene([a])
        props.density = 4
        let push = PushBehavior(items: [a], mode: .instantaneous)
        push.magnitude = 1
        animator.addBehavior(push)
        animator.addBehavior(GravityBehavior(items: [a]))
        animator.run(steps: 120)
        let v = props.velocity(for: a)
        #expect(relativeError(v.dx, 25) < 1e-9)
        #expect(relativeError(v.dy, 1000) < 1e-9)
    }

    @Test func itemsInRectFindsItemsByTheirBoundingCircle() {
        let a = makeBall(100, 100, radius: 10), b = makeBall(500, 500, radius: 10)
        let box = BasicItem(center: Point(x: 300, y: 100), size: Size(width: 40, height: 10))
        let (animator, _) = scene([a, b, box])
        let found = animator.items(in: Rect(x: 0, y: 0, width: 200, height: 200))
        #expect(found.count == 1 && found.first === a)
        #expect(animator.items(in: Rect(x: 315, y: 95, width: 10, height: 10)).contains { $0 === box })
        #expect(animator.items(in: Rect(x: 600, y: 600, width: 10, height: 10)).isEmpty)
        #expect(animator.items(in: Rect(x: 0, y: 0, width: 1000, height: 1000)).count == 3)
    }

    @Test func removingAnItemFromEveryBehaviorForgetsIt() {
        let ball = makeBall(100, 100)
        let (animator, props) = scene([ball])
        props.addLinearVelocity(Vector(dx: 120, dy: 0), for: ball)
        animator.run(steps: 10)
        props.removeItem(ball)
        animator.run(steps: 10)
        #expect(isClose(ball.center.x, 110, within: 1e-9), "no longer moved")
        props.addItem(ball)
        animator.run(steps: 10)
        #expect(isClose(ball.center.x, 110, within: 1e-9), "comes back at rest")
    }

    /// An app's subclass of BasicItem (as apps subclass UIView) moves and turns as a
    /// BasicItem does, and keeps its own state.
    @Test func aSubclassOfBasicItemMovesLikeABasicItem() {
        final class Crate: BasicItem { var label = "crate" }
        let crate = Crate(center: Point(x: 100, y: 100), size: Size(width: 20, height: 20))
        let plain = BasicItem(center: Point(x: 300, y: 100), size: Size(width: 20, height: 20))
        let (animator, props) = scene([crate, plain])
        for item in [crate, plain] as [BasicItem] {
            props.addLinearVelocity(Vector(dx: 60, dy: 30), for: item)
            props.addAngularVelocity(2, for: item)
        }
        animator.run(steps: 120)
        #expect(isClose(crate.center.x - 100, plain.center.x - 300, within: 1e-12))
        #expect(isClose(crate.center.y, plain.center.y, within: 1e-12))
        #expect(isClose(crate.rotation, plain.rotation, within: 1e-12))
        #expect(crate.center.x > 150 && crate.rotation > 1, "it moved: \(crate.center), \(crate.rotation)")
        #expect(crate.label == "crate")
    }
}

/// x^n by repeated multiplication (as the engine applies damping once per step).
func pow1(_ x: Double, _ n: Int) -> Double {
    var r = 1.0
    for _ in 0..<n { r *= x }
    return r
}
