/// A ball got past a duel player's paddle: a frag for the other player. At the frag limit
/// the game is won; when it was the last ball, the fragged player serves the next.
final class FragAction: GameAction {
    let scorer: PaddleSide
    private var previous: (duel: DuelState, phase: GamePhase)?
    /// The duel as the frag left it.
    private var after: DuelState?

    init(scorer: PaddleSide) { self.scorer = scorer }

    override func apply(to game: Game) {
        guard var duel = game.state.duel else { return }
        previous = (duel, game.state.phase)
        duel.frags[scorer == .bottom ? 0 : 1] += 1
        if duel.frags(of: scorer) >= duel.fragLimit {
            duel.winner = scorer
            game.state.phase = .gameOver
        } else if game.state.balls.isEmpty && game.state.phase == .playing {
            duel.server = scorer.other
            game.state.phase = .serving
        }
        game.state.duel = duel
        after = duel
    }

    override func revert(on game: Game) {
        guard let previous else { return }
        game.state.duel = previous.duel
        game.state.phase = previous.phase
    }

    override var effect: ActionEffect? {
        guard let after else { return nil }
        return after.winner != nil ? .duelWon(by: scorer, frags: after.frags) : .fragged(by: scorer, frags: after.frags)
    }
}
