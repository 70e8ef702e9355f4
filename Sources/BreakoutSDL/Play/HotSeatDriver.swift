import Breakout
import Dynamics
import Translations

/// LBreakout2's hot-seat at one window: two to four players take turns, each with a game of
/// their own; a lost life passes the turn, and the screen shows the next player's game.
///
/// ```swift
/// let driver = HotSeatDriver(HotSeat(names: ["Ann", "Bob"], rules: rules, levels: levels, seed: 7))
/// ```
final class HotSeatDriver: ClockedDriver {
    private(set) var seat: HotSeat
    let seed: UInt64
    var clock = HotSeatDriver.windowClock()

    init(_ seat: HotSeat, seed: UInt64) {
        self.seat = seat
        self.seed = seed
    }

    var game: Game { seat.game }
    var policy: PlayPolicy { .hotSeat }
    /// Whose turn it is.
    var currentPlayer: String { seat.players[seat.current].name }
    var title: String? { tr("Hot-seat: %s", currentPlayer) }
    var hotSeat: HotSeat? { seat }

    func step(_ controls: inout PlayerControls) -> DriverEvent? {
        let finished = seat.game
        guard let change = seat.step(controls.takeInput(duel: false)) else { return nil }
        // The next player's paddle stays where they left it.
        controls.follow(seat.game)
        return .turnPassed(finished: finished, next: seat.game, player: seat.players[change.to].name)
    }

    /// Everyone starts over, player 1 first.
    func restart(rules: GameRules, levels: LevelSequence) -> (game: Game, player: String)? {
        seat = HotSeat(names: seat.players.map(\.name), rules: rules, levels: levels, seed: seed,
                       fieldSize: seat.game.layout.size)
        return (seat.game, seat.players[0].name)
    }

    /// Every player's game takes the new rules.
    func adopt(_ rules: GameRules) {
        for player in seat.players { player.game.apply(rules) }
    }
}
