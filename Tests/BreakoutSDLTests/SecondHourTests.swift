@_spi(Engine) @testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import Dynamics
import Foundation
import Testing
import TestSupport
import WindowTestKit
@testable import WindowKit

/// What a player trips over in their second hour, each fixed: the chooser lists LBreakoutHD's
/// sets under a heading before LBreakout2's, searches as one types, counts what is in view and
/// the bonus levels; P says how to play on and a click does; a portrait window gets a tall
/// field; the editor's brick swatch shows the colours it places; the terminal speaks the
/// player's language and says what stays in force.
extension SDLTests {
    private static func chooserEntries() throws -> [LevelsetEntry] {
        let folder = try TemporaryFolder.newFolderPath("chooser-groups")
        let hd = folder + "/hd", lb2 = folder + "/lb2"
        for dir in [hd, lb2] { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
        let wall = try String(contentsOfFile: ClassicLevels.wall(), encoding: .utf8)
        // Nine levels (two bonus levels between them), in each folder; one name in both.
        let nine = wall + Array(repeating: String(wall.drop { $0 != "\n" }.dropFirst()), count: 8).joined()
        for name in ["Arcade", "Shared"] { try nine.write(toFile: lb2 + "/" + name, atomically: true, encoding: .utf8) }
        for name in ["LBreakoutHD", "Shared", "Wall of Fame"] { try nine.write(toFile: hd + "/" + name, atomically: true, encoding: .utf8) }
        return LevelsetCatalog.entries(bundled: nil, player: nil, lbreakout: lb2, lbreakoutHD: hd)
    }

    @Test func theChooserGroupsSearchesAndCountsAsThePlayerSeesIt() throws {
        let entries = try Self.chooserEntries()
        let host = try Self.host(start: .titleMenu)
        let chooser = LevelsetChooserScreen(app: host, entries: entries)
        host.push(chooser)
        Self.frames(host)
        // Headings in order, LBreakoutHD's own sets (the one it shares with LBreakout2 once,
        // as LBreakout2's) before LBreakout2's.
        let headings = chooser.rows.compactMap { row -> LevelsetEntry.Origin? in if case let .heading(o, _) = row { return o } else { return nil } }
        #expect(headings == [.builtIn, .lbreakoutHD, .lbreakout2])
        let names = chooser.rows.compactMap { row -> String? in if case let .entry(k) = row { return entries[k].name } else { return nil } }
        #expect(Array(names.suffix(4)) == ["LBreakoutHD", "Wall of Fame", "Arcade", "Shared"])
        // The counter says what is in view, and moves with the wheel.
        let probe = LayoutProbe.start()
        host.runFrame(elapsed: 1.0 / 60)
        LayoutProbe.stop()
        #expect(probe.texts.contains { $0.text.contains("1-") && $0.text.contains("of \(entries.count))") }, "\(probe.texts.map(\.text))")
        // Typing filters: "wall" leaves one set, under its heading; Enter would play it.
        SyntheticEvent.text("wall")
        Self.frames(host)
        #expect(chooser.query == "wall")
        #expect(chooser.rows.count == 2 && entries[chooser.selected].name == "Wall of Fame")
        // Its row says 9 levels and the 2 bonus levels the game adds (as the game counts 11).
        let probe2 = LayoutProbe.start()
        host.runFrame(elapsed: 1.0 / 60)
        LayoutProbe.stop()
        #expect(probe2.texts.contains { $0.text.contains("9 levels + 2 bonus") }, "\(probe2.texts.map(\.text))")
        #expect(try LevelSequence.file(try #require(entries[chooser.selected].path)).count(rules: GameRules()) == 11)
        // Backspace takes a letter back; Esc clears the search, and only then goes back.
        SyntheticEvent.keyPress(.backspace)
        Self.frames(host)
        #expect(chooser.query == "wal")
        SyntheticEvent.keyPress(.escape)
        Self.frames(host)
        #expect(chooser.query.isEmpty && host.top === chooser)
        SyntheticEvent.keyPress(.escape)
        Self.frames(host)
        #expect(host.top !== chooser)
    }

    @Test func pauseSaysHowToPlayOnAndAClickDoes() throws {
        let app = try TestSDL.app()
        app.game.step(GameInput(launch: true))
        SyntheticEvent.keyPress(.letter("p"))
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.paused)
        let hint = try #require(app.screen.hud.elements.first { "\($0.name)" == "pause hint" })
        #expect(app.screen.fieldOrigin.y < hint.rect.minY)
        let probe = LayoutProbe.start()
        app.runFrame(elapsed: 1.0 / 60)
        LayoutProbe.stop()
        #expect(probe.texts.contains { $0.text == "P or a click: play on" })
        let step = app.game.stepIndex
        SyntheticEvent.click(Point(x: 400, y: 400))
        app.runFrame(elapsed: 1.0 / 60)
        #expect(!app.paused)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.game.stepIndex > step, "the game plays on")
    }

