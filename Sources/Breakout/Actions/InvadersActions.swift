/// Invaders: a new invader appears in one of the top four rows (at most 50 at once).
final class InvaderArrivedAction: GameAction {
    private var undo = MiniGameUndo()

    override func apply(to game: Game) {
        guard var mg = game.state.miniGame else { return }
        undo.previous = mg
        mg.nextEventStep = step + mg.actionSteps
        if mg.invaders.count < InvaderArrivedAction.maxInvaders, let cell = game.randomEmptyCell(rows: 0...3) {
            let placed = game.placeBrick(.normal, tint: 12 + game.state.random.nextInt(below: 6), at: cell)
            undo.placed = placed
            mg.invaders.append(MiniGameState.Invader(brick: placed.id, nextMoveStep: step + InvaderArrivedAction.moveDelay(mg, game)))
        }
        game.state.miniGame = mg
    }

    override func revert(on game: Game) { undo.restore(on: game) }

    /// Most invaders at once (LBreakoutHD's INVADERS_MAXLIMIT).
    static let maxInvaders = 50

    /// An invader moves down after the wave's interval, give or take 5%.
    static func moveDelay(_ mg: MiniGameState, _ game: Game) -> Int {
        mg.actionSteps * (95 + game.state.random.nextInt(below: 11)) / 100
    }
}

/// Invaders whose time has come move down a row, where the cell below is free.
final class InvadersMovedAction: GameAction {
    private var previous: MiniGameState?
    private var moved: [(brick: Int, from: GridCell)] = []

    override func apply(to game: Game) {
        guard var mg = game.state.miniGame else { return }
        previous = mg
        for k in mg.invaders.indices where mg.invaders[k].nextMoveStep <= step {
            let brick = mg.invaders[k].brick
            let cell = game.state.bricks[brick].placement.cell
            let below = GridCell(column: cell.column, row: cell.row + 1)
            mg.invaders[k].nextMoveStep = step + InvaderArrivedAction.moveDelay(mg, game)
            guard below.row < game.state.level.rows, game.isEmpty(below) else { continue }
            game.moveBrick(brick, to: below)
            moved.append((brick, cell))
        }
        game.state.miniGame = mg
    }

    override func revert(on game: Game) {
        for m in moved.reversed() { game.moveBrick(m.brick, to: m.from) }
        if let previous { game.state.miniGame = previous }
    }
}

/// An invader was shot down: its points, and when the wave's count is reached, the wave's
/// bonus and a faster, bigger next wave.
final class InvaderKilledAction: GameAction {
    let brick: Int
    private var previous: (mg: MiniGameState, score: Int)?
    private var waveBonus = 0

    init(brick: Int) { self.brick = brick }

    override func apply(to game: Game) {
        guard var mg = game.state.miniGame else { return }
        previous = (mg, game.state.score)
        mg.invaders.removeAll { $0.brick == brick }
        mg.killed += 1
        game.state.score += MiniGameRules.points(mg.invaderScore, in: game)
        if mg.killed >= mg.invaderLimit {
            waveBonus = MiniGameRules.points(mg.maxScore, in: game)
            game.state.score += waveBonus
            mg.runs += 1
            mg.killed = 0
            mg.maxScore += 1000
            mg.invaderScore += 100
            mg.actionSteps = mg.actionSteps * 95 / 100
            mg.invaderLimit = min(mg.invaderLimit + 2, InvaderArrivedAction.maxInvaders)
            game.state.miniGame = mg
            cause(InvaderWaveAction())
        } else {
            game.state.miniGame = mg
            // An empty field gets its next invader at once.
            if mg.invaders.isEmpty { cause(InvaderArrivedAction()) }
        }
    }

    override func revert(on game: Game) {
        if let previous { (game.state.miniGame, game.state.score) = (previous.mg, previous.score) }
    }

    override var effect: ActionEffect? { waveBonus > 0 ? .miniGameScored(points: waveBonus) : nil }
}

/// A new wave: the invaders left are cleared away, and 3 plus one per wave done arrive.
final class InvaderWaveAction: GameAction {
    private var previous: MiniGameState?
    private var cleared: [Int] = []

    override func apply(to game: Game) {
        guard var mg = game.state.miniGame else { return }
        previous = mg
        cleared = mg.invaders.map(\.brick)
        for brick in cleared {
            game.state.bricks[brick].isAlive = false
            game.syncBrick(brick)
        }
        mg.invaders = []
        game.state.miniGame = mg
        for _ in 0..<(3 + mg.runs) { cause(InvaderArrivedAction()) }
    }

    override func revert(on game: Game) {
        for brick in cleared {
            game.state.bricks[brick].isAlive = true
            game.syncBrick(brick)
        }
        if let previous { game.state.miniGame = previous }
    }
}
