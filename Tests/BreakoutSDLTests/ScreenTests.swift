@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Dynamics
import Foundation
import Testing
import TestSupport
import WindowTestKit
@testable import WindowKit

/// The window as a host of screens: the title menu and what it opens (mini-games, the
/// levelset chooser, help, high scores, settings, the game), with mouse, keys and a
/// controller; pixels read back from the dummy driver.
extension SDLTests {
    static func host(start: PlayOptions.Start, data: String? = nil, size: Size = Size(width: 960, height: 720)) throws -> AppWindow {
        try TestSDL.window(TestSDL.options(size: size) {
            $0.start = start
            if let data { $0.dataDirectory = data }
        })
    }

    static func frames(_ host: AppWindow, _ n: Int = 2) {
        for _ in 0..<n { host.runFrame(elapsed: 1.0 / 60) }
    }

    /// The title menu's panel (ten entries) stays clear of the page's notice and hint lines at
    /// the foot of the window, from a small window to full HD.
    @Test func theTitleMenuLeavesTheHintAndNoticeLinesFree() throws {
        let host = try Self.host(start: .titleMenu)
        Self.frames(host)
        let menu = try #require(host.top as? TitleMenuScreen)
        for size in [Size(width: 640, height: 480), Size(width: 800, height: 600), Size(width: 1280, height: 720),
                     Size(width: 960, height: 720), Size(width: 1920, height: 1080)] {
            let layout = menu.list.layout(window: size, font: host.font)
            // The notice is centred 38 points up at 14 points tall; the hint, 14 up, below it.
            let noticeTop = size.height - 38 - 7
            #expect(layout.panel.maxY < noticeTop, "\(size): the panel ends at \(layout.panel.maxY)")
            #expect(layout.panel.minY >= WindowLayout.rowHeight, "\(size): below the brick band")
            #expect(layout.buttons.allSatisfy { layout.panel.contains(Point(x: $0.minX, y: $0.minY)) && layout.panel.contains(Point(x: $0.maxX, y: $0.maxY)) })
        }
    }

    @Test func theTitleMenuOpensEveryScreenAndComesBack() throws {
        let host = try Self.host(start: .titleMenu)
        Self.frames(host)
        let menu = try #require(host.top as? TitleMenuScreen)
        let layout = menu.list.layout(window: host.window.size, font: host.font)
        #expect(layout.buttons.count == TitleMenuScreen.Choice.allCases.count, "Resume is there, dimmed, without a saved game")
        #expect(menu.choices.first == .resume && !menu.isEnabled(.resume))
        #expect(menu.list.focus == 1, "the focus starts on Play")
        // The focused entry (Play) is filled with the accent colour; the others are not.
        let pixels = try Pixels(host.window)
        let accent = AlertTestSupport.rgb(Palette.accent)
        #expect(pixels.count(in: layout.buttons[1], near: accent) > Int(layout.buttons[1].width * layout.buttons[1].height / 2))
        #expect(pixels.count(in: layout.buttons[0], near: accent) < 50)
        #expect(pixels.count(in: layout.buttons[2], near: accent) < 50)
        if let folder = ProcessInfo.processInfo.environment["BREAKOUT_SCREENSHOT_DIR"] {
            try host.window.saveScreenshot(to: folder + "/title-menu.bmp")
        }

        // Keys: Down twice and Enter open the mini-games; Esc comes back.
        SyntheticEvent.keyPress(.down)
        SyntheticEvent.keyPress(.down)
        SyntheticEvent.keyPress(.return)
        Self.frames(host)
        #expect(host.top is MiniGameMenuScreen)
        SyntheticEvent.keyPress(.escape)
        Self.frames(host)
        #expect(host.top === menu)

        // The mouse: a click on High scores, then a click outside the arrows goes back.
        let scores = layout.buttons[TitleMenuScreen.Choice.allCases.firstIndex(of: .highScores)!]
        SyntheticEvent.mouseButton(true, at: scores.center)
        SyntheticEvent.mouseButton(false, at: scores.center)
        Self.frames(host)
        let table = try #require(host.top as? HighScoresScreen)
        #expect(table.titles == ["Generated", "Procedural"] + MiniGame.allCases.map(\.title))
        SyntheticEvent.keyPress(.right)
        Self.frames(host)
        #expect(table.shown == 1)
        let next = table.arrows(window: host.window.size).next
        SyntheticEvent.mouseButton(true, at: next.center)
        SyntheticEvent.mouseButton(false, at: next.center)
        Self.frames(host)
        #expect(table.shown == 2 && host.top === table)
        SyntheticEvent.mouseButton(true, at: Point(x: 480, y: 600))
        SyntheticEvent.mouseButton(false, at: Point(x: 480, y: 600))
        Self.frames(host)
        #expect(host.top === menu)

        // A controller: D-pad down to Help, A opens it, any button closes it.
        let help = TitleMenuScreen.Choice.allCases.firstIndex(of: .help)!
        for _ in 0..<(help - menu.list.focus) { SyntheticEvent.controllerButton(.dpadDown) }
        SyntheticEvent.controllerButton(.a)
        Self.frames(host)
        #expect(host.top is HelpScreen)
        SyntheticEvent.controllerButton(.b)
        Self.frames(host)
        #expect(host.top === menu)

        // Play starts the settings' levels; the Esc menu's Quit comes back to the title menu.
        // The window's one banner shows a notice on the menu and goes on showing it (once)
        // over the game, with the game's own after it.
        host.notice("shown on the menu already")
        Self.frames(host)
        #expect(host.banner.notices.flatMap(\.lines) == ["shown on the menu already"])
        menu.choose(.play, app: host)
        Self.frames(host)
        let game = try #require(host.top as? GameScreen)
        #expect(!game.isTestPlay && game.game.layout.size.width > 0)
        game.notice("new in the game")
        Self.frames(host)
        #expect(game.banner?.notices.flatMap(\.lines) == ["shown on the menu already", "new in the game"])
        game.apply(.quit)
        Self.frames(host)
        #expect(host.top === menu && !host.quitRequested)

        // Settings: the panel over a game the autoplayer plays; closing it comes back.
        menu.choose(.settings, app: host)
        Self.frames(host, 10)
        let preview = try #require(host.top as? GameScreen)
        #expect(preview.isDemo && preview.settingsPanel?.isVisible == true)
        SyntheticEvent.keyPress(.escape)
        Self.frames(host, 3)
        #expect(host.top === menu)

        // Esc on the title menu asks first (a key meant for a page below must not close the
        // window); Esc again stays, Enter quits.
        SyntheticEvent.keyPress(.escape)
        Self.frames(host, 20)
        #expect(host.isAsking && !host.quitRequested)
        SyntheticEvent.keyPress(.escape)
        Self.frames(host, 3)
        #expect(!host.isAsking && !host.quitRequested && host.top === menu)
        SyntheticEvent.keyPress(.escape)
        Self.frames(host, 20)
        SyntheticEvent.keyPress(.return)
        Self.frames(host)
        #expect(host.quitRequested)
    }

