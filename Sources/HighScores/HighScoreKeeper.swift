import Foundation

/// The player's high scores while the game runs: the table read at start (its best score is
/// the HUD's), and each finished game recorded once, with the rank it took. Demo games are
/// the autoplayer's and are not recorded (the caller does not record them).
///
/// ```swift
/// let keeper = HighScoreKeeper(directory: HighScoreStore.defaultDirectory(), chart: .levelset("Arcade"))
/// keeper.notices.forEach { print($0) }                           // a corrupt file moved aside, ...
/// let rank = keeper.record(name: "Ann", score: 1250, level: 3)   // 1...10, or nil
/// ```
public final class HighScoreKeeper {
    public private(set) var table: HighScoreTable
    /// The rank the last recorded game took; nil when it did not make the table.
    public private(set) var lastRank: Int?
    /// The entry the last recorded game made, when it made the table (a page highlights it).
    public private(set) var lastEntry: HighScore?
    public let chart: HighScoreChart
    /// What reading and writing the file had to say (for the banner), oldest first.
    public private(set) var notices: [String] = []
    private let store: HighScoreStore?

    /// Reads the table in `directory`; without one (neither XDG_DATA_HOME nor HOME is set)
    /// scores are kept for this session only.
    /// `chart` is the levelset's, mini-game's or generated game's chart.
    public init(directory: String?, chart: HighScoreChart = .generated) {
        self.chart = chart
        store = directory.map { HighScoreStore(directory: $0, chart: chart) }
        if let store {
            let loaded = store.load()
            table = loaded.table
            notices = loaded.notices
        } else {
            table = HighScoreTable()
            notices = ["high scores: not kept (neither XDG_DATA_HOME nor HOME is set)"]
        }
    }

    /// The best score in the table, 0 when it is empty.
    public var best: Int { table.bestScore }

    /// Records a finished game (the file is read again first: another game may have written
    /// it); returns the rank it took, or nil.
    @discardableResult
    public func record(name: String = HighScore.unnamed, score: Int, level: Int, date: Date = Date()) -> Int? {
        let entry = HighScore(name: name, score: score, level: level, date: date)
        if let store {
            let recorded = store.record(entry)
            table = recorded.table
            lastRank = recorded.rank
            notices += recorded.notices
        } else {
            lastRank = table.insert(entry)
        }
        lastEntry = lastRank.map { table.entries[$0 - 1] }
        return lastRank
    }

    /// Puts `name` on the entry the last recorded game made (the player typed their name
    /// after the score went in, so nothing was lost had the window closed first). False
    /// when there is none, or it has left the table meanwhile.
    @discardableResult
    public func renameLastEntry(to name: String) -> Bool {
        guard let entry = lastEntry else { return false }
        let renamed = HighScore(name: name, score: entry.score, level: entry.level, date: entry.date)
        if let store {
            guard let result = store.rename(entry, to: name) else { return false }
            table = result.table
            notices += result.notices
        } else {
            guard table.rename(entry, to: name) else { return false }
        }
        lastEntry = renamed
        return true
    }
}
