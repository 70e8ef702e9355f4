/// LBreakoutHD's levelsets that are no file: `!FREAKOUT!` (every level of every installed set,
/// shuffled by a seed), each mini-game as a set of its own (`!JUMPING_JACK!`, `!INVADERS!`,
/// ...), and `!RANDOM!` (LBreakoutHD 1.2's random set: ten levels drawn from every set, each
/// with extras hidden in random bricks). The chooser lists them first, and `--level` takes
/// their names.
///
/// ```swift
/// PseudoLevelset(name: "!FREAKOUT!")                          // .freakout
/// let levels = try PseudoLevelset.random.sequence(seed: 7)    // ten levels, random extras
/// ```
public enum PseudoLevelset: Hashable, Sendable {
    case freakout
    case random
    case miniGame(MiniGame)

    static let all: [PseudoLevelset] = [.freakout, .random] + MiniGame.allCases.map { .miniGame($0) }

    /// The name players type and the chooser shows.
    var name: String {
        switch self {
        case .freakout: return "!FREAKOUT!"
        case .random: return "!RANDOM!"
        case let .miniGame(game):
            // jumpingJack → "!JUMPING_JACK!", as LBreakoutHD spells them.
            let words = game.rawValue.reduce(into: "") { out, c in
                if c.isUppercase { out += "_" }
                out.append(c)
            }
            return "!" + words.uppercased() + "!"
        }
    }

    /// The pseudo-set of this name, if it is one.
    init?(name: String) {
        guard let found = PseudoLevelset.all.first(where: { $0.name == name }) else { return nil }
        self = found
    }

    /// Levels in a random set (LBreakoutHD 1.2's RANDOM20 has twenty; ten keep a game short).
    static let randomCount = 10
    /// Extras hidden in each random level's bricks.
    static let randomExtras = 8

    /// The levels to play: `folders` are the installed sets read (by default LBreakout2's and
    /// LBreakoutHD's, and the game's own); the seed shuffles them.
    func sequence(seed: UInt64, folders: [String]? = nil) throws(LevelLoadError) -> LevelSequence {
        switch self {
        case let .miniGame(game):
            return .miniGame(game)
        case .freakout:
            var levels = try PseudoLevelset.everyLevel(in: folders, for: name)
            var random = GameRandom(seed: seed)
            levels.shuffle(using: &random)
            return .list(levels)
        case .random:
            var levels = try PseudoLevelset.everyLevel(in: folders, for: name)
            var random = GameRandom(seed: seed)
            levels.shuffle(using: &random)
            let extras = Extra.allCases.filter { $0 != .random }
            return .list(levels.prefix(PseudoLevelset.randomCount).map { level in
                var level = level
                let breakable = level.bricks.indices.filter { level.bricks[$0].kind.isBreakable }
                for k in breakable.shuffled(using: &random).prefix(PseudoLevelset.randomExtras) {
                    level.bricks[k].extra = extras[random.nextInt(below: extras.count)]
                }
                return level
            })
        }
    }

    /// The playable levels of every set in `folders` (each set once, by name; a set that does
    /// not read is passed over).
    static func everyLevel(in folders: [String]?, for name: String) throws(LevelLoadError) -> [Level] {
        let entries = folders.map { folders in
            folders.flatMap { LevelsetCatalog.files(in: $0, origin: .lbreakout2, ours: false) }
        } ?? LevelsetCatalog.entries(player: nil).filter { $0.path != nil }
        var seen = Set<String>()
        var levels: [Level] = []
        for entry in entries where seen.insert(entry.name).inserted {
            guard let path = entry.path, let set = try? LevelLoader.load(path: path) else { continue }
            levels += set.filter { $0.breakableCount > 0 }
        }
        guard !levels.isEmpty else {
            throw LevelLoadError(file: name, line: nil, message: "no installed levelset to play (apt-get install lbreakout2-data)")
        }
        return levels
    }
}
