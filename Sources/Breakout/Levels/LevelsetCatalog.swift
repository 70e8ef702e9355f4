import Files
import Foundation
import Translations

/// Every levelset a player can choose: the built-in generated and procedural sources, our
/// level files (`Config/levels/`), the player's own (`$XDG_DATA_HOME/breakout/levels/`),
/// every installed LBreakout2 levelset, and the sets only LBreakoutHD ships (its own
/// "LBreakoutHD", Africa, Hieroglyphs and more: its folder holds LBreakout2's too, listed
/// once). Files are listed, not read: a chooser reads the ones it shows
/// (`LevelsetEntry.preview`).
///
/// ```swift
/// let entries = LevelsetCatalog.entries()
/// entries.map(\.name)   // ["Generated", "Procedural", "castle", ..., "Arcade", ...]
/// ```
public enum LevelsetCatalog {
    /// The installed LBreakout2 levelsets (package `lbreakout2-data`).
    public static let lbreakoutFolder = "/usr/share/games/lbreakout2/levels"
    /// The installed LBreakoutHD levelsets (package `lbreakouthd-data`).
    public static let lbreakoutHDFolder = "/usr/share/games/lbreakouthd/levels"
    /// Entries read from one folder at most (a folder of thousands stays quick to list).
    static let maxPerFolder = 500

    /// The player's levels folder (where the editor saves new levelsets).
    public static func playerFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        XDGDirectories.data(environment: environment).map { ($0 as NSString).appendingPathComponent("levels") }
    }

    /// Our shipped levels: `Config/levels` in the working folder, else where `scripts/install`
    /// and the package put them (`PREFIX/bin/breakout` → `PREFIX/share/breakout/levels`), else
    /// beside the executable's checkout (`.build/<config>/breakout` → `Config/levels`).
    public static func bundledFolder() -> String? {
        var candidates = [FileManager.default.currentDirectoryPath + "/Config/levels"]
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        candidates.append(executable.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/breakout/levels").path)
        var url = executable.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(url.appendingPathComponent("Config/levels").path)
            url.deleteLastPathComponent()
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// The entries in the order a chooser shows them.
    public static func entries(bundled: String? = bundledFolder(), player: String? = playerFolder(),
                               lbreakout: String? = lbreakoutFolder,
                               lbreakoutHD: String? = lbreakoutHDFolder) -> [LevelsetEntry] {
        var entries = [LevelsetEntry(name: trLater("Generated"), origin: .builtIn, source: .generated),
                       LevelsetEntry(name: trLater("Procedural"), origin: .builtIn, source: .procedural)]
        // LBreakoutHD's pseudo-sets: !FREAKOUT!, !RANDOM! and a set per mini-game.
        entries += PseudoLevelset.all.map { LevelsetEntry(name: $0.name, origin: .builtIn, source: .pseudo($0)) }
        if let bundled { entries += files(in: bundled, origin: .bundled, ours: true) }
        if let player, player != bundled { entries += files(in: player, origin: .player, ours: true) }
        let classic = lbreakout.map { files(in: $0, origin: .lbreakout2, ours: false) } ?? []
        if let lbreakoutHD, lbreakoutHD != lbreakout {
            // LBreakoutHD ships LBreakout2's sets unchanged beside its own: those are listed
            // once, as LBreakout2's; its own come first.
            let listed = Set(classic.map(\.name))
            entries += files(in: lbreakoutHD, origin: .lbreakoutHD, ours: false).filter { !listed.contains($0.name) }
        }
        return entries + classic
    }

    /// Level files in `folder`, by name: ours end in `.level`; LBreakout2's have no extension.
    static func files(in folder: String, origin: LevelsetEntry.Origin, ours: Bool) -> [LevelsetEntry] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        let chosen = names.filter { name in
            !name.hasPrefix(".") && (ours ? name.hasSuffix(".\(LevelFile.fileExtension)") : !name.contains("."))
        }.sorted { $0.localizedStandardCompare($1) == .orderedAscending }.prefix(maxPerFolder)
        return chosen.map { name in
            let path = (folder as NSString).appendingPathComponent(name)
            let shown = ours ? (name as NSString).deletingPathExtension : name
            return LevelsetEntry(name: shown, origin: origin, source: .file(path))
        }
    }
}

