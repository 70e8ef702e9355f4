@_spi(Engine) @testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import Dynamics
import Foundation
import Testing
import WindowTestKit

/// Physical bricks in the window: drawn where their bodies are and turned as they turn (a
/// hit's flash too), with a line for the rod they hang from.
@Suite(.serialized, .oneWindowTestAtATime) @MainActor struct PhysicalBricksDrawingTests {
    @Test func aTurnedBrickIsDrawnTurnedAndARodAsALine() throws {
        let level = try LevelFile.parse("title: Moving\n..........\n..........\n..........\n..#....2..\n..........\nphysics:\n3,4 hang length=3\n8,4 spin speed=0\n",
                                        fileName: "moving.level")[0]
        let app = try TestSDL.app(level: level)
        let game = app.game
        let spinner = game.state.bricks.first { $0.placement.column == 7 }!.id
        let item = try #require(game.brickItems[spinner])
        var s = try #require(game.animator.state(of: item))
        s.rotation = Double.pi / 2
        game.animator.setState(s, of: item)
        // A hit flashes it where it is, turned; it is still drawn there.
        game.perform(BrickHitAction(ball: nil, brick: spinner, at: nil))
        app.runFrame(elapsed: 0.02)
        let pixels = try Pixels(app.window)
        if let path = ProcessInfo.processInfo.environment["BREAKOUT_SCREENSHOT_DIR"] {
            try? app.window.saveScreenshot(to: path + "/physical.bmp")
        }
        let o = app.fieldOrigin
        let rect = game.brickRect(spinner)
        let c = Point(x: rect.midX + o.x, y: rect.midY + o.y)
        let background = pixels.rgb(Point(x: c.x + rect.width, y: c.y))
        // Turned a quarter: the brick stands upright, so it covers a point above its centre
        // and leaves the point to its right, where it lay before, to the background.
        let above = Point(x: c.x, y: c.y - rect.width * 0.2), right = Point(x: c.x + rect.width * 0.35, y: c.y)
        #expect(Pixels.distance(pixels.rgb(above), background) > 60)
        #expect(Pixels.distance(pixels.rgb(right), background) < 40)
        // The pendulum's rod: a line from its top edge to the pivot three rows up.
        let pendulum = game.brickRect(game.state.bricks.first { $0.placement.column == 2 }!.id)
        let beside = pixels.rgb(Point(x: pendulum.midX + o.x - 20, y: pendulum.minY + o.y - 20))
        let onRod = (0..<20).filter { k in
            (-2...2).contains { dx in
                Pixels.distance(pixels.rgb(Point(x: pendulum.midX + o.x + Double(dx), y: pendulum.minY + o.y - 30 + Double(k))), beside) > 60
            }
        }
        #expect(onRod.count > 15)
    }
}
