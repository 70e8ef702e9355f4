import Dynamics

/// A ball leaves the field through the bottom. When it was the last one, a life is lost
/// (a bonus level ends instead).
/// In a duel it leaves past either paddle, and the other player scores a frag.
final class BallLostAction: GameAction {
    let ball: Int
    /// The side it left through (a duel's top is open).
    let side: PaddleSide
    private var removal: BallRemoval?

    init(ball: Int, side: PaddleSide = .bottom) {
        self.ball = ball
        self.side = side
    }

    override func apply(to game: Game) {
        guard let removal = BallRemoval(ball, from: game) else { return }
        self.removal = removal
        game.state.ballsLost += 1
        if game.state.duel != nil {
            if game.state.phase == .playing { cause(FragAction(scorer: side.other)) }
        } else if game.state.balls.isEmpty && game.state.phase == .playing {
            // A bonus level ends with its last ball, at no cost in lives.
            cause(game.playsBonusLevel ? MiniGameOverAction(reason: "the ball is lost") : LifeLostAction())
        }
    }

    override func revert(on game: Game) {
        guard let removal else { return }
        game.state.ballsLost -= 1
        removal.restore(on: game)
    }

    override var effect: ActionEffect? { removal.flatMap { $0.physics.map { .ballLost(at: $0.center) } } }
}
