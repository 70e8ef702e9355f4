import ArgumentParser

/// Runs every scene on every engine, interleaved (A, B, C, A, B, C, ...) so that a slow spell
/// of a busy machine hits all engines alike, and prints medians with min and max.
struct TableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "table",
        abstract: "Times the storm scenes on each engine and prints one row per scene and engine.")

    @Option(help: "Rounds per scene; each round runs every engine once.")
    var repeats = 5

    @Flag(help: "Smoke test: one round of three small scenes.")
    var quick = false

    @Flag(help: "Print the table as Markdown.")
    var markdown = false

    @Option(name: .customLong("count"), help: "One scene only: this many balls (with --speed and --gas).")
    var count: Int?

    @Option(help: "One scene only: ball speed in points/s.")
    var speed = 600.0

    @Flag(help: "One scene only: the gas variant.")
    var gas = false

    @Option(help: "Steps per run (storm.md: 1200).")
    var steps = StormSpec.defaultSteps

    @Option(help: "Seconds a run may take: after 30 steps, a run that used its budget stops (the table says so). 0: no limit.")
    var budget = 8.0

    @Option(help: "Comma-separated engines to run: dynamics, chipmunk, box2d.")
    var engines = Engine.allCases.map(\.rawValue).joined(separator: ",")

    @Option(help: "Chipmunk collision slop in points.")
    var chipmunkSlop = PeerSettings().chipmunkCollisionSlop

    @Flag(name: .customLong("chipmunk-bbtree"), help: "Chipmunk: its default bounding-box tree instead of the spatial hash.")
    var chipmunkBBTree = false

    @Option(help: "Points per meter for Box2D.")
    var box2dScale = PeerSettings().box2dPointsPerMeter

    func validate() throws {
        if repeats < 1 { throw ValidationError("--repeats must be at least 1, got \(repeats)") }
        if let count, count < 1 { throw ValidationError("--count must be at least 1, got \(count)") }
        if !(speed.isFinite && speed > 0) { throw ValidationError("--speed must be a positive number, got \(speed)") }
        if steps < 1 { throw ValidationError("--steps must be at least 1, got \(steps)") }
        if !(chipmunkSlop >= 0) { throw ValidationError("--chipmunk-slop must be 0 or more, got \(chipmunkSlop)") }
        if !(box2dScale > 0) { throw ValidationError("--box2d-scale must be positive, got \(box2dScale)") }
        if !(budget >= 0 && budget.isFinite) { throw ValidationError("--budget must be 0 or more seconds, got \(budget)") }
        _ = try Engine.list(engines)
    }

    func run() throws {
        var settings = PeerSettings()
        settings.chipmunkCollisionSlop = chipmunkSlop
        settings.box2dPointsPerMeter = box2dScale
        settings.chipmunkSpatialHash = !chipmunkBBTree
        let engines = try Engine.list(engines)
        let rounds = quick ? 1 : repeats
        var table = ResultTable()
        let chipmunkBanner = engines.contains(.chipmunk) ? ChipmunkStorm.banner : ""
        let scenes = count.map { [StormSpec(count: $0, speed: speed, gas: gas)] } ?? (quick ? StormSpec.quick : StormSpec.all)
        for var spec in scenes {
            spec.steps = steps
            for round in 1...rounds {
                for engine in engines {
                    let run = StormRun.measure(engine, spec, settings, budget: budget > 0 ? budget : .infinity)
                    table.add(run)
                    // Progress to stderr, so stdout holds only the table.
                    printError("\(spec.name) round \(round)/\(rounds) \(engine.rawValue): \(run.steps) steps, "
                        + "\(fixed(run.nanosecondsPerBallStep, 1)) ns/ball-step, escaped \(run.escaped), "
                        + "inside brick \(run.insideBrick), energy \(fixed(run.energyRatio, 6))")
                }
            }
        }
        print(markdown ? table.markdown() : table.text())
        print()
        print("Step 1/120 s, \(steps) steps, seed 1 (storm.md). ns/ball-step = time / (steps * N); "
            + "Dynamics speed-up = peer median / Dynamics median.")
        if budget > 0 {
            print("Each run had a budget of \(fixed(budget, 0)) s: a run that used it after 30 steps stopped there, "
                + "and its row gives the steps it took (the energy and the balls are checked at that step).")
        }
        print(settings.summary)
        if !chipmunkBanner.isEmpty { print("Chipmunk2D says: " + chipmunkBanner) }
    }
}
