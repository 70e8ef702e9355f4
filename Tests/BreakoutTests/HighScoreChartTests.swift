@testable import Breakout
import Foundation
@testable import HighScores
import TestSupport
import Testing

/// LBreakoutHD's charts: one per levelset, mini-game and built-in source, each a file of
/// its own, each entry with a name; the one table of before reads as the generated game's,
/// its entries named "—".
@Suite struct HighScoreChartTests {
    private let day = Date(timeIntervalSince1970: 1_714_560_000)


    @Test func eachSetHasAFileOfItsOwnThatNoOtherNameShares() {
        #expect(HighScoreChart.levelset("Arcade").fileName == "highscores-set-Arcade.json")
        #expect(HighScoreChart.levelset("LBreakout2").fileName == "highscores-set-LBreakout2.json")
        #expect(HighScoreChart.generated.fileName == "highscores.json")
        #expect(HighScoreChart.miniGame(.invaders).fileName == "highscores-invaders.json")
        // Characters a file name cannot or should not hold are replaced, and a hash keeps the names apart.
        let odd = ["Ab/c", "Ab:c", "Ab c", "Äbc", "..", ".hidden", "", String(repeating: "x", count: 300)]
        let files = odd.map { HighScoreChart.levelset($0).fileName }
        #expect(Set(files).count == odd.count, "\(files)")
        for file in files {
            #expect(!file.contains("/") && file.utf8.count < 200 && file.hasPrefix("highscores-set-") && !file.hasPrefix("highscores-set-."), "\(file)")
        }
    }

    @Test func theTableOfBeforeReadsAsTheGeneratedGamesWithItsEntriesUnnamed() throws {
        let directory = try TemporaryFolder.newFolderPath("charts")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let old = """
            {"version": 1, "entries": [{"score": 2225, "level": 4, "date": "2024-05-01T10:40:00Z"},
                                       {"score": 900, "level": 2, "date": "2024-05-02T10:40:00Z"}]}
            """
        try old.write(toFile: directory + "/highscores.json", atomically: true, encoding: .utf8)
        let keeper = HighScoreKeeper(directory: directory)
        #expect(keeper.notices.isEmpty)
        #expect(keeper.table.entries.map(\.name) == ["—", "—"])
        #expect(keeper.table.entries.map(\.score) == [2225, 900])
        // A named entry goes in beside them, and the file is written anew (version 2, names kept).
        #expect(keeper.record(name: "Ann", score: 1000, level: 3, date: day) == 2)
        let again = HighScoreKeeper(directory: directory)
        #expect(again.table.entries.map(\.name) == ["—", "Ann", "—"])
        let text = try String(contentsOfFile: directory + "/highscores.json", encoding: .utf8)
        #expect(text.contains("\"version\" : 2") && text.contains("\"chart\" : \"Generated\""))
        // An LBreakout2 set's chart does not show the generated game's scores.
        #expect(HighScoreKeeper(directory: directory, chart: .levelset("Arcade")).best == 0)
    }

    @Test func aCorruptChartNamesItsFileAndKeepsTheOthers() throws {
        let directory = try TemporaryFolder.newFolderPath("charts")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        HighScoreKeeper(directory: directory, chart: .levelset("Arcade")).record(name: "Ann", score: 500, level: 2, date: day)
        HighScoreKeeper(directory: directory, chart: .levelset("Europe")).record(name: "Bob", score: 700, level: 3, date: day)
        let europe = directory + "/" + HighScoreChart.levelset("Europe").fileName
        try "{\"version\": 2, \"entries\": [{\"name\": \"B".write(toFile: europe, atomically: true, encoding: .utf8)
        let broken = HighScoreKeeper(directory: directory, chart: .levelset("Europe"))
        #expect(broken.table.isEmpty)
        #expect(broken.notices.count == 1 && broken.notices[0].contains(europe), "\(broken.notices)")
        let arcade = HighScoreKeeper(directory: directory, chart: .levelset("Arcade"))
        #expect(arcade.notices.isEmpty)
        #expect(arcade.table.entries.map(\.name) == ["Ann"])
    }

    @Test func thePageListsThePlayedSetsByTheNamesTheirFilesKeep() throws {
        let directory = try TemporaryFolder.newFolderPath("charts")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["Oz: the set", "Arcade", "Ägypten"] {
            HighScoreKeeper(directory: directory, chart: .levelset(name)).record(name: "Ann", score: 10, level: 1, date: day)
        }
        let charts = HighScoreChart.charts(in: directory)
        #expect(charts.map(\.name) == ["Generated", "Procedural", "Ägypten", "Arcade", "Oz: the set"] + MiniGame.allCases.map(\.title))
        #expect(HighScoreChart.charts(in: nil).count == 2 + MiniGame.allCases.count)
    }

    @Test func namesAreCutToTheirColumnAndAControlCharacterIsNoPlayers() throws {
        let long = HighScore(name: String(repeating: "N", count: 60), score: 1, level: 1, date: day)
        #expect(long.name.count == HighScore.maxNameLength)
        #expect(HighScore(name: "   ", score: 1, level: 1, date: day).name == HighScore.unnamed)
        let directory = try TemporaryFolder.newFolderPath("charts")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bad = "{\"version\": 2, \"entries\": [{\"name\": \"A\\u0007B\", \"score\": 5, \"level\": 1, \"date\": \"2024-05-01T10:40:00Z\"}]}"
        try bad.write(toFile: directory + "/highscores.json", atomically: true, encoding: .utf8)
        let keeper = HighScoreKeeper(directory: directory)
        #expect(keeper.table.isEmpty)
        #expect(keeper.notices.first?.contains("a control character in its name") == true, "\(keeper.notices)")
    }

    @Test func theKeeperRemembersTheEntryTheLastGameMade() throws {
        let directory = try TemporaryFolder.newFolderPath("charts")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let keeper = HighScoreKeeper(directory: directory, chart: .miniGame(.barrier))
        keeper.record(name: "Ann", score: 300, level: 1, date: day)
        #expect(keeper.lastEntry?.name == "Ann" && keeper.lastEntry?.score == 300)
        keeper.record(name: "Bob", score: 0, level: 1, date: day)
        #expect(keeper.lastEntry == nil, "a score that makes no chart makes no entry")
    }
}
