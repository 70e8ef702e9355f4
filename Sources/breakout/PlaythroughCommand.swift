import ArgumentParser
import Breakout
import Foundation

/// `breakout playthrough`: plays every level of level files for a while with the
/// autoplayer and reports per file; exits 1 if any level ends outside the caps or with an
/// invalid ball. The test suite runs the same check on every installed LBreakout2 set.
struct PlaythroughCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playthrough",
        abstract: "Play every level of level files with the autoplayer, with many extra balls, and check the caps hold.")

    @Argument(help: "Level files or folders of them (our format or LBreakout2 levelsets).")
    var paths: [String]

    @Option(help: "Simulated seconds per level.")
    var seconds = 60

    @Flag(inversion: .prefixedNo, help: "Turn many one-hit bricks into extra-ball and multiball bricks.")
    var extraBalls = true

    func validate() throws {
        guard (1...3600).contains(seconds) else { throw ValidationError("--seconds must be in 1...3600, got \(seconds)") }
    }

    func run() throws {
        var failed = false
        for file in try files() {
            let start = ContinuousClock.now
            let levels: [Level]
            do { levels = try LevelLoader.load(path: file) } catch {
                print("\(error)")
                failed = true
                continue
            }
            let report = LevelPlaythrough(seconds: seconds, manyExtraBalls: extraBalls).play(levels)
            let elapsed = ContinuousClock.now - start
            let ms = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
            let bad = report.levels.filter { !$0.isValid }
            let most = report.levels.map(\.mostBalls).max() ?? 0
            print("\(file): \(report.levels.count) levels, \(report.steps) steps, most balls \(most), "
                  + "\(bad.isEmpty ? "all valid" : "\(bad.count) INVALID"), \(Int(ms)) ms")
            for result in bad { print("  level \(result.level): \(result)") }
            if report.levels.isEmpty { print("  no level with a breakable brick") }
            failed = failed || !bad.isEmpty
        }
        if failed { throw ExitCode(1) }
    }

    private func files() throws -> [String] {
        var out: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw ValidationError("\(path): no such file or folder")
            }
            if isFolder.boolValue {
                let names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
                out += names.map { (path as NSString).appendingPathComponent($0) }
            } else {
                out.append(path)
            }
        }
        return out
    }
}
