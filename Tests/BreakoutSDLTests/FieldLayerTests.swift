@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import Dynamics
import Testing
import TestSupport
@testable import WindowKit

/// The field's wallpaper, bricks and shadows are copied from a texture kept between frames
/// (`FieldRenderer.baseLayer`, a `LayerCache`) while they stay the same: the copy must show
/// the very pixels drawing them would, at every window size, and be drawn again when a brick
/// changes, not every frame.
@Suite(.serialized, .oneWindowTestAtATime) @MainActor struct FieldLayerTests {
    private func app(size: Size) throws -> TestApp {
        try TestSDL.app(TestSDL.options(size: size) { $0.levels = .list([TestSDL.level(columns: 10, rows: 4)]) })
    }

    /// The same frame drawn from the layer and drawn directly, pixel for pixel.
    private func bothWays(_ app: TestApp) throws -> (copied: Pixels, drawn: Pixels) {
        let layer = app.screen.field.baseLayer
        layer.isEnabled = true
        app.runFrame(elapsed: 0)
        let copied = try Pixels(app.window)
        layer.isEnabled = false
        let shown = app.appWindow.presentedFrames
        app.runFrame(elapsed: 0)
        #expect(app.appWindow.presentedFrames == shown + 1, "the frame drawn directly was shown")
        let drawn = try Pixels(app.window)
        layer.isEnabled = true
        return (copied, drawn)
    }

    private func differing(_ a: Pixels, _ b: Pixels) -> Int {
        zip(a.data, b.data).reduce(0) { $0 + (($1.0 & 0xFFFFFF) != ($1.1 & 0xFFFFFF) ? 1 : 0) }
    }

    /// 800 x 640 draws the field at its own size; 1000 x 700 and 1280 x 720 scale it by
    /// fractions, so its edges fall inside pixels.
    @Test(arguments: [Size(width: 800, height: 640), Size(width: 1000, height: 700), Size(width: 1280, height: 720)])
    func theCopyShowsThePixelsTheDrawsWould(size: Size) throws {
        let app = try app(size: size)
        app.runFrame(elapsed: 0)
        let layer = app.screen.field.baseLayer
        #expect(app.screen.field.hasWallpaper, "the game's own theme covers the field with a wallpaper")
        #expect(layer.redraws >= 1, "the layer was drawn into its texture")
        let (copied, drawn) = try bothWays(app)
        #expect(copied.data.count == drawn.data.count)
        #expect(differing(copied, drawn) == 0, "\(differing(copied, drawn)) pixels differ at \(size)")
    }

    @Test func theLayerIsDrawnAgainOnlyWhenABrickChanges() throws {
        let app = try app(size: Size(width: 1000, height: 700))
        app.runFrame(elapsed: 0)
        let layer = app.screen.field.baseLayer
        let start = layer.redraws
        for _ in 0..<30 { app.runFrame(elapsed: 1.0 / 60) }
        #expect(layer.redraws == start, "30 frames without a hit drew the layer \(layer.redraws - start) times")

        // A hit: the brick leaves the layer (its animation draws it over the copy), once.
        app.game.perform(BrickHitAction(ball: nil, brick: 35, at: nil))
        app.runFrame(elapsed: 1.0 / 60)
        #expect(layer.redraws == start + 1)
        let (copied, drawn) = try bothWays(app)
        #expect(differing(copied, drawn) == 0, "mid-animation, \(differing(copied, drawn)) pixels differ")
        for _ in 0..<60 { app.runFrame(elapsed: 1.0 / 60) }
        #expect(layer.redraws == start + 1, "the animation ran over the copy without drawing the layer again")
    }
}
