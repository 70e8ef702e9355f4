import Dynamics

/// A ball touches the paddle: the combo starts over (the rules then steer the ball).
final class PaddleHitAction: GameAction {
    let ball: Int
    let point: Point
    private var previousCombo = 0
    private var previousTouch: Int?

    init(ball: Int, at point: Point) {
        self.ball = ball
        self.point = point
    }

    override func apply(to game: Game) {
        previousCombo = game.state.combo
        game.state.combo = 0
        if let i = game.state.ballIndex(ball) {
            previousTouch = game.state.balls[i].lastUsefulContactStep
            game.state.balls[i].lastUsefulContactStep = step
        }
    }

    override func revert(on game: Game) {
        game.state.combo = previousCombo
        if let previousTouch, let i = game.state.ballIndex(ball) { game.state.balls[i].lastUsefulContactStep = previousTouch }
    }

    override var effect: ActionEffect? { .paddleHit(at: point, combo: previousCombo) }
}
