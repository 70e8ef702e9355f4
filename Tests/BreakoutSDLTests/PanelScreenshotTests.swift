@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Dynamics
import Foundation
import Testing
import WindowTestKit
@testable import WindowKit

/// Screenshots of the panel and the banner for people to look at: saved to
/// `$BREAKOUT_SCREENSHOT_DIR` (default: the temporary folder) as `panel.bmp` and `banner.bmp`.
extension SDLTests {
    @Test func panelAndBannerScreenshots() throws {
        let folder = ProcessInfo.processInfo.environment["BREAKOUT_SCREENSHOT_DIR"] ?? FileManager.default.temporaryDirectory.path
        let path = try PanelTestSupport.configFile()
        let app = try PanelTestSupport.app(configPath: path, size: Size(width: 960, height: 720))
        for _ in 0..<10 { app.runFrame(elapsed: 1.0 / 60) }
        PanelTestSupport.openPanel(app)
        // A layout change, so the hint and the restart button show; focus on the lives stepper.
        if let plus = PanelTestSupport.frame(app, "level.rows", .plus) { PanelTestSupport.click(app, at: plus.center) }
        if let panel = app.settingsPanel, let lives = panel.keys.firstIndex(of: "rules.lives") {
            for _ in 0..<max(0, panel.focus - lives) { SyntheticEvent.keyPress(.up) }
        }
        app.runFrame(elapsed: 1.0 / 60)
        let panelShot = folder + "/panel.bmp"
        try app.window.saveScreenshot(to: panelShot)
        #expect(FileManager.default.fileExists(atPath: panelShot))

        // A bad edit while playing: the banner over the field.
        SyntheticEvent.keyPress(.tab)
        let text = try PanelTestSupport.read(path)
        try PanelTestSupport.edit(path, text.replacingOccurrences(of: "\nspeed = 450.0\n", with: "\nspeed = 5000.0\n")
            .replacingOccurrences(of: "\nshape = \"rectangle\"\n", with: "\nshape = \"round\"\n"))
        _ = PanelTestSupport.runFrames(app, for: 1.0) { app.banner?.error != nil }
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.banner?.error?.lines.count == 2)
        let bannerShot = folder + "/banner.bmp"
        try app.window.saveScreenshot(to: bannerShot)
        #expect(FileManager.default.fileExists(atPath: bannerShot))
    }
}
