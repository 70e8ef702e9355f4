/// A duel's rally ran `DuelRally.limitSeconds` without a frag: it is called off, its balls
/// leave the field and the same player serves again, no frag to either.
final class RallyCalledAction: GameAction {
    private var removals: [BallRemoval] = []
    private var previousPhase = GamePhase.playing

    override func apply(to game: Game) {
        guard game.state.duel != nil, game.state.phase == .playing else { return }
        previousPhase = game.state.phase
        removals = game.state.balls.map(\.id).reversed().compactMap { BallRemoval($0, from: game) }
        game.state.phase = .serving
    }

    override func revert(on game: Game) {
        guard !removals.isEmpty else { return }
        for removal in removals.reversed() { removal.restore(on: game) }
        game.state.phase = previousPhase
    }

    override var effect: ActionEffect? { removals.isEmpty ? nil : .rallyCalled }
}
