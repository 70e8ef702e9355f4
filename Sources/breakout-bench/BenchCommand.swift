import ArgumentParser
import Dynamics

/// `breakout-bench`: the engine's benchmark scenes (see shared/bench/storm.md).
@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "breakout-bench",
        abstract: "The engine's benchmark scenes: storm (shared/bench/storm.md) and the window's frame cost.",
        subcommands: [Storm.self, PyramidBench.self, FrameBench.self, StartupBench.self, BreakoutSceneBench.self],
        defaultSubcommand: Storm.self)
}

struct Storm: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "The storm scene: every run storm.md lists, or one run chosen with --count and --speed.")

    @Option(name: .customLong("count"), help: "Balls (one run only).")
    var count: Int?

    @Option(help: "Ball speed in points/s (one run only).")
    var speed: Double = 600

    @Flag(help: "Ball-ball collisions on, balls on a jittered grid (one run only).")
    var gas = false

    @Option(help: "Steps per run (storm.md: 1200).")
    var steps = StormScene.defaultSteps

    @Option(help: "Repeat each run this many times and report every repetition.")
    var repeats = 1

    @Option(help: "Balls replaced per second: as many leave and join every step (one run only; 0 = none).")
    var churn = 0

    @Option(help: "What the balls are: basic (BasicItem), subclass (an app's BasicItem subclass) or conformer (an app's own DynamicItem class).")
    var items = StormItemKind.basic

    func validate() throws {
        if let count, count < 1 { throw ValidationError("--count must be at least 1, got \(count)") }
        if !(speed.isFinite && speed > 0) { throw ValidationError("--speed must be a positive number, got \(speed)") }
        if steps < 1 { throw ValidationError("--steps must be at least 1, got \(steps)") }
        if repeats < 1 { throw ValidationError("--repeats must be at least 1, got \(repeats)") }
        if churn < 0 || churn > 1_000_000 { throw ValidationError("--churn must be in 0...1000000, got \(churn)") }
    }

    func run() throws {
        let runs: [(Int, Double, Bool)] = count.map { [($0, speed, gas)] } ?? [
            (1000, 600, false), (10000, 600, false),
            (500, 3000, false), (500, 20000, false), (500, 100_000, false),
            (1000, 600, true), (2000, 600, true),
        ]
        for (n, s, g) in runs {
            for _ in 0..<repeats {
                var run = StormRun(count: n, speed: s, gas: g)
                run.steps = steps
                run.churnPerSecond = count == nil ? 0 : churn
                run.items = items
                run.run()
                print(run.reportLine)
            }
        }
    }
}
