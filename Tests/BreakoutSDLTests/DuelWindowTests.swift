@_spi(Engine) @testable import Breakout
@testable import BreakoutSDL
import CSDL2
import Dynamics
import Foundation
import Testing
@testable import WindowKit

/// The duel at one keyboard: the title menu's Two players page starts it; A and D move the
/// top paddle and S serves for it; the HUD shows the frags; the alert names the winner.
extension SDLTests {
    @Test func twoPlayersDuelAtOneKeyboard() throws {
        let host = try Self.host(start: .titleMenu, size: Size(width: 1280, height: 720))
        Self.frames(host)
        let menu = try #require(host.top as? TitleMenuScreen)
        menu.choose(.twoPlayers, host: host)
        Self.frames(host)
        let page = try #require(host.top as? TwoPlayerMenuScreen)
        page.choose(.duel, host: host)
        Self.frames(host)
        let screen = try #require(host.top as? GameScreen)
        let game = screen.game
        #expect(game.state.duel != nil)

        // A moves the top paddle left, D right; the bottom paddle stays.
        let start = game.topPaddleX, bottom = game.paddleX
        SyntheticEvent.key(SDLK_a, down: true)
        for _ in 0..<20 { host.runFrame(elapsed: 1.0 / 60) }
        SyntheticEvent.key(SDLK_a, down: false)
        Self.frames(host)
        #expect(game.topPaddleX < start - 50, "A moves the top paddle left")
        #expect(abs(game.paddleX - bottom) < 0.5)
        SyntheticEvent.key(SDLK_d, down: true)
        for _ in 0..<10 { host.runFrame(elapsed: 1.0 / 60) }
        SyntheticEvent.key(SDLK_d, down: false)
        Self.frames(host)
        let movedRight = game.topPaddleX
        #expect(movedRight > game.layout.size.width / 2 - 250)

        // The top player's S does not serve for the bottom player; Space does.
        SyntheticEvent.keyPress(SDLK_s)
        Self.frames(host)
        #expect(game.state.phase == .serving)
        SyntheticEvent.keyPress(SDLK_SPACE)
        Self.frames(host)
        #expect(game.state.phase == .playing)
        let names = Set(screen.hud.elements.map { "\($0.name)" })
        #expect(names.contains("frags"), "\(names.sorted())")
        #expect(!names.contains("score") && !names.contains("push"), "a duel is scored in frags")

        // Past the bottom paddle, ten times: player two wins, and the alert says so.
        for _ in 0..<200 where game.state.phase != .gameOver {
            if game.state.phase == .serving {
                SyntheticEvent.keyPress(game.state.duel?.server == .top ? SDLK_s : SDLK_SPACE)
                Self.frames(host)
            }
            if let ball = game.state.balls.first?.id, var s = game.ballState(ball) {
                s.center = Point(x: 10, y: game.layout.size.height - 20)
                s.velocity = Vector(dx: 0, dy: 800)
                game.animator.setState(s, of: game.ballItems[ball]!)
            }
            Self.frames(host, 4)
        }
        #expect(game.state.duel?.winner == .top)
        #expect(game.state.duel?.frags == [0, Settings().fragLimit])
        #expect(screen.resultAlert.isVisible)
        #expect(screen.highScores.table.isEmpty, "a duel sets no high score")
    }
}
