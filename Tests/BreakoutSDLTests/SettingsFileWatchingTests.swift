@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Dynamics
import Foundation
import Testing
import WindowTestKit
import WindowKit
@testable import SettingsKit

/// The settings file is watched on the frame clock: a valid edit applies within a second,
/// a bad one shows its lines in a banner and keeps the last good settings until fixed, and
/// the panel's own writes are not taken for edits.
extension SDLTests {
    @Test func validEditAppliesWithinASecondOfFrames() throws {
        let path = try PanelTestSupport.configFile()
        let app = try PanelTestSupport.app(configPath: path)
        let watcher = app.settingsStore
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.settings.rules.ballSpeed == 450)

        let text = try PanelTestSupport.read(path)
        var edited = try SettingsFile.updating(text: text, key: "ball.speed", value: .number(600))
        edited = try SettingsFile.updating(text: edited, key: "paddle.width", value: .number(180))
        try PanelTestSupport.edit(path, edited)
        let took = PanelTestSupport.runFrames(app, for: 1.0) { app.settings.rules.ballSpeed == 600 }
        #expect(took != nil, "the edit was not applied within a second")
        #expect(app.game.rules.ballSpeed == 600)
        #expect(app.game.rules.paddleWidth == 180)
        #expect(abs(app.game.paddleRect.width - 180) < 1e-9)
        #expect(watcher.externalReloads == 1)
        #expect(watcher.externalEdits == 1)
        #expect(watcher.problems.isEmpty)
        #expect(app.banner?.error == nil)
        // Nothing more happens while the file stays as it is.
        _ = PanelTestSupport.runFrames(app, for: 1.0) { false }
        #expect(watcher.externalReloads == 1)
        // A touch (new stamp, same text) is not an edit.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 5)], ofItemAtPath: path)
        _ = PanelTestSupport.runFrames(app, for: 1.0) { false }
        #expect(watcher.externalEdits == 1)
    }

    @Test func badEditShowsItsLineKeepsTheSettingsAndTheFixClearsIt() throws {
        let path = try PanelTestSupport.configFile()
        let app = try PanelTestSupport.app(configPath: path)
        let banner = try #require(app.banner)
        app.runFrame(elapsed: 1.0 / 60)
        let good = app.settings

        // 5000 is outside ball.speed's 100...3000.
        let text = try PanelTestSupport.read(path)
        let bad = text.replacingOccurrences(of: "\nspeed = 450.0\n", with: "\nspeed = 5000.0\n")
        #expect(bad != text)
        let line = try #require(PanelTestSupport.line(of: "speed = 5000.0", in: bad))
        try PanelTestSupport.edit(path, bad)
        let took = PanelTestSupport.runFrames(app, for: 1.0) { banner.error != nil }
        #expect(took != nil, "no banner within a second")
        #expect(app.settings == good)
        #expect(app.game.rules == good.rules)
        let lines = banner.error?.lines ?? []
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("breakout.toml:\(line): ball.speed: 5000") == true, "\(lines)")
        #expect(lines.first?.contains("allowed: 100...3000 points/s") == true)

        // The banner is on screen: its red edge and dark red fill at the top of the field.
        app.runFrame(elapsed: 1.0 / 60)
        let frame = try #require(banner.messageFrames().first?.1)
        let pixels = try Pixels(app.window)
        #expect(pixels.count(in: frame.insetBy(dx: 6, dy: 6), near: 0x4A1020, tolerance: 30) > Int(frame.width))
        #expect(pixels.count(in: frame.insetBy(dx: 10, dy: 8), near: 0xFFD6DC, tolerance: 70) > 30)

        // The error stays (errors do not fade) while the file is bad.
        _ = PanelTestSupport.runFrames(app, for: 12) { false }
        #expect(banner.error != nil)
        #expect(app.settings == good)

        // Fixed: the banner goes and the file's settings apply.
        try PanelTestSupport.edit(path, bad.replacingOccurrences(of: "speed = 5000.0", with: "speed = 700.0"))
        let fixed = PanelTestSupport.runFrames(app, for: 1.0) { banner.error == nil }
        #expect(fixed != nil)
        #expect(app.settings.rules.ballSpeed == 700)
        #expect(app.settingsStore.problems.isEmpty == true)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(!banner.isVisible)
    }

    @Test func syntaxErrorsAndMissingFilesAreReportedToo() throws {
        let path = try PanelTestSupport.configFile()
        let app = try PanelTestSupport.app(configPath: path)
        let banner = try #require(app.banner)
        let text = try PanelTestSupport.read(path)
        let broken = text.replacingOccurrences(of: "\nlives = 0\n", with: "\nlives = = 0\n")
        let line = try #require(PanelTestSupport.line(of: "lives = = 0", in: broken))
        try PanelTestSupport.edit(path, broken)
        _ = PanelTestSupport.runFrames(app, for: 1.0) { banner.error != nil }
        #expect(banner.error?.lines.first?.hasPrefix("breakout.toml:\(line):") == true, "\(banner.error?.lines ?? [])")
        #expect(banner.error?.lines.first?.contains("syntax error") == true)

        try FileManager.default.removeItem(atPath: path)
        _ = PanelTestSupport.runFrames(app, for: 1.0) { banner.error?.lines.first?.contains("no such file") == true }
        #expect(banner.error?.lines.first?.contains("no such file") == true)
        #expect(app.settings.rules.lives == 0)

        try PanelTestSupport.edit(path, text)
        _ = PanelTestSupport.runFrames(app, for: 1.0) { banner.error == nil }
        #expect(banner.error == nil)
    }

    @Test func panelWritesAreNotTakenForEdits() throws {
        let path = try PanelTestSupport.configFile()
        let app = try PanelTestSupport.app(configPath: path)
        let watcher = app.settingsStore
        PanelTestSupport.openPanel(app)
        let plus = try #require(PanelTestSupport.frame(app, "rules.lives", .plus))
        PanelTestSupport.click(app, at: plus.center)
        let track = try #require(PanelTestSupport.frame(app, "push.strength", .track))
        SyntheticEvent.mouseButton(true, at: Point(x: track.minX + track.width * 0.2, y: track.midY))
        SyntheticEvent.mouseMotion(to: Point(x: track.minX + track.width * 0.8, y: track.midY))
        SyntheticEvent.mouseButton(false, at: Point(x: track.minX + track.width * 0.8, y: track.midY))
        _ = PanelTestSupport.runFrames(app, for: 1.5) { false }
        #expect(app.settings.rules.lives == 1)
        #expect(abs(app.settings.rules.pushStrength - 1200) <= 20)
        #expect(watcher.externalEdits == 0)
        #expect(watcher.externalReloads == 0)
        #expect(watcher.problems.isEmpty)
        #expect(app.banner?.error == nil)
        // The file holds what the app holds.
        #expect(SettingsFile.load(from: path, lastGood: Settings()).settings == app.settings)
    }

    @Test func aPanelChangeThatFixesTheFileClearsTheBanner() throws {
        let path = try PanelTestSupport.configFile()
        let app = try PanelTestSupport.app(configPath: path)
        let banner = try #require(app.banner)
        let text = try PanelTestSupport.read(path)
        try PanelTestSupport.edit(path, text.replacingOccurrences(of: "\nspeed = 450.0\n", with: "\nspeed = 5000.0\n"))
        _ = PanelTestSupport.runFrames(app, for: 1.0) { banner.error != nil }
        #expect(banner.error != nil)

        // The panel shows the last good 450; one step right writes a valid value over the bad one.
        PanelTestSupport.openPanel(app)
        SyntheticEvent.keyPress(.right)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.settings.rules.ballSpeed == 550)
        #expect(banner.error == nil)
        #expect(SettingsFile.load(from: path, lastGood: Settings()).settings.rules.ballSpeed == 550)
        _ = PanelTestSupport.runFrames(app, for: 1.0) { false }
        // One edit seen: the bad one; the panel's write is not another.
        #expect(app.settingsStore.externalEdits == 1)
        #expect(app.settingsStore.externalReloads == 0)
    }

    @Test func aBadFileAtStartShowsAtOnce() throws {
        let bad = DefaultSettingsText.text.replacingOccurrences(of: "\nrows = 6\n", with: "\nrows = 99\n")
        let path = try PanelTestSupport.configFile(bad)
        let app = try PanelTestSupport.app(configPath: path)
        app.runFrame(elapsed: 1.0 / 60)
        let line = try #require(PanelTestSupport.line(of: "rows = 99", in: bad))
        #expect(app.banner?.isVisible == true)
        #expect(app.banner?.error?.lines.first?.hasPrefix("breakout.toml:\(line): level.rows: 99") == true)
        #expect(app.settings.rules.brickRows == 6)
    }
}
