/// Outbreak's numbers (LBreakoutHD's): infections per wave, and how many at once end it.
enum OutbreakRules {
    static let perWave = 20
    static let fatal = 10
}

/// Outbreak: a new infection appears while the wave has some left; ten active at once end
/// the game.
final class InfectionAction: GameAction {
    private var undo = MiniGameUndo()

    override func apply(to game: Game) {
        guard var mg = game.state.miniGame else { return }
        undo.previous = mg
        mg.nextEventStep = step + mg.actionSteps
        if mg.infections < OutbreakRules.perWave {
            undo.placed = InfectionAction.infect(in: game)
            mg.infections += 1
        }
        game.state.miniGame = mg
        if game.state.bricks.filter(\.isAlive).count >= OutbreakRules.fatal {
            cause(MiniGameOverAction(reason: "the outbreak got out of hand"))
        }
    }

    override func revert(on game: Game) { undo.restore(on: game) }

    /// An infection in a random empty cell, in one of LBreakout2's brick colours.
    static func infect(in game: Game) -> Game.PlacedBrick? {
        guard let cell = game.randomEmptyCell(rows: 0...(game.state.level.rows * 2 / 3)) else { return nil }
        return game.placeBrick(.normal, tint: 10 + game.state.random.nextInt(below: 8), at: cell)
    }
}

/// Outbreak: an infection was cured. Its points; and once none is left, or the wave has had
/// all its infections, the wave's bonus and a faster wave starting from three.
final class CuredAction: GameAction {
    private var previous: (mg: MiniGameState, score: Int, bricks: BrickList)?
    private var bonus = 0

    override func apply(to game: Game) {
        guard var mg = game.state.miniGame else { return }
        previous = (mg, game.state.score, game.state.bricks)
        game.state.score += MiniGameRules.points(mg.cureScore, in: game)
        let active = game.state.bricks.filter(\.isAlive).count
        guard active == 0 || mg.infections >= OutbreakRules.perWave else { return }
        bonus = MiniGameRules.points(mg.maxScore, in: game)
        game.state.score += bonus
        mg.runs += 1
        mg.maxScore += 1000
        mg.cureScore += 100
        mg.actionSteps = mg.actionSteps * 95 / 100
        mg.nextEventStep = step + mg.actionSteps
        mg.infections = 3
        game.state.miniGame = mg
        for brick in game.state.bricks where brick.isAlive {
            game.state.bricks[brick.id].isAlive = false
            game.syncBrick(brick.id)
        }
        for _ in 0..<3 { _ = InfectionAction.infect(in: game) }
    }

    override func revert(on game: Game) {
        guard let previous else { return }
        (game.state.miniGame, game.state.score) = (previous.mg, previous.score)
        if bonus > 0 {
            game.state.bricks = previous.bricks
            game.indexCells()
            game.rebuildBricks()
        }
    }

    override var effect: ActionEffect? { bonus > 0 ? .miniGameScored(points: bonus) : nil }
}
