import Dynamics

/// Sitting Ducks: the balls go to the ceiling and wait there, still, for the mini-game's
/// interval (a second, as LBreakoutHD's ball waits) before `DuckReleasedAction` drops them.
/// No duck is marked meanwhile.
///
/// ```swift
/// game.perform(BallToCeilingAction())   // the ball waits at game.ceilingPoint
/// ```
final class BallToCeilingAction: GameAction {
    private var previous: (mg: MiniGameState, held: [HeldBall])?
    private var moved: [(id: Int, state: DynamicItemState)] = []

    override func apply(to game: Game) {
        guard var mg = game.state.miniGame else { return }
        previous = (mg, game.state.heldBalls)
        mg.nextEventStep = step + mg.actionSteps
        game.state.miniGame = mg
        // A paddle's hold lets go first: the ball is the ceiling's now.
        let balls = game.state.balls, spacing = 2 * game.rules.ballRadius + 2
        game.state.heldBalls.removeAll { held in balls.contains { $0.id == held.ball } }
        for (k, ball) in balls.enumerated() {
            guard let item = game.ballItems[ball.id], var s = game.animator.state(of: item) else { continue }
            moved.append((ball.id, s))
            // More than one ball (a setting) wait side by side.
            let held = HeldBall(ball: ball.id, offset: (Double(k) - Double(balls.count - 1) / 2) * spacing,
                                velocity: .zero, anchor: .ceiling)
            game.state.heldBalls.append(held)
            s.center = game.holdPoint(of: held)
            s.velocity = .zero
            game.animator.setState(s, of: item)
        }
    }

    override func revert(on game: Game) {
        guard let previous else { return }
        (game.state.miniGame, game.state.heldBalls) = (previous.mg, previous.held)
        for m in moved.reversed() {
            if let item = game.ballItems[m.id] { game.animator.setState(m.state, of: item) }
        }
    }
}
