/// The last ball is gone: one life less, the combo and timed power-ups end, and either the
/// next ball waits on the paddle or the game is over.
final class LifeLostAction: GameAction {
    private var previous: (lives: Int, combo: Int, phase: GamePhase, extras: ActiveExtras)?

    override func apply(to game: Game) {
        previous = (game.state.lives, game.state.combo, game.state.phase, game.state.extras)
        game.state.lives -= 1
        game.state.combo = 0
        // The timed extras end with the life; the paddle keeps its size (as in LBreakoutHD).
        game.state.extras = ActiveExtras()
        game.state.phase = game.state.lives > 0 ? .serving : .gameOver
    }

    override func revert(on game: Game) {
        guard let p = previous else { return }
        (game.state.lives, game.state.combo, game.state.phase, game.state.extras) = p
    }

    var isGameOver: Bool { previous.map { $0.lives <= 1 } ?? false }

    override var effect: ActionEffect? {
        guard let p = previous else { return nil }
        return p.lives <= 1 ? .gameOver(score: 0) : .lifeLost(livesLeft: p.lives - 1)
    }
}
