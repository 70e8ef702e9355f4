/// LBreakoutHD's bonus levels: with `rules.bonus_levels` on, a game of levels plays a
/// mini-game after every four levels. A set of n levels gets n / 4 of them (none for fewer
/// than four), so one round of the set is n + n / 4 levels long; generated and procedural
/// levels get one at every fifth level. Which mini-game follows from the seed the level is
/// made with, so a replay meets the same ones. A bonus level ends when its mini-game does
/// (`MiniGameOverAction`, or the last ball lost), lives and score kept, and the game goes on
/// to the next level.
///
/// ```swift
/// let levels = LevelSequence.list(eightLevels)
/// levels.slot(5, rules: rules)                    // .bonus
/// levels.slot(6, rules: rules)                    // .level(5)
/// levels.count(rules: rules)                      // 10
/// ```
extension LevelSequence {
    /// Levels played before each bonus level.
    static let levelsPerBonus = 4

    /// What level `number` of the game is.
    enum Slot: Equatable {
        /// The sequence's own level with this number (from 1).
        case level(Int)
        /// A bonus level.
        case bonus
    }

    /// Where level `number` (from 1) falls with `rules`.
    func slot(_ number: Int, rules: GameRules) -> Slot {
        guard rules.bonusLevels else { return .level(number) }
        let cycle = LevelSequence.levelsPerBonus + 1
        switch self {
        case .duel, .miniGame:
            return .level(number)
        case .generated, .procedural:
            return number % cycle == 0 ? .bonus : .level(number - number / cycle)
        case let .list(levels):
            let bonuses = levels.count / LevelSequence.levelsPerBonus
            guard bonuses > 0 else { return .level(number) }
            // Round r of the set plays its levels r * n + 1 ... r * n + n.
            let round = levels.count + bonuses
            let place = (number - 1) % round + 1, before = (number - 1) / round * levels.count
            return place % cycle == 0 ? .bonus : .level(before + place - place / cycle)
        }
    }

    /// The mini-game level `number` plays, made with `seed` as `level(_:rules:seed:)` is;
    /// nil for a level of the sequence's own.
    func bonusGame(at number: Int, rules: GameRules, seed: UInt64) -> MiniGame? {
        guard slot(number, rules: rules) == .bonus else { return nil }
        var random = GameRandom(seed: seed)
        return MiniGame.allCases[random.nextInt(below: MiniGame.allCases.count)]
    }

    /// How many levels a round of the set has with `rules`, bonus levels counted; nil for
    /// endless sources (generated, procedural) and the mini-games.
    func count(rules: GameRules) -> Int? {
        guard case let .list(levels) = self, rules.bonusLevels else { return count }
        return levels.count + levels.count / LevelSequence.levelsPerBonus
    }
}
