import Dynamics

/// Hunter: the ball hit a control, and the hunter moves a cell its way. Onto the prey, it
/// catches it; onto the frame, it takes the frame's brick's place and the game is over.
///
/// ```swift
/// game.perform(BrickHitAction(ball: ball, brick: rightControl, at: nil))   // causes HunterMovedAction
/// ```
final class HunterMovedAction: GameAction {
    let control: Int
    let move: HunterRules.Move
    private var from: GridCell?
    private var knocked: Int?
    private var rect = Rect.zero

    init(control: Int, move: HunterRules.Move) {
        self.control = control
        self.move = move
    }

    override func apply(to game: Game) {
        guard let hunt = game.state.miniGame?.hunt else { return }
        rect = game.brickRect(control)
        let cell = game.state.bricks[hunt.hunter].placement.cell
        from = cell
        let to = GridCell(column: cell.column + move.dx, row: cell.row + move.dy)
        if HunterRules.isOnFrame(to) {
            // The frame's brick gives way to the hunter, as LBreakoutHD draws it there.
            if let wall = game.brickID(at: to), game.state.bricks[wall].isAlive {
                knocked = wall
                game.state.bricks[wall].isAlive = false
                game.syncBrick(wall)
            }
            game.moveBrick(hunt.hunter, to: to)
            cause(MiniGameOverAction(reason: "the hunter ran into the wall"))
            return
        }
        game.moveBrick(hunt.hunter, to: to)
        if to == game.state.bricks[hunt.prey].placement.cell { cause(HunterCaughtAction()) }
    }

    override func revert(on game: Game) {
        guard let from, let hunt = game.state.miniGame?.hunt else { return }
        game.moveBrick(hunt.hunter, to: from)
        if let knocked {
            game.state.bricks[knocked].isAlive = true
            game.indexCells()
            game.syncBrick(knocked)
        }
    }

    /// The control flashes, as a hit brick does.
    override var effect: ActionEffect? { from.map { _ in .brickDamaged(brick: control, rect: rect, hitsLeft: 1) } }
}

/// Hunter: the hunter caught the prey. The catch's points, 1,000 more for the next, 5% less
/// time for it (from now), and the prey runs to a random empty cell inside the ground.
///
/// ```swift
/// game.perform(HunterCaughtAction())   // the prey is elsewhere, the clock starts over
/// ```
final class HunterCaughtAction: GameAction {
    private var previous: (mg: MiniGameState, score: Int)?
    private var preyFrom: GridCell?
    private var earned = 0

    override func apply(to game: Game) {
        guard var mg = game.state.miniGame, let hunt = mg.hunt else { return }
        previous = (mg, game.state.score)
        earned = MiniGameRules.points(mg.maxScore, in: game)
        game.state.score += earned
        mg.maxScore += 1000
        mg.runs += 1
        mg.actionSteps = mg.actionSteps * 95 / 100
        mg.nextEventStep = step + mg.actionSteps
        game.state.miniGame = mg
        // The hunter stands on the prey's cell now, so that cell is not free.
        if let cell = game.randomEmptyCell(rows: HunterRules.preyRows, columns: HunterRules.preyColumns) {
            preyFrom = game.state.bricks[hunt.prey].placement.cell
            game.moveBrick(hunt.prey, to: cell)
        }
    }

    override func revert(on game: Game) {
        guard let previous else { return }
        if let preyFrom, let hunt = previous.mg.hunt { game.moveBrick(hunt.prey, to: preyFrom) }
        (game.state.miniGame, game.state.score) = (previous.mg, previous.score)
    }

    override var effect: ActionEffect? { previous.map { _ in .miniGameScored(points: earned) } }
}
