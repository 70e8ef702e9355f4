import Testing
import Dynamics
import TestSupport

/// Elasticity 1, friction 0, resistance 0, no rotation: kinetic energy is conserved through
/// every bounce, against walls, bricks and other balls; slow balls bounce too.
@Suite struct EnergyTests {
    static let field = Rect(x: 0, y: 0, width: 400, height: 300)
    static let bricks = [
        Rect(x: 60, y: 60, width: 36, height: 14), Rect(x: 150, y: 100, width: 36, height: 14),
        Rect(x: 250, y: 70, width: 36, height: 14), Rect(x: 300, y: 200, width: 36, height: 14),
        Rect(x: 100, y: 210, width: 36, height: 14),
    ]

    /// A box of reference-bound walls with bricks, and `balls` elastic balls of radius 8.
    private func scene(balls count: Int, ballsCollide: Bool, seed: UInt64)
        -> (DynamicAnimator, [BasicItem], DynamicItemBehavior, CollisionBehavior) {
        var rng = SeededGenerator(seed: seed)
        let animator = DynamicAnimator(referenceBounds: EnergyTests.field)
        var balls: [BasicItem] = []
        let spots = [Point(x: 30, y: 30), Point(x: 370, y: 30), Point(x: 30, y: 270), Point(x: 370, y: 270),
                     Point(x: 200, y: 160), Point(x: 120, y: 150), Point(x: 280, y: 150), Point(x: 200, y: 260),
                     Point(x: 200, y: 30), Point(x: 30, y: 150)]
        for k in 0..<count { balls.append(makeBall(spots[k].x, spots[k].y, radius: 8)) }
        let collision = CollisionBehavior(items: balls)
        collision.collisionMode = ballsCollide ? .everything : .boundaries
        collision.translatesReferenceBoundsIntoBoundary = true
        for (k, r) in EnergyTests.bricks.enumerated() { collision.addBoundary(withIdentifier: "brick\(k)", for: Path(rect: r)) }
        let props = elasticBehavior(balls)
        animator.addBehavior(collision)
        animator.addBehavior(props)
        for ball in balls {
            props.addLinearVelocity(Vector(angle: rng.double(0...(2 * .pi)), length: rng.double(200...600)), for: ball)
        }
        return (animator, balls, props, collision)
    }

    private func checkConservation(balls count: Int, ballsCollide: Bool, steps: Int) {
        let (animator, balls, props, _) = scene(balls: count, ballsCollide: ballsCollide, seed: 42)
        let e0 = kineticEnergy(balls, props)
        #expect(e0 > 0)
        var worst = 0.0
        var positionsOK = true
        let inner = EnergyTests.field.insetBy(dx: 8 - 1e-6, dy: 8 - 1e-6)
        var start = balls.map(\.center)
        var moved = Array(repeating: 0.0, count: balls.count)
        for k in 1...steps {
            animator.step()
            if k % 1000 == 0 {
                worst = max(worst, relativeError(kineticEnergy(balls, props), e0))
                for (i, b) in balls.enumerated() {
                    moved[i] += b.center.distance(to: start[i])
                    if !inner.contains(b.center) || EnergyTests.bricks.contains(where: { $0.contains(b.center) }) { positionsOK = false }
                }
                start = balls.map(\.center)
            }
        }
        let e1 = kineticEnergy(balls, props)
        #expect(relativeError(e1, e0) < 1e-6, "kinetic energy \(e0) -> \(e1)")
        #expect(worst < 1e-6, "worst relative drift \(worst)")
        #expect(positionsOK, "a ball left the field or ended inside a brick")
        // The balls really bounced around (they did not get stuck somewhere).
        #expect(moved.allSatisfy { $0 > 1000 }, "distances sampled: \(moved)")
    }

    @Test func oneBallInABoxWithBricksOverOneHundredThousandSteps() {
        checkConservation(balls: 1, ballsCollide: false, steps: 100_000)
    }

    @Test func severalBallsCollidingWithEachOther() {
        checkConservation(balls: 6, ballsCollide: true, steps: 100_000)
    }

    @Test func ballBallCollisionsActuallyHappen() {
        // The energy test above only means something if the balls collide with each other:
        // count item-item contacts with a delegate.
        let (animator, _, _, collision) = scene(balls: 6, ballsCollide: true, seed: 42)
        let recorder = ContactRecorder()
        collision.collisionDelegate = recorder
        animator.run(steps: 5_000)
        let itemContacts = recorder.began.filter { $0.other != nil }.count
        #expect(itemContacts > 5, "only \(itemContacts) ball-ball contacts")
        #expect(recorder.began.filter { $0.identifier != nil }.count > 5, "brick contacts")
    }

