@testable import Breakout
@testable import BreakoutNet
import Foundation
import Testing

/// Two lockstep sessions wired by an in-memory link that delays messages: they play the same
/// game; out-of-order or runaway inputs and a wrong hash stop the game with a reason; a
/// reconnect resends what the other side missed.
@Suite struct LockstepSessionTests {
    /// A link with `delay` ticks each way between a bottom and a top session.
    final class Link {
        let a: LockstepSession, b: LockstepSession
        var toA: [(due: Int, message: NetMessage)] = [], toB: [(due: Int, message: NetMessage)] = []
        var tick = 0
        let delay: Int

        /// `roundTrip`: what each side's handshake measured (nil: nothing).
        init(delay: Int, endStep: Int? = 600, rules: GameRules = GameRules(), seed: UInt64 = 5, roundTrip: Double? = nil) {
            self.delay = delay
            let levels = LevelSequence.duel([LevelSequence.duelArena])
            a = LockstepSession(game: Game(rules: rules, levels: levels, seed: seed), side: .bottom, endStep: endStep, roundTrip: roundTrip)
            b = LockstepSession(game: Game(rules: rules, levels: levels, seed: seed), side: .top, endStep: endStep, roundTrip: roundTrip)
        }

        /// One tick on both sides (each with its own autoplayer), then the link delivers.
        func run(_ ticks: Int) {
            var pa = DuelAutoplayer(side: .bottom), pb = DuelAutoplayer(side: .top)
            pa.maxSpeed = 300
            pb.maxSpeed = 300
            for _ in 0..<ticks where a.outcome == nil || b.outcome == nil {
                tick += 1
                let now = Double(tick) / 120
                a.tick(pa.input(for: a.game), at: now)
                b.tick(pb.input(for: b.game), at: now)
                for m in a.takeOutbox() { toB.append((tick + delay, m)) }
                for m in b.takeOutbox() { toA.append((tick + delay, m)) }
                while let first = toA.first, first.due <= tick { a.receive(toA.removeFirst().message, at: now) }
                while let first = toB.first, first.due <= tick { b.receive(toB.removeFirst().message, at: now) }
            }
        }
    }

