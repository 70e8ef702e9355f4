import Foundation

/// One line of a high-score chart: who played, the score, the level the game reached, and
/// when. Entries written before charts had names read as "—" (`unnamed`).
///
/// ```swift
/// let entry = HighScore(name: "Ann", score: 1250, level: 3, date: Date())
/// ```
public struct HighScore: Hashable, Codable, Sendable {
    /// The player's name (at most `maxNameLength` characters).
    public var name: String
    public var score: Int
    /// The level the game was on when it ended (1 = the first).
    public var level: Int
    /// Whole seconds: the file keeps ISO 8601 without fractions, so a saved entry reads back equal.
    public var date: Date

    /// An entry from before names: the player's is not known.
    public static let unnamed = "—"
    /// The longest name kept (a longer one is cut: the chart has a column for it).
    static let maxNameLength = 24

    public init(name: String = HighScore.unnamed, score: Int, level: Int, date: Date) {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        self.name = trimmed.isEmpty ? HighScore.unnamed : String(trimmed.prefix(HighScore.maxNameLength))
        self.score = score
        self.level = level
        self.date = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
    }

    /// A file's date may carry fractions of a second (ISO 8601 readers accept "00:00:0.5"):
    /// they are dropped here too, or the entry would not read back equal after a save.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let name = try c.decodeIfPresent(String.self, forKey: .name) ?? HighScore.unnamed
        self.init(name: name, score: try c.decode(Int.self, forKey: .score), level: try c.decode(Int.self, forKey: .level),
                  date: try c.decode(Date.self, forKey: .date))
    }

    /// Values a real game can produce (a name with a control character is no player's).
    var isPlausible: Bool {
        score >= 0 && level >= 1 && !name.unicodeScalars.contains { CharacterSet.controlCharacters.contains($0) }
    }
}
