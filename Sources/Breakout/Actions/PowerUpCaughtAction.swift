import Dynamics

/// The paddle catches a capsule and its power-up takes effect.
final class PowerUpCaughtAction: GameAction {
    /// How long timed power-ups last, in steps.
    static let widePaddleSteps = 15 * Game.stepsPerSecond
    static let slowBallsSteps = 10 * Game.stepsPerSecond
    let capsule: Int
    private var removal: CapsuleRemoval?
    private var previous: (wide: Int, slow: Int, lives: Int)?

    public init(capsule: Int) { self.capsule = capsule }

    var powerUp: PowerUp? { removal?.capsule.powerUp }

    override func apply(to game: Game) {
        guard let removal = CapsuleRemoval(capsule, from: game) else { return }
        self.removal = removal
        previous = (game.state.widePaddleUntil, game.state.slowBallsUntil, game.state.lives)
        switch removal.capsule.powerUp {
        case .widePaddle:
            game.state.widePaddleUntil = step + PowerUpCaughtAction.widePaddleSteps
        case .slowBalls:
            game.state.slowBallsUntil = step + PowerUpCaughtAction.slowBallsSteps
        case .extraLife:
            game.state.lives += 1
        case .multiball:
            // Each ball in play splits into three: two more at 25 degrees either side, oldest
            // balls first, until the balls in play reach `maxBalls`.
            var room = game.settings.maxBalls - game.state.balls.count
            for ball in game.state.balls where room > 0 {
                guard let s = game.ballState(ball.id) else { continue }
                for turn in [-0.436, 0.436] where room > 0 {
                    cause(SpawnBallAction(at: s.center, velocity: s.velocity.rotated(by: turn)))
                    room -= 1
                }
            }
        }
    }

    override func revert(on game: Game) {
        guard let removal, let previous else { return }
        (game.state.widePaddleUntil, game.state.slowBallsUntil, game.state.lives) = previous
        removal.restore(on: game)
    }

    override var effect: ActionEffect? { powerUp.map { .powerUpCaught($0) } }
}
