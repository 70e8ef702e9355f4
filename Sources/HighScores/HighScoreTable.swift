/// The best scores, highest first, at most `capacity` of them. A new score goes below the
/// equal scores already there (the earlier game keeps its place). A score of 0 never enters.
///
/// ```swift
/// var table = HighScoreTable()
/// if let rank = table.insert(HighScore(score: 900, level: 2, date: Date())) {
///     print("rank \(rank)")   // 1-based
/// }
/// ```
public struct HighScoreTable: Hashable, Sendable {
    public static let capacity = 10
    public private(set) var entries: [HighScore]

    /// Takes any entries: sorts them and keeps the best `capacity`.
    public init(entries: [HighScore] = []) {
        // Sort by score only, stably, so equal scores keep their order from the file.
        let sorted = entries.enumerated().sorted { a, b in
            a.element.score != b.element.score ? a.element.score > b.element.score : a.offset < b.offset
        }
        self.entries = Array(sorted.map(\.element).prefix(HighScoreTable.capacity))
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// The best score, 0 when the table is empty.
    var bestScore: Int { entries.first?.score ?? 0 }

    /// The 1-based rank `score` would get, or nil when it does not make the table.
    func rank(for score: Int) -> Int? {
        guard score > 0 else { return nil }
        let index = entries.firstIndex { $0.score < score } ?? entries.count
        return index < HighScoreTable.capacity ? index + 1 : nil
    }

    /// Gives `entry` (found by its score, level, date and name) the name `name`; false when
    /// it is no longer in the table.
    mutating func rename(_ entry: HighScore, to name: String) -> Bool {
        guard let k = entries.firstIndex(of: entry) else { return false }
        entries[k] = HighScore(name: name, score: entry.score, level: entry.level, date: entry.date)
        return true
    }

    /// Adds `entry` when it makes the table (the last entry may drop out); returns its 1-based
    /// rank, or nil when it did not make it.
    @discardableResult
    mutating func insert(_ entry: HighScore) -> Int? {
        guard let rank = rank(for: entry.score) else { return nil }
        entries.insert(entry, at: rank - 1)
        if entries.count > HighScoreTable.capacity { entries.removeLast(entries.count - HighScoreTable.capacity) }
        return rank
    }
}
