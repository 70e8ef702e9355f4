import Breakout
import Dynamics

/// One player at the window (a test play from the editor too): every step takes the
/// controls' input.
///
/// ```swift
/// let driver = SoloDriver(game: Game(rules: rules, levels: levels, seed: 7))
/// ```
final class SoloDriver: ClockedDriver {
    let game: Game
    var clock = SoloDriver.windowClock()

    init(game: Game) { self.game = game }

    var policy: PlayPolicy { .solo }

    func step(_ controls: inout PlayerControls) -> DriverEvent? {
        game.step(controls.takeInput(duel: false))
        return nil
    }

    func restart(rules: GameRules, levels: LevelSequence) -> (game: Game, player: String)? {
        game.restart()
        return nil
    }

    func adopt(_ rules: GameRules) { game.apply(rules) }
}
