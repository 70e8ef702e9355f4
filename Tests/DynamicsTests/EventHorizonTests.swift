import Testing
@testable import Dynamics

/// In a scene where only impacts change the colliding balls, the event-driven step predicts
/// over a horizon of a few steps (`EventHorizon`). It must move the balls as the step-by-step
/// solver does, report each contact in the step it happens, and start afresh the moment
/// anything else changes a ball or a boundary.
@Suite struct EventHorizonTests {
    /// EnergyTests' walled field and bricks.
    static let field = EnergyTests.field
    static let bricks = EnergyTests.bricks

    /// Records each began contact as (step, ball, other ball or -1, boundary or "").
    final class ContactLog: CollisionBehaviorDelegate {
        var step = 0
        var balls: [BasicItem] = []
        var began: [String] = []
        private func index(_ item: DynamicItem) -> Int { balls.firstIndex { $0 === item } ?? -99 }
        func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item1: DynamicItem, with item2: DynamicItem, at p: Point) {
            let a = index(item1), b = index(item2)
            began.append("\(step) \(min(a, b))-\(max(a, b))")
        }
        func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem, withBoundaryIdentifier identifier: AnyHashable?, at p: Point) {
            began.append("\(step) \(index(item)) \(identifier.map { "\($0)" } ?? "")")
        }
    }

    /// A walled field with bricks and `count` elastic balls of radius 5 at 500-700 pt/s: at
    /// 1/120 s a step they move about a radius, so horizons of about three steps.
    struct Gas {
        let animator: DynamicAnimator
        let balls: [BasicItem]
        let props: DynamicItemBehavior
        let collision: CollisionBehavior
        /// An instantaneous push on ball 7, off until a test turns it on: pushing again sets
        /// `active` and nothing else, so no body is rebuilt and only the push moves the ball.
        let push: PushBehavior
        let log = ContactLog()

        init(seed: UInt64, count: Int = 40, horizons: Bool) {
            var rng = SeededGenerator(seed: seed)
            animator = DynamicAnimator(referenceBounds: EventHorizonTests.field)
            animator.world.options.eventHorizons = horizons
            var placed: [BasicItem] = []
            // A jittered lattice in the open lower part of the field, clear of the bricks (up
            // to 60 balls).
            for k in 0..<count {
                let x = 20 + Double(k % 10) * 38 + rng.double(-4...4), y = 230 + Double(k / 10) * 12 + rng.double(-0.5...0.5)
                placed.append(makeBall(x, y, radius: 5))
            }
            balls = placed
            collision = CollisionBehavior(items: balls)
            collision.collisionMode = .everything
            collision.translatesReferenceBoundsIntoBoundary = true
            for (k, r) in EventHorizonTests.bricks.enumerated() { collision.addBoundary(withIdentifier: "brick\(k)", for: Path(rect: r)) }
            log.balls = balls
            collision.collisionDelegate = log
            props = elasticBehavior(balls)
            animator.addBehavior(collision)
            animator.addBehavior(props)
            push = PushBehavior(items: [balls[7]], mode: .instantaneous)
            push.pushDirection = Vector(dx: -0.04, dy: 0.02)
            push.active = false
            animator.addBehavior(push)
            for ball in balls {
                props.addLinearVelocity(Vector(angle: rng.double(0...(2 * .pi)), length: rng.double(500...700)), for: ball)
            }
        }

        func step() {
            log.step += 1
            animator.step()
        }

        var continuedSteps: Int { animator.world.eventSolver.continuedSteps }
    }

    /// The largest distance between the same ball in two runs.
    private func largestGap(_ a: Gas, _ b: Gas) -> Double {
        zip(a.balls, b.balls).map { $0.center.distance(to: $1.center) }.max() ?? 0
    }

    private func largestVelocityGap(_ a: Gas, _ b: Gas) -> Double {
        zip(a.balls, b.balls).map { pair in
            let va = a.props.linearVelocity(for: pair.0), vb = b.props.linearVelocity(for: pair.1)
            return Vector(dx: va.x - vb.x, dy: va.y - vb.y).length
        }.max() ?? 0
    }

    /// The same impacts at the same times: only the rounding of a longer prediction differs
    /// (1e-13 points after the first horizon), and the gas, being chaotic, multiplies that
    /// at each impact (about 1e-10 after 30 steps, 1e-5 after 60).
    @Test(arguments: [UInt64(1), 2, 3])
    func aHorizonMovesTheBallsAsStepByStepDoes(seed: UInt64) {
        let horizon = Gas(seed: seed, horizons: true), alone = Gas(seed: seed, horizons: false)
        for _ in 0..<30 {
            horizon.step()
            alone.step()
        }
        #expect(horizon.continuedSteps >= 15, "the quiet gas should continue its horizons (continued \(horizon.continuedSteps))")
        #expect(alone.continuedSteps == 0)
        #expect(largestGap(horizon, alone) < 1e-6)
        #expect(largestVelocityGap(horizon, alone) < 1e-6)
        #expect(horizon.log.began == alone.log.began)
        #expect(horizon.log.began.count > 20, "the gas should collide (\(horizon.log.began.count) contacts)")
    }

    @Test func aQuietGasKeepsItsEnergyAndStaysInTheField() {
        let gas = Gas(seed: 9, count: 60, horizons: true)
        let e0 = kineticEnergy(gas.balls, gas.props)
        let inner = EventHorizonTests.field.insetBy(dx: 5 - 1e-6, dy: 5 - 1e-6)
        var inside = true
        for _ in 0..<1200 {
            gas.step()
            for b in gas.balls where !inner.contains(b.center) || EventHorizonTests.bricks.contains(where: { $0.contains(b.center) }) {
                inside = false
            }
        }
        #expect(gas.continuedSteps > 600)
        #expect(relativeError(kineticEnergy(gas.balls, gas.props), e0) < 1e-9)
        #expect(inside, "a ball left the field or entered a brick")
    }

    /// What user code might do between two steps, in the middle of a horizon.
    enum Disturbance: CaseIterable {
        case velocityAdded, ballMoved, brickRemoved, brickAdded, gravityAdded, ballRemoved, ballsStopMeeting, pushedAgain
    }

    @Test(arguments: Disturbance.allCases)
    func aChangeBetweenStepsIsSeenAtOnce(_ disturbance: Disturbance) {
        let horizon = Gas(seed: 5, horizons: true), alone = Gas(seed: 5, horizons: false)
        func disturb(_ gas: Gas) {
            let ball = gas.balls[7]
            switch disturbance {
            case .velocityAdded:
                // Fast enough to meet a wall or a ball within the step, whatever its place.
                gas.props.addLinearVelocity(Vector(dx: -30_000, dy: 10_000), for: ball)
            case .ballMoved:
                ball.center = Point(x: 200, y: 40)
                gas.animator.updateItem(usingCurrentState: ball)
            case .brickRemoved:
                for k in 0..<EventHorizonTests.bricks.count { gas.collision.removeBoundary(withIdentifier: "brick\(k)") }
            case .brickAdded:
                gas.collision.addBoundary(withIdentifier: "wall", for: Path(rect: Rect(x: 0, y: 180, width: 400, height: 10)))
            case .gravityAdded:
                gas.animator.addBehavior(GravityBehavior(items: gas.balls))
            case .ballRemoved:
                gas.collision.removeItem(ball)
                gas.props.removeItem(ball)
            case .ballsStopMeeting:
                gas.collision.collisionMode = .boundaries
            case .pushedAgain:
                gas.push.active = true
            }
        }
        // From step 10, at the first step that would continue a horizon; compared three
        // steps later (before the fast ball's many bounces multiply the rounding apart).
        var disturbedAt: Int?
        for k in 0..<40 {
            if disturbedAt == nil && k >= 10 && horizon.animator.world.eventSolver.horizon.continues {
                disturb(horizon)
                disturb(alone)
                disturbedAt = k
            }
            if let d = disturbedAt, k == d + 3 { break }
            horizon.step()
            alone.step()
        }
        #expect(disturbedAt != nil)
        #expect(largestGap(horizon, alone) < 1e-6, "the horizon missed the change")
        #expect(horizon.log.began == alone.log.began)
    }

    /// A field that reaches balls changes their velocities at every step's start, outside the
    /// impacts: no horizon continues, so the gas moves bit for bit as step by step; where the
    /// field reaches no ball, the horizons go on.
    @Test(arguments: [true, false])
    func aFieldThatReachesBallsEndsEveryHorizon(reaching: Bool) {
        func gas(horizons: Bool) -> Gas {
            let gas = Gas(seed: 4, horizons: horizons)
            let field = FieldBehavior.linearGravityField(direction: Vector(dx: 0, dy: 0.5))
            // The lattice's lower rows, or a corner of the field no ball is near.
            field.position = reaching ? Point(x: 200, y: 260) : Point(x: 30, y: 30)
            field.region = Region(size: Size(width: 400, height: 20))
            for ball in gas.balls { field.addItem(ball) }
            gas.animator.addBehavior(field)
            return gas
        }
        let horizon = gas(horizons: true), alone = gas(horizons: false)
        for _ in 0..<30 {
            horizon.step()
            alone.step()
        }
        if reaching {
            #expect(horizon.continuedSteps == 0)
            #expect(largestGap(horizon, alone) == 0 && largestVelocityGap(horizon, alone) == 0)
        } else {
            #expect(horizon.continuedSteps >= 15, "continued \(horizon.continuedSteps)")
            #expect(largestGap(horizon, alone) < 1e-6)
        }
        #expect(horizon.log.began == alone.log.began)
    }

    /// A horizon of one step takes the step-by-step path bit for bit: fast balls move
    /// farther than three radii a step and never start a longer one.
    @Test func fastBallsTakeOneStepAtATime() {
        let fast = Gas(seed: 3, horizons: true)
        for ball in fast.balls { fast.props.addLinearVelocity(Vector(dx: 2400, dy: 1800), for: ball) }
        for _ in 0..<40 { fast.step() }
        #expect(fast.continuedSteps == 0)
        #expect(fast.animator.world.eventSolver.horizon.steps == 1)
    }

    /// In a gas nothing kicks a ball, so the step skips both half kicks and writes the items
    /// in its last pass: every item stands exactly where its body is after each step.
    @Test func aGasTakesNoKickAndItsItemsFollowTheirBodies() {
        let gas = Gas(seed: 2, horizons: true)
        let world = gas.animator.world
        for _ in 0..<30 {
            gas.step()
            #expect(world.kickingBodies == 0)
            for ball in gas.balls {
                let m = world.motion[world.index(of: ball)!]
                #expect(ball.center == Point(x: m.px, y: m.py))
            }
        }
        #expect(gas.continuedSteps > 0)
    }

    /// Gravity or resistance added to two balls that collide with each other (so the step is
    /// the event-driven one) makes both take their kicks; taken away, neither does.
    @Test func gravityAndResistanceBringTheKicksBack() {
        let animator = DynamicAnimator()
        let a = makeBall(0, 0), b = makeBall(5000, 0)
        let collision = CollisionBehavior(items: [a, b])
        collision.collisionMode = .items
        let props = elasticBehavior([a, b])
        animator.addBehavior(collision)
        animator.addBehavior(props)
        props.addLinearVelocity(Vector(dx: 120, dy: 0), for: a)
        animator.step()
        let world = animator.world
        #expect(world.kickingBodies == 0)
        #expect(props.linearVelocity(for: a) == Point(x: 120, y: 0))

        let gravity = GravityBehavior(items: [a, b])
        animator.addBehavior(gravity)
        animator.step()
        #expect(world.kickingBodies == 2)
        // Two half kicks of 1,000 pt/s² over the step.
        #expect(abs(props.linearVelocity(for: b).y - 1000 * world.stepDuration) < 1e-9)

        animator.removeBehavior(gravity)
        animator.step()
        #expect(world.kickingBodies == 0)
        let falling = props.linearVelocity(for: b)
        animator.step()
        #expect(props.linearVelocity(for: b) == falling)

        props.resistance = 2
        animator.step()
        #expect(world.kickingBodies == 2)
        #expect(props.linearVelocity(for: a).x < 120)
        props.resistance = 0
        animator.step()
        #expect(world.kickingBodies == 0)
    }

    @Test(arguments: [(0.0, 4), (100.0, 4), (600.0, 3), (1000.0, 2), (1500.0, 1), (20_000.0, 1)])
    func theHorizonShortensAsTheBallsSpeedUp(speed: Double, steps: Int) {
        #expect(EventHorizon.steps(travel: speed / 120, extent: 5) == steps)
    }
}
