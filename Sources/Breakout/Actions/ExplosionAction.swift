import Dynamics

/// An explosive brick goes off: every brick around it (8 neighbours) breaks. Explosive
/// neighbours go off in turn a moment later, so chains cascade outward.
public final class ExplosionAction: GameAction {
    public let brick: Int
    private var removed: PendingExplosion?
    private var removedIndex = 0
    private var center = Point.zero
    private var neighbours: [Int] = []

    public init(brick: Int) { self.brick = brick }

    override public func apply(to game: Game) {
        guard let i = game.state.pendingExplosions.firstIndex(where: { $0.brick == brick }) else { return }
        removed = game.state.pendingExplosions.remove(at: i)
        removedIndex = i
        center = game.brickRect(brick).center
        neighbours = ExplosionAction.neighbours(of: brick, in: game.state)
        for n in neighbours { cause(BrickHitAction(ball: nil, brick: n, at: nil, destroys: true)) }
    }

    override public func revert(on game: Game) {
        if let removed { game.state.pendingExplosions.insert(removed, at: removedIndex) }
    }

    /// Live breakable bricks in the 8 cells around `brick`, in row-major order.
    static func neighbours(of brick: Int, in state: GameState) -> [Int] {
        let p = state.bricks[brick].placement
        return state.bricks.filter { b in
            b.isAlive && b.kind.isBreakable && b.id != brick
                && abs(b.placement.column - p.column) <= 1 && abs(b.placement.row - p.row) <= 1
        }.map(\.id)
    }

    override public var effect: ActionEffect? {
        removed == nil ? nil : .explosion(brick: brick, center: center, waves: [neighbours])
    }
}
