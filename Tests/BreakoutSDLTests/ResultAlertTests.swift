@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Dynamics
import Foundation
import Testing
import TestSupport
import WindowTestKit
@testable import WindowKit
@testable import HighScores

/// Alerts after a cleared level and after game over, and the high scores behind them.
extension SDLTests {
    /// The alert opens when the last brick breaks, pauses the game, ignores a key pressed too
    /// early, and a click on "Next level" goes on to level 2.
    @Test func levelClearedAlertShowsAndNextLevelGoesOn() throws {
        let app = try AlertTestSupport.app(level: AlertTestSupport.level(bricks: 1))
        let alert = app.resultAlert
        AlertTestSupport.launch(app)
        let before = try Pixels(app.window)

        app.game.perform(BrickHitAction(ball: nil, brick: 0, at: nil))
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.game.state.phase == .levelCleared)
        #expect(alert.isVisible)
        #expect(alert.kind == .levelCleared)
        #expect(alert.buttons.titles == ["Next level", "Quit"])

        // Enter at once is too early: a key still pressed from play must not go on.
        SyntheticEvent.keyPress(.return)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(alert.kind == .levelCleared)
        #expect(app.game.state.levelNumber == 1)

        let step = app.game.stepIndex
        AlertTestSupport.run(app, seconds: 0.6)
        #expect(app.game.stepIndex == step, "the game waits while the alert shows")

        // Drawn: the focused "Next level" filled with the accent, "Quit" not; the field dimmed.
        let shown = try Pixels(app.window)
        let layout = alert.layout(in: app.window.size, font: app.font)
        let next = layout.buttons[0], quit = layout.buttons[1]
        #expect(before.count(in: next, near: AlertTestSupport.rgb(Palette.accent)) < 10)
        #expect(shown.count(in: next, near: AlertTestSupport.rgb(Palette.accent)) > Int(next.width * next.height / 2))
        #expect(shown.count(in: quit, near: AlertTestSupport.rgb(DialogStyle.button), tolerance: 12) > Int(quit.width * quit.height / 2))
        if let folder = ProcessInfo.processInfo.environment["BREAKOUT_SCREENSHOT_DIR"] {
            try app.window.saveScreenshot(to: folder + "/level-cleared-alert.bmp")
        }
        let corner = Point(x: 20, y: app.window.size.height - 20)
        #expect(AlertTestSupport.brightness(shown.rgb(corner)) < AlertTestSupport.brightness(before.rgb(corner)))

