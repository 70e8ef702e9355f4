import Dynamics

/// An explosive brick goes off: every breakable brick around it (8 neighbours) breaks.
/// Explosive neighbours go off in turn a moment later, so chains cascade outward; the
/// effect carries the whole chain's rings (BFS order) for the ripple animation.
final class ExplosionAction: GameAction {
    let brick: Int
    private var removed: PendingExplosion?
    private var removedIndex = 0
    private var center = Point.zero
    private var waves: [[Int]] = []

    init(brick: Int) { self.brick = brick }

    override func apply(to game: Game) {
        guard let i = game.state.pendingExplosions.firstIndex(where: { $0.brick == brick }) else { return }
        removed = game.state.pendingExplosions.remove(at: i)
        removedIndex = i
        center = game.brickRect(brick).center
        waves = ExplosionAction.waves(from: brick, in: game)
        // This blast takes the first ring; explosive bricks in it carry the chain on later.
        for n in waves.dropFirst().first ?? [] { cause(BrickHitAction(ball: nil, brick: n, at: nil, destroys: true)) }
    }

    override func revert(on game: Game) {
        if let removed { game.state.pendingExplosions.insert(removed, at: removedIndex) }
    }

    /// The chain as it stands: rings of live bricks outward from `brick` (BFS order), the
    /// first ring being the brick itself.
    static func waves(from brick: Int, in game: Game) -> [[Int]] {
        let state = game.state
        let cells = ChainReaction.waves(from: state.bricks[brick].placement.cell,
                                        columns: state.level.columns, rows: state.level.rows) { cell in
            guard let id = game.brickID(at: cell), id == brick || state.bricks[id].isAlive else { return nil }
            return state.bricks[id].kind
        }
        return cells.map { ring in ring.compactMap { game.brickID(at: $0) } }
    }

    override var effect: ActionEffect? {
        removed == nil ? nil : .explosion(brick: brick, center: center, waves: Array(waves.dropFirst()))
    }
}
