import Dynamics

/// Anti-stuck: a ball that touched neither paddle nor brick for `stuckSeconds` is turned by
/// 20 to 40 degrees, so it leaves whatever loop it was in.
final class NudgeAction: GameAction {
    let ball: Int
    private var previousTouch: Int?

    init(ball: Int) { self.ball = ball }

    override func apply(to game: Game) {
        guard let i = game.state.ballIndex(ball), let s = game.ballState(ball) else { return }
        previousTouch = game.state.balls[i].lastUsefulContactStep
        game.state.balls[i].lastUsefulContactStep = step
        let magnitude = game.state.random.nextDouble(in: 0.35...0.7)
        let turn = game.state.random.nextDouble() < 0.5 ? -magnitude : magnitude
        game.setVelocity(s.velocity.rotated(by: turn), ofBall: ball)
    }

    override func revert(on game: Game) {
        if let previousTouch, let i = game.state.ballIndex(ball) { game.state.balls[i].lastUsefulContactStep = previousTouch }
    }

    override var effect: ActionEffect? { previousTouch == nil ? nil : .ballNudged(ball: ball) }
}
