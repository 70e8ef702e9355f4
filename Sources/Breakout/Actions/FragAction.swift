/// A ball got past a duel player's paddle: a frag for the other player. At the frag limit
/// the game is won; when it was the last ball, the fragged player serves the next.
final class FragAction: GameAction {
    let scorer: PaddleSide
    private var previous: (duel: DuelState, phase: GamePhase)?

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
    }

    override func revert(on game: Game) {
        guard let previous else { return }
        game.state.duel = previous.duel
        game.state.phase = previous.phase
    }

    override var effect: ActionEffect? {
        guard let previous else { return nil }
        let now = previous.duel.frags(of: scorer)
        let frags = scorer == .bottom ? [now + 1, previous.duel.frags[1]] : [previous.duel.frags[0], now + 1]
        return now + 1 >= previous.duel.fragLimit ? .duelWon(by: scorer, frags: frags) : .fragged(by: scorer, frags: frags)
    }
}
