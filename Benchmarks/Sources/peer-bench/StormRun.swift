import Dynamics

/// One timed run of one scene on one engine: set-up untimed, `spec.steps` steps timed, the
/// balls checked afterwards.
struct StormRun: Sendable {
    let engine: Engine
    let spec: StormSpec
    var seconds = 0.0
    /// Balls whose centre ended outside the field.
    var escaped = 0
    /// Balls whose centre ended strictly inside a brick.
    var insideBrick = 0
    /// Kinetic energy at the end over that at the start (equal masses, so sum of v^2).
    var energyRatio = 1.0

    var nanosecondsPerBallStep: Double { seconds * 1e9 / Double(spec.steps * spec.count) }

    static func measure(_ engine: Engine, _ spec: StormSpec, _ settings: PeerSettings) -> StormRun {
        var run = StormRun(engine: engine, spec: spec)
        let world = engine.makeWorld(spec, settings)
        let startEnergy = kineticEnergy(world.ballStates())
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for _ in 0..<spec.steps { world.step() }
        }
        run.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let end = world.ballStates()
        run.escaped = end.count { !isInsideField($0.center) }
        run.insideBrick = end.count { isInsideBrick($0.center) }
        run.energyRatio = kineticEnergy(end) / startEnergy
        return run
    }

    static func kineticEnergy(_ balls: [BallState]) -> Double {
        balls.reduce(0) { $0 + $1.velocity.lengthSquared / 2 }
    }

    static func isInsideField(_ p: Point) -> Bool {
        let f = StormSpec.field
        return p.x >= f.minX && p.x <= f.maxX && p.y >= f.minY && p.y <= f.maxY
    }

    /// The bricks sit on a regular grid, so only the one cell under the point needs a look.
    static func isInsideBrick(_ p: Point) -> Bool {
        let c = ((p.x - 2) / 40).rounded(.down), r = ((p.y - 60) / 18).rounded(.down)
        guard c >= 0, c < 40, r >= 0, r < 20 else { return false }
        let brick = StormSpec.bricks[Int(r) * 40 + Int(c)]
        return p.x > brick.minX && p.x < brick.maxX && p.y > brick.minY && p.y < brick.maxY
    }
}
