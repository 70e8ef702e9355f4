@testable import Breakout
import Foundation
@testable import HighScores
import TestSupport
import Testing

@Suite struct HighScoreStoreTests {
    private let day = Date(timeIntervalSince1970: 1_714_560_000)   // 2024-05-01T10:40:00Z

    /// A fresh folder; the store's directory is a folder inside it that does not exist yet.
    private func makeStore() throws -> (HighScoreStore, URL) {
        let root = try TemporaryFolder.newFolderURL("highscore-tests")
        return (HighScoreStore(directory: root.appendingPathComponent("data/breakout").path), root)
    }

    private func files(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    @Test func defaultDirectoryFollowsXDG() {
        #expect(HighScoreStore.defaultDirectory(environment: ["XDG_DATA_HOME": "/x/data", "HOME": "/home/p"]) == "/x/data/breakout")
        #expect(HighScoreStore.defaultDirectory(environment: ["HOME": "/home/p"]) == "/home/p/.local/share/breakout")
        #expect(HighScoreStore.defaultDirectory(environment: ["XDG_DATA_HOME": "rel", "HOME": "/home/p"]) == "/home/p/.local/share/breakout")
        #expect(HighScoreStore.defaultDirectory(environment: [:]) == nil)
        #expect(HighScoreStore(directory: "/x/data/breakout").path == "/x/data/breakout/highscores.json")
    }

    @Test func aMissingFileIsAnEmptyTable() throws {
        let (store, root) = try makeStore()
        defer { try? FileManager.default.removeItem(at: root) }
        let loaded = store.load()
        #expect(loaded.table.isEmpty)
        #expect(loaded.notices.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: store.directory))   // reading creates nothing
    }

    @Test func saveCreatesTheDirectoryAndReadsBackEqual() throws {
        let (store, root) = try makeStore()
        defer { try? FileManager.default.removeItem(at: root) }
        let table = HighScoreTable(entries: [
            HighScore(score: 1200, level: 4, date: day),
            HighScore(score: 300, level: 1, date: day.addingTimeInterval(3600)),
        ])
        try store.save(table)
        let loaded = store.load()
        #expect(loaded.notices.isEmpty)
        #expect(loaded.table == table)
        // ISO 8601 dates in the file, readable by people and other tools.
        let text = try String(contentsOfFile: store.path, encoding: .utf8)
        #expect(text.contains("\"2024-05-01T10:40:00Z\""))
        #expect(text.contains("\"version\" : 2"))
    }

    @Test func recordAddsToWhatIsOnDisk() throws {
        let (store, root) = try makeStore()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(store.record(HighScore(score: 500, level: 2, date: day)).rank == 1)
        // Another game wrote a better score meanwhile: the next record sees it.
        var table = store.load().table
        table.insert(HighScore(score: 900, level: 3, date: day))
        try store.save(table)
        let recorded = store.record(HighScore(score: 700, level: 2, date: day))
        #expect(recorded.rank == 2)
        #expect(store.load().table.entries.map(\.score) == [900, 700, 500])
        // A score that does not make the table leaves the file alone.
        let before = try Data(contentsOf: URL(fileURLWithPath: store.path))
        #expect(store.record(HighScore(score: 0, level: 1, date: day)).rank == nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: store.path)) == before)
    }

    @Test func anAtomicWriteLeavesNoTemporaryFile() throws {
        let (store, root) = try makeStore()
        defer { try? FileManager.default.removeItem(at: root) }
        for score in 1...3 { _ = store.record(HighScore(score: score * 10, level: 1, date: day)) }
        #expect(try files(in: store.directory) == ["highscores.json"])
    }

    @Test func aFailedWriteLeavesNoTemporaryFileAndSaysWhere() throws {
        let (store, root) = try makeStore()
        defer { try? FileManager.default.removeItem(at: root) }
        // A non-empty folder where the file should be: the rename must fail.
        try FileManager.default.createDirectory(atPath: store.path + "/blocker", withIntermediateDirectories: true)
        #expect(throws: HighScoreStoreError.self) { try store.save(HighScoreTable(entries: [HighScore(score: 5, level: 1, date: day)])) }
        #expect(try files(in: store.directory) == ["highscores.json"])
        let recorded = store.record(HighScore(score: 5, level: 1, date: day))
        #expect(recorded.rank == 1)   // the game still shows the rank
        #expect(recorded.notices.contains { $0.hasPrefix("high scores: ") && $0.contains(store.path) })
        #expect(try files(in: store.directory) == ["highscores.json"])
    }

    /// A chart file nested 100,000 deep (audit R7): set aside with one line naming the bound,
    /// as any corrupt file, not a stack overflow in Foundation's decoder.
    @Test func aChartNestedAHundredThousandDeepIsSetAsideAndReported() throws {
        let (store, root) = try makeStore()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(atPath: store.directory, withIntermediateDirectories: true)
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let prefix = "{\"version\": 2, \"entries\": "
        try (prefix + deep + "}").write(toFile: store.path, atomically: false, encoding: .utf8)
        #expect(HighScoreStore.chartName(in: store.path) == nil)
        let loaded = store.load(now: day)
        #expect(loaded.table.isEmpty)
        #expect(loaded.notices.count == 1)
        #expect(loaded.notices.first?.hasPrefix("high scores: \(store.path): not a high-score file (arrays and objects nest more than 16 deep, at byte \(prefix.utf8.count + 16)); moved it to ") == true,
                "\(loaded.notices)")
        #expect(try files(in: store.directory) == ["highscores.json.corrupt-20240501T104000Z"])
    }

