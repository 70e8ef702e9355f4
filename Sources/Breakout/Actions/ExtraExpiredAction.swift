/// A timed extra runs out. What it held ends with it: the sticky paddle lets its balls go
/// with the velocities they stuck with.
final class ExtraExpiredAction: GameAction {
    let extra: Extra
    private var endStep = 0

    init(extra: Extra) { self.extra = extra }

    override func apply(to game: Game) {
        endStep = game.state.extras.endStep(extra)
        game.state.extras.end(extra)
        if extra == .stickyPaddle && game.state.paddleHoldsBalls { cause(BallsReleasedAction()) }
    }

    override func revert(on game: Game) {
        game.state.extras.restore(extra, endStep: endStep)
    }

    override var effect: ActionEffect? { .extraExpired(extra) }
}
