/// The joint grid runs gathered per scene and engine: one row each with the median, min and
/// max time per step, the first second's time, how well the joints held, and the speed-up
/// over Dynamics.
struct JointGridTable {
    private(set) var runs: [JointGridRun] = []

    mutating func add(_ run: JointGridRun) { runs.append(run) }

    var isEmpty: Bool { runs.isEmpty }

    static let header = [
        "scene", "engine", "runs", "steps", "ms/step (median)", "min", "max", "ms/step \(Box2DBenchmark.firstStretch) (median)",
        "largest joint gap (pt)", "mean joint gap (pt)", "largest drop (pt)", "Dynamics speed-up (\(Box2DBenchmark.firstStretch))",
    ]

    /// One row per scene and engine, in the order they first ran.
    var rows: [[String]] {
        let engines = firstAppearances(runs.map(\.engine))
        return firstAppearances(runs.map(\.spec)).flatMap { spec in
            let ours = runs(spec, .dynamics).map { median($0.map(\.timing.firstMillisecondsPerStep)) }
            return engines.compactMap { engine -> [String]? in
                guard let group = runs(spec, engine) else { return nil }
                let times = group.map(\.timing.millisecondsPerStep)
                let first = median(group.map(\.timing.firstMillisecondsPerStep))
                return [
                    spec.name, engine.displayName, "\(group.count)", TimedSteps.stepsText(group.map(\.timing), of: spec.steps),
                    fixed(median(times), 3), fixed(times.min()!, 3), fixed(times.max()!, 3), fixed(first, 3),
                    spread(group.map(\.largestGap), 2),
                    spread(group.map(\.meanGap), 3),
                    spread(group.map(\.largestDrop), 0),
                    speedUp(engine, first, dynamicsMedian: ours),
                ]
            }
        }
    }

    var table: TextTable { TextTable(header: Self.header, rows: rows) }

    static let notes = "joint_grid (JointGridSpec): 100 x 100 balls of radius 40 pt, 100 pt apart, joined to their neighbours "
        + "by 19,794 revolute joints and hanging from seven static balls in the middle of the top row (Box2D's six joints "
        + "between two static balls left out: no solver sees them), nothing colliding; --quick: 10 x 10 (Box2D's debug size). "
        + "Dynamics: pin attachments, the fixed balls anchored items; Chipmunk: pivot joints; Box2D: revolute joints. "
        + "joint gap = the distance between a joint's two anchor points at the end (0 for a joint that holds); "
        + "largest drop = how far the ball that fell most ended below its start (the net's sag)."

    private func runs(_ spec: JointGridSpec, _ engine: Engine) -> [JointGridRun]? {
        let group = runs.filter { $0.spec == spec && $0.engine == engine }
        return group.isEmpty ? nil : group
    }
}
