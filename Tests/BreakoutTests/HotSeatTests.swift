import Dynamics
import Foundation
import Testing
@testable import Breakout

/// The hot-seat: players take turns, a turn ends with a lost life, each keeps their own
/// level, score and lives, and it ends when every game is over.
@Suite struct HotSeatTests {
    @Test func aLostLifeEndsTheTurnAndEachPlayerKeepsTheirOwnGame() throws {
        var rules = GameRules()
        rules.lives = 2
        let seat = HotSeat(names: ["Ann", "Bob", "Cy"], rules: rules, levels: .list([testLevel()]), seed: 4)
        #expect(seat.current == 0)
        // Ann serves and nobody moves the paddle: the ball is lost, and Bob's turn begins.
        var change: HotSeat.TurnChange?
        seat.step(GameInput(launch: true))
        for _ in 0..<(30 * Game.stepsPerSecond) where change == nil { change = seat.step(GameInput(paddleX: 0)) }
        #expect(change == HotSeat.TurnChange(from: 0, to: 1))
        #expect(seat.players[0].game.state.lives == 1, "Ann lost one of her lives")
        #expect(seat.players[1].game.state.lives == 2 && seat.players[1].game.stepIndex == 0, "Bob starts fresh")
        // Bob plays well for a while: his score is his own.
        var autoplayer = Autoplayer()
        for _ in 0..<(5 * Game.stepsPerSecond) where seat.current == 1 { seat.step(autoplayer.input(for: seat.game)) }
        #expect(seat.players[1].game.state.score > 0)
        #expect(seat.players[0].game.state.score != seat.players[1].game.state.score || seat.players[0].game.state.score == 0)
        #expect(seat.players[2].game.stepIndex == 0, "Cy has not played yet")
    }

    @Test func aFinishedPlayerIsSkippedAndTheSeatEndsWhenEveryGameIsOver() {
        var rules = GameRules()
        rules.lives = 1
        let seat = HotSeat(names: ["Ann", "Bob"], rules: rules, levels: .list([testLevel()]), seed: 2)
        var turns: [HotSeat.TurnChange] = []
        for _ in 0..<(120 * Game.stepsPerSecond) where !seat.isOver {
            let game = seat.game
            // Serve, then leave the paddle at the edge: each life is lost quickly.
            if let change = seat.step(GameInput(paddleX: 0, launch: game.state.phase == .serving)) { turns.append(change) }
        }
        #expect(seat.isOver)
        #expect(turns == [HotSeat.TurnChange(from: 0, to: 1)], "Ann's one life, then Bob's; no turn goes back to Ann")
        #expect(seat.standings.count == 2)
        #expect(seat.standings[0].score >= seat.standings[1].score)
    }
}
