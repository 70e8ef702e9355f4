import Testing
import Dynamics
import TestSupport

/// The animator's clock: fixed steps, advance(by:) with a remainder and a cap, pause and
/// resume, and the delegate's didPause / willResume.
@Suite struct AnimatorClockTests {
    private func movingBall(velocity: Vector = Vector(dx: 30, dy: 0))
        -> (DynamicAnimator, BasicItem, DynamicItemBehavior, AnimatorObserver) {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
        let ball = makeBall(100, 100)
        let props = DynamicItemBehavior(items: [ball])
        animator.addBehavior(props)
        props.addLinearVelocity(velocity, for: ball)
        let observer = AnimatorObserver()
        animator.delegate = observer
        return (animator, ball, props, observer)
    }

    @Test func stepAdvancesElapsedTimeByStepDuration() {
        let (animator, _, _, _) = movingBall()
        #expect(animator.elapsedTime == 0 && animator.stepCount == 0)
        #expect(animator.stepDuration == 1.0 / 120)
        animator.step()
        #expect(animator.elapsedTime == 1.0 / 120)
        #expect(animator.stepCount == 1)
        animator.run(steps: 119)
        #expect(isClose(animator.elapsedTime, 1, within: 1e-12))
        animator.stepDuration = 0.05
        animator.step()
        #expect(isClose(animator.elapsedTime, 1.05, within: 1e-12))
        #expect(animator.stepCount == 121)
    }

    @Test func stepMovesByVelocityTimesStepDuration() {
        let (animator, ball, _, _) = movingBall(velocity: Vector(dx: 120, dy: -60))
        animator.step()
        #expect(isClose(ball.center.x, 101, within: 1e-12))
        #expect(isClose(ball.center.y, 99.5, within: 1e-12))
    }

    @Test func advanceRunsWholeStepsAndKeepsTheRemainder() {
        let (animator, ball, _, _) = movingBall(velocity: Vector(dx: 120, dy: 0))
        let h = animator.stepDuration
        let f1 = animator.advance(by: 2.5 * h)
        #expect(animator.stepCount == 2)
        #expect(isClose(f1, 0.5, within: 1e-9))
        #expect(isClose(ball.center.x, 102, within: 1e-9))
        let f2 = animator.advance(by: 0.75 * h)   // 0.5 + 0.75: one more step, 0.25 left
        #expect(animator.stepCount == 3)
        #expect(isClose(f2, 0.25, within: 1e-9))
        let f3 = animator.advance(by: 0.5 * h)
        #expect(animator.stepCount == 3, "0.75 of a step is not a step")
        #expect(isClose(f3, 0.75, within: 1e-9))
        let f4 = animator.advance(by: 0)
        #expect(animator.stepCount == 3)
        #expect(isClose(f4, 0.75, within: 1e-9))
    }

    @Test func sixtyFramesPerSecondGiveTwoStepsPerFrame() {
        let (animator, _, _, _) = movingBall()
        var fractions: [Double] = []
        for _ in 0..<60 { fractions.append(animator.advance(by: 1.0 / 60)) }
        #expect((119...120).contains(animator.stepCount), "\(animator.stepCount) steps in one second")
        #expect(fractions.allSatisfy { $0 >= 0 && $0 < 1 })
    }

    @Test func aLongStallIsCappedNotCaughtUp() {
        let (animator, ball, _, _) = movingBall(velocity: Vector(dx: 120, dy: 0))
        #expect(animator.maximumStepsPerAdvance == 8)
        let f = animator.advance(by: 10)
        #expect(animator.stepCount == 8)
        #expect(f >= 0 && f < 1)
        #expect(isClose(ball.center.x, 108, within: 1e-9))
        // The rest of the stall is dropped: the next short frame does not run 1,200 steps.
        animator.advance(by: animator.stepDuration)
        #expect(animator.stepCount <= 10)
        animator.maximumStepsPerAdvance = 3
        let before = animator.stepCount
        animator.advance(by: 1)
        #expect(animator.stepCount - before == 3)
    }