    @Test func bothSidesPlayTheSameGameAndAgreeOnEveryHash() {
        for delay in [0, 3, 12] {
            let link = Link(delay: delay, endStep: 1800)
            link.run(4000)
            #expect(link.a.outcome == .finished, "delay \(delay): \(String(describing: link.a.outcome))")
            #expect(link.b.outcome == .finished)
            #expect(link.a.game.stepIndex == 1800 && link.b.game.stepIndex == 1800)
            #expect(link.a.game.stateHash() == link.b.game.stateHash())
            // The delay grew to cover the link (12 ticks each way is 100 ms).
            if delay == 12 { #expect(link.a.inputDelay >= 12, "\(link.a.inputDelay)") }
        }
    }

    /// With the handshake's round trip, the first steps already send far enough ahead: at 100 ms
    /// each way only the very first step waits (for the other side's first input to cross the
    /// link, before the serve). Without it, the steps keep waiting until the first pings answer.
    @Test func theHandshakesRoundTripSetsTheFirstDelaySoOnlyTheFirstStepWaits() {
        let seeded = Link(delay: 12, endStep: 1200, roundTrip: 24.0 / 120)
        #expect(seeded.a.inputDelay >= 12 && seeded.b.inputDelay >= 12, "\(seeded.a.inputDelay)")
        seeded.run(3000)
        #expect(seeded.a.outcome == .finished && seeded.b.outcome == .finished)
        #expect(seeded.a.stalledSteps == 1, "\(seeded.a.stalledSteps)")
        #expect(seeded.b.stalledSteps == 1, "\(seeded.b.stalledSteps)")
        #expect(seeded.a.game.stateHash() == seeded.b.game.stateHash())
        let cold = Link(delay: 12, endStep: 1200)
        #expect(cold.a.inputDelay == LockstepSession.minInputDelay)
        cold.run(3000)
        #expect(cold.a.stalledSteps > 2 && cold.b.stalledSteps > 2, "the cold start waits: \(cold.a.stalledSteps), \(cold.b.stalledSteps)")
        // A seed that is no time at all is the least delay; one that is not a time is ignored.
        #expect(LockstepSession(game: seeded.a.game, side: .bottom, endStep: nil, roundTrip: 0).inputDelay == LockstepSession.minInputDelay)
        #expect(LockstepSession(game: seeded.a.game, side: .bottom, endStep: nil, roundTrip: .nan).roundTrip == nil)
        #expect(LockstepSession(game: seeded.a.game, side: .bottom, endStep: nil, roundTrip: 1e9).inputDelay == LockstepSession.maxInputDelay)
    }

    @Test func anInputOutOfOrderEndsTheGameWithTheReason() {
        let link = Link(delay: 1)
        link.run(10)
        let expected = link.a.nextRemoteStep
        link.a.receive(.input(step: UInt32(expected + 1), part: GameInput.PlayerPart(paddleX: 10, launch: false)), at: 1)
        let skipped = "the other side skipped its input for steps \(expected)-\(expected) (it sent step \(expected + 1) next): a broken peer"
        #expect(link.a.outcome == .fault(skipped))
        #expect(link.a.takeOutbox().last == .bye(skipped))
        // A step sent again (behind the one expected) is out of order.
        let again = Link(delay: 1)
        again.run(10)
        let next = again.a.nextRemoteStep
        again.a.receive(.input(step: UInt32(next - 1), part: GameInput.PlayerPart(paddleX: 10, launch: false)), at: 1)
        #expect(again.a.outcome == .fault("input for step \(next - 1) out of order (expected step \(next))"))
    }

    /// Issue 63's audit: a peer that says it finished but never sent the inputs up to there
    /// ends the game at once, naming the step, instead of being waited for.
    @Test func aPeerThatSaysItFinishedShortOfItsInputsIsNamed() {
        let link = Link(delay: 1)
        link.run(10)
        link.a.receive(.bye("finished at step 600"), at: 1)
        for _ in 0..<400 where link.a.outcome == nil {
            link.a.tick(GameInput.PlayerPart(paddleX: 400, launch: false), at: 1)
        }
        #expect(link.a.outcome == .fault("the other side finished, but its input for step \(link.a.nextRemoteStep) never came"))
    }

    @Test func inputsFarAheadAreRefusedSoAPeerCannotFillMemory() {
        let link = Link(delay: 0)
        var flood = 0
        while link.a.outcome == nil && flood < 10_000 {
            link.a.receive(.input(step: UInt32(link.a.nextRemoteStep), part: GameInput.PlayerPart(paddleX: 1, launch: false)), at: 0)
            flood += 1
        }
        #expect(flood == LockstepSession.maxLead + 1)
        if case let .fault(why)? = link.a.outcome { #expect(why.contains("ahead")) } else { Issue.record("no fault") }
    }

    @Test func aWrongHashIsADesyncThatStopsTheGame() {
        let link = Link(delay: 2, endStep: nil)
        link.run(130)
        #expect(link.a.game.stepIndex >= 120)
        link.a.receive(.hash(step: 120, value: 12345), at: 2)
        guard case let .desync(step, ours, theirs)? = link.a.outcome else { Issue.record("no desync"); return }
        #expect(step == 120 && theirs == 12345 && ours != 12345)
        #expect(link.a.takeOutbox().contains { if case let .bye(text) = $0 { return text.contains("differ at step 120") } else { return false } })
        // A hash for a step that is not a hash step is a protocol fault.
        let other = Link(delay: 0)
        other.b.receive(.hash(step: 7, value: 1), at: 0)
        #expect(other.b.outcome != nil)
    }

    @Test func aMessageOfTheHandshakeDuringTheGameIsAFault() {
        let link = Link(delay: 0)
        link.a.receive(.welcome(NetMessage.Welcome(seed: 1, endStep: 0)), at: 0)
        #expect(link.a.outcome == .fault("a welcome message during the game"))
    }

    @Test func afterAReconnectEachSideResendsWhatTheOtherMissed() {
        let link = Link(delay: 2, endStep: 900)
        link.run(200)
        // The link drops what was in flight; both sides keep their state.
        link.toA.removeAll()
        link.toB.removeAll()
        link.a.connectionLost()
        link.b.connectionLost()
        // Each says where it is; the other resends from there.
        #expect(link.a.resend(from: link.b.nextRemoteStep))
        #expect(link.b.resend(from: link.a.nextRemoteStep))
        for m in link.a.takeOutbox() { link.b.receive(m, at: 2) }
        for m in link.b.takeOutbox() { link.a.receive(m, at: 2) }
        link.run(2000)
        #expect(link.a.outcome == .finished && link.b.outcome == .finished)
        #expect(link.a.game.stateHash() == link.b.game.stateHash())
    }
}