    @Test func momentumIsConservedBetweenBalls() {
        // Two balls in open space, no boundaries, elastic: total momentum and energy stay.
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
        let a = makeBall(100, 500, radius: 10), b = makeBall(400, 510, radius: 10)
        let props = elasticBehavior([a, b])
        let collision = CollisionBehavior(items: [a, b])
        collision.collisionMode = .items
        animator.addBehavior(props)
        animator.addBehavior(collision)
        props.addLinearVelocity(Vector(dx: 300, dy: 0), for: a)
        props.addLinearVelocity(Vector(dx: -100, dy: 0), for: b)
        let e0 = kineticEnergy([a, b], props)
        animator.run(steps: 120)
        let va = props.velocity(for: a), vb = props.velocity(for: b)
        #expect(abs(va.dy) > 1, "an off-centre hit deflects: \(va)")
        #expect(isClose(va.dx + vb.dx, 200, within: 1e-9))
        #expect(isClose(va.dy + vb.dy, 0, within: 1e-9))
        #expect(relativeError(kineticEnergy([a, b], props), e0) < 1e-9)
    }

    @Test func slowBallBouncesOffAWall() {
        // 0.5 points/s into the right wall: it must reverse, not stick or slide in.
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100, height: 100))
        let ball = makeBall(100 - 5 - 0.002, 50)
        let collision = CollisionBehavior(items: [ball])
        collision.translatesReferenceBoundsIntoBoundary = true
        let props = elasticBehavior([ball])
        animator.addBehavior(collision)
        animator.addBehavior(props)
        props.addLinearVelocity(Vector(dx: 0.5, dy: 0), for: ball)
        animator.run(steps: 120)
        let v = props.velocity(for: ball)
        #expect(isClose(v.dx, -0.5, within: 1e-9), "velocity after 1 s: \(v)")
        #expect(ball.center.x < 95 - 0.4, "moved back from the wall: \(ball.center.x)")
        #expect(ball.center.x <= 95 + 1e-9)
    }

    @Test func slowBallBouncesOffABrickAndASegment() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 200, height: 200))
        let a = makeBall(50, 100 - 5 - 0.001)      // above a brick, moving down
        let b = makeBall(150 - 5 - 0.001, 50)     // left of a segment, moving right
        let collision = CollisionBehavior(items: [a, b])
        collision.addBoundary(withIdentifier: "brick", for: Path(rect: Rect(x: 30, y: 100, width: 40, height: 14)))
        collision.addBoundary(withIdentifier: "wall", from: Point(x: 150, y: 0), to: Point(x: 150, y: 100))
        let props = elasticBehavior([a, b])
        animator.addBehavior(collision)
        animator.addBehavior(props)
        props.addLinearVelocity(Vector(dx: 0, dy: 0.5), for: a)
        props.addLinearVelocity(Vector(dx: 0.5, dy: 0), for: b)
        animator.run(steps: 60)
        #expect(isClose(props.velocity(for: a).dy, -0.5, within: 1e-9))
        #expect(isClose(props.velocity(for: b).dx, -0.5, within: 1e-9))
    }

    @Test func slowBallsBounceOffEachOther() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 200, height: 200))
        let a = makeBall(100 - 5 - 0.001, 100), b = makeBall(105, 100)
        let collision = CollisionBehavior(items: [a, b])
        let props = elasticBehavior([a, b])
        animator.addBehavior(collision)
        animator.addBehavior(props)
        props.addLinearVelocity(Vector(dx: 0.5, dy: 0), for: a)
        animator.run(steps: 60)
        #expect(isClose(props.velocity(for: a).dx, 0, within: 1e-9))
        #expect(isClose(props.velocity(for: b).dx, 0.5, within: 1e-9))
    }

    @Test(arguments: [0.0, 0.25, 0.5, 0.8])
    func elasticityScalesTheReboundSpeed(elasticity: Double) {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 100))
        let ball = makeBall(200, 50)
        let collision = CollisionBehavior(items: [ball])
        collision.translatesReferenceBoundsIntoBoundary = true
        let props = elasticBehavior([ball])
        props.elasticity = elasticity
        animator.addBehavior(collision)
        animator.addBehavior(props)
        props.addLinearVelocity(Vector(dx: 300, dy: 0), for: ball)
        animator.run(steps: 120)   // hits the right wall after about 0.65 s
        #expect(isClose(props.velocity(for: ball).dx, -300 * elasticity, within: 1e-6))
        #expect(ball.center.x <= 395 + 1e-9)
    }

    @Test func resistanceRemovesEnergy() {
        let (animator, balls, props, _) = scene(balls: 3, ballsCollide: true, seed: 7)
        let e0 = kineticEnergy(balls, props)
        props.resistance = 1   // a damping rate: dv/dt = -v
        animator.run(steps: 240)
        let e1 = kineticEnergy(balls, props)
        // v scales by about e^-2 in 2 s, so the energy by about e^-4.
        #expect(relativeError(e1 / e0, 0.01831563888873418) < 0.02, "ratio \(e1 / e0)")
    }
}
