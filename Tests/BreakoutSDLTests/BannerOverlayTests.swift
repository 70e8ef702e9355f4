@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Dynamics
import Foundation
import Testing

/// The banner: notices from loading show at start and fade; a click dismisses a message.
extension SDLTests {
    @Test func startupNoticesShowThenFade() throws {
        // No font file: the app notes it and falls back to the bitmap font.
        let app = try PanelTestSupport.app(configPath: nil, fontPaths: ["/nonexistent/breakout-test-font.ttf"])
        #expect(!app.notices.isEmpty)
        let banner = try #require(app.banner)
        #expect(banner.isVisible)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(banner.notices.count == 1)
        #expect(banner.notices.first?.lines == app.notices)
        let frame = try #require(banner.messageFrames().first?.1)
        #expect(try Pixels(app.window).count(in: frame.insetBy(dx: 6, dy: 6), near: 0x1E2A4A, tolerance: 30) > Int(frame.width))

        // The game goes on underneath.
        let step = app.game.stepIndex
        app.runFrame(elapsed: 1.0 / 60)
        #expect(app.game.stepIndex > step)

        let gone = PanelTestSupport.runFrames(app, for: 12, dt: 0.1) { !banner.isVisible }
        #expect(gone != nil)
        #expect(gone.map { $0 > 7 && $0 < 9.5 } == true, "faded after \(gone ?? -1) s")
        // New notices show again.
        app.notice("levels: something to say")
        app.runFrame(elapsed: 1.0 / 60)
        #expect(banner.notices.first?.lines == ["levels: something to say"])
    }

    @Test func aClickDismissesTheBannerAndDoesNotReachTheGame() throws {
        let app = try PanelTestSupport.app(configPath: nil)
        let banner = try #require(app.banner)
        banner.showErrors(title: "test", lines: ["breakout.toml:3: ball.speed: 5000 is out of range"])
        app.runFrame(elapsed: 1.0 / 60)
        #expect(banner.isVisible)
        let frame = try #require(banner.messageFrames().first?.1)
        PanelTestSupport.click(app, at: frame.center)
        #expect(!banner.isVisible)
        // The click was the banner's: no launch.
        for _ in 0..<5 { app.runFrame(elapsed: 1.0 / 60) }
        #expect(app.game.state.phase == .serving)
        // The same errors again stay dismissed; different ones show.
        banner.showErrors(title: "test", lines: ["breakout.toml:3: ball.speed: 5000 is out of range"])
        #expect(banner.error == nil)
        banner.showErrors(title: "test", lines: ["breakout.toml:4: ball.speed: 6000 is out of range"])
        #expect(banner.error != nil)
    }
}