    /// 400 x 700: the field is as tall as the window lets it be (800 x 1200 points), not an
    /// 800 x 600 strip between bands; LBreakout's sets keep theirs.
    @Test func aPortraitWindowGetsATallField() throws {
        let host = try Self.host(start: .titleMenu, size: Size(width: 400, height: 700))
        Self.frames(host)
        let menu = try #require(host.top as? TitleMenuScreen)
        menu.choose(.play, app: host)
        Self.frames(host)
        let game = try #require(host.top as? GameScreen)
        #expect(game.game.layout.size == Size(width: 800, height: 1200))
        let area = WindowLayout(window: host.window.size, field: game.game.layout.size).field
        let drawn = game.game.layout.size.height * game.viewport.scale
        #expect(drawn > area.height * 0.95, "the field fills the window's height: \(drawn) of \(area.height)")
        #expect(LevelSequence.miniGame(.invaders).fieldSize(fitting: area.size) == Game.fieldSize)
        #expect(try LevelSequence.file(ClassicLevels.wall()).fieldSize(fitting: area.size) == FieldLayout.classicFieldSize)
        #expect(LevelSequence.generated.fieldSize(fitting: Size(width: 1200, height: 700)) == Game.fieldSize)
    }

    @Test func theEditorsBrickSwatchShowsTheColoursItPlaces() throws {
        let folder = try TemporaryFolder.newFolderPath("swatch")
        let (host, screen) = try Self.editorHost(path: folder + "/s.level", data: folder)
        let layout = screen.layout(host.window.size)
        let k = try #require(EditorTool.palette.firstIndex(of: .brick(.normal)))
        let r = layout.paletteItem(k)
        let pixels = try Pixels(host.window)
        let colours = Palette.tints.prefix(4).filter { pixels.count(in: r, near: AlertTestSupport.rgb($0), tolerance: 8) > 10 }
        #expect(colours.count == 4, "the rows' colours, as a brick placed takes its row's")
    }

    /// Before the window opens the terminal says things in the player's language, and a file
    /// with one bad key says that only that key has its default.
    @Test(.enabled(if: !XvfbRun.executable.isEmpty, "the built `breakout` executable is missing"))
    func theTerminalSpeaksThePlayersLanguageAndSaysWhatStaysInForce() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Config/breakout.toml"), encoding: .utf8)
            .replacingOccurrences(of: "\nspeed = 450.0\n", with: "\nspeed = 5000.0\n")
        let config = try TemporaryFolder.newFolderPath("terminal") + "/bad.toml"
        try text.write(toFile: config, atomically: true, encoding: .utf8)
        func run(_ language: String) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: XvfbRun.executable)
            process.arguments = ["simulate", "--config", config, "--seconds", "0.1"]
            var environment = ProcessInfo.processInfo.environment
            environment["LANGUAGE"] = language
            process.environment = environment
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        let english = try run("en")
        #expect(english.contains("\(config):") && english.contains("ball.speed: 5000.0 is out of range"), "\(english)")
        #expect(english.contains("the default value is used for ball.speed; the rest of the file is in force"), "\(english)")
        #expect(!english.contains("using the default settings"))
        let german = try run("de")
        #expect(german.contains("liegt außerhalb des Bereichs") && german.contains("für ball.speed gilt der Standardwert"), "\(german)")
    }
}
