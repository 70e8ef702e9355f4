import Breakout
import Dynamics

/// The autoplayer plays (`--demo`, and the game under the title menu's settings panel): the
/// window's controls steer nothing, but a controller's tilt still leans gravity.
///
/// ```swift
/// let driver = DemoDriver(game: Game(rules: rules, levels: levels, seed: 7))
/// ```
final class DemoDriver: ClockedDriver {
    let game: Game
    var clock = DemoDriver.windowClock()
    private var autoplayer = Autoplayer()

    init(game: Game) { self.game = game }

    var policy: PlayPolicy { .demo }

    func step(_ controls: inout PlayerControls) -> DriverEvent? {
        var input = autoplayer.input(for: game)
        input.tilt = controls.tilt
        game.step(input)
        return nil
    }

    func restart(rules: GameRules, levels: LevelSequence) -> (game: Game, player: String)? {
        game.restart()
        return nil
    }

    func adopt(_ rules: GameRules) { game.apply(rules) }
}
