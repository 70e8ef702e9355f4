import Testing
import Dynamics
import TestSupport

/// Gravity: magnitude 1.0 is 1000 points/s^2, so a body falls 500 t^2 points.
@Suite struct FreeFallTests {
    /// A ball under gravity 1.0, no collision behavior.
    private func fallingBall(magnitude: Double = 1, angle: Double = .pi / 2, size: Double = 10)
        -> (DynamicAnimator, BasicItem, DynamicItemBehavior) {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 320, height: 480))
        let ball = makeBall(100, 50, radius: size / 2)
        let gravity = GravityBehavior(items: [ball])
        gravity.setAngle(angle, magnitude: magnitude)
        let props = DynamicItemBehavior(items: [ball])
        animator.addBehavior(gravity)
        animator.addBehavior(props)
        return (animator, ball, props)
    }

    @Test func fallsFiveHundredTSquaredAfterOneAndTwoSeconds() {
        let (animator, ball, props) = fallingBall()
        let y0 = ball.center.y
        animator.run(steps: 120)
        #expect(isClose(animator.elapsedTime, 1, within: 1e-9))
        #expect(relativeError(ball.center.y - y0, 500) < 0.005, "fell \(ball.center.y - y0) in 1 s")
        #expect(relativeError(props.velocity(for: ball).dy, 1000) < 0.005)
        animator.run(steps: 120)
        #expect(isClose(animator.elapsedTime, 2, within: 1e-9))
        #expect(relativeError(ball.center.y - y0, 2000) < 0.005, "fell \(ball.center.y - y0) in 2 s")
        #expect(relativeError(props.velocity(for: ball).dy, 2000) < 0.005)
        // Straight down: no sideways drift.
        #expect(ball.center.x == 100)
    }

    @Test func everyStepMatchesTheParabola() {
        let (animator, ball, _) = fallingBall()
        let y0 = ball.center.y
        var worst = 0.0
        for k in 1...240 {
            animator.step()
            let t = Double(k) / 120
            worst = max(worst, abs((ball.center.y - y0) - 500 * t * t) / (500 * t * t))
        }
        #expect(worst < 0.005, "worst relative error \(worst)")
    }

    @Test(arguments: [0.25, 0.5, 2.0])
    func displacementScalesWithMagnitude(magnitude: Double) {
        let (animator, ball, _) = fallingBall(magnitude: magnitude)
        let y0 = ball.center.y
        animator.run(steps: 120)
        #expect(relativeError(ball.center.y - y0, 500 * magnitude) < 0.005)
    }

    @Test func angledGravityFallsAlongItsDirection() {
        // 30 degrees below the +x axis, magnitude 1: 500 points along that direction in 1 s.
        let angle = Double.pi / 6
        let (animator, ball, _) = fallingBall(angle: angle)
        let start = ball.center
        animator.run(steps: 120)
        let d = ball.center - start
        #expect(relativeError(d.length, 500) < 0.005)
        #expect(abs(d.angle - angle) < 1e-6)
    }

    @Test func upwardGravityRaisesTheBall() {
        let (animator, ball, _) = fallingBall(angle: -.pi / 2)
        let y0 = ball.center.y
        animator.run(steps: 60)
        #expect(relativeError(y0 - ball.center.y, 500 * 0.25) < 0.005)
    }

    @Test func fallIsIndependentOfMassAndDensity() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
        let small = makeBall(100, 0, radius: 2)
        let big = BasicItem(center: Point(x: 500, y: 0), size: Size(width: 200, height: 100))
        let heavy = DynamicItemBehavior(items: [big])
        heavy.density = 7
        animator.addBehavior(heavy)
        animator.addBehavior(GravityBehavior(items: [small, big]))
        animator.run(steps: 120)
        #expect(relativeError(small.center.y, 500) < 0.005)
        #expect(relativeError(big.center.y, 500) < 0.005)
        #expect(abs(small.center.y - big.center.y) < 1e-9)
    }

    @Test func twoGravityBehaviorsAdd() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 320, height: 480))
        let ball = makeBall(0, 0)
        let g1 = GravityBehavior(items: [ball])
        let g2 = GravityBehavior(items: [ball])
        g2.magnitude = 0.5
        animator.addBehavior(g1)
        animator.addBehavior(g2)
        animator.run(steps: 120)
        #expect(relativeError(ball.center.y, 750) < 0.005)
    }

    @Test func itemsNotInTheGravityBehaviorDoNotFall() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 320, height: 480))
        let falling = makeBall(10, 10)
        let floating = makeBall(50, 10)
        animator.addBehavior(GravityBehavior(items: [falling]))
        animator.addBehavior(DynamicItemBehavior(items: [floating]))
        animator.run(steps: 60)
        #expect(falling.center.y > 100)
        #expect(floating.center == Point(x: 50, y: 10))
    }

    @Test func removingGravityKeepsTheVelocity() {
        let (animator, ball, props) = fallingBall()
        let gravity = animator.behaviors.compactMap { $0 as? GravityBehavior }.first!
        animator.run(steps: 60)
        let v = props.velocity(for: ball)
        animator.removeBehavior(gravity)
        let y = ball.center.y
        animator.run(steps: 60)
        // Coasting at the speed reached after 0.5 s (500 points/s) for 0.5 s.
        #expect(relativeError(props.velocity(for: ball).dy, v.dy) < 1e-9)
        #expect(relativeError(ball.center.y - y, v.dy * 0.5) < 1e-6)
    }

    @Test func gravityAngleAndMagnitudeAccessors() {
        let g = GravityBehavior()
        #expect(isClose(g.magnitude, 1, within: 1e-12))
        #expect(isClose(g.angle, .pi / 2, within: 1e-12))
        g.setAngle(.pi, magnitude: 2)
        #expect(isClose(g.gravityDirection.dx, -2, within: 1e-12))
        #expect(isClose(g.gravityDirection.dy, 0, within: 1e-12))
        g.magnitude = 3
        #expect(isClose(g.angle, .pi, within: 1e-12))
        #expect(isClose(g.gravityDirection.dx, -3, within: 1e-12))
        // Switched off and on again, it points the way it did (a zero vector has no angle).
        g.magnitude = 0
        #expect(isClose(g.angle, .pi, within: 1e-12))
        g.magnitude = 1
        #expect(isClose(g.gravityDirection.dx, -1, within: 1e-12) && abs(g.gravityDirection.dy) < 1e-12)
        g.angle = .pi / 2
        g.magnitude = 0
        g.magnitude = 0.5
        #expect(abs(g.gravityDirection.dx) < 1e-12 && isClose(g.gravityDirection.dy, 0.5, within: 1e-12))
    }

    @Test func shorterStepDurationStillFollowsTheParabola() {
        let (animator, ball, _) = fallingBall()
        animator.stepDuration = 1.0 / 240
        let y0 = ball.center.y
        animator.run(steps: 240)
        #expect(isClose(animator.elapsedTime, 1, within: 1e-9))
        #expect(relativeError(ball.center.y - y0, 500) < 0.005)
    }
}