        SyntheticEvent.mouseMotion(to: next.center, pressed: false)
        SyntheticEvent.mouseButton(true, at: next.center)
        SyntheticEvent.mouseButton(false, at: next.center)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(alert.kind == nil)
        #expect(!alert.isVisible)
        #expect(app.game.state.levelNumber == 2)
        #expect(app.game.state.phase == .serving)
        #expect(app.game.state.bricks.allSatisfy { $0.isAlive })
        AlertTestSupport.run(app, seconds: 1.5)   // past the level banners, which cross the buttons
        let after = try Pixels(app.window)
        #expect(after.count(in: quit, near: AlertTestSupport.rgb(DialogStyle.button), tolerance: 12) < 10, "the alert is gone")
        #expect(after.count(in: next, near: AlertTestSupport.rgb(Palette.accent)) < 10, "the alert is gone")
    }

    /// A click that starts on one button and ends on the other presses neither.
    @Test func aClickMustStartAndEndOnTheSameButton() throws {
        let app = try AlertTestSupport.app(level: AlertTestSupport.level(bricks: 1))
        let alert = app.resultAlert
        AlertTestSupport.launch(app)
        app.game.perform(BrickHitAction(ball: nil, brick: 0, at: nil))
        AlertTestSupport.run(app, seconds: 0.5)
        let buttons = alert.layout(in: app.window.size, font: app.font).buttons
        SyntheticEvent.mouseButton(true, at: buttons[1].center)    // on Quit...
        SyntheticEvent.mouseButton(false, at: buttons[0].center)   // ...released on Next level
        app.runFrame(elapsed: 1.0 / 60)
        #expect(alert.kind == .levelCleared)
        #expect(!app.quitRequested)
        #expect(app.game.state.levelNumber == 1)
    }

    /// Game over: the score goes into the table (rank shown, file written, HUD's best score);
    /// Enter presses the focused "Play again", which resets score and bricks.
    @Test func gameOverRecordsTheScoreAndPlayAgainStartsOver() throws {
        let data = TemporaryFolder.uniquePath("alert-tests")
        defer { try? FileManager.default.removeItem(atPath: data) }
        let store = HighScoreStore(directory: data, chart: AlertTestSupport.chart)
        let day = Date(timeIntervalSince1970: 1_714_560_000)
        try store.save(HighScoreTable(entries: [500, 300, 200, 50, 5].enumerated().map {
            HighScore(score: $0.element, level: 5 - $0.offset, date: day.addingTimeInterval(Double($0.offset) * 86400))
        }))
        let app = try AlertTestSupport.app(level: AlertTestSupport.level(bricks: 3), lives: 1, dataDirectory: data)
        #expect(app.highScores.best == 500, "the HUD's best score comes from the table at startup")
        let alert = app.resultAlert

        AlertTestSupport.loseWithScore(app)
        #expect(app.game.state.phase == .gameOver)
        #expect(alert.kind == .gameOver)
        #expect(alert.buttons.titles == ["Play again", "Continue", "Quit"])
        #expect(alert.score == 10)
        #expect(alert.rank == 5)
        #expect(store.load().table.entries.map(\.score) == [500, 300, 200, 50, 10, 5])
        #expect(store.load().table.entries[4].level == 1)
        #expect(store.load().table.entries[4].name == "Player 1", "player 1's name, as the settings say")
        #expect(app.appWindow.lastHighScore?.chart == AlertTestSupport.chart && app.appWindow.lastHighScore?.entry?.score == 10)

        // The player's name, asked over the alert (the entry is in already): typed, Enter.
        #expect(app.nameEntry.prompt?.text == "Player 1" && app.nameEntry.prompt?.title.contains("Place 5") == true)
        for _ in 0..<8 { SyntheticEvent.keyPress(.backspace) }
        SyntheticEvent.text("Ann")
        SyntheticEvent.keyPress(.return)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.nameEntry.prompt == nil && alert.kind == .gameOver, "the alert is still there")
        #expect(store.load().table.entries[4].name == "Ann", "the entry took the name")
        #expect(alert.table.entries[4].name == "Ann")
        #expect(app.settings.display.playerName(0) == "Ann", "and the next game's")

        AlertTestSupport.run(app, seconds: 0.5)
        let pixels = try Pixels(app.window)
        let layout = alert.layout(in: app.window.size, font: app.font)
        #expect(layout.scale == 1)
        // The panel's edge is red; this game's table row is lit.
        #expect(pixels.count(in: layout.panel, near: AlertTestSupport.rgb(Palette.explosive), tolerance: 30) > Int(layout.panel.width))
        #expect(pixels.count(in: layout.panel, near: AlertTestSupport.rgb(DialogStyle.highlight), tolerance: 6) > 1000)
        if let folder = ProcessInfo.processInfo.environment["BREAKOUT_SCREENSHOT_DIR"] {
            try app.window.saveScreenshot(to: folder + "/game-over-alert.bmp")
        }

        SyntheticEvent.keyPress(.return)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(alert.kind == nil)
        #expect(app.game.state.phase == .serving)
        #expect(app.game.state.score == 0)
        #expect(app.game.state.lives == 1)
        #expect(app.game.state.bricks.count == 3)
        #expect(app.game.state.bricks.allSatisfy { $0.isAlive })
        #expect(!app.quitRequested)

        // The next game over: Right, Right moves the focus to Quit, Enter quits.
        AlertTestSupport.loseWithScore(app)
        #expect(alert.kind == .gameOver)
        #expect(alert.rank == 6)   // 10 again, below the equal earlier score
        // Asked again, with the name given last time; Esc keeps it.
        #expect(app.nameEntry.prompt?.text == "Ann")
        SyntheticEvent.keyPress(.escape)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.nameEntry.prompt == nil && store.load().table.entries[5].name == "Ann")
        AlertTestSupport.run(app, seconds: 0.5)
        SyntheticEvent.keyPress(.right)
        SyntheticEvent.keyPress(.right)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(alert.buttons.focus == 2)
        #expect(!app.quitRequested)
        SyntheticEvent.keyPress(.return)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.quitRequested)
    }

    /// LBreakoutHD's continue: after game over the game goes on at its level, its score spent
    /// and its starting lives back, and its replay still plays to the same state.
    @Test func continueGoesOnAtTheLevelForTheScore() throws {
        let data = TemporaryFolder.uniquePath("alert-tests")
        defer { try? FileManager.default.removeItem(atPath: data) }
        let app = try AlertTestSupport.app(level: AlertTestSupport.level(bricks: 3), lives: 1, dataDirectory: data)
        let alert = app.resultAlert
        AlertTestSupport.loseWithScore(app)
        #expect(alert.kind == .gameOver && app.game.state.score == 10)
        let bricksLeft = app.game.state.breakableLeft
        SyntheticEvent.keyPress(.escape)   // the name stays
        AlertTestSupport.run(app, seconds: 0.5)
        SyntheticEvent.keyPress(.right)
        SyntheticEvent.keyPress(.return)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(alert.kind == nil)
        #expect(app.game.state.phase == .serving)
        #expect(app.game.state.score == 0 && app.game.state.lives == 1)
        #expect(app.game.state.breakableLeft == bricksLeft, "the same level, as it was")
        #expect(app.highScores.table.entries.map(\.score) == [10], "the run before is in the chart")
        // A mini-game's end is final: no continue.
        #expect(!Game(rules: GameRules(), levels: .miniGame(.invaders), seed: 1).canContinue)
    }

    /// In a small window the alert shrinks to fit: panel inside the field, buttons inside the
    /// panel and apart, and still pressable.
    @Test func alertFitsASmallWindow() throws {
        let data = TemporaryFolder.uniquePath("alert-tests")
        defer { try? FileManager.default.removeItem(atPath: data) }
        let day = Date(timeIntervalSince1970: 1_714_560_000)
        try HighScoreStore(directory: data, chart: AlertTestSupport.chart).save(HighScoreTable(entries: (1...10).map { HighScore(score: $0 * 100, level: 1, date: day) }))
        let app = try AlertTestSupport.app(level: AlertTestSupport.level(bricks: 3), lives: 1, dataDirectory: data,
                                           size: Size(width: 420, height: 320))
        let alert = app.resultAlert
        AlertTestSupport.loseWithScore(app)
        #expect(alert.kind == .gameOver)
        #expect(alert.rank == nil)
        AlertTestSupport.run(app, seconds: 0.5)
        let layout = alert.layout(in: app.window.size, font: app.font)
        let area = DialogLayout.area(for: app.window.size)
        #expect(layout.scale < 1)
        #expect(layout.panel.minX >= area.minX && layout.panel.maxX <= area.maxX)
        #expect(layout.panel.minY >= area.minY && layout.panel.maxY <= area.maxY)
        for b in layout.buttons {
            #expect(b.minX >= layout.panel.minX && b.maxX <= layout.panel.maxX && b.minY >= layout.panel.minY && b.maxY <= layout.panel.maxY)
        }
        for (a, b) in zip(layout.buttons, layout.buttons.dropFirst()) { #expect(!a.intersects(b)) }
        #expect(layout.blocks.allSatisfy { block in layout.buttons.allSatisfy { !block.intersects($0) } })
        if let folder = ProcessInfo.processInfo.environment["BREAKOUT_SCREENSHOT_DIR"] {
            try app.window.saveScreenshot(to: folder + "/game-over-small.bmp")
        }
        let quit = try #require(layout.buttons.last)
        SyntheticEvent.mouseButton(true, at: quit.center)
        SyntheticEvent.mouseButton(false, at: quit.center)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.quitRequested)
    }

    /// A new best score becomes the HUD's high score.
    @Test func aNewBestScoreIsTheHighScore() throws {
        let data = TemporaryFolder.uniquePath("alert-tests")
        defer { try? FileManager.default.removeItem(atPath: data) }
        let app = try AlertTestSupport.app(level: AlertTestSupport.level(bricks: 3), lives: 1, dataDirectory: data)
        #expect(app.highScores.best == 0)
        AlertTestSupport.loseWithScore(app)
        #expect(app.resultAlert.rank == 1)
        #expect(app.highScores.best == 10)
        #expect(FileManager.default.fileExists(atPath: data + "/" + AlertTestSupport.chart.fileName))
        #expect(!FileManager.default.fileExists(atPath: data + "/highscores.json"), "the set's chart, not the generated game's")
    }

    /// A corrupt table at startup: set aside, reported, and the game plays on.
    @Test func aCorruptHighScoreFileIsReportedAtStartup() throws {
        let data = TemporaryFolder.uniquePath("alert-tests")
        defer { try? FileManager.default.removeItem(atPath: data) }
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        try "not json".write(toFile: data + "/" + AlertTestSupport.chart.fileName, atomically: false, encoding: .utf8)
        let app = try AlertTestSupport.app(level: AlertTestSupport.level(bricks: 3), dataDirectory: data)
        #expect(app.notices.contains { $0.hasPrefix("high scores: ") && $0.contains(".corrupt-") })
        #expect(app.highScores.best == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: data)
        #expect(files.count == 1 && files[0].hasPrefix(AlertTestSupport.chart.fileName + ".corrupt-"))
    }

    /// In demo mode the alert does not wait for anyone: after about two seconds it goes on,
    /// and the demo plays level 2.
    @Test func demoAlertClosesItselfAndTheDemoGoesOn() throws {
        let data = TemporaryFolder.uniquePath("alert-tests")
        defer { try? FileManager.default.removeItem(atPath: data) }
        let app = try AlertTestSupport.app(level: AlertTestSupport.level(bricks: 1), demo: true, dataDirectory: data)
        let alert = app.resultAlert
        AlertTestSupport.run(app, seconds: 0.1)   // the autoplayer serves
        #expect(app.game.state.phase == .playing)
        app.game.perform(BrickHitAction(ball: nil, brick: 0, at: nil))
        app.runFrame(elapsed: 1.0 / 60)
        #expect(alert.kind == .levelCleared)
        var frames = 0
        while alert.kind != nil && frames < 180 {
            app.runFrame(elapsed: 1.0 / 60)
            frames += 1
        }
        #expect(abs(Double(frames) / 60 - ResultAlert.demoDelay) < 0.1, "closed after \(frames) frames")
        #expect(app.game.state.levelNumber == 2)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.game.state.phase == .playing, "the demo served again")
        #expect(!FileManager.default.fileExists(atPath: data + "/highscores.json"))
    }
}

