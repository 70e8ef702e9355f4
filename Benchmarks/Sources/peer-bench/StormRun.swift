import Dynamics

/// One timed run of one scene on one engine: set-up untimed, `spec.steps` steps timed (or
/// fewer, once the run has used its time budget), the balls checked afterwards.
struct StormRun: Sendable {
    let engine: Engine
    let spec: StormSpec
    var seconds = 0.0
    /// Steps actually taken: `spec.steps`, or fewer for a run that hit its budget.
    var steps = 0
    /// A run stops early once it has taken this many steps and used its budget.
    static let minimumSteps = 30
    /// Balls whose centre ended outside the field.
    var escaped = 0
    /// Balls whose centre ended strictly inside a brick.
    var insideBrick = 0
    /// Kinetic energy at the end over that at the start (equal masses, so sum of v^2).
    var energyRatio = 1.0

    var nanosecondsPerBallStep: Double { seconds * 1e9 / Double(steps * spec.count) }
    var isShortened: Bool { steps < spec.steps }

    /// Runs the scene; after `minimumSteps`, stops once `budget` seconds are used.
    static func measure(_ engine: Engine, _ spec: StormSpec, _ settings: PeerSettings, budget: Double = .infinity) -> StormRun {
        var run = StormRun(engine: engine, spec: spec)
        let world = engine.makeWorld(spec, settings)
        let startEnergy = kineticEnergy(world.ballStates())
        let stopwatch = Stopwatch()
        var taken = 0
        while taken < spec.steps {
            world.step()
            taken += 1
            // Reading the clock costs far less than a step of any engine here.
            if taken >= minimumSteps && taken % 10 == 0 && stopwatch.seconds > budget { break }
        }
        run.seconds = stopwatch.seconds
        run.steps = taken
        let end = world.ballStates()
        run.escaped = end.count { !spec.field.containsOnOrInside($0.center) }
        run.insideBrick = end.count { isInsideBrick($0.center) }
        run.energyRatio = kineticEnergy(end) / startEnergy
        return run
    }

    static func kineticEnergy(_ balls: [BallState]) -> Double {
        balls.reduce(0) { $0 + $1.velocity.lengthSquared / 2 }
    }

    /// The bricks sit on a regular grid in each tile, so only the one cell under the point
    /// needs a look.
    static func isInsideBrick(_ p: Point) -> Bool {
        let tile = StormSpec.tile
        let x = p.x - (p.x / tile.width).rounded(.down) * tile.width
        let y = p.y - (p.y / tile.height).rounded(.down) * tile.height
        let c = ((x - 2) / 40).rounded(.down), r = ((y - 60) / 18).rounded(.down)
        guard c >= 0, c < 40, r >= 0, r < 20 else { return false }
        let brick = StormSpec.tileBricks[Int(r) * 40 + Int(c)]
        return x > brick.minX && x < brick.maxX && y > brick.minY && y < brick.maxY
    }
}