/// One choice of the levelset chooser.
public struct LevelsetEntry: Hashable, Sendable {
    public enum Origin: String, Sendable {
        case builtIn = "built in"
        case bundled = "Breakout"
        case player = "yours"
        case lbreakout2 = "LBreakout2"
        case lbreakoutHD = "LBreakoutHD"

        /// The chooser's heading over the sets of this origin (a catalog key).
        public var heading: String {
            switch self {
            case .builtIn: return trLater("Built in")
            case .bundled: return trLater("Breakout's levels")
            case .player: return trLater("Your levels")
            case .lbreakout2: return trLater("LBreakout2's levelsets")
            case .lbreakoutHD: return trLater("LBreakoutHD's levelsets")
            }
        }

        /// Where the set comes from, for the chooser (a catalog key, shown with `tr`).
        public var title: String {
            switch self {
            case .builtIn: return trLater("built in")
            case .bundled: return "Breakout"
            case .player: return trLater("yours")
            case .lbreakout2: return "LBreakout2"
            case .lbreakoutHD: return "LBreakoutHD"
            }
        }
    }

    public enum Source: Hashable, Sendable {
        case generated
        case procedural
        case file(String)
        case pseudo(PseudoLevelset)
    }

    public var name: String
    public var origin: Origin
    public var source: Source

    /// One of LBreakoutHD's pseudo-sets (no file).
    var isPseudo: Bool {
        if case .pseudo = source { return true }
        return false
    }

    /// The file, for entries that have one.
    public var path: String? {
        if case let .file(path) = source { return path }
        return nil
    }

    /// What the chooser shows: the first level (a thumbnail), the level count and the
    /// author; or why the file did not read (`file:line: problem`).
    public struct Preview: Sendable {
        public var first: Level?
        public var levelCount: Int
        public var author: String
        public var problem: String?
        /// The bonus levels the game plays between them under `rules` (`rules.bonus_levels`).
        public func bonusCount(rules: GameRules) -> Int { rules.bonusLevels ? levelCount / LevelSequence.levelsPerBonus : 0 }
    }

    /// Reads the entry's levels (generated ones from `settings`).
    public func preview(rules: GameRules, seed: UInt64 = 1) -> Preview {
        switch source {
        case .generated:
            return Preview(first: LevelSequence.generated.level(1, rules: rules, seed: seed), levelCount: 0,
                           author: "from the settings", problem: nil)
        case .procedural:
            return Preview(first: LevelSequence.procedural.level(1, rules: rules, seed: seed), levelCount: 0,
                           author: "a new level every time", problem: nil)
        case let .pseudo(set):
            let line: String
            switch set {
            case .freakout: line = "every level of every installed set, shuffled"
            case .random: line = "ten random levels with random extras"
            case let .miniGame(game): line = game.rules
            }
            let first = if case let .miniGame(game) = set { LevelSequence.miniGame(game).level(1, rules: rules, seed: seed) } else { Level?.none }
            return Preview(first: first, levelCount: 0, author: line, problem: nil)
        case let .file(path):
            do {
                let levels = try LevelLoader.load(path: path)
                let authors = Set(levels.map(\.author).filter { !$0.isEmpty })
                let author = authors.count > 1 ? "\(levels.first { !$0.author.isEmpty }?.author ?? "") and others"
                                               : authors.first ?? "unknown"
                // The levels the game plays: those with a brick to break (a duel's set, walls
                // only, counts all of its levels).
                let playable = levels.filter { $0.breakableCount > 0 }.count
                return Preview(first: levels.first, levelCount: playable > 0 ? playable : levels.count, author: author, problem: nil)
            } catch {
                return Preview(first: nil, levelCount: 0, author: "", problem: error.description)
            }
        }
    }

    /// The levels to play (`seed` shuffles a pseudo-set's).
    public func sequence(seed: UInt64 = 1) throws(LevelLoadError) -> LevelSequence {
        switch source {
        case .generated: return .generated
        case .procedural: return .procedural
        case let .file(path): return try LevelSequence.file(path)
        case let .pseudo(set): return try set.sequence(seed: seed)
        }
    }
}
