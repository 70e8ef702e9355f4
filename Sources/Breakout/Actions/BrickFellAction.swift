/// A physical brick fell out past the bottom of the field: it breaks there, as if hit for
/// the last time (its points, its extra's capsule, the combo), so a level whose bricks all
/// fall is cleared.
final class BrickFellAction: GameAction {
    let brick: Int
    /// The hits it had left, for undo (breaking takes them all).
    private var hitsLeft = 0

    init(brick: Int) { self.brick = brick }

    override func apply(to game: Game) {
        guard game.state.bricks[brick].isAlive else { return }
        hitsLeft = game.state.bricks[brick].hitsLeft
        cause(BrickBrokenAction(brick: brick))
    }

    override func revert(on game: Game) {
        game.state.bricks[brick].hitsLeft = hitsLeft
    }
}
