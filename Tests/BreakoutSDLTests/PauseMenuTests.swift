@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Dynamics
import Foundation
import Testing
import WindowTestKit
@testable import WindowKit

/// The Esc menu.
extension SDLTests {
    /// Esc opens the menu and the game waits; a click on Resume closes it and play goes on.
    @Test func escapeOpensTheMenuAndResumeClosesIt() throws {
        let app = try AlertTestSupport.app(level: AlertTestSupport.level(bricks: 3))
        AlertTestSupport.launch(app)
        let layout = app.menu.layout(in: app.window.size, font: app.font)
        #expect(layout.buttons.count == PauseMenu.Choice.allCases.count)
        #expect(try Pixels(app.window).count(in: layout.buttons[0], near: AlertTestSupport.rgb(Palette.accent)) < 10)

        SyntheticEvent.keyPress(.escape)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.menu.isOpen)
        let step = app.game.stepIndex
        AlertTestSupport.run(app, seconds: 0.25)
        #expect(app.game.stepIndex == step, "the game waits while the menu is open")
        let pixels = try Pixels(app.window)
        let resume = layout.buttons[0], restart = layout.buttons[1]
        #expect(pixels.count(in: resume, near: AlertTestSupport.rgb(Palette.accent)) > Int(resume.width * resume.height / 2))
        #expect(pixels.count(in: restart, near: AlertTestSupport.rgb(DialogStyle.button), tolerance: 12) > Int(restart.width * restart.height / 2))

        if let folder = ProcessInfo.processInfo.environment["BREAKOUT_SCREENSHOT_DIR"] {
            try app.window.saveScreenshot(to: folder + "/pause-menu.bmp")
        }

        // Keys on the menu do not reach the game: P does not pause it.
        SyntheticEvent.keyPress(.down)
        SyntheticEvent.keyPress(.up)
        SyntheticEvent.keyPress(.letter("p"))
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.menu.buttons.focus == 0)
        #expect(!app.paused)

        SyntheticEvent.mouseButton(true, at: resume.center)
        SyntheticEvent.mouseButton(false, at: resume.center)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(!app.menu.isOpen)
        AlertTestSupport.run(app, seconds: 0.1)
        #expect(app.game.stepIndex > step, "play goes on")
    }

    /// Help in the menu (and F1) shows every extra and brick kind; any key closes it.
    @Test func helpPageFromTheMenuAndF1() throws {
        let app = try AlertTestSupport.app(level: AlertTestSupport.level(bricks: 3))
        AlertTestSupport.launch(app)
        app.runFrame(elapsed: 1.0 / 60)
        SyntheticEvent.keyPress(.escape)
        for _ in 0..<PauseMenu.Choice.allCases.firstIndex(of: .help)! { SyntheticEvent.keyPress(.down) }
        SyntheticEvent.keyPress(.return)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(!app.menu.isOpen)
        #expect(app.help.isOpen)
        let step = app.game.stepIndex
        app.runFrame(elapsed: 0.5)
        #expect(app.game.stepIndex == step)   // the game waits
        let page = try Pixels(app.window)
        if let path = ProcessInfo.processInfo.environment["BREAKOUT_SCREENSHOT_DIR"] {
            try? app.window.saveScreenshot(to: path + "/help.bmp")
        }
        // Capsules of every colour down the left: good (green), bad (red), points (gold).
        let column = Rect(x: 16, y: 30, width: 40, height: app.window.size.height - 40)
        for color: UInt32 in [0x3DDC97, 0xFF5C5C, 0xFFC145] {
            #expect(page.count(in: column, near: color, tolerance: 40) > 50)
        }
        // Any key closes it, back to the menu it was opened from; the game still waits.
        SyntheticEvent.keyPress(.letter("a"))
        app.runFrame(elapsed: 1.0 / 60)
        #expect(!app.help.isOpen && app.menu.isOpen)
        #expect(app.game.stepIndex == step)
        SyntheticEvent.keyPress(.escape)   // resume
        app.runFrame(elapsed: 1.0 / 60)
        #expect(!app.menu.isOpen)
        // F1 in play opens it; closing it leaves the game paused under the menu.
        SyntheticEvent.keyPress(.f1)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.help.isOpen)
        let paused = app.game.stepIndex
        SyntheticEvent.keyPress(.f1)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(!app.help.isOpen && app.menu.isOpen)
        app.runFrame(elapsed: 0.25)
        #expect(app.game.stepIndex == paused)
    }

    /// Esc closes an open menu; Down, Down, Enter picks Settings (closes, as Tab would);
    /// Restart starts over; Quit quits.
    @Test func menuByKeyboard() throws {
        let app = try AlertTestSupport.app(level: AlertTestSupport.level(bricks: 3))
        AlertTestSupport.launch(app)
        app.game.perform(BrickHitAction(ball: nil, brick: 0, at: nil))
        #expect(app.game.state.score > 0)

        SyntheticEvent.keyPress(.escape)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.menu.isOpen)
        SyntheticEvent.keyPress(.escape)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(!app.menu.isOpen)

        SyntheticEvent.keyPress(.escape)
        SyntheticEvent.keyPress(.down)
        SyntheticEvent.keyPress(.down)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.menu.buttons.focus == 2)
        SyntheticEvent.keyPress(.return)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(!app.menu.isOpen)
        #expect(app.game.state.score > 0)
        // Settings opens the settings panel; Tab closes it again, and the menu is back:
        // the game goes on only when the player chooses Resume.
        #expect(app.settingsPanel?.isVisible == true)
        SyntheticEvent.keyPress(.tab)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.settingsPanel?.isVisible == false)
        #expect(app.menu.isOpen && app.menu.buttons.focus == 0)

        // Tab moves like Down; Restart asks first, for the game has points: Esc keeps the
        // game and the menu, Restart (Right, Enter) starts over and charts the score.
        let score = app.game.state.score
        SyntheticEvent.keyPress(.tab)
        SyntheticEvent.keyPress(.space)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(!app.menu.isOpen && app.appWindow.isAsking)
        for _ in 0..<20 { app.runFrame(elapsed: 1.0 / 60) }
        #expect(app.game.state.score == score, "the game waits under the question")
        SyntheticEvent.keyPress(.escape)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(!app.appWindow.isAsking && app.menu.isOpen && app.game.state.score == score)
        SyntheticEvent.keyPress(.space)
        for _ in 0..<20 { app.runFrame(elapsed: 1.0 / 60) }
        SyntheticEvent.keyPress(.right)
        SyntheticEvent.keyPress(.return)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(!app.menu.isOpen && !app.appWindow.isAsking)
        #expect(app.highScores.table.entries.contains { $0.score == score }, "the ended game's score is in the chart")
        #expect(app.game.state.score == 0)
        #expect(app.game.state.phase == .serving)
        #expect(app.game.state.bricks.allSatisfy { $0.isAlive })

        // Up from the first button wraps to Quit.
        SyntheticEvent.keyPress(.escape)
        SyntheticEvent.keyPress(.up)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.menu.buttons.focus == PauseMenu.Choice.allCases.firstIndex(of: .quit))
        #expect(!app.quitRequested)
        SyntheticEvent.keyPress(.return)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.quitRequested)
    }
}
