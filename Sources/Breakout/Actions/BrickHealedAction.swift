/// A regenerating brick left alone heals a hit, and waits to heal the next until whole.
final class BrickHealedAction: GameAction {
    let brick: Int
    private var previous: (hits: Int, heals: [PendingHeal])?
    private var healed = false

    init(brick: Int) { self.brick = brick }

    override func apply(to game: Game) {
        let b = game.state.bricks[brick]
        previous = (b.hitsLeft, game.state.pendingHeals)
        game.state.pendingHeals.removeAll { $0.brick == brick }
        guard b.isAlive, case let .regenerating(full) = b.kind, b.hitsLeft < full else { return }
        game.state.bricks[brick].hitsLeft += 1
        healed = true
        if b.hitsLeft + 1 < full {
            game.state.pendingHeals.append(PendingHeal(brick: brick, dueStep: step + game.healDelaySteps))
        }
    }

    override func revert(on game: Game) {
        guard let previous else { return }
        game.state.bricks[brick].hitsLeft = previous.hits
        game.state.pendingHeals = previous.heals
    }

    override var effect: ActionEffect? {
        guard healed, let previous else { return nil }
        return .brickHealed(brick: brick, hitsLeft: previous.hits + 1)
    }
}
