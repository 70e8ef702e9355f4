/// The pyramid runs gathered per engine: one row each with the median, min and max time per
/// step, how far the boxes moved, and the speed-up over Dynamics.
struct PyramidTable {
    private(set) var runs: [PyramidRun] = []

    mutating func add(_ run: PyramidRun) { runs.append(run) }

    var isEmpty: Bool { runs.isEmpty }

    static let header = [
        "scene", "engine", "runs", "steps", "ms/step (median)", "min", "max", "total ms (median)",
        "ms/step first 2 s (median)",
        "drift after 2 s (pt)", "farthest from start (pt)", "fallen", "awake at end", "Dynamics speed-up",
    ]

    /// One row per scene and engine, in the order they first ran.
    var rows: [[String]] {
        let engines = firstAppearances(runs.map(\.engine))
        return firstAppearances(runs.map(\.spec)).flatMap { spec in
            let ours = runs(spec, .dynamics).map { median($0.map(\.millisecondsPerStep)) }
            return engines.compactMap { engine -> [String]? in
                guard let group = runs(spec, engine) else { return nil }
                let times = group.map(\.millisecondsPerStep)
                return [
                    spec.name, engine.displayName, "\(group.count)", "\(spec.steps)",
                    fixed(median(times), 3), fixed(times.min()!, 3), fixed(times.max()!, 3),
                    fixed(median(group.map { $0.seconds * 1e3 }), 0),
                    fixed(median(group.map(\.settlingMillisecondsPerStep)), 3),
                    spread(group.map(\.drift), 2),
                    spread(group.map(\.farthestFromStart), 2),
                    spread(group.map { Double($0.fallen) }, 0),
                    spread(group.map { Double($0.awake) }, 0),
                    speedUp(engine, median(times), dynamicsMedian: ours),
                ]
            }
        }
    }

    var table: TextTable { TextTable(header: Self.header, rows: rows) }

    private func runs(_ spec: PyramidSpec, _ engine: Engine) -> [PyramidRun]? {
        let group = runs.filter { $0.spec == spec && $0.engine == engine }
        return group.isEmpty ? nil : group
    }
}
