import Dynamics

/// One timed run of the joint grid on one engine: set-up untimed, the steps timed
/// (`TimedSteps`), then every joint checked: a revolute joint holds its two anchor points
/// together, so the distance between them (its gap) is the solver's error.
struct JointGridRun: Sendable {
    let engine: Engine
    let spec: JointGridSpec
    var timing = TimedSteps()
    /// The largest and the mean gap of a joint at the end, points.
    var largestGap = 0.0
    var meanGap = 0.0
    /// How far the body that dropped most ended below its start, points: the net's sag.
    var largestDrop = 0.0

    static func measure(_ engine: Engine, _ spec: JointGridSpec, _ settings: PeerSettings, budget: Double) -> JointGridRun {
        var run = JointGridRun(engine: engine, spec: spec)
        let world = engine.makeJointGrid(spec, settings)
        let start = world.poses()
        run.timing = TimedSteps.run(steps: spec.steps, budget: budget, world.step)
        let end = world.poses()
        let gaps = spec.joints().map { joint in
            end[joint.a].point(at: joint.anchorA).distance(to: end[joint.b].point(at: joint.anchorB))
        }
        run.largestGap = gaps.max() ?? 0
        run.meanGap = gaps.isEmpty ? 0 : gaps.reduce(0, +) / Double(gaps.count)
        run.largestDrop = zip(end, start).map { $0.center.y - $1.center.y }.max() ?? 0
        return run
    }
}
