/// The runs of Box2D's pyramid scenes gathered per scene and engine: one row each with the
/// median, min and max time per step, the first second's time, what became of the boxes, and
/// the speed-up over Dynamics.
struct BoxStackTable {
    private(set) var runs: [BoxStackRun] = []

    mutating func add(_ run: BoxStackRun) { runs.append(run) }

    var isEmpty: Bool { runs.isEmpty }

    static let header = [
        "scene", "engine", "runs", "steps", "ms/step (median)", "min", "max", "ms/step \(Box2DBenchmark.firstStretch) (median)",
        "fallen", "largest sideways (pt)", "largest drop (pt)", "Dynamics speed-up (\(Box2DBenchmark.firstStretch))",
    ]

    /// One row per scene and engine, in the order they first ran.
    var rows: [[String]] {
        let engines = firstAppearances(runs.map(\.engine))
        return firstAppearances(runs.map(\.scene)).flatMap { scene in
            let ours = runs(scene, .dynamics).map { median($0.map(\.timing.firstMillisecondsPerStep)) }
            return engines.compactMap { engine -> [String]? in
                guard let group = runs(scene, engine) else { return nil }
                let times = group.map(\.timing.millisecondsPerStep)
                let first = median(group.map(\.timing.firstMillisecondsPerStep))
                return [
                    scene, engine.displayName, "\(group.count)", TimedSteps.stepsText(group.map(\.timing), of: group[0].steps),
                    fixed(median(times), 3), fixed(times.min()!, 3), fixed(times.max()!, 3), fixed(first, 3),
                    spread(group.map { Double($0.fallen) }, 0),
                    spread(group.map(\.largestSideways), 1),
                    spread(group.map(\.largestDrop), 1),
                    speedUp(engine, first, dynamicsMedian: ours),
                ]
            }
        }
    }

    var table: TextTable { TextTable(header: Self.header, rows: rows) }

    static let notes = "large_pyramid (LargePyramidSpec): one pyramid, 100 boxes at the base, 5,050 boxes of 100 pt, "
        + "on a static box 20,000 x 200 pt; many_pyramids (ManyPyramidsSpec): 20 x 20 pyramids, 10 boxes at the base, "
        + "22,000 boxes, each row of pyramids on a static segment of its own; --quick: base 20, and 5 x 5 pyramids "
        + "(Box2D's debug sizes). A stack that holds sinks a little, straight down; one that falls apart moves sideways: "
        + "fallen = boxes that ended over half a side (50 pt) left or right of their start; largest sideways = the largest "
        + "such move; largest drop = the largest fall of a box centre (in a stack that holds, its top's: what it sank). "
        + "Dynamics: the ground box a rectangle boundary, floors line boundaries. Chipmunk: friction sqrt(0.6) per shape, "
        + "bounding-box tree. Box2D 2.4.1: boxes and ground box shrunk, floors lowered, by its 1 cm polygon skin, "
        + "so that the shapes touch where the scene's do."

    private func runs(_ scene: String, _ engine: Engine) -> [BoxStackRun]? {
        let group = runs.filter { $0.scene == scene && $0.engine == engine }
        return group.isEmpty ? nil : group
    }
}
