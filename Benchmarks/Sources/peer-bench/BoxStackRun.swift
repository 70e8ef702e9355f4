import Dynamics

/// One timed run of a Box2D pyramid scene on one engine: set-up untimed, the steps timed
/// (`TimedSteps`: the first stretch always, then until done or out of budget), the boxes read
/// before and after. A tall stack sinks a little under its weight in every engine (each
/// contact gives a little), so sinking and falling are told apart: a stack that holds sinks
/// straight down, one that falls moves sideways.
struct BoxStackRun: Sendable {
    let engine: Engine
    /// The scene's name (`BoxStackScene.name`), which the table groups by.
    let scene: String
    /// The steps the scene asks for.
    let steps: Int
    /// What sets the scene's size (`BoxStackScene.parameters`).
    var parameters: [String: Double] = [:]
    var timing = TimedSteps()
    /// Boxes that ended more than half a side left or right of their start: out of their column.
    var fallen = 0
    /// The largest sideways distance of a box centre at the end from its start, points.
    var largestSideways = 0.0
    /// The largest drop of a box centre from its start, points: in a stack that holds, the
    /// top's, which is what the stack sank.
    var largestDrop = 0.0

    static func measure(_ engine: Engine, _ scene: BoxStackScene, _ settings: PeerSettings, budget: Double) -> BoxStackRun {
        var run = BoxStackRun(engine: engine, scene: scene.name, steps: scene.steps)
        run.parameters = scene.parameters
        let world = engine.makeBoxStack(scene, settings)
        let start = world.boxCenters()
        run.timing = TimedSteps.run(steps: scene.steps, budget: budget, world.step)
        let moves = zip(world.boxCenters(), start).map { $0 - $1 }
        run.largestSideways = moves.map { abs($0.dx) }.max() ?? 0
        run.fallen = moves.count { abs($0.dx) > scene.fallDistance }
        run.largestDrop = max(0, moves.map(\.dy).max() ?? 0)
        return run
    }
}
