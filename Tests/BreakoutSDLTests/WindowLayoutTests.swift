@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Dynamics
import Foundation
import Testing
import TestSupport
import WindowTestKit
@testable import WindowKit
@testable import Translations

/// Any window size: a band above the field up to about 4:3 (two rows when narrow), a side
/// panel and a 4:3 field in wide windows; nothing cut off, the pointer still on the paddle.
@Suite struct WindowLayoutUnitTests {
    @Test func wideWindowsGetASidePanelAndAFourByThreeField() {
        for size in [Size(width: 1280, height: 720), Size(width: 1920, height: 1080), Size(width: 1440, height: 900), Size(width: 2560, height: 1080)] {
            let layout = WindowLayout(window: size)
            #expect(layout.style == .side)
            #expect(abs(layout.field.width / layout.field.height - 4.0 / 3) < 0.02, "the field keeps its shape at \(size)")
            #expect(layout.field.maxX <= layout.panel.minX && layout.panel.maxX == size.width)
            #expect(layout.field.minY >= 0 && layout.field.maxY <= size.height)
        }
    }

    @Test func squareAndPortraitWindowsGetTheBandAboveTheField() {
        for size in [Size(width: 960, height: 720), Size(width: 800, height: 640), Size(width: 400, height: 500), Size(width: 420, height: 900)] {
            let layout = WindowLayout(window: size)
            #expect(layout.style == .top)
            #expect(layout.field.minY == layout.panel.maxY && layout.field.maxY == size.height && layout.field.width == size.width)
            #expect(layout.twoRows == (size.width < WindowLayout.oneRowWidth))
        }
    }
}

extension SDLTests {
    @Test func aWideWindowDrawsTheSidePanelAndTheFieldBesideIt() throws {
        let app = try TestSDL.app(size: Size(width: 1280, height: 720))
        for _ in 0..<3 { app.runFrame(elapsed: 1.0 / 60) }
        let layout = WindowLayout(window: app.window.size)
        // The game's own 800 x 600 field, scaled to fill the 4:3 area beside the panel.
        #expect(layout.style == .side && app.game.layout.size == Game.fieldSize)
        #expect(abs(app.viewport.scale - layout.field.width / 800) < 0.01)
        #expect(app.windowRect(Rect(origin: .zero, size: Game.fieldSize)).insetBy(dx: -1, dy: -1).contains(layout.field.center))
        let pixels = try Pixels(app.window)
        // The panel is the HUD's colour with the score's text on it; the field has bricks.
        let panel = layout.panel.insetBy(dx: 20, dy: 20)
        #expect(pixels.count(in: panel, near: AlertTestSupport.rgb(Palette.hudBand), tolerance: 8) > Int(panel.width * panel.height / 2))
        let score = Rect(x: panel.minX, y: 60, width: panel.width, height: 50)
        #expect(pixels.count(in: score, near: AlertTestSupport.rgb(Palette.hudText), tolerance: 60) > 20)
        let paddle = app.windowRect(app.game.paddleRect)
        #expect(pixels.count(in: paddle.insetBy(dx: 10, dy: 2), near: AlertTestSupport.rgb(Palette.paddle), tolerance: 60) > Int(paddle.width))
        // The pointer still steers the paddle: window points map into the scaled field beside the panel.
        let target = Point(x: (layout.field.minX + layout.field.width * 0.25).rounded(), y: layout.field.maxY - 30)
        SyntheticEvent.mouseMotion(to: target, pressed: false)
        app.runFrame(elapsed: 1.0 / 60)
        app.runFrame(elapsed: 1.0 / 60)
        #expect(abs(app.game.paddleX - app.viewport.field(at: target).x) < 1e-9)
        if let folder = ProcessInfo.processInfo.environment["BREAKOUT_SCREENSHOT_DIR"] {
            try app.window.saveScreenshot(to: folder + "/wide.bmp")
        }
    }

    @Test func aNarrowWindowPutsTheBandOnTwoRowsWithNothingCutOff() throws {
        let app = try TestSDL.app(size: Size(width: 420, height: 600))
        for _ in 0..<3 { app.runFrame(elapsed: 1.0 / 60) }
        let layout = WindowLayout(window: app.window.size)
        #expect(layout.twoRows && app.fieldOrigin.y >= 2 * WindowLayout.rowHeight)
        // The whole field is inside the window, below the band.
        let field = app.windowRect(Rect(origin: .zero, size: Game.fieldSize))
        #expect(field.minX >= 0 && field.maxX <= 420 + 0.5 && field.maxY <= 600 + 0.5)
        // The push meter (full: a push is ready) is on the second row, inside the window.
        let bar = Rect(x: 420 - 150, y: WindowLayout.rowHeight + 21, width: 80, height: 8)
        #expect(try Pixels(app.window).count(in: bar, near: AlertTestSupport.rgb(Palette.paddle), tolerance: 40) > 300)
    }
}

