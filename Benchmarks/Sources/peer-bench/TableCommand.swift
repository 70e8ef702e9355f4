import ArgumentParser
import BenchResults

/// Runs every scene on every engine, interleaved (A, B, C, A, B, C, ...) so that a slow spell
/// of a busy machine hits all engines alike, and prints medians with min and max: one table
/// per scene group (the storm scenes, the pyramid, Box2D's pyramids, Box2D's joint grid).
struct TableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "table",
        abstract: "Times the storm scenes, the pyramid and Box2D's benchmark scenes on each engine; one row per scene and engine.")

    @Option(help: "Rounds per scene; each round runs every engine once.")
    var repeats = 5

    @Flag(help: "Smoke test: one round of three small storm scenes, the pyramid, and Box2D's scenes at the sizes of its debug build.")
    var quick = false

    @Flag(help: "Print the tables as Markdown.")
    var markdown = false

    @Option(help: ArgumentHelp("Also write the results as JSON to this file ('-': standard output, instead of the tables), for bench-plot.",
                               valueName: "file"))
    var json: String?

    @Option(help: "Comma-separated scene groups to run: \(SceneGroup.names).")
    var scenes = SceneGroup.allCases.map(\.rawValue).joined(separator: ",")

    @Option(name: .customLong("count"), help: "Storm: one scene only, this many balls (with --speed and --gas).")
    var count: Int?

    @Option(help: "Storm, one scene only: ball speed in points/s.")
    var speed = 600.0

    @Flag(help: "Storm, one scene only: the gas variant.")
    var gas = false

    @Option(help: "Storm, one scene only: storm.md's field repeated COLUMNSxROWS times (5x2: ten fields), the balls shared out among them.")
    var tiles = "1x1"

    @Option(help: "Steps per storm run (storm.md: 1200). The pyramid always takes its 1200.")
    var steps = StormSpec.defaultSteps

    @Option(help: "Seconds a storm run may take: after 30 steps, a run that used its budget stops (the table says so). 0: no limit.")
    var budget = 8.0

    @Option(help: "Seconds a run of Box2D's scenes may take: after its first \(Box2DBenchmark.firstSteps) steps, a run that used its budget stops (the table says so). 0: no limit.")
    var box2dBudget = 10.0

    @Flag(help: "Box2D's scenes: Box2D's own step counts (\(LargePyramidSpec.box2dSteps), \(ManyPyramidsSpec.box2dSteps), \(JointGridSpec.box2dSteps)) instead of the shorter defaults.")
    var box2dFullSteps = false

    @Option(help: "Comma-separated engines to run: \(Engine.names).")
    var engines = Engine.allCases.map(\.rawValue).joined(separator: ",")

    @Option(help: "Chipmunk collision slop in points.")
    var chipmunkSlop = PeerSettings().chipmunkCollisionSlop

    @Flag(name: .customLong("chipmunk-bbtree"), help: "Chipmunk: its default bounding-box tree instead of the spatial hash.")
    var chipmunkBBTree = false

    @Option(help: "Points per meter for Box2D (both versions).")
    var box2dScale = PeerSettings().box2dPointsPerMeter

    func validate() throws {
        if repeats < 1 { throw ValidationError("--repeats must be at least 1, got \(repeats)") }
        if let count, count < 1 { throw ValidationError("--count must be at least 1, got \(count)") }
        if !(speed.isFinite && speed > 0) { throw ValidationError("--speed must be a positive number, got \(speed)") }
        if steps < 1 { throw ValidationError("--steps must be at least 1, got \(steps)") }
        if !(chipmunkSlop >= 0) { throw ValidationError("--chipmunk-slop must be 0 or more, got \(chipmunkSlop)") }
        if !(box2dScale > 0) { throw ValidationError("--box2d-scale must be positive, got \(box2dScale)") }
        if !(budget >= 0 && budget.isFinite) { throw ValidationError("--budget must be 0 or more seconds, got \(budget)") }
        if !(box2dBudget >= 0 && box2dBudget.isFinite) {
            throw ValidationError("--box2d-budget must be 0 or more seconds, got \(box2dBudget)")
        }
        _ = try Engine.list(engines)
        _ = try SceneGroup.list(scenes)
        // Before the run, not after its minutes.
        if let json, json != "-" { try ResultsJSON.checkWritable(json) }
        let (columns, rows) = try tileShape()
        if let count, count % (columns * rows) != 0 {
            throw ValidationError("--count must share out evenly among the \(columns * rows) fields of --tiles \(tiles), got \(count)")
        }
    }

    /// `--tiles` as columns and rows, each 1...20.
    private func tileShape() throws -> (Int, Int) {
        let parts = tiles.split(separator: "x").map { Int($0) }
        guard parts.count == 2, let columns = parts[0], let rows = parts[1], (1...20).contains(columns), (1...20).contains(rows) else {
            throw ValidationError("--tiles must be COLUMNSxROWS with each 1 to 20 (such as 5x2), got \(tiles)")
        }
        return (columns, rows)
    }

    func run() throws {
        var settings = PeerSettings()
        settings.chipmunkCollisionSlop = chipmunkSlop
        settings.box2dPointsPerMeter = box2dScale
        settings.chipmunkSpatialHash = !chipmunkBBTree
        let engines = try Engine.list(engines)
        let groups = try SceneGroup.list(scenes)
        // A Chipmunk build prints its banner on its first space: caught before any scene runs.
        for engine in engines { _ = engine.chipmunkBuild?.banner }
        let storms = groups.contains(.storm) ? runStorms(engines, settings) : StormTable()
        let pyramids = groups.contains(.pyramid) ? runPyramids(engines, settings) : PyramidTable()
        let boxStacks = groups.contains(.box2dPyramids) ? runBoxStacks(engines, settings) : BoxStackTable()
        let jointGrids = groups.contains(.box2dJointGrid) ? runJointGrids(engines, settings) : JointGridTable()
        var tables: [TextTable] = []
        if !storms.isEmpty { tables.append(storms.table) }
        if !pyramids.isEmpty { tables.append(pyramids.table) }
        if !boxStacks.isEmpty { tables.append(boxStacks.table) }
        if !jointGrids.isEmpty { tables.append(jointGrids.table) }
        if let json {
            let results = ResultsJSON.results(storms: storms, pyramids: pyramids, boxStacks: boxStacks, jointGrids: jointGrids,
                                              rounds: quick ? 1 : repeats, arguments: Array(CommandLine.arguments.dropFirst()))
            try BenchResultsFile.write(results, to: json)
            if json == "-" { return }
            printError("Wrote the results to \(json)")
        }
        for table in tables {
            print(markdown ? table.markdown() : table.text())
            print()
        }
        if !storms.isEmpty {
            print("Storm: step 1/120 s, \(steps) steps, seed 1 (storm.md). ns/ball-step = time / (steps * N); "
                + "Dynamics speed-up = peer median / Dynamics median.")
            if budget > 0 {
                print("Each storm run had a budget of \(fixed(budget, 0)) s: a run that used it after 30 steps stopped there, "
                    + "and its row gives the steps it took (the energy and the balls are checked at that step).")
            }
        }
        if !pyramids.isEmpty {
            let spec = PyramidSpec()
            print("Pyramid (PyramidSpec): \(spec.rows) rows, \(spec.boxCenters().count) boxes of \(Int(PyramidSpec.side)) pt, "
                + "gravity \(Int(PyramidSpec.gravity)) pt/s², friction \(PyramidSpec.friction), elasticity 0, "
                + "step 1/120 s, \(spec.steps) steps, no budget, each engine's sleeping on. "
                + "Drift = the largest move of a box centre from step \(PyramidSpec.settledStep) (settled) to the end; "
                + "farthest = the largest distance of a box centre from its start at the end; "
                + "first 2 s = the mean over the steps up to \(PyramidSpec.settledStep), while the boxes settle; "
                + "fallen = boxes that ended over \(fixed(PyramidSpec.fallDistance, 0)) pt from their start; "
                + "awake = boxes not asleep at the end (Dynamics' animator pauses as a whole: all or none). "
                + "Dynamics speed-up = peer median ms/step / Dynamics median.")
        }
        if !boxStacks.isEmpty || !jointGrids.isEmpty { print(Box2DBenchmark.notes(budget: box2dBudget)) }
        if !boxStacks.isEmpty { print(BoxStackTable.notes) }
        if !jointGrids.isEmpty { print(JointGridTable.notes) }
        print(settings.summary)
        for engine in engines {
            guard let build = engine.chipmunkBuild else { continue }
            print("\(engine.displayName): \(build.origin); the library says version \(build.version), "
                + "and on its first cpSpaceNew \(build.banner.isEmpty ? "nothing" : "\"\(build.banner)\"").")
        }
        if engines.contains(.box2d3) { print("Box2D 3 library says: version \(Box2D3Storm.libraryVersion).") }
    }

    private func runStorms(_ engines: [Engine], _ settings: PeerSettings) -> StormTable {
        var table = StormTable()
        let rounds = quick ? 1 : repeats
        let (columns, rows) = (try? tileShape()) ?? (1, 1)
        let scenes = count.map { [StormSpec(count: $0, speed: speed, gas: gas, tileColumns: columns, tileRows: rows)] }
            ?? (quick ? StormSpec.quick : StormSpec.all)
        for var spec in scenes {
            spec.steps = steps
            for round in 1...rounds {
                for engine in engines where engine.runs(spec) {
                    let measured = engine == .kernel
                        ? KernelFloor.measure(spec)
                        : StormRun.measure(engine, spec, settings, budget: budget > 0 ? budget : .infinity)
                    guard let run = measured else { continue }
                    table.add(run)
                    // Progress to stderr, so stdout holds only the table.
                    printError("\(spec.name) round \(round)/\(rounds) \(engine.rawValue): \(run.steps) steps, "
                        + "\(fixed(run.nanosecondsPerBallStep, 1)) ns/ball-step, escaped \(run.escaped), "
                        + "inside brick \(run.insideBrick), energy \(fixed(run.energyRatio, 6))")
                }
            }
        }
        return table
    }

    private func runPyramids(_ engines: [Engine], _ settings: PeerSettings) -> PyramidTable {
        var table = PyramidTable()
        let rounds = quick ? 1 : repeats
        let spec = PyramidSpec()
        for round in 1...rounds {
            for engine in engines where engine != .kernel {
                let run = PyramidRun.measure(engine, spec, settings)
                table.add(run)
                printError("\(spec.name) round \(round)/\(rounds) \(engine.rawValue): "
                    + "\(fixed(run.millisecondsPerStep, 3)) ms/step (first 2 s \(fixed(run.settlingMillisecondsPerStep, 3))), drift \(fixed(run.drift, 2)) pt, "
                    + "farthest \(fixed(run.farthestFromStart, 2)) pt, fallen \(run.fallen), awake \(run.awake)")
            }
        }
        return table
    }

    /// The run's budget for Box2D's scenes: unlimited for 0.
    private var box2dRunBudget: Double { box2dBudget > 0 ? box2dBudget : .infinity }

    private func runBoxStacks(_ engines: [Engine], _ settings: PeerSettings) -> BoxStackTable {
        var table = BoxStackTable()
        let rounds = quick ? 1 : repeats
        var large = quick ? LargePyramidSpec.quick : LargePyramidSpec()
        var many = quick ? ManyPyramidsSpec.quick : ManyPyramidsSpec()
        if box2dFullSteps {
            large.steps = LargePyramidSpec.box2dSteps
            many.steps = ManyPyramidsSpec.box2dSteps
        }
        for scene in [large.scene, many.scene] {
            for round in 1...rounds {
                for engine in engines where engine != .kernel {
                    let run = BoxStackRun.measure(engine, scene, settings, budget: box2dRunBudget)
                    table.add(run)
                    printError("\(scene.name) round \(round)/\(rounds) \(engine.rawValue): \(run.timing.taken) steps, "
                        + "\(fixed(run.timing.millisecondsPerStep, 3)) ms/step (\(Box2DBenchmark.firstStretch) \(fixed(run.timing.firstMillisecondsPerStep, 3))), "
                        + "fallen \(run.fallen), largest sideways \(fixed(run.largestSideways, 1)) pt, largest drop \(fixed(run.largestDrop, 1)) pt")
                }
            }
        }
        return table
    }

    private func runJointGrids(_ engines: [Engine], _ settings: PeerSettings) -> JointGridTable {
        var table = JointGridTable()
        let rounds = quick ? 1 : repeats
        var spec = quick ? JointGridSpec.quick : JointGridSpec()
        if box2dFullSteps { spec.steps = JointGridSpec.box2dSteps }
        for round in 1...rounds {
            for engine in engines where engine != .kernel {
                let run = JointGridRun.measure(engine, spec, settings, budget: box2dRunBudget)
                table.add(run)
                printError("\(spec.name) round \(round)/\(rounds) \(engine.rawValue): \(run.timing.taken) steps, "
                    + "\(fixed(run.timing.millisecondsPerStep, 3)) ms/step (\(Box2DBenchmark.firstStretch) \(fixed(run.timing.firstMillisecondsPerStep, 3))), "
                    + "largest gap \(fixed(run.largestGap, 2)) pt, mean gap \(fixed(run.meanGap, 3)) pt, drop \(fixed(run.largestDrop, 0)) pt")
            }
        }
        return table
    }
}