    @Test func aCorruptFileIsSetAsideAndReported() throws {
        let (store, root) = try makeStore()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(atPath: store.directory, withIntermediateDirectories: true)
        let garbage = "{\"version\": 1, \"entries\": [{\"score\": \"lots\"}"
        try garbage.write(toFile: store.path, atomically: false, encoding: .utf8)

        let loaded = store.load(now: day)
        #expect(loaded.table.isEmpty)
        let aside = store.path + ".corrupt-20240501T104000Z"
        #expect(loaded.notices.count == 1)
        #expect(loaded.notices[0].contains(store.path))
        #expect(loaded.notices[0].contains(aside))
        #expect(try files(in: store.directory) == ["highscores.json.corrupt-20240501T104000Z"])
        #expect(try String(contentsOfFile: aside, encoding: .utf8) == garbage)   // kept for the player

        // A second corrupt file in the same second does not overwrite the first copy.
        try "[]".write(toFile: store.path, atomically: false, encoding: .utf8)
        let again = store.load(now: day)
        #expect(again.notices.first?.contains(aside + "-2") == true)
        #expect(try files(in: store.directory).count == 2)

        // Recording after that starts a new table.
        #expect(store.record(HighScore(score: 40, level: 1, date: day)).rank == 1)
        #expect(store.load().table.entries.map(\.score) == [40])
    }

    @Test func impossibleValuesAndOtherVersionsCountAsCorrupt() throws {
        let (store, root) = try makeStore()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(atPath: store.directory, withIntermediateDirectories: true)
        for (text, reason) in [
            ("{\"version\": 1, \"entries\": [{\"score\": -5, \"level\": 1, \"date\": \"2024-05-01T10:40:00Z\"}]}", "impossible entry"),
            ("{\"version\": 9, \"entries\": []}", "unknown format version 9"),
            ("", "the file is empty"),
        ] {
            try text.write(toFile: store.path, atomically: false, encoding: .utf8)
            let loaded = store.load(now: day)
            #expect(loaded.table.isEmpty)
            #expect(loaded.notices.first?.contains(reason) == true, "\(loaded.notices)")
            #expect(!FileManager.default.fileExists(atPath: store.path))
        }
    }
}
