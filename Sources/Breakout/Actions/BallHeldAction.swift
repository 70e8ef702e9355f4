import Dynamics

/// The sticky paddle catches a ball: it rides on the paddle (an anchor attachment the game
/// moves with it) until launched, and keeps the reflection it had to leave with.
final class BallHeldAction: GameAction {
    let ball: Int
    let offset: Double
    let velocity: Vector
    private var held = false

    init(ball: Int, offset: Double, velocity: Vector) {
        self.ball = ball
        self.offset = offset
        self.velocity = velocity
    }

    override func apply(to game: Game) {
        guard !game.state.isHeld(ball), game.state.ballIndex(ball) != nil else { return }
        game.state.heldBalls.append(HeldBall(ball: ball, offset: offset, velocity: velocity))
        held = true
        // It waits at the hold point, still.
        if let item = game.ballItems[ball], var s = game.animator.state(of: item) {
            s.center = game.holdPoint(offset: offset)
            s.velocity = .zero
            game.animator.setState(s, of: item)
        }
    }

    override func revert(on game: Game) {
        if held { game.state.heldBalls.removeAll { $0.ball == ball } }
    }

    override var effect: ActionEffect? { held ? .ballHeld(ball: ball) : nil }
}

/// Space or a tap (or the sticky paddle running out) lets every ball the paddle holds go.
final class BallsReleasedAction: GameAction {
    private var released: [HeldBall] = []
    private var previous: [HeldBall] = []

    override func apply(to game: Game) {
        previous = game.state.heldBalls
        released = game.releaseAllHeld()
        for h in released {
            if let i = game.state.ballIndex(h.ball) { game.state.balls[i].lastUsefulContactStep = step }
        }
    }

    override func revert(on game: Game) {
        game.state.heldBalls = previous
    }

    override var effect: ActionEffect? { released.isEmpty ? nil : .ballsReleased(count: released.count) }
}
