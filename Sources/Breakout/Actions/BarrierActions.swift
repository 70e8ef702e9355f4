import Dynamics

/// Barrier: the barrier (every brick below the top row) moves down a row. When its lowest
/// row reaches the paddle's, the game is over.
final class BarrierMovedAction: GameAction {
    private var previous: MiniGameState?
    private var moved: [(brick: Int, from: GridCell)] = []
    private var balls: [(id: Int, state: DynamicItemState)] = []

    override func apply(to game: Game) {
        guard var mg = game.state.miniGame else { return }
        previous = mg
        let rows = game.state.level.rows
        // Lowest first, so no brick moves onto one that has not moved yet.
        let barrier = game.state.bricks.filter { $0.isAlive && $0.placement.row > 0 }.sorted { $0.placement.row > $1.placement.row }
        let r = game.rules.ballRadius
        for brick in barrier {
            let from = brick.placement.cell
            let to = GridCell(column: from.column, row: from.row + 1)
            guard to.row < rows else { continue }
            game.moveBrick(brick.id, to: to)
            moved.append((brick.id, from))
            // A ball where the brick arrives is pushed out below it.
            let rect = game.layout.brickRect(column: to.column, row: to.row).insetBy(dx: -r, dy: -r)
            for ball in game.state.balls {
                guard var s = game.ballState(ball.id), rect.containsOnOrInside(s.center) else { continue }
                balls.append((ball.id, s))
                s.center = Point(x: s.center.x, y: rect.maxY + 1)
                if s.velocity.dy < 0 { s.velocity = Vector(dx: s.velocity.dx, dy: -s.velocity.dy) }
                if let item = game.ballItems[ball.id] { game.animator.setState(s, of: item) }
            }
        }
        mg.barrierMoves += 1
        mg.nextEventStep = step + mg.actionSteps
        game.state.miniGame = mg
        if barrier.contains(where: { $0.placement.row + 1 >= rows - 1 }) {
            cause(MiniGameOverAction(reason: "the barrier reached the paddle"))
        }
    }

    override func revert(on game: Game) {
        for m in moved.reversed() { game.moveBrick(m.brick, to: m.from) }
        if let previous { game.state.miniGame = previous }
    }
}

/// A ball broke through and hit the wall behind the barrier: points for the rows it had
/// left to fall, and a new barrier one row thicker (up to 12) and a little faster. The balls
/// go back below it, heading down (as LBreakoutHD sends the ball back).
final class BarrierBuiltAction: GameAction {
    private var previous: (mg: MiniGameState, score: Int, bricks: BrickList)?
    private var earned = 0
    private var balls: [(id: Int, state: DynamicItemState)] = []

    override func apply(to game: Game) {
        guard var mg = game.state.miniGame else { return }
        previous = (mg, game.state.score, game.state.bricks)
        let size = BarrierBuiltAction.thickness(level: mg.barrierLevel)
        let maxMoves = max(1, game.state.level.rows - 1 - size)
        let earned = max(0, maxMoves - mg.barrierMoves) * mg.maxScore / maxMoves / 100 * 100
        self.earned = MiniGameRules.points(earned, in: game)
        game.state.score += self.earned
        mg.runs += 1
        mg.barrierLevel += 1
        mg.barrierMoves = 0
        mg.maxScore += 1000
        mg.actionSteps = mg.actionSteps * 98 / 100
        mg.nextEventStep = step + mg.actionSteps
        game.state.miniGame = mg
        BarrierBuiltAction.build(level: mg.barrierLevel, in: game)
        let below = game.layout.brickRect(column: 0, row: BarrierBuiltAction.thickness(level: mg.barrierLevel)).maxY
        for ball in game.state.balls {
            guard let item = game.ballItems[ball.id], var s = game.animator.state(of: item) else { continue }
            balls.append((ball.id, s))
            s.center = Point(x: s.center.x, y: below + game.rules.ballRadius + 2)
            s.velocity = Vector(dx: s.velocity.dx, dy: abs(s.velocity.dy))
            game.animator.setState(s, of: item)
        }
    }

    override func revert(on game: Game) {
        guard let previous else { return }
        (game.state.miniGame, game.state.score) = (previous.mg, previous.score)
        game.state.bricks = previous.bricks
        game.indexCells()
        game.rebuildBricks()
    }

    /// Rows of barrier at a level: 2 more than the level, at most 12.
    static func thickness(level: Int) -> Int { min(2 + level, 12) }

    /// The arena for `level`: the wall to hit along the top row, the barrier under it.
    static func build(level: Int, in game: Game) {
        let columns = game.state.level.columns
        var bricks: [Brick] = []
        for column in 0..<columns {
            bricks.append(Brick(id: bricks.count, placement: BrickPlacement(column: column, row: 0, kind: .normal, tint: 18)))
        }
        for row in 1...thickness(level: level) {
            for column in 0..<columns {
                bricks.append(Brick(id: bricks.count, placement: BrickPlacement(column: column, row: row, kind: .normal, tint: 10 + row % 8)))
            }
        }
        game.state.bricks = BrickList(bricks)
        game.indexCells()
        game.rebuildBricks()
    }

    override var effect: ActionEffect? { previous.map { _ in .miniGameScored(points: earned) } }
}
