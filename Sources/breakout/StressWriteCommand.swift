import ArgumentParser
import Breakout
import BreakoutSDL
import Foundation
import HighScores
import SettingsKit

/// `breakout stress-write` (hidden): saves a file the way the game does, over and over,
/// alternating between two contents, until it is killed or has written `--count` times.
/// The tests kill it with SIGKILL at random moments and check the file is always whole.
struct StressWriteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stress-write",
        abstract: "Save a settings or high-score file again and again (for the kill -9 tests).",
        shouldDisplay: false)

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case settings, highscores
    }

    @Option(help: "What to save: settings (one key written back) or highscores (the whole table).")
    var kind: Kind

    @Option(help: "The settings file, or the high-score folder.")
    var file: String

    @Option(help: "Writes before stopping.")
    var count = 1_000_000

    func run() throws {
        // The first write changes the file (it starts from what the file holds), so a
        // reader can tell whether any write got through.
        let start: Int
        switch kind {
        case .settings: start = SettingsFile.load(from: file, lastGood: Settings()).settings.rules.ballSpeed == 500 ? 1 : 0
        case .highscores: start = HighScoreStore(directory: file).load().table == StressWriteCommand.table(0) ? 1 : 0
        }
        // Said once the first write is about to start, so the tests kill it mid-work.
        FileHandle.standardOutput.write(Data("writing\n".utf8))
        for k in start..<(start + count) {
            switch kind {
            case .settings:
                try SettingsFile.update(Settings.self, key: "ball.speed", value: .number(k % 2 == 0 ? 500 : 600), at: file)
            case .highscores:
                try HighScoreStore(directory: file).save(StressWriteCommand.table(k % 2))
            }
        }
    }

    /// Two different tables, so a reader can tell which write it sees.
    static func table(_ which: Int) -> HighScoreTable {
        HighScoreTable(entries: (1...10).map {
            HighScore(score: $0 * (which == 0 ? 100 : 333), level: $0, date: Date(timeIntervalSince1970: 1_700_000_000))
        })
    }
}
