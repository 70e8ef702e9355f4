import Breakout
import Files
import Foundation

/// A theme the game can draw with: our own (drawn by code, `builtIn`), an LBreakoutHD theme
/// folder (`theme.ini` and sprite sheets of any resolution, alpha for transparency), or an
/// LBreakout2 one (40x20 tiles, black as the colour key). A theme lacking a file takes it
/// from `fallbackFolder`: LBreakoutHD's `Standard` for its themes, LBreakout2's own top-level
/// graphics for the other LBreakout2 themes, as each game does.
struct ThemeEntry: Equatable {
    enum Format: Equatable { case builtIn, lbreakoutHD, lbreakout2 }

    let name: String
    let format: Format
    let folder: String?
    let fallbackFolder: String?
}

/// Where themes come from: ours, the installed LBreakoutHD themes (`lbreakouthd-data`), the
/// installed LBreakout2 themes (`lbreakout2-data`: its top level is the theme `LBreakout2`,
/// its folders `AbsoluteB`, `Classic`, `Moiree` and `Oz` the others), and the player's
/// `$XDG_DATA_HOME/breakout/themes/`. Nothing is read but folder listings.
enum ThemeCatalog {
    static let defaultName = "default"
    /// Plain shapes, no textures: the fastest look (and what a theme lacking a sheet falls back to).
    static let flatName = "flat"
    static let lbreakoutHDRoot = "/usr/share/games/lbreakouthd/themes"
    static let lbreakout2Root = "/usr/share/games/lbreakout2/gfx"
    /// Folders looked at in one place at most.
    static let maxPerFolder = 200

    static func playerRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        XDGDirectories.data(environment: environment).map { ($0 as NSString).appendingPathComponent("themes") }
    }

    /// Every theme, ours first; a name met twice keeps its first place.
    static func entries(hdRoot: String? = lbreakoutHDRoot, lbreakout2Root lb2Root: String? = lbreakout2Root,
                        playerRoot player: String? = playerRoot()) -> [ThemeEntry] {
        var entries = [ThemeEntry(name: defaultName, format: .builtIn, folder: nil, fallbackFolder: nil),
                       ThemeEntry(name: flatName, format: .builtIn, folder: nil, fallbackFolder: nil)]
        let standard = hdRoot.map { ($0 as NSString).appendingPathComponent("Standard") }
        let hasStandard = standard.map { isFile(($0 as NSString).appendingPathComponent("theme.ini")) } ?? false
        if let hdRoot {
            for name in subfolders(of: hdRoot) {
                let folder = (hdRoot as NSString).appendingPathComponent(name)
                entries.append(ThemeEntry(name: name, format: .lbreakoutHD, folder: folder,
                                          fallbackFolder: hasStandard && folder != standard ? standard : nil))
            }
        }
        let hasLBreakout2 = lb2Root.map { isFile(($0 as NSString).appendingPathComponent("bricks.png")) } ?? false
        if let lb2Root, hasLBreakout2 {
            entries.append(ThemeEntry(name: "LBreakout2", format: .lbreakout2, folder: lb2Root, fallbackFolder: nil))
            for name in subfolders(of: lb2Root) {
                entries.append(ThemeEntry(name: name, format: .lbreakout2, folder: (lb2Root as NSString).appendingPathComponent(name),
                                          fallbackFolder: lb2Root))
            }
        }
        if let player {
            for name in subfolders(of: player) {
                let folder = (player as NSString).appendingPathComponent(name)
                if isFile((folder as NSString).appendingPathComponent("theme.ini")) {
                    entries.append(ThemeEntry(name: name, format: .lbreakoutHD, folder: folder, fallbackFolder: hasStandard ? standard : nil))
                } else {
                    entries.append(ThemeEntry(name: name, format: .lbreakout2, folder: folder,
                                              fallbackFolder: hasLBreakout2 ? lb2Root : nil))
                }
            }
        }
        var seen = Set<String>()
        return entries.filter { seen.insert($0.name).inserted }
    }

    /// The theme called `name`, if there is one.
    static func entry(named name: String, in entries: [ThemeEntry] = entries()) -> ThemeEntry? {
        entries.first { $0.name == name }
    }

    private static func subfolders(of root: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.filter { !$0.hasPrefix(".") && isFolder((root as NSString).appendingPathComponent($0)) }
            .sorted().prefix(maxPerFolder).map { $0 }
    }

    private static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    private static func isFile(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && !folder.boolValue
    }
}
