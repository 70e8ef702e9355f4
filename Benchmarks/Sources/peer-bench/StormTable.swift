/// The storm runs gathered per scene and engine: one row each with the median, min and max
/// time per ball-step, what became of the balls, and the speed-up over Dynamics.
struct StormTable {
    private(set) var runs: [StormRun] = []

    mutating func add(_ run: StormRun) { runs.append(run) }

    var isEmpty: Bool { runs.isEmpty }

    static let header = [
        "scene", "engine", "runs", "steps", "ns/ball-step (median)", "min", "max",
        "escaped", "inside brick", "energy end/start", "Dynamics speed-up",
    ]

    /// One row per scene and engine, scenes and engines in the order they first ran.
    var rows: [[String]] {
        let engines = firstAppearances(runs.map(\.engine))
        return firstAppearances(runs.map(\.spec)).flatMap { spec in
            let ours = runs(spec, .dynamics).map { median($0.map(\.nanosecondsPerBallStep)) }
            return engines.compactMap { engine -> [String]? in
                guard let group = runs(spec, engine) else { return nil }
                let times = group.map(\.nanosecondsPerBallStep)
                let steps = group.map(\.steps)
                let stepsText = steps.min() == steps.max() ? "\(steps[0])" : "\(steps.min()!)-\(steps.max()!)"
                return [
                    spec.name, engine.displayName, "\(group.count)", stepsText,
                    fixed(median(times), 1), fixed(times.min()!, 1), fixed(times.max()!, 1),
                    spread(group.map { Double($0.escaped) }, 0),
                    spread(group.map { Double($0.insideBrick) }, 0),
                    spread(group.map(\.energyRatio), 6),
                    speedUp(engine, median(times), dynamicsMedian: ours),
                ]
            }
        }
    }

    var table: TextTable { TextTable(header: Self.header, rows: rows) }

    private func runs(_ spec: StormSpec, _ engine: Engine) -> [StormRun]? {
        let group = runs.filter { $0.spec == spec && $0.engine == engine }
        return group.isEmpty ? nil : group
    }
}
