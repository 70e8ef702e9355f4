/// After a cleared level: the next level's bricks, balls waiting on the paddle. A bonus
/// level (`BonusLevels.swift`) starts its mini-game in the arena; the lives stay as they are.
final class NextLevelAction: GameAction {
    private var previous: (number: Int, level: Level, bricks: BrickList, phase: GamePhase, heals: [PendingHeal],
                           miniGame: MiniGameState?)?
    private var title = ""
    private var author = ""
    private var bonus: MiniGame?

    override func apply(to game: Game) {
        previous = (game.state.levelNumber, game.state.level, game.state.bricks, game.state.phase, game.state.pendingHeals,
                    game.state.miniGame)
        game.state.pendingHeals = []
        let number = game.state.levelNumber + 1
        let seed = game.seed &+ UInt64(number)
        let level = game.levels.level(number, rules: game.rules, seed: seed)
        game.state.levelNumber = number
        game.state.level = level
        game.state.bricks = BrickList(level.bricks.enumerated().map { Brick(id: $0.offset, placement: $0.element) })
        game.state.phase = .serving
        game.state.miniGame = nil
        title = level.title
        author = level.author
        game.layoutForCurrentLevel()
        bonus = game.levels.bonusGame(at: number, rules: game.rules, seed: seed)
        if let bonus {
            game.state.miniGame = MiniGameRules.start(bonus, in: game)
            // Some boundaries follow the mini-game (Hunter's floor reaches the walls).
            game.rebuildBricks()
        }
    }

    override func revert(on game: Game) {
        guard let p = previous else { return }
        (game.state.levelNumber, game.state.level, game.state.bricks, game.state.phase, game.state.pendingHeals,
         game.state.miniGame) = p
        game.layoutForCurrentLevel()
    }

    override var effect: ActionEffect? {
        let number = previous.map { $0.number + 1 } ?? 0
        if let bonus { return .bonusLevelStarted(number: number, game: bonus) }
        return .levelStarted(number: number, title: title, author: author)
    }
}
