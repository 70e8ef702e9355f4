/// The runs of a benchmark gathered per scene and engine, printed as an aligned text table
/// or as Markdown for the README.
struct ResultTable {
    private(set) var runs: [StormRun] = []

    mutating func add(_ run: StormRun) { runs.append(run) }

    /// One row per scene and engine, scenes and engines in the order they first ran.
    var rows: [[String]] {
        var scenes: [StormSpec] = []
        var engines: [Engine] = []
        for run in runs {
            if !scenes.contains(run.spec) { scenes.append(run.spec) }
            if !engines.contains(run.engine) { engines.append(run.engine) }
        }
        var rows: [[String]] = []
        for spec in scenes {
            let ours = runs(spec, .dynamics).map { median($0.map(\.nanosecondsPerBallStep)) }
            for engine in engines {
                guard let group = runs(spec, engine) else { continue }
                let times = group.map(\.nanosecondsPerBallStep)
                let speedUp: String
                if engine == .dynamics { speedUp = "-" } else if let ours {
                    speedUp = fixed(median(times) / ours, 2)
                } else { speedUp = "-" }
                let steps = group.map(\.steps)
                let stepsText = steps.min() == steps.max() ? "\(steps[0])" : "\(steps.min()!)-\(steps.max()!)"
                rows.append([
                    spec.name, engine.displayName, "\(group.count)", stepsText,
                    fixed(median(times), 1), fixed(times.min()!, 1), fixed(times.max()!, 1),
                    spread(group.map { Double($0.escaped) }, 0),
                    spread(group.map { Double($0.insideBrick) }, 0),
                    spread(group.map(\.energyRatio), 6),
                    speedUp,
                ])
            }
        }
        return rows
    }

    static let header = [
        "scene", "engine", "runs", "steps", "ns/ball-step (median)", "min", "max",
        "escaped", "inside brick", "energy end/start", "Dynamics speed-up",
    ]

    func text() -> String {
        let all = [Self.header] + rows
        let widths = Self.header.indices.map { column in all.map { $0[column].count }.max()! }
        return all.enumerated().map { index, row in
            var line = zip(row, widths).enumerated().map { column, pair in
                // Names left, numbers right.
                column < 2 ? pad(pair.0, pair.1) : padLeft(pair.0, pair.1)
            }.joined(separator: "  ")
            if index == 0 { line += "\n" + widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") }
            return line
        }.joined(separator: "\n")
    }

    func markdown() -> String {
        let alignment = Self.header.indices.map { $0 < 2 ? "---" : "---:" }
        return ([Self.header, alignment] + rows)
            .map { "| " + $0.joined(separator: " | ") + " |" }
            .joined(separator: "\n")
    }

    private func runs(_ spec: StormSpec, _ engine: Engine) -> [StormRun]? {
        let group = runs.filter { $0.spec == spec && $0.engine == engine }
        return group.isEmpty ? nil : group
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
