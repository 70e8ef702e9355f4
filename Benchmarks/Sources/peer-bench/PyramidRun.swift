import Dynamics

/// One timed run of the pyramid on one engine: set-up untimed, all `spec.steps` steps timed
/// (no budget: the drift needs the last step), the boxes read at the start, after settling
/// (`PyramidSpec.settledStep`, a pause in the timing) and at the end.
struct PyramidRun: Sendable {
    let engine: Engine
    let spec: PyramidSpec
    var seconds = 0.0
    /// The part of `seconds` spent on the steps up to `PyramidSpec.settledStep`, while the
    /// boxes settle: mostly awake time, where the rest of the run is mostly asleep.
    var settlingSeconds = 0.0
    /// The largest distance a box centre moved between the settled step and the end, points.
    var drift = 0.0
    /// The largest distance of a box centre at the end from its start, points.
    var farthestFromStart = 0.0
    /// Boxes that ended more than `PyramidSpec.fallDistance` from their start.
    var fallen = 0
    /// Boxes not asleep at the end.
    var awake = 0

    var millisecondsPerStep: Double { seconds * 1e3 / Double(spec.steps) }
    var settlingMillisecondsPerStep: Double { settlingSeconds * 1e3 / Double(min(PyramidSpec.settledStep, spec.steps)) }

    static func measure(_ engine: Engine, _ spec: PyramidSpec, _ settings: PeerSettings) -> PyramidRun {
        var run = PyramidRun(engine: engine, spec: spec)
        let world = engine.makePyramid(spec, settings)
        let start = world.boxCenters()
        let settledStep = min(PyramidSpec.settledStep, spec.steps)
        run.settlingSeconds = timeSteps(world, settledStep)
        let settled = world.boxCenters()
        run.seconds = run.settlingSeconds + timeSteps(world, spec.steps - settledStep)
        let end = world.boxCenters()
        run.drift = zip(end, settled).map { $0.distance(to: $1) }.max() ?? 0
        let fromStart = zip(end, start).map { $0.distance(to: $1) }
        run.farthestFromStart = fromStart.max() ?? 0
        run.fallen = fromStart.count { $0 > PyramidSpec.fallDistance }
        run.awake = world.awakeCount()
        return run
    }

    private static func timeSteps(_ world: any PyramidWorld, _ steps: Int) -> Double {
        let stopwatch = Stopwatch()
        for _ in 0..<steps { world.step() }
        return stopwatch.seconds
    }
}
