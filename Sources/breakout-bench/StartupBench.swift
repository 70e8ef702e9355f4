import ArgumentParser
import Foundation

/// `breakout-bench startup`: time from process start to the first playable frame (through
/// the loading screen), measured by running the `breakout` executable itself several times
/// on SDL's dummy video driver and reading the line it prints.
struct StartupBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "startup",
        abstract: "Time from process start to the first playable frame, median of several runs of `breakout play`.")

    @Option(help: "Runs.")
    var runs = 7

    @Option(help: "Seconds one run may take; a run still going then is stopped and the bench fails.")
    var timeLimit = 60.0

    @Option(help: "The breakout executable to time (default: the one beside this bench).")
    var game: String?

    func validate() throws {
        guard (1...100).contains(runs) else { throw ValidationError("--runs must be in 1...100, got \(runs)") }
        guard timeLimit.isFinite && timeLimit > 0 && timeLimit <= 3600 else {
            throw ValidationError("--time-limit must be more than 0 and at most 3600 seconds, got \(timeLimit)")
        }
    }

    func run() throws {
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let game = self.game ?? here.appendingPathComponent("breakout").path
        guard FileManager.default.isExecutableFile(atPath: game) else {
            throw ValidationError("\(game) is missing: build it first (swift build -c release --product breakout)")
        }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("breakout-startup-\(getpid())")
        defer { try? FileManager.default.removeItem(at: home) }
        var firstFrame: [Double] = [], loading: [Double] = []
        for _ in 0..<runs {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: game)
            process.arguments = ["play", "--frames", "2", "--seed", "1"]
            var environment = ProcessInfo.processInfo.environment
            environment["SDL_VIDEODRIVER"] = environment["SDL_VIDEODRIVER"] ?? "dummy"
            environment["SDL_AUDIODRIVER"] = "dummy"
            environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
            environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            let (status, text) = try TimedChild.run(process, limit: timeLimit)
            guard let (total, load) = StartupBench.parse(text) else {
                throw ValidationError("no start-up line from \(game) (exit \(status)): \(text)")
            }
            firstFrame.append(total)
            loading.append(load)
        }
        let median = { (v: [Double]) in v.sorted()[v.count / 2] }
        print("startup: first playable frame median \(format(median(firstFrame), 0)) ms "
              + "(min \(format(firstFrame.min()!, 0)), max \(format(firstFrame.max()!, 0))), "
              + "loading median \(format(median(loading), 0)) ms, \(runs) runs of `breakout play` on the "
              + "\(ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] ?? "dummy") video driver")
    }

    /// Reads "startup: first playable frame after 183 ms (loading 95 ms)".
    static func parse(_ text: String) -> (Double, Double)? {
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("startup:") }) else { return nil }
        let numbers = line.split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { Double($0) }
        return numbers.count >= 2 ? (numbers[0], numbers[1]) : nil
    }
}
