import Breakout
import Dynamics
import Translations

/// Plays a recorded game back at play speed: exactly its settings, levels, seed, field and
/// input, step by step. At the end it says once whether the game reached the recorded state.
///
/// ```swift
/// let driver = ReplayDriver(try Replay.read(from: url))
/// ```
final class ReplayDriver: ClockedDriver {
    let game: Game
    let replay: Replay
    var clock = ReplayDriver.windowClock()
    private var player: ReplayPlayer
    /// Every recorded step has played.
    private(set) var hasEnded = false

    init(_ replay: Replay) {
        self.replay = replay
        game = replay.makeGame()
        player = ReplayPlayer(replay)
    }

    var policy: PlayPolicy { .replay }
    var ownRules: GameRules? { replay.rules }
    var replayHasEnded: Bool { hasEnded }

    func step(_ controls: inout PlayerControls) -> DriverEvent? {
        guard !player.isFinished else {
            // Once: the events recorded after the last step, and the news of the end.
            guard !hasEnded else { return nil }
            hasEnded = true
            player.finish(game)
            return .replayEnded(replay)
        }
        player.step(game)
        return nil
    }

    func restart(rules: GameRules, levels: LevelSequence) -> (game: Game, player: String)? {
        game.restart()
        player = ReplayPlayer(replay)
        hasEnded = false
        return nil
    }

    func adopt(_ rules: GameRules) {}
}
