import Dynamics

/// Sitting Ducks' arena and numbers, after LBreakoutHD's: eight ducks in a wide V, a prize
/// of 6,000 that grows by 1,000 with every hit in a row and falls back on a miss.
///
/// ```swift
/// let game = Game(rules: GameRules(), levels: .miniGame(.sittingDucks), seed: 7)
/// game.state.bricks.count   // 8: SittingDucksRules.places
/// ```
enum SittingDucksRules {
    /// The ducks' cells, in LBreakoutHD's order (its frame's columns 1-14 and rows 4-8 are
    /// our columns 0-13 and rows 3-7).
    static let places: [GridCell] = [(0, 7), (1, 5), (3, 4), (5, 3), (8, 3), (10, 4), (12, 5), (13, 7)]
        .map { GridCell(column: $0.0, row: $0.1) }
    /// The prize for the first hit, and again after a miss.
    static let baseScore = 6000
    /// How much the prize grows with each hit.
    static let prizeStep = 1000
    /// A duck is LBreakout2's plain brick `a`; the marked one its three-hit brick `c`, so
    /// it looks as it does there (flat: steel with three pips; themed: the `c` picture). A
    /// duck never loses a hit: every hit on one is the rule's.
    static let duck = (kind: BrickKind.normal, tint: 3)
    static let marked = (kind: BrickKind.multiHit(3), tint: 5)

    /// The arena: the eight ducks, ids 0-7 in `places` order.
    static func build(in game: Game) -> [Int] {
        let bricks = places.enumerated().map { k, cell in
            Brick(id: k, placement: BrickPlacement(column: cell.column, row: cell.row, kind: duck.kind, tint: duck.tint))
        }
        game.state.bricks = BrickList(bricks)
        game.indexCells()
        game.rebuildBricks()
        return bricks.map(\.id)
    }

    /// Marks duck `id` as the one to hit, or makes it an ordinary duck again (its cell and
    /// boundary stay).
    static func setMarked(_ id: Int, _ on: Bool, in game: Game) {
        let cell = game.state.bricks[id].placement.cell
        let look = on ? marked : duck
        game.state.bricks[id] = Brick(id: id, placement: BrickPlacement(column: cell.column, row: cell.row, kind: look.kind, tint: look.tint))
    }

    /// Whether the ball met `brick` on its way up. The contact has already bounced it, so
    /// where it is tells: below the brick, it met the bottom face (it was rising); above,
    /// the top face; beside it, a side face, which left its vertical course as it was. A
    /// hit with no ball (a laser shot) flies up.
    static func isRising(ball: Int?, at brick: Int, in game: Game) -> Bool {
        guard let ball, let s = game.ballState(ball) else { return true }
        let rect = game.brickRect(brick)
        if s.center.y > rect.maxY { return true }
        if s.center.y < rect.minY { return false }
        return s.velocity.dy < 0
    }
}
