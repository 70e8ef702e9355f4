@_spi(Engine) @testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import Dynamics
import Foundation
import Testing
import WindowTestKit
@testable import WindowKit

/// LBreakoutHD's Plane of Inner Stability in the window: the Esc menu's "Destroy a brick"
/// opens the picker over the waiting game, a click on a brick destroys it, a key cancels.
extension SDLTests {
    @Test func theEscMenuLetsAClickDestroyABrick() throws {
        let app = try AlertTestSupport.app(level: AlertTestSupport.level(bricks: 3), lives: 3)
        AlertTestSupport.launch(app)
        func click(_ p: Point) {
            SyntheticEvent.mouseButton(true, at: p)
            SyntheticEvent.mouseButton(false, at: p)
            app.runFrame(elapsed: 1.0 / 60)
        }
        func openPicker() throws {
            SyntheticEvent.keyPress(.escape)
            AlertTestSupport.run(app, seconds: 0.5)
            #expect(app.menu.isOpen)
            let k = try #require(PauseMenu.Choice.allCases.firstIndex(of: .destroyBrick))
            click(app.menu.layout(in: app.window.size, font: app.font).buttons[k].center)
            #expect(app.brickPicker.isOpen && !app.menu.isOpen)
        }
        try openPicker()
        if let folder = ProcessInfo.processInfo.environment["BREAKOUT_SCREENSHOT_DIR"] {
            try app.window.saveScreenshot(to: folder + "/plane-of-inner-stability.bmp")
        }
        // A key cancels: every brick stays.
        SyntheticEvent.keyPress(.letter("x"))
        app.runFrame(elapsed: 1.0 / 60)
        #expect(!app.brickPicker.isOpen && app.game.state.bricks.allSatisfy(\.isAlive))
        // A click on brick 1 destroys it, and only it.
        try openPicker()
        let viewport = app.viewport
        let center = app.game.brickRect(1).center
        click(Point(x: viewport.origin.x + center.x * viewport.scale, y: viewport.origin.y + center.y * viewport.scale))
        #expect(!app.brickPicker.isOpen)
        #expect(app.game.state.bricks.map(\.isAlive) == [true, false, true])
    }
}