    @Test func pauseStopsAdvanceAndKeepsVelocitiesExactly() {
        let (animator, ball, props, observer) = movingBall(velocity: Vector(dx: 123.456, dy: -7.89))
        animator.addBehavior(GravityBehavior(items: [ball]))
        animator.advance(by: 0.1)
        let v = props.velocity(for: ball), c = ball.center, n = animator.stepCount, t = animator.elapsedTime
        #expect(animator.isRunning)
        animator.pause()
        #expect(!animator.isRunning)
        #expect(observer.pauses == 1)
        for _ in 0..<10 { #expect(animator.advance(by: 0.05) == 0) }
        #expect(animator.stepCount == n && animator.elapsedTime == t)
        #expect(ball.center == c)
        #expect(props.velocity(for: ball) == v)
        animator.pause()
        #expect(observer.pauses == 1, "pausing twice tells once")
        animator.resume()
        #expect(observer.resumes == 1)
        #expect(animator.isRunning)
        #expect(props.velocity(for: ball) == v)
        animator.advance(by: animator.stepDuration)
        #expect(animator.stepCount == n + 1)
        #expect(ball.center != c)
    }

    @Test func stepStillStepsWhilePaused() {
        let (animator, ball, _, _) = movingBall()
        animator.pause()
        animator.step()
        #expect(animator.stepCount == 1)
        #expect(ball.center.x > 100)
    }

    @Test func comingToRestPausesAndAVelocityResumes() {
        let (animator, ball, props, observer) = movingBall(velocity: .zero)
        var frames = 0
        while animator.isRunning && frames < 100 {
            animator.advance(by: 1.0 / 60)
            frames += 1
        }
        #expect(!animator.isRunning)
        #expect(observer.pauses == 1)
        #expect((29...32).contains(animator.stepCount), "pauses after 30 steps at rest, took \(animator.stepCount)")
        let n = animator.stepCount
        animator.advance(by: 0.5)
        #expect(animator.stepCount == n, "nothing runs at rest")
        props.addLinearVelocity(Vector(dx: 60, dy: 0), for: ball)
        #expect(observer.resumes == 1)
        #expect(animator.isRunning)
        animator.advance(by: 2 * animator.stepDuration)
        #expect(isClose(ball.center.x, 101, within: 1e-9))
    }

    @Test func ballLandingOnAFloorComesToRest() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 200, height: 200))
        let ball = makeBall(100, 20, radius: 10)
        let collision = CollisionBehavior(items: [ball])
        collision.translatesReferenceBoundsIntoBoundary = true
        let props = DynamicItemBehavior(items: [ball])
        props.elasticity = 0.5
        animator.addBehavior(collision)
        animator.addBehavior(props)
        animator.addBehavior(GravityBehavior(items: [ball]))
        let observer = AnimatorObserver()
        animator.delegate = observer
        for _ in 0..<300 { animator.advance(by: 1.0 / 60) }
        #expect(observer.pauses == 1, "\(observer.log)")
        #expect(!animator.isRunning)
        #expect(isClose(ball.center.y, 190, within: 0.05))
    }

    @Test func pausesWhenAtRestCanBeTurnedOff() {
        let (animator, _, _, observer) = movingBall(velocity: .zero)
        animator.pausesWhenAtRest = false
        for _ in 0..<60 { animator.advance(by: 1.0 / 60) }
        #expect(observer.pauses == 0)
        #expect(animator.isRunning)
        #expect(animator.stepCount >= 119)
    }

    @Test func addingABehaviorWakesARestingAnimator() {
        let (animator, ball, _, observer) = movingBall(velocity: .zero)
        for _ in 0..<40 { animator.advance(by: 1.0 / 60) }
        #expect(!animator.isRunning)
        animator.addBehavior(GravityBehavior(items: [ball]))
        #expect(observer.resumes == 1)
        animator.advance(by: 0.1)
        #expect(ball.center.y > 100)
    }

    @Test func aResumeWhileAtRestDoesNotLoseTheCallerPause() {
        let (animator, ball, props, observer) = movingBall(velocity: .zero)
        for _ in 0..<40 { animator.advance(by: 1.0 / 60) }
        animator.pause()
        #expect(observer.pauses == 1, "already paused at rest: no second didPause")
        props.addLinearVelocity(Vector(dx: 10, dy: 0), for: ball)
        #expect(!animator.isRunning, "still paused by the caller")
        animator.advance(by: 0.1)
        #expect(ball.center.x == 100)
        animator.resume()
        animator.advance(by: 0.1)
        #expect(ball.center.x > 100)
    }

    @Test func removingTheFloorUnderARestingBallWakesTheAnimator() {
        // willResume is documented for "a behavior, a velocity, a boundary".
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 200, height: 400))
        let ball = makeBall(100, 80, radius: 10)
        let collision = CollisionBehavior(items: [ball])
        collision.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 100), to: Point(x: 200, y: 100))
        animator.addBehavior(collision)
        animator.addBehavior(GravityBehavior(items: [ball]))
        let observer = AnimatorObserver()
        animator.delegate = observer
        for _ in 0..<60 { animator.advance(by: 1.0 / 60) }
        #expect(!animator.isRunning, "at rest on the floor")
        collision.removeBoundary(withIdentifier: "floor")
        #expect(observer.resumes == 1, "removing a boundary must wake the animator")
        for _ in 0..<30 { animator.advance(by: 1.0 / 60) }
        #expect(ball.center.y > 100, "the ball falls once the floor is gone: \(ball.center)")
    }

    @Test func twoStackedBallsComeToRest() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 200, height: 200))
        let balls = [makeBall(100, 190, radius: 10), makeBall(100, 170, radius: 10)]
        let collision = CollisionBehavior(items: balls)
        collision.translatesReferenceBoundsIntoBoundary = true
        let props = DynamicItemBehavior(items: balls)
        props.allowsRotation = false
        animator.addBehavior(collision)
        animator.addBehavior(props)
        animator.addBehavior(GravityBehavior(items: balls))
        let observer = AnimatorObserver()
        animator.delegate = observer
        for _ in 0..<180 { animator.advance(by: 1.0 / 60) }
        #expect(observer.pauses == 1, "two balls resting on each other should pause the animator; speeds \(balls.map { props.velocity(for: $0) })")
    }

    @Test func velocityAddedAfterAStepDurationChangeWakesTheAnimator() {
        let (animator, ball, props, observer) = movingBall(velocity: .zero)
        for _ in 0..<40 { animator.advance(by: 1.0 / 60) }
        #expect(!animator.isRunning)
        animator.stepDuration = 1.0 / 240
        props.addLinearVelocity(Vector(dx: 60, dy: 0), for: ball)
        #expect(observer.resumes == 1, "adding a velocity must wake the animator")
        animator.advance(by: 0.5)
        #expect(ball.center.x > 100)
    }
}
