import Dynamics

/// A ball (or an explosion) hits a brick: it loses a hit, and breaks when none are left.
/// An indestructible brick only counts as a touch.
final class BrickHitAction: GameAction {
    let ball: Int?
    let brick: Int
    let point: Point?
    /// Explosions break a brick whatever its hits.
    let destroys: Bool
    private var previousHits = 0
    private var previousTouch: Int?
    private var previousScore = 0
    private var landed = false

    public init(ball: Int?, brick: Int, at point: Point?, destroys: Bool = false) {
        self.ball = ball
        self.brick = brick
        self.point = point
        self.destroys = destroys
    }

    override func apply(to game: Game) {
        let b = game.state.bricks[brick]
        landed = b.isAlive
        guard landed else { return }
        if let ball, let i = game.state.ballIndex(ball) {
            previousTouch = game.state.balls[i].lastUsefulContactStep
            game.state.balls[i].lastUsefulContactStep = step
        }
        guard b.kind.isBreakable else { return }
        damagedRect = game.brickRect(brick)
        previousHits = b.hitsLeft
        previousScore = game.state.score
        game.state.bricks[brick].hitsLeft = destroys ? 0 : b.hitsLeft - 1
        if game.state.bricks[brick].hitsLeft <= 0 {
            cause(BrickBrokenAction(brick: brick))
        } else {
            game.state.score += 5
        }
    }

    override func revert(on game: Game) {
        guard landed else { return }
        if let ball, let previousTouch, let i = game.state.ballIndex(ball) {
            game.state.balls[i].lastUsefulContactStep = previousTouch
        }
        guard game.state.bricks[brick].kind.isBreakable else { return }
        game.state.bricks[brick].hitsLeft = previousHits
        game.state.score = previousScore
    }

    private var damagedRect: Rect?
    override var effect: ActionEffect? {
        guard landed, subactions.isEmpty, let rect = damagedRect else { return nil }
        return .brickDamaged(brick: brick, rect: rect, hitsLeft: previousHits - 1)
    }
}
