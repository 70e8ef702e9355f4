@testable import Breakout
@testable import BreakoutSDL
@testable import Files
import Foundation
@testable import HighScores
@testable import SettingsKit
import TestSupport
import Testing

/// Saving never loses a file: settings and high scores are written through `AtomicFile`,
/// and a writer killed with SIGKILL at any moment leaves the old file or the new one.
@Suite struct AtomicFileTests {

    @Test func writesKeepTheModeAndLeaveNoTemporaryFile() throws {
        let folder = try TemporaryFolder.newFolderPath("atomic")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/a.toml"
        try AtomicFile.write(Data("one\n".utf8), to: path)
        chmod(path, 0o600)
        try AtomicFile.write(Data("two\n".utf8), to: path)
        #expect(String(decoding: FileManager.default.contents(atPath: path)!, as: UTF8.self) == "two\n")
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.toml"])
    }

    @Test func leftoversOfDeadWritersAreRemovedOnTheNextWrite() throws {
        let folder = try TemporaryFolder.newFolderPath("atomic")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A pid far above any live one (pid_max is at most 2^22) and our own, still writing.
        let dead = folder + "/.a.toml.99999999.12.tmp", alive = folder + "/.a.toml.\(getpid()).34.tmp"
        for path in [dead, alive] { #expect(FileManager.default.createFile(atPath: path, contents: Data("half".utf8))) }
        try AtomicFile.write(Data("whole\n".utf8), to: folder + "/a.toml")
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: alive))
    }

    @Test func aFolderThatCannotBeWrittenIsAClearError() {
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write(Data(), to: "/nonexistent-folder/x.toml") }
        do { try AtomicFile.write(Data(), to: "/nonexistent-folder/x.toml") } catch {
            #expect(error.description == "/nonexistent-folder/x.toml: cannot write to the folder /nonexistent-folder (No such file or directory)")
        }
    }
}

/// The real game's writers, in their own process, killed with SIGKILL at random moments.
@Suite struct KilledWriterTests {
    /// `breakout`, built beside this test bundle.
    static let executable = BuiltProduct.path("breakout") ?? "breakout (not built)"
    static let trials = 1000

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: executable), "the breakout executable is not built"))
    func aKilledWriterLeavesTheOldFileOrTheNewOneNeverAPartOne() throws {
        let folder = try TemporaryFolder.newFolderPath("atomic")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let settingsPath = folder + "/breakout.toml"
        try SettingsFile.write(DefaultSettingsText.text, to: settingsPath)
        // Every whole file the settings writer can leave: the start, 500 or 600 points/s.
        var wholeSettings: [String: Double] = [DefaultSettingsText.text: 450]
        for speed in [500.0, 600.0] {
            wholeSettings[try SettingsFile.updating(text: DefaultSettingsText.text, key: "ball.speed", value: .number(speed))] = speed
        }
        let scores = HighScoreStore(directory: folder + "/scores")
        try scores.save(HighScoreTable())
        let wholeTables = [HighScoreTable(), StressWriteCommandTables.table(0), StressWriteCommandTables.table(1)]

        // How long one write takes here and now (fsync depends on the disk and its load), so
        // that the kills land within the first three writes however slow they are.
        let clock = ContinuousClock()
        let scratch = folder + "/timing.toml"
        try SettingsFile.write(DefaultSettingsText.text, to: scratch)
        let writeTime = clock.measure {
            for k in 0..<10 { try? SettingsFile.update(key: "ball.speed", value: .number(k % 2 == 0 ? 500 : 600), at: scratch) }
        } / 10
        let micros = Double(writeTime.components.seconds) * 1e6 + Double(writeTime.components.attoseconds) / 1e12
        let window = max(1000, min(200_000, 3 * micros))   // microseconds

        var random = GameRandom(seed: 42)
        var changes = 0
        var previous = (try? String(contentsOfFile: settingsPath, encoding: .utf8)) ?? ""
        for trial in 0..<Self.trials {
            let settings = trial % 2 == 0
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.executable)
            process.arguments = ["stress-write", "--kind", settings ? "settings" : "highscores", "--file", settings ? settingsPath : scores.directory]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            // Wait until it starts writing, then kill it somewhere in the next three writes.
            _ = output.fileHandleForReading.readData(ofLength: 8)
            usleep(UInt32(random.nextDouble(in: 0...window)))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal || process.terminationStatus == 0)

            if settings {
                let text = try String(contentsOfFile: settingsPath, encoding: .utf8)
                #expect(wholeSettings[text] != nil, "trial \(trial): settings file is neither old nor new (\(text.utf8.count) bytes)")
                let loaded = SettingsFile.load(from: settingsPath, lastGood: Settings())
                #expect(loaded.problems.isEmpty, "trial \(trial): \(loaded.problems)")
                if text != previous { changes += 1 }
                previous = text
            } else {
                let loaded = scores.load()
                #expect(loaded.notices.isEmpty, "trial \(trial): \(loaded.notices)")
                #expect(wholeTables.contains(loaded.table), "trial \(trial): a table that was never written")
            }
        }
        // The kills landed while the writers were at work, not all before the first write got
        // through: the file changed in a good share of the trials (an odd number of whole
        // writes). On a quiet machine about a third; on a loaded one (CI, with other runs) a
        // child can lose the processor mid-write, and 12% to 17% were seen.
        #expect(changes >= Self.trials / 40)
        print("kill -9 trials: \(Self.trials), settings file changed in \(changes) of \(Self.trials / 2) settings trials; one write took \(writeTime)")
    }
}

/// The tables `breakout stress-write --kind highscores` alternates between (kept in step
/// with StressWriteCommand.table).
enum StressWriteCommandTables {
    static func table(_ which: Int) -> HighScoreTable {
        HighScoreTable(entries: (1...10).map {
            HighScore(score: $0 * (which == 0 ? 100 : 333), level: $0, date: Date(timeIntervalSince1970: 1_700_000_000))
        })
    }
}
