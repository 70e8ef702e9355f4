@_spi(Benchmarks) @testable import BreakoutSDL
import Foundation
import Testing
import TestSupport

/// Reading themes without drawing: LBreakoutHD's `theme.ini` (blocks, keys, problems with
/// their lines), and where themes are found (ours, LBreakoutHD's, LBreakout2's and the
/// player's folder), each with the folder its missing files come from.
@Suite struct ThemeFilesTests {
    static var installed: Bool {
        FileManager.default.fileExists(atPath: ThemeCatalog.lbreakoutHDRoot + "/Standard/theme.ini")
            && FileManager.default.fileExists(atPath: ThemeCatalog.lbreakout2Root + "/bricks.png")
    }

    @Test func theIniReadsKeysInsideBlocks() {
        let text = """
            title = Standard
            brickWidth = 90
            brickHeight = 45
            # a comment
            shotAnim {
            \tframes = 4
            \tdelay = 160
            }
            menu {
            \tfontNormal {
            \t\tsize = 36
            \t}
            }
            """
        var ini = ThemeIni(text: text, file: "theme.ini")
        #expect(ini.problems.isEmpty)
        #expect(ini.integer("brickHeight", 1...1000, default: 20) == 45)
        #expect(ini.integer("shotAnim.delay", 1...10_000, default: 200) == 160)
        #expect(ini.integer("menu.fontNormal.size", 1...500, default: 18) == 36)
        #expect(ini.integer("explAnim.frames", 1...64, default: 9) == 9, "absent: the default")
        #expect(ini.values["title"]?.value == "Standard")
    }

    @Test func aBrokenIniNamesEachLineAndKeepsTheDefaults() {
        let text = """
            brickHeight = lots
            this line means nothing
            }
            shotAnim {
            \tdelay = 0
            weaponAnim {
            """
        var ini = ThemeIni(text: text, file: "/themes/Mine/theme.ini")
        #expect(ini.integer("brickHeight", 1...1000, default: 20) == 20)
        #expect(ini.integer("shotAnim.delay", 1...10_000, default: 200) == 200)
        let lines = ini.problems.map(\.description)
        #expect(lines.contains("/themes/Mine/theme.ini:2: `this line means nothing` is not `key = value`, `name {` or `}`"), "\(lines)")
        #expect(lines.contains("/themes/Mine/theme.ini:3: `}` closes no block"), "\(lines)")
        #expect(lines.contains("/themes/Mine/theme.ini:1: brickHeight = lots: allowed 1...1000; using 20"), "\(lines)")
        #expect(lines.contains("/themes/Mine/theme.ini:5: shotAnim.delay = 0: allowed 1...10000; using 200"), "\(lines)")
        #expect(lines.contains("/themes/Mine/theme.ini:4: this block is never closed with `}`"), "\(lines)")
        #expect(lines.contains("/themes/Mine/theme.ini:6: this block is never closed with `}`"), "\(lines)")
    }

    @Test func aHugeOrDeepIniIsCutWithAProblem() {
        let deep = String(repeating: "a {\n", count: 20)
        let ini = ThemeIni(text: deep, file: "t.ini")
        #expect(ini.problems.contains { $0.message.contains("deeper than 8") })
        let long = String(repeating: "x = 1\n", count: ThemeIni.maxLines + 10)
        let cut = ThemeIni(text: long, file: "t.ini")
        #expect(cut.problems.contains { $0.line == ThemeIni.maxLines + 1 })
    }

    /// A made-up installation: LBreakoutHD with Standard and Neon, LBreakout2 with two
    /// folders, and a player folder with one theme of each format.
    @Test func themesAreFoundWithTheirFormatsAndFallbacks() throws {
        let root = TemporaryFolder.uniquePath("themes")
        defer { try? FileManager.default.removeItem(atPath: root) }
        func file(_ path: String) throws {
            let full = (root as NSString).appendingPathComponent(path)
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: full, contents: Data("x".utf8))
        }
        try file("hd/Standard/theme.ini")
        try file("hd/Neon/theme.ini")
        try file("lb2/bricks.png")
        try file("lb2/Oz/bricks.png")
        try file("lb2/Classic/ABOUT")
        try file("player/Mine/theme.ini")
        try file("player/Retro/bricks.png")
        try file("player/Neon/theme.ini")   // a second Neon: the first keeps the name
        let entries = ThemeCatalog.entries(hdRoot: root + "/hd", lbreakout2Root: root + "/lb2", playerRoot: root + "/player")
        #expect(entries.map(\.name) == ["default", "flat", "Neon", "Standard", "LBreakout2", "Classic", "Oz", "Mine", "Retro"])
        let by = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0) })
        #expect(by["default"]?.format == .builtIn)
        #expect(by["Neon"]?.format == .lbreakoutHD && by["Neon"]?.fallbackFolder == root + "/hd/Standard")
        #expect(by["Standard"]?.fallbackFolder == nil)
        #expect(by["LBreakout2"]?.format == .lbreakout2 && by["LBreakout2"]?.fallbackFolder == nil)
        #expect(by["Oz"]?.fallbackFolder == root + "/lb2")
        #expect(by["Mine"]?.format == .lbreakoutHD && by["Retro"]?.format == .lbreakout2)
        #expect(by["Retro"]?.fallbackFolder == root + "/lb2")
    }

    /// With `lbreakouthd-data` and `lbreakout2-data` installed (CI installs them).
    @Test(.enabled(if: ThemeFilesTests.installed)) func theInstalledThemesAreAllFound() throws {
        let names = ThemeCatalog.entries(playerRoot: nil).map(\.name)
        for name in ["default", "flat", "Standard", "LBreakout2", "AbsoluteB", "Classic", "Moiree", "Oz"] {
            #expect(names.contains(name), "\(name) in \(names)")
        }
    }
}
