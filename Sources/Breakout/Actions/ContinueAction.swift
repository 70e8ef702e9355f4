/// LBreakoutHD's continue: a game that is over goes on where it ended, for its score. The
/// score goes to 0 (the finished run is in the chart already), the lives are the ones a new
/// game starts with, and the next ball waits on the paddle.
///
/// ```swift
/// game.buyContinue()   // performs a ContinueAction, kept in the replay
/// ```
final class ContinueAction: GameAction {
    private var previous: (score: Int, lives: Int, combo: Int, phase: GamePhase)?

    override func apply(to game: Game) {
        let s = game.state
        previous = (s.score, s.lives, s.combo, s.phase)
        game.state.score = 0
        game.state.lives = game.rules.startingLives
        game.state.combo = 0
        game.state.phase = .serving
    }

    override func revert(on game: Game) {
        guard let p = previous else { return }
        (game.state.score, game.state.lives, game.state.combo, game.state.phase) = p
    }
}