extension SDLTests {
    /// Esc closes the game over: it is the alert's Quit (the game started from the title
    /// menu goes back to it), as a right click is.
    @Test func escapeClosesTheGameOverAlert() throws {
        let host = try Self.host(start: .titleMenu)
        Self.frames(host)
        let menu = try #require(host.top as? TitleMenuScreen)
        let game = host.playGame(.list([AlertTestSupport.level(bricks: 3)]))
        game.game.state.lives = 1
        game.apply(.confirm)
        Self.frames(host)
        game.game.perform(BallLostAction(ball: game.game.state.balls[0].id))
        Self.frames(host)
        #expect(game.resultAlert.kind == .gameOver)
        for _ in 0..<30 { host.runFrame(elapsed: 1.0 / 60) }   // past the alert's input delay
        SyntheticEvent.keyPress(.escape)
        Self.frames(host)
        #expect(!game.resultAlert.isVisible && host.top === menu)
    }

    /// A mini-game's game over says how far it got (not "LEVEL 1"), and the HUD shows no life.
    @Test func aMiniGamesGameOverSaysHowFarItGot() throws {
        let host = try Self.host(start: .titleMenu)
        Self.frames(host)
        let game = host.playGame(.miniGame(.invaders))
        game.apply(.confirm)
        Self.frames(host)
        game.game.perform(MiniGameOverAction(reason: "test"))
        Self.frames(host)
        #expect(game.game.state.phase == .gameOver && game.game.state.lives == 0)
        #expect(game.resultAlert.kind == .gameOver)
        let probe = LayoutProbe.start()
        host.runFrame(elapsed: 1.0 / 60)
        LayoutProbe.stop()
        let texts = probe.texts.map(\.text)
        #expect(texts.contains { $0.hasPrefix("SCORE") && $0.hasSuffix("WAVE 1") }, "\(texts)")
        #expect(!texts.contains { $0.contains("LEVEL 1") })
    }

