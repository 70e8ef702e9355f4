import Testing
import Dynamics

/// Push magnitude 1 on a 100 x 100 item of density 1 (mass 1) is 100 points/s^2 continuous,
/// or a 100 points/s change of velocity instantaneous; mass is area x density.
@Suite struct PushTests {
    private func scene(size: Size = Size(width: 100, height: 100), shape: CollisionBoundsType = .rectangle,
                       density: Double = 1, mode: PushBehavior.Mode)
        -> (DynamicAnimator, BasicItem, PushBehavior, DynamicItemBehavior) {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
        let item = BasicItem(center: Point(x: 500, y: 500), size: size, shape: shape)
        let props = DynamicItemBehavior(items: [item])
        props.density = density
        let push = PushBehavior(items: [item], mode: mode)
        push.setAngle(0, magnitude: 1)
        animator.addBehavior(props)
        animator.addBehavior(push)
        return (animator, item, push, props)
    }

    @Test func continuousPushGivesOneHundredPointsPerSecondSquared() {
        let (animator, item, push, props) = scene(mode: .continuous)
        animator.run(steps: 120)
        let v = props.velocity(for: item)
        #expect(relativeError(v.dx, 100) < 0.005, "velocity after 1 s: \(v)")
        #expect(abs(v.dy) < 1e-9)
        #expect(relativeError(item.center.x - 500, 50) < 0.005, "moved \(item.center.x - 500)")
        #expect(push.active, "a continuous push stays active")
        animator.run(steps: 120)
        #expect(relativeError(props.velocity(for: item).dx, 200) < 0.005)
    }

    @Test func instantaneousPushChangesVelocityOnceAndTurnsOff() {
        let (animator, item, push, props) = scene(mode: .instantaneous)
        #expect(push.active)
        animator.step()
        #expect(!push.active)
        #expect(relativeError(props.velocity(for: item).dx, 100) < 0.005)
        animator.run(steps: 119)
        // No further change: the item coasts at 100 points/s.
        #expect(relativeError(props.velocity(for: item).dx, 100) < 0.005)
        #expect(relativeError(item.center.x - 500, 100) < 0.005)
    }

    @Test func reactivatingAnInstantaneousPushPushesAgain() {
        let (animator, item, push, props) = scene(mode: .instantaneous)
        animator.run(steps: 10)
        push.active = true
        animator.step()
        #expect(!push.active)
        #expect(relativeError(props.velocity(for: item).dx, 200) < 0.005)
    }

    @Test(arguments: [(Size(width: 200, height: 100), 1.0), (Size(width: 100, height: 100), 2.0), (Size(width: 100, height: 200), 1.0)])
    func twiceTheMassGetsHalf(size: Size, density: Double) {
        let (a1, i1, _, p1) = scene(size: size, density: density, mode: .continuous)
        a1.run(steps: 120)
        #expect(relativeError(p1.velocity(for: i1).dx, 50) < 0.005)
        let (a2, i2, _, p2) = scene(size: size, density: density, mode: .instantaneous)
        a2.run(steps: 5)
        #expect(relativeError(p2.velocity(for: i2).dx, 50) < 0.005)
    }

    @Test func massOfAnEllipseIsItsArea() {
        // A circle of diameter 100 has area 2500 pi, so it gets 100 / (pi / 4) points/s.
        let (animator, item, _, props) = scene(shape: .ellipse, mode: .instantaneous)
        animator.step()
        #expect(relativeError(props.velocity(for: item).dx, 400 / Double.pi) < 0.005)
    }

    @Test func pushDirectionIsFollowed() {
        let (animator, item, push, props) = scene(mode: .instantaneous)
        push.setAngle(-.pi / 4, magnitude: 2)
        animator.step()
        let v = props.velocity(for: item)
        #expect(relativeError(v.length, 200) < 0.005)
        #expect(abs(v.angle - (-.pi / 4)) < 1e-9)
        #expect(v.dy < 0, "negative angle pushes up the screen")
    }

    @Test func deactivatedContinuousPushStopsAccelerating() {
        let (animator, item, push, props) = scene(mode: .continuous)
        animator.run(steps: 60)
        let v = props.velocity(for: item).dx
        push.active = false
        animator.run(steps: 60)
        #expect(relativeError(v, 50) < 0.005)
        #expect(props.velocity(for: item).dx == v)
    }

    @Test func inactiveInstantaneousPushDoesNothing() {
        let (animator, item, push, props) = scene(mode: .instantaneous)
        push.active = false
        animator.run(steps: 10)
        #expect(props.velocity(for: item) == .zero)
        #expect(item.center == Point(x: 500, y: 500))
    }

    @Test func offCenterInstantaneousPushSpinsTheItem() {
        // Force (100, 0) at (0, 50) below the centre: torque -5000; inertia of a 100 x 100
        // unit-mass square is 20000/12, so the spin is -3 radians/s (counterclockwise on screen).
        let (animator, item, push, props) = scene(mode: .instantaneous)
        push.setTargetOffsetFromCenter(Vector(dx: 0, dy: 50), for: item)
        #expect(push.targetOffsetFromCenter(for: item) == Vector(dx: 0, dy: 50))
        animator.step()
        #expect(relativeError(props.angularVelocity(for: item), -3) < 0.005)
        #expect(relativeError(props.velocity(for: item).dx, 100) < 0.005)
        #expect(item.rotation < 0)
    }

    @Test func offCenterPushDoesNotSpinWhenRotationIsOff() {
        let (animator, item, push, props) = scene(mode: .instantaneous)
        props.allowsRotation = false
        push.setTargetOffsetFromCenter(Vector(dx: 0, dy: 50), for: item)
        animator.run(steps: 10)
        #expect(props.angularVelocity(for: item) == 0)
        #expect(item.rotation == 0)
    }

    @Test func pushOnSeveralItemsDependsOnEachMass() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
        let light = BasicItem(center: Point(x: 100, y: 100), size: Size(width: 50, height: 50))
        let heavy = BasicItem(center: Point(x: 100, y: 500), size: Size(width: 100, height: 100))
        let props = DynamicItemBehavior(items: [light, heavy])
        let push = PushBehavior(items: [light, heavy], mode: .instantaneous)
        push.pushDirection = Vector(dx: 0, dy: 1)
        animator.addBehavior(props)
        animator.addBehavior(push)
        animator.step()
        #expect(relativeError(props.velocity(for: light).dy, 400) < 0.005)
        #expect(relativeError(props.velocity(for: heavy).dy, 100) < 0.005)
    }

    @Test func continuousPushAndGravityAdd() {
        let (animator, item, push, props) = scene(mode: .continuous)
        push.setAngle(-.pi / 2, magnitude: 1)   // 100 points/s^2 up
        animator.addBehavior(GravityBehavior(items: [item]))
        animator.run(steps: 120)
        #expect(relativeError(props.velocity(for: item).dy, 900) < 0.005)
    }
}
