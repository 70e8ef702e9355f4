/// Which paddle: the bottom one (player one, the paddle of every other game) or the top one
/// (player two in a duel).
public enum PaddleSide: String, Hashable, Codable, Sendable, CaseIterable {
    case bottom, top

    var other: PaddleSide { self == .bottom ? .top : .bottom }
}

/// A duel's score (LBreakout2's network game, on one field): two paddles, one at the bottom
/// and one at the top, and a frag for each ball that gets past the other's paddle. The first
/// to `fragLimit` wins; bricks are obstacles and points, and the level never runs out.
///
/// ```swift
/// let game = Game(rules: GameRules(), levels: .duel([arena]), seed: 7)
/// game.state.duel?.frags   // [bottom, top]
/// ```
public struct DuelState: Hashable, Codable, Sendable {
    /// Frags of the bottom and the top player, in that order.
    public var frags = [0, 0]
    public let fragLimit: Int
    /// Who serves next: the player who was fragged last (player one, at the bottom, first).
    var server = PaddleSide.bottom
    /// The winner, once one has `fragLimit` frags.
    public var winner: PaddleSide?

    init(fragLimit: Int) {
        self.fragLimit = max(1, fragLimit)
    }

    func frags(of side: PaddleSide) -> Int { frags[side == .bottom ? 0 : 1] }
}
