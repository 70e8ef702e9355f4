/// Every breakable brick is gone: the balls and capsules leave, a bonus of 100 points per
/// life left is added, and the game waits for the next level.
public final class LevelClearedAction: GameAction {
    private var balls: [BallRemoval] = []
    private var capsules: [CapsuleRemoval] = []
    private var previous: (score: Int, phase: GamePhase, explosions: [PendingExplosion])?
    private var bonus = 0
    private var remaining: [[Int]] = []

    override public func apply(to game: Game) {
        previous = (game.state.score, game.state.phase, game.state.pendingExplosions)
        balls = game.state.balls.map(\.id).compactMap { BallRemoval($0, from: game) }
        capsules = game.state.capsules.map(\.id).compactMap { CapsuleRemoval($0, from: game) }
        bonus = 100 * game.state.lives
        game.state.score += bonus
        game.state.pendingExplosions = []
        game.state.phase = .levelCleared
        remaining = [game.state.bricks.filter(\.isAlive).map(\.id)]
    }

    override public func revert(on game: Game) {
        guard let p = previous else { return }
        (game.state.score, game.state.phase, game.state.pendingExplosions) = p
        for c in capsules.reversed() { c.restore(on: game) }
        for b in balls.reversed() { b.restore(on: game) }
    }

    override public var effect: ActionEffect? { .levelCleared(bonus: bonus, remaining: remaining) }
}
