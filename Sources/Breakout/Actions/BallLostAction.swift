import Dynamics

/// A ball leaves the field through the bottom. When it was the last one, a life is lost.
final class BallLostAction: GameAction {
    let ball: Int
    private var removal: BallRemoval?

    public init(ball: Int) { self.ball = ball }

    override func apply(to game: Game) {
        guard let removal = BallRemoval(ball, from: game) else { return }
        self.removal = removal
        game.state.ballsLost += 1
        if game.state.balls.isEmpty && game.state.phase == .playing { cause(LifeLostAction()) }
    }

    override func revert(on game: Game) {
        guard let removal else { return }
        game.state.ballsLost -= 1
        removal.restore(on: game)
    }

    override var effect: ActionEffect? { removal.flatMap { $0.physics.map { .ballLost(at: $0.center) } } }
}
