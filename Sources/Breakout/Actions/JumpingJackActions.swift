/// Jumping Jack: the jack was hit. Points (more each time), less time for the next, and
/// the jack jumps to a random empty cell.
final class JackJumpedAction: GameAction {
    private var previous: (mg: MiniGameState, score: Int)?
    private var placed: Game.PlacedBrick?
    private var earned = 0

    override func apply(to game: Game) {
        guard var mg = game.state.miniGame else { return }
        previous = (mg, game.state.score)
        earned = MiniGameRules.points(mg.maxScore, in: game)
        game.state.score += earned
        mg.maxScore += 500
        mg.runs += 1
        mg.actionSteps = max(MiniGameRules.seconds(3), mg.actionSteps * 95 / 100)
        mg.nextEventStep = step + mg.actionSteps
        game.state.miniGame = mg
        placed = JackJumpedAction.placeBrick(in: game)
        game.state.miniGame?.jack = placed?.id
    }

    override func revert(on game: Game) {
        if let placed { game.unplaceBrick(placed) }
        if let previous { (game.state.miniGame, game.state.score) = (previous.mg, previous.score) }
    }

    /// The jack in a random empty cell of the arena's top two thirds (away from the
    /// paddle), in one of LBreakout2's brick colours.
    static func placeBrick(in game: Game) -> Game.PlacedBrick? {
        guard let cell = game.randomEmptyCell(rows: 0...(game.state.level.rows * 2 / 3)) else { return nil }
        let tint = 10 + game.state.random.nextInt(below: 8)
        return game.placeBrick(.normal, tint: tint, at: cell)
    }

    /// The first jack, when the game is set up.
    static func place(in game: Game) -> Int? { placeBrick(in: game)?.id }

    override var effect: ActionEffect? { previous.map { _ in .miniGameScored(points: earned) } }
}