    /// A bonus level in the window: after four levels the fifth crosses the field as a
    /// bonus level with its mini-game's rules and HUD line; losing its ball ends it with
    /// "BONUS LEVEL OVER", no life lost, and "Next level" goes on to the set's next level.
    @Test func aBonusLevelAnnouncesItselfAndEndsWithoutCostingALife() throws {
        let app = try TestSDL.app(TestSDL.options(size: Size(width: 800, height: 640)) {
            $0.settings.rules.bonusLevels = true
            $0.levels = .list((0..<4).map { _ in AlertTestSupport.level(bricks: 1) })
            $0.levelsetName = AlertTestSupport.chart.name
        })
        app.runFrame(elapsed: 0)
        for _ in 1...4 {
            AlertTestSupport.launch(app)
            app.game.perform(BrickHitAction(ball: nil, brick: 0, at: nil))
            app.runFrame(elapsed: 1.0 / 60)
            #expect(app.resultAlert.kind == .levelCleared)
            AlertTestSupport.run(app, seconds: 0.6)
            SyntheticEvent.keyPress(.return)
            app.runFrame(elapsed: 1.0 / 60)
        }
        #expect(app.game.state.levelNumber == 5 && app.game.playsBonusLevel)
        let miniGame = try #require(app.game.state.miniGame?.game)
        let lives = app.game.state.lives
        let probe = LayoutProbe.start()
        AlertTestSupport.run(app, seconds: 0.5)
        LayoutProbe.stop()
        var texts = probe.texts.map(\.text)
        #expect(texts.contains("LEVEL 5: BONUS LEVEL, \(miniGame.title.uppercased())"), "\(Set(texts))")
        #expect(texts.contains { $0.hasPrefix(miniGame.title.uppercased()) }, "the HUD shows the mini-game's line: \(Set(texts))")
        if let folder = ProcessInfo.processInfo.environment["BREAKOUT_SCREENSHOT_DIR"] {
            try app.window.saveScreenshot(to: folder + "/bonus-level.bmp")
        }

        AlertTestSupport.launch(app)
        app.game.perform(BallLostAction(ball: app.game.state.balls[0].id))
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.resultAlert.kind == .levelCleared)
        #expect(app.game.state.lives == lives)
        let over = LayoutProbe.start()
        app.runFrame(elapsed: 1.0 / 60)
        LayoutProbe.stop()
        texts = over.texts.map(\.text)
        #expect(texts.contains("BONUS LEVEL OVER") && texts.contains("LEVEL 6 IS NEXT"), "\(texts)")
        if let folder = ProcessInfo.processInfo.environment["BREAKOUT_SCREENSHOT_DIR"] {
            try app.window.saveScreenshot(to: folder + "/bonus-level-over.bmp")
        }
        AlertTestSupport.run(app, seconds: 0.6)
        SyntheticEvent.keyPress(.return)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.game.state.levelNumber == 6 && !app.game.playsBonusLevel)
        #expect(app.game.state.phase == .serving && app.game.state.lives == lives)
    }
}