extension SDLTests {
    /// The sizes, wide, 4:3 and portrait: with a busy HUD (five timed extras, the FPS
    /// counter, PAUSED over the field), every element the HUD laid out lies inside the window
    /// and overlaps no other.
    /// A classic level in a 1280 x 720 window looks as in LBreakoutHD at that size: bricks
    /// of 2 : 1, twelve rows about 360 points tall, the field beside a panel a third wide.
    @Test func aClassicLevelKeepsItsBricksProportionsInTheWindow() throws {
        let path = try ClassicLevels.wall()
        let app = try TestSDL.app(TestSDL.options(size: Size(width: 1280, height: 720)) { $0.levels = try? LevelSequence.file(path) })
        app.runFrame(elapsed: 1.0 / 60)
        let scale = app.screen.viewport.scale
        let rects = app.game.state.bricks.map { app.game.brickRect($0.id) }
        let height = (rects.map(\.maxY).max()! - rects.map(\.minY).min()!) * scale
        #expect(abs(height - 360) <= 12, "twelve rows take \(height) points (LBreakoutHD: 360)")
        #expect(rects.allSatisfy { abs($0.width / $0.height - 2) < 1e-9 })
        let layout = WindowLayout(window: Size(width: 1280, height: 720), field: app.game.layout.size)
        #expect(layout.panel.width >= 380 && layout.panel.width <= 1280 / 3 + 1, "\(layout.panel)")
        // The bricks are drawn where they are: the first row's colour at its middle.
        let pixels = try Pixels(app.window)
        let first = rects.min { ($0.minY, $0.minX) < ($1.minY, $1.minX) }!
        let centre = Point(x: app.screen.fieldOrigin.x + first.midX * scale, y: app.screen.fieldOrigin.y + first.midY * scale)
        #expect(Pixels.distance(pixels.rgb(centre), AlertTestSupport.rgb(Palette.background)) > 40, "a brick is drawn at \(centre)")
    }

    @Test func everyHUDElementIsInsideTheWindowAndOverlapsNoOther() throws {
        let sizes = [Size(width: 1920, height: 1080), Size(width: 1280, height: 720), Size(width: 1024, height: 768),
                     Size(width: 2560, height: 1080), Size(width: 400, height: 700)]
        // In the game's own theme, and in LBreakoutHD's, whose life icons are wider; in
        // English, and in German and French, whose words are longer.
        _ = try TranslationCatalogs.compiled.get()
        let runs = [("default", "en"), ("default", "de"), ("default", "fr")] + (ThemeFilesTests.installed ? [("Standard", "en")] : [])
        for (theme, language) in runs {
        for size in sizes {
        try Localization.$override.withValue(language) {
            var settings = Settings()
            settings.display.theme = theme
            settings.display.showFPS = true
            let app = try TestSDL.app(settings: settings, size: size)
            app.game.step(GameInput(launch: true))
            for extra in [Extra.extraFloor, .laser, .stickyPaddle, .fastBalls, .explosiveBalls] {
                let drop = CapsuleDropAction(extra: extra, at: Point(x: app.game.paddleX, y: app.game.paddleRect.minY))
                app.game.perform(drop)
                app.game.perform(ExtraCaughtAction(capsule: app.game.state.capsules.last!.id))
            }
            app.setPaused(true)
            app.runFrame(elapsed: 1.0 / 60)
            let elements = app.screen.hud.elements
            let names = Set(elements.map { "\($0.name)" })
            #expect(names.isSuperset(of: ["score", "lives", "push", "extra", "fps", "paused"]), "\(size): \(names.sorted())")
            #expect(elements.filter { "\($0.name)" == "extra" }.count == 5, "\(size): every extra shows")
            let window = Rect(x: 0, y: 0, width: size.width, height: size.height)
            for e in elements {
                #expect(e.rect.minX >= window.minX - 0.5 && e.rect.maxX <= window.maxX + 0.5
                        && e.rect.minY >= window.minY - 0.5 && e.rect.maxY <= window.maxY + 0.5,
                        "\(size): \(e.name) at \(e.rect) leaves the window")
            }
            for i in elements.indices {
                for j in elements.indices where j > i {
                    let a = elements[i].rect, b = elements[j].rect
                    let w = min(a.maxX, b.maxX) - max(a.minX, b.minX), h = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                    #expect(w <= 0.5 || h <= 0.5, "\(theme) \(language) \(size): \(elements[i].name) \(a) overlaps \(elements[j].name) \(b)")
                }
            }
        }
        }
        }
    }
}
