import Dynamics

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
    /// A duel (two paddles, frags) on these levels in turn: LBreakout2's `N_` sets, whose
    /// bricks need not be breakable, or any other level.
    case duel([Level])

    /// The sequence the settings ask for. Levels without a breakable brick (placeholders in
    /// some levelsets) are skipped.
    public static func from(_ settings: GameRules) throws(LevelLoadError) -> LevelSequence {
        switch settings.levelSource {
        case .generated: return .generated
        case .procedural: return .procedural
        case .file: return try file(settings.levelFile)
        }
    }

    /// The levels `--level` names: a pseudo-set (`!FREAKOUT!`, `!RANDOM!`, `!INVADERS!`, ...),
    /// shuffled by `seed`, or a level file.
    public static func named(_ name: String, seed: UInt64) throws(LevelLoadError) -> LevelSequence {
        if let set = PseudoLevelset(name: name) { return try set.sequence(seed: seed) }
        return try file(name)
    }

    /// The playable levels of a level file or levelset.
    public static func file(_ path: String) throws(LevelLoadError) -> LevelSequence {
        let levels = try LevelLoader.load(path: path).filter { $0.breakableCount > 0 }
        guard !levels.isEmpty else { throw LevelLoadError(file: path, line: nil, message: "no level with a breakable brick") }
        return .list(levels)
    }

    /// A duel on the levels of `path` (our format or an LBreakout2 levelset); a level with
    /// only walls is fine, an empty file is not.
    public static func duelFile(_ path: String) throws(LevelLoadError) -> LevelSequence {
        let levels = try LevelLoader.load(path: path)
        guard !levels.isEmpty else { throw LevelLoadError(file: path, line: nil, message: "no level") }
        return .duel(levels)
    }

    /// The duel's own arena when no levels are given: two rows of bricks across the middle,
    /// with gaps the balls pass through, and a wall in the centre.
    public static var duelArena: Level {
        var bricks: [BrickPlacement] = []
        for column in 0..<14 where column % 3 != 1 {
            bricks.append(BrickPlacement(column: column, row: 7, kind: .normal, tint: column % 6))
            bricks.append(BrickPlacement(column: column, row: 10, kind: .normal, tint: (column + 3) % 6))
        }
        for column in 5...8 { bricks.append(BrickPlacement(column: column, row: 8, kind: .wall)) }
        return Level(title: "Arena", author: "Breakout", columns: 14, rows: 18, bricks: bricks)
    }

    /// A list or a duel with no level (a corrupt replay may say so; playing it would stop).
    var lacksLevels: Bool {
        switch self {
        case let .list(levels), let .duel(levels): return levels.isEmpty
        default: return false
        }
    }

    /// The duel a player starts without choosing levels: LBreakout2's `N_Arenas` where it is
    /// installed, else the game's own arena.
    public static func standardDuel(lbreakout2Levels folder: String = "/usr/share/games/lbreakout2/levels") -> LevelSequence {
        (try? duelFile(folder + "/N_Arenas")) ?? .duel([duelArena])
    }

    /// Whether these levels are a duel's.
    var isDuel: Bool {
        if case .duel = self { return true }
        return false
    }

    /// The field its games play on: LBreakout2's and LBreakoutHD's sets keep their own
    /// (`FieldLayout.classicFieldSize`, bricks of 2 : 1 filling the width), every other
    /// source the game's 800 x 600 (`Game.fieldSize`).
    public var fieldSize: Size { isClassicSet ? FieldLayout.classicFieldSize : Game.fieldSize }

    /// The field for a window whose field area is `area`: a portrait window gets a taller
    /// field (800 points wide, up to 1200 tall) for the game's own levels, rather than an
    /// 800 x 600 strip between empty bands; LBreakout's sets, the mini-games and duels keep
    /// the field they were made for.
    public func fieldSize(fitting area: Size) -> Size {
        switch self {
        case .generated, .procedural: break
        case .list where !isClassicSet: break
        case .list, .miniGame, .duel: return fieldSize
        }
        let base = Game.fieldSize
        guard area.width > 0, area.height > 0, area.width / area.height < base.width / base.height * 0.9 else { return base }
        let height = min(base.width * 1.5, max(base.height, base.width * area.height / area.width))
        return Size(width: base.width, height: height.rounded())
    }

    /// Whether any of its levels is an LBreakout set's (a replay of one from before version 7
    /// would not play back).
    var containsClassicLevel: Bool {
        switch self {
        case let .list(levels), let .duel(levels): return levels.contains { $0.isClassic }
        case .generated, .procedural, .miniGame: return false
        }
    }

    /// Whether these are an LBreakout2 or LBreakoutHD set's levels (`Level.isClassic`).
    var isClassicSet: Bool {
        if case let .list(levels) = self { return levels.first?.isClassic == true }
        return false
    }

    /// How many levels the set has before it starts over, bonus levels not counted
    /// (`count(rules:)` counts them); nil for endless sources (generated, procedural) and
    /// the mini-games.
    var count: Int? {
        switch self {
        case let .list(levels), let .duel(levels): return levels.count
        case .generated, .procedural, .miniGame: return nil
        }
    }

    /// Level `number` (from 1): with `rules.bonusLevels`, a bonus level's arena where one
    /// falls (`BonusLevels.swift`).
    func level(_ number: Int, rules settings: GameRules, seed: UInt64) -> Level {
        switch slot(number, rules: settings) {
        case let .level(own): return ownLevel(own, rules: settings, seed: seed)
        case .bonus: return bonusGame(at: number, rules: settings, seed: seed)!.arena
        }
    }

    /// The sequence's own level `number` (from 1).
    private func ownLevel(_ number: Int, rules settings: GameRules, seed: UInt64) -> Level {
        switch self {
        case .generated:
            return LevelGenerator(rules: settings).level(seed: seed &+ UInt64(number))
        case .procedural:
            return LevelGenerator(rules: settings).proceduralLevel(seed: seed &+ UInt64(number))
        case let .list(levels):
            precondition(!levels.isEmpty, "LevelSequence.list needs at least one level")
            return levels[(number - 1) % levels.count]
        case let .miniGame(game):
            return game.arena
        case let .duel(levels):
            precondition(!levels.isEmpty, "LevelSequence.duel needs at least one level")
            return levels[(number - 1) % levels.count]
        }
    }
}
