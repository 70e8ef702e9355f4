/// LBreakoutHD's Plane of Inner Stability: the player picks a brick the ball cannot reach (an
/// indestructible one in the way, the genre's last-brick problem) and it breaks, for a tenth
/// of the score instead of its points.
///
/// ```swift
/// game.destroyBrick(12)   // performs a BrickDestroyedAction, kept in the replay
/// ```
final class BrickDestroyedAction: GameAction {
    let brick: Int
    private var score = 0

    init(brick: Int) { self.brick = brick }

    /// What destroying a brick costs: a tenth of the score (rounded down).
    static func cost(of score: Int) -> Int { score / 10 }

    override func apply(to game: Game) {
        score = game.state.score
        game.state.score -= BrickDestroyedAction.cost(of: score)
        cause(BrickBrokenAction(brick: brick, scores: false))
    }

    override func revert(on game: Game) { game.state.score = score }
}