    @Test func theChooserShowsThumbnailsAndPlaysTheChosenSet() throws {
        let folder = try TemporaryFolder.newFolderPath("chooser")
        try "title: Red\nauthor: Tester\n*******\n*******\n".write(toFile: folder + "/red.level", atomically: true, encoding: .utf8)
        try "title: Bad\n##\n#\n".write(toFile: folder + "/bad.level", atomically: true, encoding: .utf8)
        let host = try Self.host(start: .titleMenu)
        let chooser = LevelsetChooserScreen(app: host, entries: LevelsetCatalog.entries(bundled: folder, player: nil, lbreakout: nil, lbreakoutHD: nil).filter { !$0.isPseudo })
        host.push(chooser)
        Self.frames(host)
        #expect(chooser.entries.map(\.name) == ["Generated", "Procedural", "bad", "red"])
        // The red set's thumbnail shows its explosive bricks.
        let redRow = chooser.rowFrame(3, window: host.window.size)
        let thumb = Rect(x: redRow.minX + 6, y: redRow.minY + 5, width: 84, height: redRow.height - 10)
        #expect(try Pixels(host.window).count(in: thumb, near: AlertTestSupport.rgb(Palette.explosive)) > 200)
        if let shots = ProcessInfo.processInfo.environment["BREAKOUT_SCREENSHOT_DIR"] {
            try host.window.saveScreenshot(to: shots + "/chooser.bmp")
        }
        // The broken file: its row says where and why, and it does not play.
        chooser.select(2, window: host.window.size)
        SyntheticEvent.keyPress(.return)
        Self.frames(host)
        #expect(host.top === chooser)
        // A click selects the red set, a second click plays it.
        SyntheticEvent.mouseButton(true, at: redRow.center)
        SyntheticEvent.mouseButton(false, at: redRow.center)
        Self.frames(host)
        #expect(chooser.selected == 3)
        SyntheticEvent.mouseButton(true, at: redRow.center)
        SyntheticEvent.mouseButton(false, at: redRow.center)
        Self.frames(host)
        let game = try #require(host.top as? GameScreen)
        #expect(game.game.state.bricks.allSatisfy { $0.kind == BrickKind.explosive } && game.game.state.bricks.count == 14)
        // The chosen set is the settings' level source now: the menu's Play plays it next.
        #expect(host.settingsStore.settings.rules.levelSource == .file && host.settingsStore.settings.rules.levelFile == folder + "/red.level")
        game.apply(.quit)
        Self.frames(host)
        // Ctrl+E opens the chosen set in the editor.
        SyntheticEvent.keyPress(.letter("e"), modifiers: .control)
        Self.frames(host)
        let editor = try #require(host.top as? EditorScreen)
        #expect(editor.editor.set.level.title == "Red")
    }
}

extension SyntheticEvent {
    /// Press and release at one point.
    static func click(_ p: Point, button: PointerEvent.Button = .left) {
        mouseButton(true, at: p, button: button)
        mouseButton(false, at: p, button: button)
    }

