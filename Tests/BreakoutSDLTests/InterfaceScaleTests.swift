@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import Dynamics
import Foundation
import Testing
import WindowTestKit
@testable import WindowKit

/// `display.interface_scale`: the screens lay out in a window that many times smaller and
/// are drawn that much larger, so text, the band, menus and panels grow while the field
/// still fills its room; the pointer lands where it is drawn; a small window gets only as
/// much of the scale as keeps 320 x 260 points.
@Suite(.serialized, .oneWindowTestAtATime) @MainActor struct InterfaceScaleTests {
    /// Light pixels (the status band's text) in the top `rows` pixel rows.
    static func lightPixels(_ app: TestApp, rows: Int) throws -> Int {
        let p = try app.window.readPixels()
        return p.pixels.prefix(rows * p.width).filter { c in min((c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF) > 150 }.count
    }

    @Test func theInterfaceGrowsAndThePointerStillLandsOnThePaddle() throws {
        var settings = Settings()
        settings.display.interfaceScale = 150
        let app = try TestSDL.app(settings: settings, size: Size(width: 960, height: 720))
        app.runFrame(elapsed: 0)
        #expect(app.window.desktopSize == Size(width: 960, height: 720))
        #expect(app.window.size == Size(width: 640, height: 480), "the screens lay out in 640 x 480 points")
        #expect(app.screen.viewport.origin.y * app.window.scale == 60, "the 40-point band is 60 pixels tall")
        let scaledText = try Self.lightPixels(app, rows: 60)

        // The mouse at a quarter of the desktop window's width: a quarter of the field.
        let field = app.screen.viewport
        EventPump.post(.mouseMove(to: Point(x: 240, y: 400)))
        app.runFrame(elapsed: 1.0 / 60)
        let expected = field.field(at: Point(x: 160, y: 400 / 1.5)).x
        #expect(abs(app.game.paddleX - app.game.clampPaddle(expected)) < 1, "paddle at \(app.game.paddleX), pointer over \(expected)")

        // Back to 100 from the settings (the panel or the file): at once, laid out again.
        var plain = settings
        plain.display.interfaceScale = 100
        _ = app.appWindow.settingsStore.change(plain)
        app.runFrame(elapsed: 0)
        #expect(app.window.size == Size(width: 960, height: 720))
        #expect(app.screen.viewport.origin.y * app.window.scale == 40)
        let text = try Self.lightPixels(app, rows: 40)
        // The same words, each letter 1.5 times as tall and wide: about 2.25 times the light.
        #expect(Double(scaledText) > 1.8 * Double(text), "the band's text: \(text) light pixels at 100, \(scaledText) at 150")
        #expect(app.screen.viewport.scale > field.scale, "the field fills its room at either scale")
    }

    /// A 400 x 300 window has room for 1.15 of a 2x scale: every screen keeps its 320 x 260.
    @Test func aSmallWindowGetsOnlyTheScaleItHasRoomFor() throws {
        var settings = Settings()
        settings.display.interfaceScale = 200
        let app = try TestSDL.app(settings: settings, size: Size(width: 400, height: 300))
        app.runFrame(elapsed: 0)
        #expect(abs(app.window.effectiveInterfaceScale - 300.0 / 260) < 1e-9)
        #expect(app.window.size.height == 260 && app.window.size.width >= 320)
    }
}
