import Breakout
import Dynamics

/// Two players at one window: the bottom paddle on the mouse and the arrows (or the first
/// pad), the top one on A, D and S (or the second pad), or on the computer (a
/// `DuelAutoplayer` at the rules' difficulty, which follows a change of it at once). Every
/// step takes both paddles' input.
///
/// ```swift
/// let driver = DuelDriver(game: Game(rules: rules, levels: .duel([LevelSequence.duelArena]), seed: 7))
/// ```
final class DuelDriver: ClockedDriver {
    let game: Game
    var clock = DuelDriver.windowClock()
    /// The computer's top paddle; nil when a second player has it.
    private var computer: DuelAutoplayer?

    init(game: Game, computer skill: Difficulty? = nil) {
        self.game = game
        computer = skill.map { DuelAutoplayer(side: .top, skill: $0) }
    }

    /// How fast the computer's paddle may move (points per second), as its difficulty says.
    var computerSpeed: Double? { computer?.maxSpeed }

    var policy: PlayPolicy { computer == nil ? .duel : .versusComputer }

    func step(_ controls: inout PlayerControls) -> DriverEvent? {
        let input = controls.takeInput(duel: computer == nil)
        game.step(computer.map { input.withTop($0.input(for: game)) } ?? input)
        return nil
    }

    func restart(rules: GameRules, levels: LevelSequence) -> (game: Game, player: String)? {
        game.restart()
        return nil
    }

    func adopt(_ rules: GameRules) {
        game.apply(rules)
        if computer != nil { computer = DuelAutoplayer(side: .top, skill: rules.difficulty) }
    }
}