    static func text(_ string: String) { push(.text(string)) }

    static func controllerButton(_ button: PadButton) {
        push(.padDown(button))
        push(.padUp(button))
    }
}


extension SDLTests {
    /// A level shows its number, title and author as it starts, as LBreakoutHD does, and the
    /// HUD says where it is in its set.
    @Test func aLevelAnnouncesItselfAndTheHUDSaysLevelNOfM() throws {
        func level(_ title: String) -> Level {
            Level(title: title, author: "Ada", columns: 5, rows: 2, bricks: [BrickPlacement(column: 0, row: 0, kind: .normal)])
        }
        let app = try TestSDL.app(TestSDL.options(size: Size(width: 960, height: 720)) {
            $0.levels = .list([level("First"), level("Second"), level("Third")])
        })
        app.runFrame(elapsed: 0)
        app.runFrame(elapsed: 0.3)
        let probe = LayoutProbe.start()
        app.runFrame(elapsed: 1.0 / 60)
        LayoutProbe.stop()
        let texts = probe.texts.map(\.text)
        #expect(texts.contains("LEVEL 1: FIRST") && texts.contains("by Ada"), "\(texts)")
        #expect(texts.contains("1/3"), "\(texts)")
        // The next level announces itself too.
        app.apply(.confirm)   // serve
        app.runFrame(elapsed: 1.0 / 60)
        app.game.perform(BrickHitAction(ball: nil, brick: 0, at: nil))
        for _ in 0..<60 { app.runFrame(elapsed: 1.0 / 60) }   // the alert takes input after a moment
        SyntheticEvent.keyPress(.return)                   // Next level
        for _ in 0..<10 where app.game.state.levelNumber == 1 { app.runFrame(elapsed: 1.0 / 60) }
        #expect(app.game.state.levelNumber == 2)
        app.runFrame(elapsed: 0.3)
        let next = LayoutProbe.start()
        app.runFrame(elapsed: 1.0 / 60)
        LayoutProbe.stop()
        #expect(next.texts.map(\.text).contains("LEVEL 2: SECOND") && next.texts.map(\.text).contains("2/3"), "\(next.texts.map(\.text))")
    }

    /// The editor's palette names what the pointer is over.
    @Test func theEditorsPaletteNamesItsItemsOnHover() throws {
        let folder = try TemporaryFolder.newFolderPath("editor")
        let (host, screen) = try Self.editorHost(path: folder + "/hover.level", data: folder)
        let layout = screen.layout(host.window.size)
        let k = EditorTool.palette.firstIndex { if case .extra(.multiball) = $0 { return true }; return false }!
        SyntheticEvent.mouseMotion(to: layout.paletteItem(k).center, pressed: false)
        Self.frames(host)
        #expect(screen.hoveredTool == EditorTool.palette[k])
        let probe = LayoutProbe.start()
        host.runFrame(elapsed: 1.0 / 60)
        LayoutProbe.stop()
        #expect(probe.texts.contains { $0.text.hasPrefix(EditorTool.palette[k].name) && $0.text.contains("click") }, "\(probe.texts.map(\.text))")
    }
}

extension SDLTests {
    /// Every page goes back with the mouse alone: its Back button, or a right click
    /// anywhere; on the title menu a right click does nothing (Esc quits there).
    @Test func everyPageGoesBackWithTheMouse() throws {
        let host = try Self.host(start: .titleMenu)
        Self.frames(host)
        let menu = try #require(host.top as? TitleMenuScreen)
        SyntheticEvent.mouseButton(true, at: Point(x: 480, y: 700), button: .right)
        SyntheticEvent.mouseButton(false, at: Point(x: 480, y: 700), button: .right)
        Self.frames(host)
        #expect(host.top === menu && !host.quitRequested)
        for choice in [TitleMenuScreen.Choice.chooseLevels, .themes, .highScores, .help] {
            // The Back button (where the page draws it, with its label).
            menu.choose(choice, app: host)
            Self.frames(host)
            #expect(host.top !== menu, "\(choice) opened")
            let back = PageStyle.backButton(window: host.window.size)
            let probe = LayoutProbe.start()
            host.runFrame(elapsed: 1.0 / 60)
            LayoutProbe.stop()
            #expect(probe.texts.contains { $0.text == "Back" && back.contains($0.frame.center) }, "\(choice) draws its Back button")
            SyntheticEvent.mouseButton(true, at: back.center)
            SyntheticEvent.mouseButton(false, at: back.center)
            Self.frames(host)
            #expect(host.top === menu, "\(choice): the Back button goes back")
            // A right click anywhere.
            menu.choose(choice, app: host)
            Self.frames(host)
            SyntheticEvent.mouseButton(true, at: Point(x: 600, y: 400), button: .right)
            SyntheticEvent.mouseButton(false, at: Point(x: 600, y: 400), button: .right)
            Self.frames(host)
            #expect(host.top === menu, "\(choice): a right click goes back")
        }
        #expect(!host.quitRequested)
    }
}
