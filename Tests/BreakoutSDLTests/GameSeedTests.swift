@testable import Breakout
@testable import BreakoutSDL
import Dynamics
import Testing
import WindowTestKit

/// Which seed a game from the menus plays: `--seed` (or a test's options) gives every game
/// that seed, so a run can be repeated; without it each game takes one of its own.
extension SDLTests {
    @Test func aGivenSeedIsEveryMenuGamesSeed() throws {
        let host = try TestSDL.window(TestSDL.options(seed: 42) { $0.start = .titleMenu })
        for route in [Route.game(.generated), .game(.generated, hotSeatPlayers: 2), .game(.generated)] {
            let screen = try #require(host.go(to: route) as? GameScreen)
            #expect(screen.game.seed == 42, "\(route)")
            host.close(screen)
        }
    }

    @Test func withoutAGivenSeedEachMenuGameTakesItsOwn() throws {
        let host = try TestSDL.window(TestSDL.options(seed: 42) {
            $0.start = .titleMenu
            $0.newSeedEachGame = true
        })
        let first = try #require(host.go(to: .game(.generated)) as? GameScreen)
        #expect(first.game.seed != 42, "a seed of the game's own, not the first game's")
    }
}
