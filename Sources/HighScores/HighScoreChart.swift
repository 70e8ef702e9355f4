import Breakout
import Foundation
import Translations

/// Which top-ten chart a game goes in, as LBreakoutHD keeps them: one per levelset (by its
/// name), one per mini-game, and the generated and procedural games' own. Each chart is a
/// file of its own in the data folder, so a corrupt one is set aside alone.
///
/// ```swift
/// HighScoreChart.levelset("Arcade").fileName       // "highscores-set-Arcade.json"
/// HighScoreChart.miniGame(.invaders).fileName      // "highscores-invaders.json"
/// HighScoreChart.generated.fileName                // "highscores.json" (the one table before charts)
/// ```
public struct HighScoreChart: Hashable, Sendable {
    /// What the chart is called: the levelset's name, or a mini-game's title (a catalog key).
    public let name: String
    /// The file in the data folder.
    let fileName: String

    /// The generated game's: the file that, before charts, held every game's scores (its
    /// entries, nameless, read as "—").
    public static let generated = HighScoreChart(name: trLater("Generated"), fileName: "highscores.json")
    public static let procedural = HighScoreChart(name: trLater("Procedural"), fileName: "highscores-procedural.json")

    /// A mini-game's chart (its file is the one it had before charts).
    public static func miniGame(_ game: MiniGame) -> HighScoreChart {
        HighScoreChart(name: game.title, fileName: "highscores-\(game.rawValue).json")
    }

    /// A levelset's chart, by the set's name (LBreakoutHD's key too: two sets of one name
    /// share it). Letters, digits, '-', '_' and '.' stay as they are in the file name; with
    /// any other character, or a name past `maxSlug`, the rest is replaced and a hash of the
    /// whole name keeps charts apart.
    public static func levelset(_ name: String) -> HighScoreChart {
        HighScoreChart(name: name, fileName: setPrefix + slug(name) + ".json")
    }

    /// Levelset charts' files begin so.
    static let setPrefix = "highscores-set-"
    /// The longest part of a file name a set's name gives (file names stop at 255 bytes).
    static let maxSlug = 80

    static func slug(_ name: String) -> String {
        let safe = name.unicodeScalars.map { s -> Character in
            s.isASCII && (CharacterSet.alphanumerics.contains(s) || "-_.".unicodeScalars.contains(s)) ? Character(s) : "_"
        }
        var slug = String(safe.prefix(maxSlug))
        if slug != name || slug.isEmpty || slug.hasPrefix(".") {
            // FNV-1a over the name's bytes: stable across runs, unlike Hasher.
            var hash: UInt32 = 2_166_136_261
            for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
            slug = (slug.hasPrefix(".") ? "_" + slug.dropFirst() : slug) + "-" + String(format: "%08x", hash)
        }
        return slug
    }

    /// The charts a high-score page shows: the generated and procedural games', every
    /// levelset's with a file in `directory` (by the name the file keeps, alphabetically,
    /// at most `maxListed`), then the mini-games'.
    public static func charts(in directory: String?) -> [HighScoreChart] {
        var sets: [HighScoreChart] = []
        if let directory, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) {
            for file in names.sorted() where file.hasPrefix(setPrefix) && file.hasSuffix(".json") && sets.count < maxListed {
                let path = (directory as NSString).appendingPathComponent(file)
                let name = HighScoreStore.chartName(in: path) ?? String(file.dropFirst(setPrefix.count).dropLast(5))
                sets.append(HighScoreChart(name: name, fileName: file))
            }
        }
        sets.sort { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
        return [.generated, .procedural] + sets + MiniGame.allCases.map(miniGame)
    }

    /// Levelset charts listed at most (a folder of thousands stays quick to show).
    static let maxListed = 500
}
