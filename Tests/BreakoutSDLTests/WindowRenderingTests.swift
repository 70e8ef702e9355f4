@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Dynamics
import Foundation
import Testing
import WindowTestKit

@Suite(.serialized, .oneWindowTestAtATime) @MainActor struct SDLTests {
    /// A known state drawn with the software renderer: bricks, paddle, ball and HUD are where
    /// the game says, in their colours.
    @Test func renderedFrameShowsBricksPaddleBallAndHUD() throws {
        let app = try TestSDL.app()
        app.runFrame(elapsed: 0)
        let pixels = try Pixels(app.window)
        let o = app.fieldOrigin
        // Every brick's centre has its brick colour (row colours differ, the background does not).
        let background = pixels.rgb(Point(x: o.x + 5, y: o.y + app.game.layout.size.height * 0.6))
        for brick in app.game.state.bricks {
            let c = app.game.brickRect(brick.id).offsetBy(dx: o.x, dy: o.y).center
            #expect(Pixels.distance(pixels.rgb(c), background) > 60, "brick \(brick.id) not drawn")
        }
        // The first row is red-ish, the second orange-ish: rows are coloured.
        let first = pixels.rgb(app.game.brickRect(0).offsetBy(dx: o.x, dy: o.y).center)
        let second = pixels.rgb(app.game.brickRect(10).offsetBy(dx: o.x, dy: o.y).center)
        #expect(Pixels.distance(first, second) > 40)
        // Paddle: its centre is paddle blue.
        let paddle = app.game.paddleRect.offsetBy(dx: o.x, dy: o.y)
        #expect(pixels.count(in: paddle.insetBy(dx: 10, dy: 2), near: 0x5AD1FF, tolerance: 60) > Int(paddle.width))
        // The serving ball sits on the paddle, white.
        let ball = app.game.servingBallCenters[0]
        #expect(Pixels.distance(pixels.rgb(Point(x: ball.x + o.x, y: ball.y + o.y)), 0xFFFFFF) < 40)
        // HUD band: dark, with light text somewhere in the score area.
        #expect(pixels.count(in: Rect(x: 8, y: 14, width: 100, height: 22), near: 0xE8ECFF, tolerance: 70) > 20)
        #expect(Pixels.distance(pixels.rgb(Point(x: 400, y: 2)), 0x0A0D1E) < 20)
    }

    /// Bricks that break disappear from the picture.
    @Test func brokenBrickIsNoLongerDrawn() throws {
        let app = try TestSDL.app()
        app.runFrame(elapsed: 0)
        let o = app.fieldOrigin
        let c = app.game.brickRect(3).offsetBy(dx: o.x, dy: o.y).center
        let before = try Pixels(app.window).rgb(c)
        app.game.perform(BrickHitAction(ball: nil, brick: 3, at: nil))
        for _ in 0..<40 { app.runFrame(elapsed: 1.0 / 60) }   // past the break animation
        let after = try Pixels(app.window).rgb(c)
        #expect(Pixels.distance(before, after) > 60)
    }

    /// `display.reduce_flashing`: the "flash" style whitens a broken brick and a damaged one
    /// (and shakes the damaged one); with it, both stay as dark as a fade, nothing white.
    @Test func reducedFlashingDrawsNoWhiteFlash() throws {
        /// The mean brightness (0...765) of brick 3's rect, a frame after it was hit.
        func brightness(reduced: Bool, kind: BrickKind) throws -> Double {
            var settings = Settings()
            settings.display.animationStyle = .flash
            settings.display.reduceFlashing = reduced
            settings.display.theme = "flat"   // plain shapes: a theme's sprites are tinted, not whitened
            let app = try TestSDL.app(level: TestSDL.level(kind: kind), settings: settings)
            app.runFrame(elapsed: 0)
            app.game.perform(BrickHitAction(ball: nil, brick: 3, at: nil))
            app.runFrame(elapsed: 1.0 / 60)
            let rect = app.game.brickRect(3).offsetBy(dx: app.fieldOrigin.x, dy: app.fieldOrigin.y).insetBy(dx: 4, dy: 3)
            let pixels = try Pixels(app.window)
            var sum = 0.0, n = 0.0
            for y in stride(from: rect.minY, to: rect.maxY, by: 2) {
                for x in stride(from: rect.minX, to: rect.maxX, by: 2) {
                    let c = pixels.rgb(Point(x: x, y: y))
                    sum += Double((c >> 16) & 0xFF) + Double((c >> 8) & 0xFF) + Double(c & 0xFF)
                    n += 1
                }
            }
            return sum / n
        }
        let flash = try brightness(reduced: false, kind: .normal), calm = try brightness(reduced: true, kind: .normal)
        #expect(flash > calm + 40, "broken: \(flash) without, \(calm) with reduced flashing")
        let hit = try brightness(reduced: false, kind: .multiHit(3)), calmHit = try brightness(reduced: true, kind: .multiHit(3))
        #expect(hit > calmHit + 60, "damaged: \(hit) without, \(calmHit) with reduced flashing")
    }

    /// `display.brick_patterns`: in the theme's look, each kind of brick shows a white shape
    /// of its own, so kinds differ in the bright pixels alone (what a player who cannot tell
    /// the colours apart still sees), and a normal brick stays plain.
    @Test func brickPatternsTellEveryKindApartWithoutColour() throws {
        let kinds: [BrickKind] = [.normal, .multiHit(3), .regenerating(2), .indestructible, .wall,
                                  .chaotic, .explosive, .extraBall, .growing, .multiHit(2)]
        let level = Level(title: "patterns", columns: kinds.count, rows: 1,
                          bricks: kinds.enumerated().map { BrickPlacement(column: $0.offset, row: 0, kind: $0.element) })
        /// Per brick, which sample points of its face are near white.
        func brightMasks(patterns: Bool) throws -> [[Bool]] {
            var settings = Settings()
            settings.display.brickPatterns = patterns
            let app = try TestSDL.app(level: level, settings: settings)
            app.runFrame(elapsed: 0)
            let pixels = try Pixels(app.window)
            return app.game.state.bricks.map { brick in
                let r = app.game.brickRect(brick.id).offsetBy(dx: app.fieldOrigin.x, dy: app.fieldOrigin.y).insetBy(dx: 2, dy: 2)
                var mask: [Bool] = []
                for y in stride(from: r.minY, to: r.maxY, by: 1) {
                    for x in stride(from: r.minX, to: r.maxX, by: 1) {
                        let c = pixels.rgb(Point(x: x, y: y))
                        mask.append(min((c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF) > 225)
                    }
                }
                return mask
            }
        }
        let plain = try brightMasks(patterns: false), patterned = try brightMasks(patterns: true)
        #expect(patterned[0] == plain[0], "a normal brick carries no pattern")
        for k in 1..<kinds.count {
            let bright = patterned[k].filter { $0 }.count, before = plain[k].filter { $0 }.count
            #expect(bright > before + 20, "\(kinds[k]): \(bright) bright points with patterns, \(before) without")
            for j in 0..<k {
                let differing = zip(patterned[j], patterned[k]).filter { $0 != $1 }.count
                #expect(differing > 20, "\(kinds[j]) and \(kinds[k]) differ in \(differing) bright points only")
            }
        }
    }
}
