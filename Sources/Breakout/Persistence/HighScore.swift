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

    /// A file's date may carry fractions of a second (ISO 8601 readers accept "00:00:0.5"):
    /// they are dropped here too, or the entry would not read back equal after a save.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(score: try c.decode(Int.self, forKey: .score), level: try c.decode(Int.self, forKey: .level),
                  date: try c.decode(Date.self, forKey: .date))
    }

    /// Values a real game can produce.
    var isPlausible: Bool { score >= 0 && level >= 1 }
}
