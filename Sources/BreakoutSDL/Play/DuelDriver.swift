import Breakout
import Dynamics

/// Two players at one window: the bottom paddle on the mouse and the arrows (or the first
/// pad), the top one on A, D and S (or the second pad). Every step takes both paddles'
/// input from the controls.
///
/// ```swift
/// let driver = DuelDriver(game: Game(rules: rules, levels: .duel([LevelSequence.duelArena]), seed: 7))
/// ```
final class DuelDriver: ClockedDriver {
    let game: Game
    var clock = DuelDriver.windowClock()

    init(game: Game) { self.game = game }

    var isPlayed: Bool { true }
    var canRewind: Bool { true }
    var followsRules: Bool { true }
    var keepsReplay: Bool { true }

    func step(_ controls: inout PlayerControls) -> DriverEvent? {
        game.step(controls.takeInput(duel: true))
        return nil
    }

    func restart(rules: GameRules, levels: LevelSequence) -> (game: Game, player: String)? {
        game.restart()
        return nil
    }

    func adopt(_ rules: GameRules) { game.apply(rules) }
}
