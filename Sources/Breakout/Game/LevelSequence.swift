/// Which level comes next: from the settings, procedural from the seed, or a list (from a
/// level file or an LBreakout2 levelset).
///
/// ```swift
/// let levels = try LevelSequence.from(settings)   // reads `levelFile` for `levelSource = file`
/// let first = levels.level(1, settings: settings, seed: 42)
/// ```
public enum LevelSequence: Hashable, Codable, Sendable {
    /// Generated from the settings in force when the level starts (rows, columns, pattern, shares).
    case generated
    /// A procedural level for each number, from the game's seed (spanning-tree generator).
    case procedural
    /// These levels in order, starting over after the last.
    case list([Level])
    /// A mini-game: its arena, and its rules instead of levels.
    case miniGame(MiniGame)

    /// The sequence the settings ask for. Levels without a breakable brick (placeholders in
    /// some levelsets) are skipped.
    public static func from(_ settings: Settings) throws(LevelLoadError) -> LevelSequence {
        switch settings.levelSource {
        case .generated: return .generated
        case .procedural: return .procedural
        case .file: return try file(settings.levelFile)
        }
    }

    /// The playable levels of a level file or levelset.
    public static func file(_ path: String) throws(LevelLoadError) -> LevelSequence {
        let levels = try LevelLoader.load(path: path).filter { $0.breakableCount > 0 }
        guard !levels.isEmpty else { throw LevelLoadError(file: path, line: nil, message: "no level with a breakable brick") }
        return .list(levels)
    }

    /// Level `number` (from 1).
    func level(_ number: Int, settings: Settings, seed: UInt64) -> Level {
        switch self {
        case .generated:
            return LevelGenerator(settings: settings).level(seed: seed &+ UInt64(number))
        case .procedural:
            return LevelGenerator(settings: settings).proceduralLevel(seed: seed &+ UInt64(number))
        case let .list(levels):
            precondition(!levels.isEmpty, "LevelSequence.list needs at least one level")
            return levels[(number - 1) % levels.count]
        case let .miniGame(game):
            return game.arena
        }
    }
}
