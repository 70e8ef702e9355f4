/// The player skips the rest of the level (few bricks were left, `Game.canWarp`): the level
/// ends without its bonus and the next one starts, waiting for the serve.
final class WarpAction: GameAction {
    private var left = 0

    override func apply(to game: Game) {
        left = game.state.breakableLeft
        cause(LevelClearedAction(withBonus: false))
        cause(NextLevelAction())
    }

    override var effect: ActionEffect? { .warped(bricksLeft: left) }
}
