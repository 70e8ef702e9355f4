@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Dynamics
import Foundation
import Testing
import TestSupport
@testable import WindowKit
@testable import SettingsKit

/// A settings file with a typo among good keys: the good keys apply, and the problem shows
/// on the first screen, whichever it is, and in the panels above their rows.
extension SDLTests {
    @Test func aTypoAtStartUpShowsOnTheTitleMenuAndTheGoodKeysApply() throws {
        let path = try PanelTestSupport.configFile("[ball]\nsped = 500.0\n\n[display]\nshow_fps = true\n")
        let host = try TestSDL.window(TestSDL.options(size: Size(width: 960, height: 720), seed: 1) {
            $0.start = .titleMenu
            $0.settings = SettingsFile.load(from: path, lastGood: Settings()).settings
            $0.configPath = path
        })
        for _ in 0..<3 { host.runFrame(elapsed: 1.0 / 60) }
        #expect(host.top is TitleMenuScreen)
        #expect(host.settingsStore.settings.display.showFPS, "the good key applies")
        #expect(host.banner.error?.lines == ["breakout.toml:2: ball.sped: unknown key (did you mean ball.speed?)"])
        // Drawn over the title menu.
        let frame = try #require(host.banner.messageFrames().first?.1)
        #expect(try Pixels(host.window).count(in: frame.insetBy(dx: 6, dy: 6), near: 0x4A1020, tolerance: 30) > Int(frame.width))
        // Fixing the file clears it.
        try PanelTestSupport.edit(path, "[ball]\nspeed = 500.0\n\n[display]\nshow_fps = true\n")
        host.settingsStore.checkNow()
        host.runFrame(elapsed: 1.0 / 60)
        #expect(host.banner.error == nil && host.settingsStore.settings.rules.ballSpeed == 500)
    }

    @Test func thePanelListsTheFilesProblemsAboveItsRows() throws {
        let path = try PanelTestSupport.configFile("[ball]\nspeed = 5000.0\ncount = 2\n")
        let app = try PanelTestSupport.app(configPath: path)
        app.runFrame(elapsed: 0)
        #expect(app.settings.rules.ballCount == 2 && app.settings.rules.ballSpeed == 450)
        #expect(app.banner?.error != nil && app.screen.showsBanner)
        PanelTestSupport.openPanel(app)
        let panel = try #require(app.settingsPanel)
        // The banner steps aside; the panel lists the problem above its rows instead.
        #expect(!app.screen.showsBanner)
        let lines = panel.problemLines(app.screen)
        #expect(lines.count == 2 && lines[1].hasPrefix("breakout.toml:2: ball.speed: 5000.0 is out of range"))
        let layout = panel.layout(app.screen)
        #expect(layout.notes.height > 0 && layout.rowsArea.minY >= layout.notes.maxY)
        let pixels = try Pixels(app.window)
        #expect(pixels.count(in: layout.notes, near: AlertTestSupport.rgb(PanelStyle.error), tolerance: 60) > 20)
        // The first row is drawn where it should be, uncovered: its label's light text.
        let firstLabel = Rect(x: layout.rowsArea.minX + 14, y: layout.rowsArea.minY + 3, width: 80, height: 14)
        #expect(pixels.count(in: firstLabel, near: 0xE8ECFF, tolerance: 60) > 20)
    }
}
