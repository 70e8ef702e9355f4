import Dynamics

/// Every breakable brick is gone: the balls and capsules leave, a bonus of 100 points per
/// life left is added, and the game waits for the next level.
final class LevelClearedAction: GameAction {
    private var balls: [BallRemoval] = []
    private var capsules: [CapsuleRemoval] = []
    private var previous: (score: Int, phase: GamePhase, explosions: [PendingExplosion], extras: ActiveExtras,
                           held: [HeldBall], shots: [Shot])?
    private var shotStates: [(Shot, DynamicItemState?)] = []
    private var bonus = 0
    private var remaining: [[Int]] = []
    /// A warp ends the level without the bonus.
    let withBonus: Bool

    init(withBonus: Bool = true) { self.withBonus = withBonus }

    override func apply(to game: Game) {
        previous = (game.state.score, game.state.phase, game.state.pendingExplosions, game.state.extras,
                    game.state.heldBalls, game.state.shots)
        game.state.heldBalls = []
        shotStates = game.state.shots.map { ($0, game.despawnShot($0.id)) }
        game.state.shots = []
        game.state.extras = ActiveExtras()
        balls = game.state.balls.map(\.id).compactMap { BallRemoval($0, from: game) }
        capsules = game.state.capsules.map(\.id).compactMap { CapsuleRemoval($0, from: game) }
        bonus = withBonus ? 100 * game.state.lives : 0
        game.state.score += bonus
        game.state.pendingExplosions = []
        game.state.phase = .levelCleared
        remaining = LevelClearedAction.cascade(of: game.state)
    }

    override func revert(on game: Game) {
        guard let p = previous else { return }
        (game.state.score, game.state.phase, game.state.pendingExplosions, game.state.extras) =
            (p.score, p.phase, p.explosions, p.extras)
        game.state.heldBalls = p.held
        game.state.shots = p.shots
        for (shot, s) in shotStates { if let s { game.spawnShot(shot.id, s) } }
        for c in capsules.reversed() { c.restore(on: game) }
        for b in balls.reversed() { b.restore(on: game) }
    }

    override var effect: ActionEffect? { .levelCleared(bonus: bonus, remaining: remaining) }

    /// The bricks still standing (indestructible ones), in rings outward from the grid's
    /// centre (BFS over the grid), for the cascade that clears them away.
    static func cascade(of state: GameState) -> [[Int]] {
        let columns = state.level.columns, rows = state.level.rows
        var standing: [GridCell: Int] = [:]
        for b in state.bricks where b.isAlive { standing[b.placement.cell] = b.id }
        guard !standing.isEmpty else { return [] }
        let center = GridCell(column: columns / 2, row: rows / 2)
        let rings = BreadthFirstSearch.levels(from: [center]) { $0.neighbours(.four, columns: columns, rows: rows) }
        return rings.map { $0.compactMap { standing[$0] } }.filter { !$0.isEmpty }
    }
}
