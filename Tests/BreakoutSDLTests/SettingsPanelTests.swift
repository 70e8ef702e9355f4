@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Dynamics
import Foundation
import Testing
import WindowTestKit
@testable import WindowKit
@testable import SettingsKit

/// The settings panel: opened with Tab, drawn over a dimmed field, edited with the mouse and
/// the keys; changes reach the game at once and the settings file with its comments intact.
extension SDLTests {
    @Test func tabOpensThePanelOverADimmedPausedGame() throws {
        let app = try PanelTestSupport.app(configPath: nil)
        app.runFrame(elapsed: 1.0 / 60)
        let panel = try #require(app.settingsPanel)
        let card = panel.cardFrame(context: app.screen)
        let inCard = Point(x: card.maxX - 70, y: card.minY + 6)
        let o = app.fieldOrigin
        // A brick outside the card (the top-left one), to see the backdrop dim it.
        let brick = app.game.brickRect(0).offsetBy(dx: o.x, dy: o.y).center
        let before = try Pixels(app.window)
        #expect(!panel.isVisible)
        #expect(Pixels.distance(before.rgb(inCard), 0x161B36) > 8)

        PanelTestSupport.openPanel(app)
        #expect(panel.isVisible)
        let shown = try Pixels(app.window)
        // The card is drawn in its colour, and labels in light text on it.
        #expect(Pixels.distance(shown.rgb(inCard), 0x161B36) < 8)
        let firstLabel = Rect(x: card.minX + 20, y: card.minY + 56, width: 90, height: 16)
        #expect(shown.count(in: firstLabel, near: 0xE8ECFF, tolerance: 60) > 20)
        // The field behind is dimmed: the brick is darker than it was.
        let dim = { (c: UInt32) in Int((c >> 16) & 0xff) + Int((c >> 8) & 0xff) + Int(c & 0xff) }
        if !card.contains(brick) { #expect(dim(shown.rgb(brick)) < dim(before.rgb(brick)) * 2 / 3) }

        // The game waits while the panel shows.
        let step = app.game.stepIndex
        for _ in 0..<30 { app.runFrame(elapsed: 1.0 / 60) }
        #expect(app.game.stepIndex == step)

        // Tab again closes it; the game stays paused under the menu until Resume.
        SyntheticEvent.keyPress(.tab)
        for _ in 0..<5 { app.runFrame(elapsed: 1.0 / 60) }
        #expect(!panel.isVisible)
        #expect(app.menu.isOpen && app.game.stepIndex == step)
        SyntheticEvent.keyPress(.return)
        for _ in 0..<5 { app.runFrame(elapsed: 1.0 / 60) }
        #expect(!app.menu.isOpen)
        #expect(app.game.stepIndex > step)
        #expect(Pixels.distance(try Pixels(app.window).rgb(inCard), 0x161B36) > 8)
    }

    @Test func escapeTheCloseButtonAndAClickOutsideClose() throws {
        let app = try PanelTestSupport.app(configPath: nil)
        let panel = try #require(app.settingsPanel)
        PanelTestSupport.openPanel(app)
        SyntheticEvent.keyPress(.escape)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(!panel.isVisible)

        PanelTestSupport.openPanel(app)
        PanelTestSupport.click(app, at: panel.closeButtonFrame(context: app.screen).center)
        #expect(!panel.isVisible)

        PanelTestSupport.openPanel(app)
        PanelTestSupport.click(app, at: Point(x: 3, y: 3))
        #expect(!panel.isVisible)
    }

    @Test func stepperClickChangesTheAppAndOnlyThatValueInTheFile() throws {
        let path = try PanelTestSupport.configFile()
        let original = try PanelTestSupport.read(path)
        let app = try PanelTestSupport.app(configPath: path)
        // 0: the difficulty's lives (medium: 5), and the stepper says so.
        #expect(app.settings.rules.lives == 0)
        #expect(app.game.state.lives == 5)
        PanelTestSupport.openPanel(app)
        let row = try #require(PanelRow.standard.first { $0.descriptor.key == "rules.lives" })
        #expect(row.valueText(in: app.settings) == "5 (auto)")
        let plus = try #require(PanelTestSupport.frame(app, "rules.lives", .plus))
        for _ in 0..<4 { PanelTestSupport.click(app, at: plus.center) }

        #expect(app.settings.rules.lives == 4)
        #expect(app.game.rules.lives == 4)
        #expect(row.valueText(in: app.settings) == "4")
        let saved = try PanelTestSupport.read(path)
        // One line changed, the value; every comment and blank line is where it was.
        #expect(PanelTestSupport.changedLines(original, saved) == ["lives = 4"])
        #expect(SettingsFile.load(from: path, lastGood: Settings()).settings.rules.lives == 4)

        let minus = try #require(PanelTestSupport.frame(app, "rules.lives", .minus))
        PanelTestSupport.click(app, at: minus.center)
        PanelTestSupport.click(app, at: minus.center)
        #expect(app.settings.rules.lives == 2)
        #expect(PanelTestSupport.changedLines(original, try PanelTestSupport.read(path)) == ["lives = 2"])
        // The stepper stops at the schema's lower bound (0...12).
        for _ in 0..<3 { PanelTestSupport.click(app, at: minus.center) }
        #expect(app.settings.rules.lives == 0)
        #expect(PanelTestSupport.changedLines(original, try PanelTestSupport.read(path)) == [])
    }

    @Test func sliderDragAppliesWhileDraggingAndSavesOnRelease() throws {
        let path = try PanelTestSupport.configFile()
        let original = try PanelTestSupport.read(path)
        let app = try PanelTestSupport.app(configPath: path)
        PanelTestSupport.openPanel(app)
        let track = try #require(PanelTestSupport.frame(app, "ball.elasticity", .track))
        // Elasticity's range is 0.5...1 (from the schema): half way is 0.75, 30% is 0.65.
        SyntheticEvent.mouseButton(true, at: Point(x: track.minX + track.width * 0.5, y: track.midY))
        app.runFrame(elapsed: 1.0 / 60)
        #expect(abs(app.settings.rules.elasticity - 0.75) < 0.011)
        SyntheticEvent.mouseMotion(to: Point(x: track.minX + track.width * 0.3, y: track.midY + 9))
        app.runFrame(elapsed: 1.0 / 60)
        #expect(abs(app.settings.rules.elasticity - 0.65) < 0.011)
        #expect(app.game.rules.elasticity == app.settings.rules.elasticity)
        // Not written while the drag goes on.
        #expect(try PanelTestSupport.read(path) == original)

        SyntheticEvent.mouseButton(false, at: Point(x: track.minX + track.width * 0.3, y: track.midY))
        app.runFrame(elapsed: 1.0 / 60)
        let value = app.settings.rules.elasticity
        #expect(PanelTestSupport.changedLines(original, try PanelTestSupport.read(path)) == ["elasticity = \(value)"])
        #expect(SettingsFile.load(from: path, lastGood: Settings()).settings.rules.elasticity == value)

        // The knob is drawn where the value is: light pixels near 30% of the track.
        let pixels = try Pixels(app.window)
        let knob = Rect(x: track.minX + track.width * 0.3 - 6, y: track.midY - 6, width: 12, height: 12)
        #expect(pixels.count(in: knob, near: 0xFFFFFF, tolerance: 40) > 40)
    }

    /// Ball speed's slider offers all of 100...3000: past max_speed or below min_speed the
    /// limit moves with it (the status line says so, in the file too), never a red refusal.
    @Test func aSliderOffersItsWholeRangeAndMovesTheLimitsWithIt() throws {
        let path = try PanelTestSupport.configFile()
        let app = try PanelTestSupport.app(configPath: path)
        PanelTestSupport.openPanel(app)
        let track = try #require(PanelTestSupport.frame(app, "ball.speed", .track))
        // A click in the middle of the track (about 1550: above max_speed = 900).
        PanelTestSupport.click(app, at: Point(x: track.midX, y: track.midY))
        let middle = app.settings.rules.ballSpeed
        #expect(abs(middle - 1550) <= 50, "\(middle)")
        #expect(app.settings.rules.ballMaxSpeed == middle)
        #expect(app.settingsPanel?.editor.message == nil)
        #expect(app.settingsPanel?.statusLine?.contains("moved with it") == true, "\(app.settingsPanel?.statusLine ?? "")")
        // Dragged past the end: 3000, and max_speed with it.
        SyntheticEvent.mouseButton(true, at: Point(x: track.midX, y: track.midY))
        SyntheticEvent.mouseMotion(to: Point(x: track.maxX + 50, y: track.midY))
        SyntheticEvent.mouseButton(false, at: Point(x: track.maxX + 50, y: track.midY))
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.settings.rules.ballSpeed == 3000 && app.settings.rules.ballMaxSpeed == 3000)
        var reloaded = SettingsFile.load(from: path, lastGood: Settings())
        #expect(reloaded.isValid)
        #expect(reloaded.settings.rules.ballSpeed == 3000 && reloaded.settings.rules.ballMaxSpeed == 3000)
        // And to the start: 100, min_speed with it.
        SyntheticEvent.mouseButton(true, at: Point(x: track.midX, y: track.midY))
        SyntheticEvent.mouseMotion(to: Point(x: track.minX - 50, y: track.midY))
        SyntheticEvent.mouseButton(false, at: Point(x: track.minX - 50, y: track.midY))
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.settings.rules.ballSpeed == 100 && app.settings.rules.ballMinSpeed == 100)
        reloaded = SettingsFile.load(from: path, lastGood: Settings())
        #expect(reloaded.isValid && reloaded.settings.rules.ballMinSpeed == 100)
    }

    /// Every rule across keys the panel can reach keeps itself by moving the other keys, for
    /// every value its control offers: no control refuses part of what it shows.
    @Test func everyPanelControlAcceptsEveryValueItOffers() throws {
        for row in PanelRow.standard + PanelRow.controls {
            let offered: [SettingValue]
            switch row.control {
            case let .slider(range, step):
                offered = stride(from: range.lowerBound, through: range.upperBound, by: step).map { .number($0) }
            case let .stepper(range, step):
                offered = stride(from: range.lowerBound, through: range.upperBound, by: step).map { .integer($0) }
            case let .segmented(choices), let .picker(choices):
                offered = choices.map { .text($0) }
            case .toggle:
                offered = [.boolean(true), .boolean(false)]
            case .keyBinding:
                offered = ["Space", "Return", "W", "P", "Left", "Escape"].map { .text($0) }
            case .padBinding:
                offered = ["a", "b", "x", "start", "leftshoulder"].map { .text($0) }
            case .textField:
                offered = ["Ann", "Michael Speck"].map { .text($0) }
            }
            for value in offered {
                var settings = Settings()
                guard (try? row.descriptor.set(value, in: &settings)) != nil else { continue }
                guard SettingsEditor.ruleProblem(settings, key: row.key) != nil else { continue }
                let moved = Settings.schema.keys(movedWith: row.key, in: &settings, previous: Settings())
                #expect(moved != nil, "\(row.key) = \(value) is offered but refused")
                #expect(SettingsEditor.ruleProblem(settings, key: row.key) == nil && row.value(in: settings) == value, "\(row.key) = \(value)")
            }
        }
    }

    /// "Your name": a click opens a field with the name in it, OK (or Enter) keeps the typed
    /// one, in the file's players.name_1 and on the next chart entry.
    @Test func thePlayersNameIsTypedInThePanel() throws {
        let path = try PanelTestSupport.configFile()
        let original = try PanelTestSupport.read(path)
        let app = try PanelTestSupport.app(configPath: path)
        PanelTestSupport.openPanel(app)
        for _ in 0..<40 where PanelTestSupport.frame(app, "players.name_1", .binding) == nil {
            SyntheticEvent.keyPress(.down)
            app.runFrame(elapsed: 1.0 / 60)
        }
        let field = try #require(PanelTestSupport.frame(app, "players.name_1", .binding))
        PanelTestSupport.click(app, at: field.center)
        let panel = try #require(app.settingsPanel)
        #expect(panel.naming?.prompt.text == "Player 1")
        for _ in 0..<8 { SyntheticEvent.keyPress(.backspace) }
        SyntheticEvent.text("Zoë")
        app.runFrame(elapsed: 1.0 / 60)
        let ok = try #require(panel.naming?.prompt.layout(window: app.window.size, font: app.font).buttons.first)
        PanelTestSupport.click(app, at: ok.center)
        #expect(panel.naming == nil && panel.isVisible)
        #expect(app.settings.display.playerName(0) == "Zoë")
        #expect(PanelTestSupport.changedLines(original, try PanelTestSupport.read(path)) == ["name_1 = \"Zoë\""])
        // Esc in the field keeps the name.
        PanelTestSupport.click(app, at: field.center)
        SyntheticEvent.text("x")
        SyntheticEvent.keyPress(.escape)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(panel.naming == nil && panel.isVisible && app.settings.display.playerName(0) == "Zoë")
    }

    @Test func switchClickFlipsTheSettingAndTheFile() throws {
        let path = try PanelTestSupport.configFile()
        let original = try PanelTestSupport.read(path)
        let app = try PanelTestSupport.app(configPath: path)
        #expect(!app.settings.display.showFPS)
        PanelTestSupport.openPanel(app)
        // The row may be below the panel's fold: Down scrolls to it, as a player would.
        for _ in 0..<30 where PanelTestSupport.frame(app, "display.show_fps", .toggle) == nil {
            SyntheticEvent.keyPress(.down)
            app.runFrame(elapsed: 1.0 / 60)
        }
        let toggle = try #require(PanelTestSupport.frame(app, "display.show_fps", .toggle))
        let offPixels = try Pixels(app.window)
        PanelTestSupport.click(app, at: toggle.center)
        #expect(app.settings.display.showFPS)
        #expect(PanelTestSupport.changedLines(original, try PanelTestSupport.read(path)) == ["show_fps = true"])
        // The switch turns paddle blue.
        let onPixels = try Pixels(app.window)
        let track = toggle.insetBy(dx: 4, dy: 4)
        #expect(onPixels.count(in: track, near: 0x5AD1FF, tolerance: 40) > offPixels.count(in: track, near: 0x5AD1FF, tolerance: 40) + 30)

        PanelTestSupport.click(app, at: toggle.center)
        #expect(!app.settings.display.showFPS)
        #expect(try PanelTestSupport.read(path) == original)
    }

    @Test func segmentClickChoosesThatChoice() throws {
        let path = try PanelTestSupport.configFile()
        let original = try PanelTestSupport.read(path)
        let app = try PanelTestSupport.app(configPath: path)
        #expect(app.settings.rules.paddleShape == .rectangle)
        PanelTestSupport.openPanel(app)
        // Segments come from the schema's choices, in order: rectangle, oval.
        #expect(PanelTestSupport.frame(app, "paddle.shape", .segment(2)) == nil)
        let oval = try #require(PanelTestSupport.frame(app, "paddle.shape", .segment(1)))
        PanelTestSupport.click(app, at: oval.center)
        #expect(app.settings.rules.paddleShape == .oval)
        #expect(app.game.rules.paddleShape == .oval)
        #expect(PanelTestSupport.changedLines(original, try PanelTestSupport.read(path)) == ["shape = \"oval\""])

        let shatter = try #require(PanelTestSupport.frame(app, "display.animation", .segment(3)))
        PanelTestSupport.click(app, at: shatter.center)
        #expect(app.settings.display.animationStyle == .shatter)
        #expect(app.animations.style == .shatter)
    }

    @Test func keysMoveTheFocusAndChangeValues() throws {
        let path = try PanelTestSupport.configFile()
        let app = try PanelTestSupport.app(configPath: path)
        let panel = try #require(app.settingsPanel)
        app.runFrame(elapsed: 1.0 / 60)
        let paddleX = app.game.paddleX
        PanelTestSupport.openPanel(app)
        #expect(panel.focus == 0)
        let lives = try #require(panel.keys.firstIndex(of: "rules.lives"))
        for _ in 0..<lives { SyntheticEvent.keyPress(.down) }
        SyntheticEvent.keyPress(.right)
        SyntheticEvent.keyPress(.right)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(panel.focus == lives)
        #expect(app.settings.rules.lives == 2)
        #expect(SettingsFile.load(from: path, lastGood: Settings()).settings.rules.lives == 2)
        // Right on the first row (ball speed, a slider) steps it up; Up stops at the top.
        for _ in 0..<(lives + 3) { SyntheticEvent.keyPress(.up) }
        SyntheticEvent.keyPress(.right)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(panel.focus == 0)
        #expect(app.settings.rules.ballSpeed > 450)
        // Space flips the focused switch.
        let sound = try #require(panel.keys.firstIndex(of: "display.sound"))
        for _ in 0..<sound { SyntheticEvent.keyPress(.down) }
        SyntheticEvent.keyPress(.space)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(!app.settings.display.sound)
        #expect(SettingsFile.load(from: path, lastGood: Settings()).settings.display.sound == false)
        // The arrows did not reach the paddle, nor Space the ball.
        SyntheticEvent.keyPress(.tab)
        for _ in 0..<20 { app.runFrame(elapsed: 1.0 / 60) }
        #expect(!panel.isVisible)
        #expect(app.game.paddleX == paddleX)
        #expect(app.game.state.phase == .serving)
    }

    @Test func withoutASettingsFileChangesApplyInMemory() throws {
        let app = try PanelTestSupport.app(configPath: nil)
        #expect(app.settingsStore.path == nil)
        PanelTestSupport.openPanel(app)
        let plus = try #require(PanelTestSupport.frame(app, "ball.count", .plus))
        PanelTestSupport.click(app, at: plus.center)
        #expect(app.settings.rules.ballCount == 2)
        #expect(app.settingsPanel?.statusLine == nil)
    }

    @Test func layoutSettingsWaitAndSayWhenTheyApply() throws {
        let path = try PanelTestSupport.configFile()
        let app = try PanelTestSupport.app(configPath: path)
        let panel = try #require(app.settingsPanel)
        PanelTestSupport.openPanel(app)
        #expect(panel.statusLine == nil)
        let plus = try #require(PanelTestSupport.frame(app, "level.rows", .plus))
        PanelTestSupport.click(app, at: plus.center)
        #expect(app.settings.rules.brickRows == 7)
        #expect(panel.statusLine?.contains("next level or restart") == true)
        // The hint is on screen, in the accent colour, under the rows.
        let card = panel.cardFrame(context: app.screen)
        let footer = Rect(x: card.minX + 20, y: card.maxY - 75, width: 300, height: 40)
        #expect(try Pixels(app.window).count(in: footer, near: 0xFFD25A, tolerance: 60) > 20)
    }

    @Test func aSmallWindowScrollsTheRowsToTheFocus() throws {
        let app = try PanelTestSupport.app(configPath: nil, size: Size(width: 480, height: 360))
        let panel = try #require(app.settingsPanel)
        PanelTestSupport.openPanel(app)
        let first = try #require(panel.keys.first), last = try #require(panel.keys.last)
        #expect(PanelTestSupport.frame(app, first, .track) != nil)
        #expect(PanelTestSupport.frame(app, last, .toggle) == nil)
        for _ in panel.keys.indices { SyntheticEvent.keyPress(.down) }
        app.runFrame(elapsed: 1.0 / 60)
        #expect(panel.focus == panel.keys.count - 1)
        #expect(panel.firstRow > 0)
        #expect(PanelTestSupport.frame(app, first, .track) == nil)
        // The last row is on screen and works with the mouse.
        let toggle = try #require(PanelTestSupport.frame(app, last, .toggle))
        #expect(panel.cardFrame(context: app.screen).contains(toggle.center))
        PanelTestSupport.click(app, at: toggle.center)
        #expect(app.settings.rules.tiltGravity)
        let folder = ProcessInfo.processInfo.environment["BREAKOUT_SCREENSHOT_DIR"] ?? FileManager.default.temporaryDirectory.path
        try app.window.saveScreenshot(to: folder + "/panel-small.bmp")
        // The wheel scrolls back up.
        for _ in panel.keys.indices { SyntheticEvent.push(.scroll(1)) }
        app.runFrame(elapsed: 1.0 / 60)
        #expect(panel.firstRow == 0)
        #expect(PanelTestSupport.frame(app, first, .track) != nil)
    }
}
