import Foundation

/// Which online chart a game is ranked on: one per levelset by the set's content (so two
/// copies of a set, under any name, share a chart), per generated or procedural games, per
/// mini-game; each per difficulty. Its text is the chart's address in the API and the page.
/// Here, beside the levels, so the chart server and the game (which asks for the chart of
/// the levels it plays) name a chart alike.
///
/// ```swift
/// ChartKey(levels: .miniGame(.invaders), difficulty: .medium)?.text   // "mini-invaders-medium"
/// ```
public struct ChartKey: Hashable, Sendable {
    /// "set-<digest>", "generated", "procedural" or "mini-<name>".
    public let levels: String
    public let difficulty: Difficulty

    /// The key of a game started on `levels` at `difficulty`; nil for what is not charted (a duel).
    public init?(levels: LevelSequence, difficulty: Difficulty) {
        switch levels {
        case .generated: self.levels = "generated"
        case .procedural: self.levels = "procedural"
        case let .miniGame(game): self.levels = "mini-\(game.rawValue)"
        case let .list(list): self.levels = "set-" + Self.digest(of: list)
        case .duel: return nil
        }
        self.difficulty = difficulty
    }

    public init?(text: String) {
        guard let dash = text.lastIndex(of: "-"),
              let difficulty = Difficulty(rawValue: String(text[text.index(after: dash)...])) else { return nil }
        let levels = String(text[..<dash])
        let known = ["generated", "procedural"].contains(levels)
            || (levels.hasPrefix("mini-") && MiniGame(rawValue: String(levels.dropFirst(5))) != nil)
            || (levels.hasPrefix("set-") && levels.count == 4 + Self.digestLength && levels.dropFirst(4).allSatisfy(\.isHexDigit))
        guard known else { return nil }
        self.levels = levels
        self.difficulty = difficulty
    }

    public var text: String { "\(levels)-\(difficulty.rawValue)" }

    /// What the chart is called when no title is known.
    public var defaultTitle: String {
        switch levels {
        case "generated": return "Generated levels"
        case "procedural": return "Procedural levels"
        case let mini where mini.hasPrefix("mini-"):
            return MiniGame(rawValue: String(mini.dropFirst(5))).map(\.title) ?? mini
        default: return "Levelset " + levels.dropFirst(4).prefix(8)
        }
    }

    /// Hex digits of a set's digest in its key (80 bits: no collision by chance, and SHA-256
    /// leaves none to make on purpose).
    public static let digestLength = 20

    /// A set's digest: SHA-256 over its levels' canonical JSON (sorted keys), the levels
    /// taken in sorted order, so a pseudo-set shuffled by a seed (`!RANDOM!`) keeps one chart.
    public static func digest(of levels: [Level]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let texts = levels.map { (try? encoder.encode($0)).map { SHA256.hex($0) } ?? "" }.sorted()
        return String(SHA256.hex(Data(texts.joined(separator: "\n").utf8)).prefix(digestLength))
    }
}
