import Dynamics

/// LBreakout2's hot-seat: two to four players take turns at one machine. Each plays a game of
/// their own, from the same levels and seed (their levels, score and lives are theirs); a
/// turn ends when its player loses a life, and the next player whose game is not over takes
/// over where they left off. It is over when every player's game is.
///
/// ```swift
/// let seat = HotSeat(names: ["Ann", "Bob"], rules: GameRules(), levels: .generated, seed: 7)
/// if let change = seat.step(input) { print("\(seat.players[change.to].name)'s turn") }
/// ```
public final class HotSeat {
    public struct Player {
        public let name: String
        public let game: Game
    }

    /// A turn passing from one player to another (indices into `players`).
    public struct TurnChange: Hashable, Sendable {
        let from: Int
        public let to: Int
    }

    public static let playerCount = 2...4

    public let players: [Player]
    /// Whose turn it is.
    public private(set) var current = 0

    public init(names: [String], rules: GameRules, levels: LevelSequence, seed: UInt64,
                fieldSize: Size? = nil) {
        precondition(HotSeat.playerCount.contains(names.count), "HotSeat: 2 to 4 players, got \(names.count)")
        players = names.map { Player(name: $0, game: Game(rules: rules, levels: levels, seed: seed, fieldSize: fieldSize)) }
    }

    /// The game being played now.
    public var game: Game { players[current].game }

    /// Whether every player's game is over.
    public var isOver: Bool { players.allSatisfy { $0.game.state.phase == .gameOver } }

    /// Steps the current player's game; after a lost life (or the end of their game) the turn
    /// passes to the next player still playing, and the change is returned.
    @discardableResult
    public func step(_ input: GameInput) -> TurnChange? {
        let game = self.game
        let lives = game.state.lives
        game.step(input)
        guard game.state.lives < lives || game.state.phase == .gameOver else { return nil }
        return passTurn()
    }

    /// The next player (after the current one, in turn) whose game is not over.
    private func passTurn() -> TurnChange? {
        for k in 1...players.count {
            let next = (current + k) % players.count
            guard players[next].game.state.phase != .gameOver else { continue }
            guard next != current else { return nil }
            let change = TurnChange(from: current, to: next)
            current = next
            return change
        }
        return nil
    }

    /// Everyone's result, best score first.
    var standings: [(name: String, score: Int, level: Int)] {
        players.map { ($0.name, $0.game.state.score, $0.game.state.levelNumber) }.sorted { $0.score > $1.score }
    }

    /// Resizes every player's field (the window changed).
    func relayout(size: Size) {
        for player in players where player.game.layout.size != size { player.game.relayout(size: size) }
    }
}
