/// After a cleared level: the next level's bricks, balls waiting on the paddle.
final class NextLevelAction: GameAction {
    private var previous: (number: Int, level: Level, bricks: BrickList, phase: GamePhase, heals: [PendingHeal])?
    private var title = ""
    private var author = ""

    override func apply(to game: Game) {
        previous = (game.state.levelNumber, game.state.level, game.state.bricks, game.state.phase, game.state.pendingHeals)
        game.state.pendingHeals = []
        let number = game.state.levelNumber + 1
        let level = game.levels.level(number, rules: game.rules, seed: game.seed &+ UInt64(number))
        game.state.levelNumber = number
        game.state.level = level
        game.state.bricks = BrickList(level.bricks.enumerated().map { Brick(id: $0.offset, placement: $0.element) })
        game.state.phase = .serving
        title = level.title
        author = level.author
        game.layoutForCurrentLevel()
    }

    override func revert(on game: Game) {
        guard let p = previous else { return }
        (game.state.levelNumber, game.state.level, game.state.bricks, game.state.phase, game.state.pendingHeals) = p
        game.layoutForCurrentLevel()
    }

    override var effect: ActionEffect? { .levelStarted(number: previous.map { $0.number + 1 } ?? 0, title: title, author: author) }
}
