import Foundation

/// One line of the high-score table: the score, the level the game reached, and when.
/// No name: the table belongs to whoever plays on this machine.
///
/// ```swift
/// let entry = HighScore(score: 1250, level: 3, date: Date())
/// ```
public struct HighScore: Hashable, Codable, Sendable {
    public var score: Int
    /// The level the game was on when it ended (1 = the first).
    public var level: Int
    /// Whole seconds: the file keeps ISO 8601 without fractions, so a saved entry reads back equal.
    public var date: Date

    public init(score: Int, level: Int, date: Date) {
        self.score = score
        self.level = level
        self.date = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
    }

    /// Values a real game can produce.
    var isPlausible: Bool { score >= 0 && level >= 1 }
}
