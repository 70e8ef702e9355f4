@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import Dynamics
import Foundation
import Testing
import WindowTestKit

/// The extras in the window: the timed ones as chips under the HUD, the extra floor, laser
/// shots, the sticky paddle's tint, and darkness over the field.
@Suite(.serialized, .oneWindowTestAtATime) @MainActor struct ExtrasDrawingTests {
    func catchExtra(_ extra: Extra, _ game: Game) {
        let drop = CapsuleDropAction(extra: extra, at: Point(x: game.paddleX, y: game.paddleRect.minY))
        game.perform(drop)
        game.perform(ExtraCaughtAction(capsule: game.state.capsules.last!.id))
    }

    @Test func timedExtrasShowAsChipsAndTheFloorAndShotsAreDrawn() throws {
        let app = try TestSDL.app()
        app.game.step(GameInput(launch: true))
        for extra in [Extra.extraFloor, .laser, .stickyPaddle] { catchExtra(extra, app.game) }
        app.game.step(GameInput(fire: true))
        app.runFrame(elapsed: 0)
        let pixels = try Pixels(app.window)
        if let path = ProcessInfo.processInfo.environment["BREAKOUT_SCREENSHOT_DIR"] {
            try? app.window.saveScreenshot(to: path + "/extras.bmp")
        }
        // Three chips in a row under the band, in the extras' colours (all good: green).
        let chips = Rect(x: 8, y: HUD.height + 4, width: 62 * 3, height: 16)
        #expect(pixels.count(in: chips, near: 0x3DDC97, tolerance: 60) > 600)
        // The floor: a bar along the bottom of the field.
        let o = app.fieldOrigin
        let size = app.game.layout.size
        let floor = Rect(x: o.x + 10, y: o.y + size.height - 4, width: size.width - 20, height: 4)
        #expect(pixels.count(in: floor, near: 0xFFD25A, tolerance: 40) > Int(size.width))
        // A shot above the paddle.
        let shot = try #require(app.game.state.shots.first.flatMap { app.game.shotCenter($0.id) })
        let around = Rect(x: o.x + shot.x - 3, y: o.y + shot.y - 8, width: 6, height: 16)
        #expect(pixels.count(in: around, near: 0xFF4FD8, tolerance: 60) > 10)
    }

    @Test func darknessHidesTheBricksAwayFromTheBall() throws {
        let app = try TestSDL.app()
        app.game.step(GameInput(launch: true))
        app.runFrame(elapsed: 0)
        let o = app.fieldOrigin
        let far = app.game.brickRect(0).offsetBy(dx: o.x, dy: o.y).center
        let lit = try Pixels(app.window).rgb(far)
        catchExtra(.darkness, app.game)
        app.runFrame(elapsed: 0)
        let pixels = try Pixels(app.window)
        if let path = ProcessInfo.processInfo.environment["BREAKOUT_SCREENSHOT_DIR"] {
            try? app.window.saveScreenshot(to: path + "/darkness.bmp")
        }
        let dark = pixels.rgb(far)
        func brightness(_ c: UInt32) -> Int { Int((c >> 16) & 0xFF) + Int((c >> 8) & 0xFF) + Int(c & 0xFF) }
        #expect(brightness(dark) * 4 < brightness(lit))
        // The paddle stays lit (it glows white as the capsule is caught).
        let paddle = app.game.paddleRect.offsetBy(dx: o.x, dy: o.y)
        #expect(brightness(pixels.rgb(paddle.center)) > 450)
    }
}

/// Debris never hides the paddle or a ball: it is drawn under them, and faint near them.
@Suite struct DebrisVisibilityTests {
    @Test func debrisNearThePaddleOrABallIsFaint() {
        let paddle = Rect(x: 350, y: 560, width: 100, height: 12)
        let ball = Rect(x: 100, y: 300, width: 12, height: 12)
        let piece = Size(width: 60, height: 20)
        // On the paddle, just beside it, on a ball: faint.
        #expect(FieldRenderer.debrisVisibility(center: Point(x: 400, y: 566), size: piece, keepClear: [paddle, ball]) == 0.3)
        #expect(FieldRenderer.debrisVisibility(center: Point(x: 470, y: 570), size: piece, keepClear: [paddle, ball]) == 0.3)
        #expect(FieldRenderer.debrisVisibility(center: Point(x: 110, y: 290), size: piece, keepClear: [paddle, ball]) == 0.3)
        // Elsewhere on the floor: as it is.
        #expect(FieldRenderer.debrisVisibility(center: Point(x: 650, y: 590), size: piece, keepClear: [paddle, ball]) == 1)
    }
}
