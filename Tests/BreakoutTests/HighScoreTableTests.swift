@testable import Breakout
import Foundation
@testable import HighScores
import Testing

@Suite struct HighScoreTableTests {
    private let day = Date(timeIntervalSince1970: 1_714_560_000)   // 2024-05-01T10:40:00Z

    private func entry(_ score: Int, level: Int = 1, minutes: Double = 0) -> HighScore {
        HighScore(score: score, level: level, date: day.addingTimeInterval(minutes * 60))
    }

    @Test func entriesAreKeptHighestFirst() {
        var table = HighScoreTable()
        #expect(table.insert(entry(300)) == 1)
        #expect(table.insert(entry(900)) == 1)
        #expect(table.insert(entry(500)) == 2)
        #expect(table.entries.map(\.score) == [900, 500, 300])
        #expect(table.bestScore == 900)
        // Unsorted input is sorted too.
        #expect(HighScoreTable(entries: [entry(1), entry(3), entry(2)]).entries.map(\.score) == [3, 2, 1])
    }

    @Test func anEqualScoreGoesBelowTheEarlierOne() {
        var table = HighScoreTable(entries: [entry(500, level: 2, minutes: 0)])
        #expect(table.insert(entry(500, level: 7, minutes: 5)) == 2)
        #expect(table.entries.map(\.level) == [2, 7])
    }

    @Test func theTableKeepsTheBestTen() {
        var table = HighScoreTable()
        for score in stride(from: 100, through: 1000, by: 100) { table.insert(entry(score)) }
        #expect(table.entries.count == 10)
        #expect(table.rank(for: 50) == nil)
        #expect(table.insert(entry(50)) == nil)
        #expect(table.entries.count == 10)
        #expect(table.entries.last?.score == 100)
        // A better one pushes the last out.
        #expect(table.insert(entry(450)) == 7)
        #expect(table.entries.count == 10)
        #expect(table.entries.map(\.score) == [1000, 900, 800, 700, 600, 500, 450, 400, 300, 200])
        // Twelve given at once: the best ten stay.
        let many = HighScoreTable(entries: (1...12).map { entry($0 * 10) })
        #expect(many.entries.map(\.score) == [120, 110, 100, 90, 80, 70, 60, 50, 40, 30])
    }

    @Test func zeroNeverEntersAndAnEmptyTableIsZero() {
        var table = HighScoreTable()
        #expect(table.bestScore == 0)
        #expect(table.insert(entry(0)) == nil)
        #expect(table.isEmpty)
    }

    @Test func datesKeepWholeSeconds() {
        let e = HighScore(score: 1, level: 1, date: Date(timeIntervalSince1970: 100.75))
        #expect(e.date == Date(timeIntervalSince1970: 100))
    }
}
