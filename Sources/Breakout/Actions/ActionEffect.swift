import Geometry

/// What an action looks like, for the window to animate: what happened and where. The
/// model does not know how it is drawn.
public enum ActionEffect: Hashable, Sendable {
    /// A brick took a hit and still stands, with `hitsLeft`.
    case brickDamaged(brick: Int, rect: Rect, hitsLeft: Int)
    /// A brick broke.
    case brickBroken(brick: Int, rect: Rect, kind: BrickKind, tint: Int)
    /// A ball's hit left the brick as it was and the ball bounced off: an indestructible
    /// brick, or a weak ball's miss.
    case brickTouched(brick: Int)
    /// A ball under `extra` broke the brick its way: `.energyBalls` went through it,
    /// `.explosiveBalls` blew it up with its neighbours (the brick's own `brickBroken` follows).
    case brickBrokenByExtra(brick: Int, extra: Extra)
    /// A regenerating brick healed a hit.
    case brickHealed(brick: Int, hitsLeft: Int)
    /// A growing brick broke and these bricks grew around it.
    case bricksGrown(bricks: [Int])
    /// An explosive brick went off; `waves` are the bricks it takes, nearest first (BFS order).
    case explosion(brick: Int, center: Point, waves: [[Int]])
    /// A ball touched the paddle (`combo` bricks were broken since the last touch).
    case paddleHit(at: Point, combo: Int)
    case wallHit(at: Point)
    case ballServed(count: Int)
    case ballsPushed(count: Int)
    case ballSpawned(at: Point)
    case ballLost(at: Point)
    case lifeLost(livesLeft: Int)
    case capsuleDropped(extra: Extra, at: Point)
    case extraCaught(Extra)
    case extraExpired(Extra)
    /// The sticky paddle caught a ball.
    case ballHeld(ball: Int)
    /// Held balls were launched.
    case ballsReleased(count: Int)
    case shotFired(at: Point)
    /// The level is done; `remaining` are the indestructible bricks left, BFS order from the centre.
    case levelCleared(bonus: Int, remaining: [[Int]])
    case levelStarted(number: Int, title: String, author: String = "")
    /// Level `number` is a bonus level: this mini-game, until it ends.
    case bonusLevelStarted(number: Int, game: MiniGame)
    /// The player warped on with `bricksLeft` breakable bricks standing.
    case warped(bricksLeft: Int)
    /// A mini-game's success (a catch, a wave, a breakthrough) earned `points`.
    case miniGameScored(points: Int)
    case gameOver(score: Int)
    case ballNudged(ball: Int)
    /// A duel's ball got past a paddle: `by` scored; `frags` are bottom's and top's now.
    case fragged(by: PaddleSide, frags: [Int])
    /// The frag that won the duel.
    case duelWon(by: PaddleSide, frags: [Int])
    /// A duel's rally went on too long and was called off: the same player serves again.
    case rallyCalled
}

/// Effects composed one after another or together, as the window should play them.
public indirect enum AnimationPlan: Hashable, Sendable {
    case effect(ActionEffect)
    case serial([AnimationPlan])
    case parallel([AnimationPlan])

    /// Every effect in the plan, in order.
    public var effects: [ActionEffect] {
        switch self {
        case let .effect(e): return [e]
        case let .serial(plans), let .parallel(plans): return plans.flatMap(\.effects)
        }
    }
}