/// Apps and moves for the alert and menu tests.
@MainActor
enum AlertTestSupport {
    /// Like `TestSDL.app`, with the lives and the high-score folder chosen by the test.
    static func app(level: Level, lives: Int = 3, demo: Bool = false, dataDirectory: String? = nil,
                    size: Size = Size(width: 800, height: 640)) throws -> TestApp {
        let app = try TestSDL.app(TestSDL.options(size: size) {
            $0.settings.rules.lives = lives
            $0.levels = .list([level])
            $0.levelsetName = chart.name
            $0.demo = demo
            if let dataDirectory { $0.dataDirectory = dataDirectory }
        })
        app.runFrame(elapsed: 0)
        return app
    }

    /// The chart the tests' games go in: their levelset's.
    static let chart = HighScoreChart.levelset("alert test")

    /// A level of `bricks` normal bricks in one row of five cells.
    static func level(bricks: Int) -> Level {
        Level(title: "alert test", columns: 5, rows: 2,
              bricks: (0..<bricks).map { BrickPlacement(column: $0, row: 0, kind: .normal) })
    }


    /// Serves (as a tap would) and lets the ball fly.
    static func launch(_ app: TestApp) {
        app.apply(.confirm)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.game.state.phase == .playing)
    }

    /// Serves, breaks brick 0 (10 points), loses the ball: game over with one life.
    static func loseWithScore(_ app: TestApp) {
        launch(app)
        app.game.perform(BrickHitAction(ball: nil, brick: 0, at: nil))
        app.game.perform(BallLostAction(ball: app.game.state.balls[0].id))
        app.runFrame(elapsed: 1.0 / 60)
    }

    static func run(_ app: TestApp, seconds: Double) {
        for _ in 0..<Int((seconds * 60).rounded()) { app.runFrame(elapsed: 1.0 / 60) }
    }

    /// A colour as 0xRRGGBB, for `Pixels`.
    static func rgb(_ color: Color) -> UInt32 { color.argb & 0xFFFFFF }

    static func brightness(_ rgb: UInt32) -> Int {
        Int((rgb >> 16) & 0xff) + Int((rgb >> 8) & 0xff) + Int(rgb & 0xff)
    }
}

