import Dynamics

/// A ball bounces off a wall: nothing changes but the sound.
final class WallHitAction: GameAction {
    let ball: Int
    let point: Point

    init(ball: Int, at point: Point) {
        self.ball = ball
        self.point = point
    }

    override func apply(to game: Game) {
        if game.state.extras.isActive(.chaoticBalls, at: game.stepIndex) { cause(ChaoticBounceAction(ball: ball)) }
    }

    override var effect: ActionEffect? { .wallHit(at: point) }
}
