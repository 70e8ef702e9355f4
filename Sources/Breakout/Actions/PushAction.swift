/// The tap-push: every ball in play gets a kick of `pushStrength` points/s in a random,
/// upward-leaning direction. The cooldown starts again.
final class PushAction: GameAction {
    private var previousPushStep = 0
    private var count = 0

    override func apply(to game: Game) {
        previousPushStep = game.state.lastPushStep
        game.state.lastPushStep = step
        count = game.state.balls.count
        for ball in game.state.balls {
            guard let item = game.ballItems[ball.id] else { continue }
            // Up, within 70 degrees either side of vertical.
            let angle = -Double.pi / 2 + game.state.random.nextDouble(in: -1.22...1.22)
            game.physics.push(item, angle: angle, speed: game.rules.pushStrength)
        }
    }

    override func revert(on game: Game) {
        game.state.lastPushStep = previousPushStep
    }

    override var effect: ActionEffect? { .ballsPushed(count: count) }
}
