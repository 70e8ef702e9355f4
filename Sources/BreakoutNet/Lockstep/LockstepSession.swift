import Breakout
import Foundation

/// One side of a network duel in deterministic lockstep. Both sides run the same `Game` from
/// the same seed, settings and levels; each step's input is both players' parts, and each
/// side sends its own part for step `n + inputDelay` as it simulates step `n`, so the other
/// side has it by the time it gets there. A step is simulated only when both parts are
/// there: the two games stay identical, and every second each side sends its state hash to
/// prove it.
///
/// The session is pure logic: it takes messages and the local player's input, and leaves
/// messages to send in `outbox`. `NetConnection` carries them.
///
/// ```swift
/// let session = LockstepSession(game: game, side: .bottom)
/// session.receive(message, at: now)          // from the peer
/// session.tick(localPart, at: now)           // once per step's worth of time
/// for m in session.takeOutbox() { connection.send(m) }
/// ```
public final class LockstepSession {
    public enum Outcome: Hashable, Sendable, CustomStringConvertible {
        /// Both played to the agreed end (or the duel was won).
        case finished
        /// The games differ: this must never happen, and stops the game.
        case desync(step: Int, ours: UInt64, theirs: UInt64)
        /// The peer broke the protocol or ended the game; the text says how.
        case fault(String)

        public var description: String {
            switch self {
            case .finished: return "finished"
            case let .desync(step, ours, theirs):
                return "the games differ at step \(step): this side's state hash is \(String(ours, radix: 16)), the other's \(String(theirs, radix: 16))"
            case let .fault(reason): return reason
            }
        }
    }

    public let game: Game
    /// This side's paddle.
    public let side: PaddleSide
    /// The last step both play; nil: until the duel is won.
    public let endStep: Int?
    /// Steps between sampling this side's input and the step it is for.
    public private(set) var inputDelay: Int
    public private(set) var outcome: Outcome?
    /// Steps this side had to wait for the other's input (a measure of lag).
    public private(set) var stalledSteps = 0
    private var lastStalledStep = -1
    /// The smoothed round trip, in seconds (nil before the first answer).
    public private(set) var roundTrip: Double?
    /// Records every step's input, for the replay saved at the end or on a desync.
    public private(set) var recorder: ReplayRecorder

    /// Hashes are compared every this many steps (a second).
    public static let hashInterval = Game.stepsPerSecond
    /// The delay never goes below this (jitter on a quiet link) or above `maxInputDelay`.
    public static let minInputDelay = 2
    public static let maxInputDelay = 60
    /// A peer may send inputs at most this far ahead of the step being simulated.
    public static let maxLead = 4 * maxInputDelay

    private var localInputs: [Int: GameInput.PlayerPart] = [:]
    private var remoteInputs: [Int: GameInput.PlayerPart] = [:]
    /// The next step this side will send its input for, and the next it expects from the peer.
    public private(set) var nextLocalStep = 1
    public private(set) var nextRemoteStep = 1
    private var ownHashes: [Int: UInt64] = [:]
    private var peerHashes: [Int: UInt64] = [:]
    private var outbox: [NetMessage] = []
    private var pingsSent: [UInt32: Double] = [:]
    private var nextPingID: UInt32 = 1
    private var lastPing = -Double.infinity
    private var lastDelayChange = -Double.infinity
    private var jitter = 0.0

    /// `roundTrip`: the handshake's (seconds), which sets the first input delay, so that the
    /// first steps do not wait for the first pings; nil starts at `minInputDelay`.
    public init(game: Game, side: PaddleSide, endStep: Int?, roundTrip: Double? = nil) {
        self.game = game
        self.side = side
        self.endStep = endStep
        inputDelay = Self.minInputDelay
        recorder = ReplayRecorder(game: game)
        if let roundTrip, roundTrip.isFinite, roundTrip >= 0 {
            // One sample says nothing of the jitter: guess an eighth of the round trip until
            // the pings measure it.
            self.roundTrip = roundTrip
            jitter = roundTrip / 8
            inputDelay = Self.inputDelay(roundTrip: roundTrip, jitter: jitter)
        }
    }

    /// Messages to send, oldest first; the session forgets them.
    public func takeOutbox() -> [NetMessage] {
        defer { outbox.removeAll(keepingCapacity: true) }
        return outbox
    }

    /// Whether the next step can be simulated now.
    public var canStep: Bool {
        let next = game.stepIndex + 1
        return outcome == nil && localInputs[next] != nil && remoteInputs[next] != nil
    }

    // MARK: Playing

    /// One step's worth of time: sends this side's input (for the steps up to `inputDelay`
    /// ahead), then simulates the next step if both parts are there. Returns whether it did.
    @discardableResult
    public func tick(_ local: GameInput.PlayerPart, at now: Double) -> Bool {
        guard outcome == nil else { return false }
        probe(at: now)
        // A launch is one press: when the delay grew and several steps are filled, only the
        // last carries it.
        let through = game.stepIndex + inputDelay
        while nextLocalStep <= through {
            let part = nextLocalStep == through ? local : GameInput.PlayerPart(paddleX: local.paddleX, launch: false)
            localInputs[nextLocalStep] = part
            outbox.append(.input(step: UInt32(nextLocalStep), part: part))
            nextLocalStep += 1
        }
        guard canStep else {
            if peerFinished && remoteInputs[game.stepIndex + 1] == nil {
                outcome = .fault("the other side finished, but its input for step \(game.stepIndex + 1) never came")
                return false
            }
            if lastStalledStep != game.stepIndex + 1 {
                lastStalledStep = game.stepIndex + 1
                stalledSteps += 1
            }
            return false
        }
        step()
        return true
    }

    private func step() {
        let next = game.stepIndex + 1
        let mine = localInputs.removeValue(forKey: next)!, theirs = remoteInputs.removeValue(forKey: next)!
        let input = side == .bottom ? GameInput(bottom: mine, top: theirs) : GameInput(bottom: theirs, top: mine)
        recorder.step(game, input)
        // Keep what a reconnecting peer may ask for again: two seconds of this side's inputs.
        sentHistory[next] = mine
        sentHistory.removeValue(forKey: next - 2 * Game.stepsPerSecond)
        if game.stepIndex % Self.hashInterval == 0 {
            let hash = game.stateHash()
            ownHashes[game.stepIndex] = hash
            outbox.append(.hash(step: UInt32(game.stepIndex), value: hash))
            compareHashes()
            ownHashes = ownHashes.filter { $0.key > game.stepIndex - 10 * Self.hashInterval }
        }
        if let endStep, game.stepIndex >= endStep {
            finish()
        } else if game.state.phase == .gameOver {
            finish()
        }
    }

    private var sentHistory: [Int: GameInput.PlayerPart] = [:]
    /// The peer said it reached the end.
    public private(set) var peerFinished = false

    private func finish() {
        outcome = .finished
        outbox.append(.bye("finished at step \(game.stepIndex)"))
    }

    // MARK: From the peer

    /// Takes one message from the peer. A message that breaks the protocol ends the session
    /// with a fault naming it (and a bye telling the peer why).
    public func receive(_ message: NetMessage, at now: Double) {
        guard outcome == nil else { return }
        switch message {
        case let .input(step, part):
            let step = Int(step)
            guard step == nextRemoteStep else {
                // The stream is ordered and reliable (TCP): a step skipped is never coming,
                // and a peer that skips one is broken, not slow.
                if step > nextRemoteStep {
                    return fail("the other side skipped its input for steps \(nextRemoteStep)-\(step - 1) (it sent step \(step) next): a broken peer")
                }
                return fail("input for step \(step) out of order (expected step \(nextRemoteStep))")
            }
            guard step <= game.stepIndex + Self.maxLead else {
                return fail("input for step \(step), more than \(Self.maxLead) steps ahead of step \(game.stepIndex)")
            }
            remoteInputs[step] = part
            nextRemoteStep += 1
        case let .hash(step, value):
            let step = Int(step)
            guard step % Self.hashInterval == 0, step <= game.stepIndex + Self.maxLead else {
                return fail("a state hash for step \(step), which is not a hash step or too far ahead")
            }
            peerHashes[step] = value
            compareHashes()
            peerHashes = peerHashes.filter { $0.key > game.stepIndex - 10 * Self.hashInterval }
        case let .ping(id):
            outbox.append(.pong(id))
        case let .pong(id):
            guard let sent = pingsSent.removeValue(forKey: id) else { return }
            measured(roundTrip: now - sent, at: now)
        case let .bye(reason):
            // The peer reached the end: its inputs up to there have all come (the stream is
            // in order), and this side gets there too. Anything else ends the game.
            if reason.hasPrefix("finished") {
                peerFinished = true
                return
            }
            outcome = .fault("the other side ended the game: \(reason)")
        case .hello, .welcome, .refuse:
            fail("a \(message.kind) message during the game")
        }
    }

    private func fail(_ reason: String) {
        outcome = .fault(reason)
        outbox.append(.bye(reason))
    }

    private func compareHashes() {
        for (step, theirs) in peerHashes {
            guard let ours = ownHashes[step] else { continue }
            if ours != theirs {
                outcome = .desync(step: step, ours: ours, theirs: theirs)
                outbox.append(.bye(Outcome.desync(step: step, ours: ours, theirs: theirs).description))
                return
            }
            peerHashes.removeValue(forKey: step)
        }
    }

    // MARK: Round trip and input delay

    /// A ping twice a second; the answers set the input delay.
    private func probe(at now: Double) {
        guard now - lastPing >= 0.5 else { return }
        lastPing = now
        pingsSent[nextPingID] = now
        outbox.append(.ping(nextPingID))
        nextPingID &+= 1
        // Unanswered pings older than 10 s are forgotten (bounded).
        pingsSent = pingsSent.filter { now - $0.value < 10 }
    }

    /// Smooths the round trip (as TCP does: 1/8 of each sample, jitter 1/4) and, at most once
    /// a second, sets the delay to cover half the round trip, four times the jitter and a step.
    private func measured(roundTrip sample: Double, at now: Double) {
        guard sample.isFinite, sample >= 0 else { return }
        if let rtt = roundTrip {
            jitter += (abs(sample - rtt) - jitter) / 4
            roundTrip = rtt + (sample - rtt) / 8
        } else {
            roundTrip = sample
            jitter = sample / 2
        }
        guard now - lastDelayChange >= 1, let rtt = roundTrip else { return }
        lastDelayChange = now
        inputDelay = Self.inputDelay(roundTrip: rtt, jitter: jitter)
    }

    /// Steps to cover half the round trip, four times the jitter and a step.
    static func inputDelay(roundTrip: Double, jitter: Double) -> Int {
        let seconds = roundTrip / 2 + 4 * jitter + Game.stepDuration
        return min(max(Int((seconds / Game.stepDuration).rounded(.up)), minInputDelay), maxInputDelay)
    }

    // MARK: Reconnecting

    /// After a reconnect: queues this side's inputs from `step` on, which the peer has not
    /// had; false when they are no longer kept (the peer is too far behind).
    public func resend(from step: Int) -> Bool {
        // A peer's claim: a step this side never sent, or before the first, is a lie.
        guard outcome == nil, step >= 1, step <= nextLocalStep else { return false }
        for s in step..<nextLocalStep {
            guard let part = localInputs[s] ?? sentHistory[s] else { return false }
            outbox.append(.input(step: UInt32(s), part: part))
        }
        return true
    }

    /// What the session holds that a peer's messages can grow, each with its bound: inputs
    /// for steps ahead (at most `maxLead`), state hashes (a hash step each second, kept for
    /// ten seconds and `maxLead` ahead), pings waiting for their answer (two a second, kept
    /// for ten seconds), this side's inputs kept for a reconnect (two seconds) and the
    /// messages queued since the outbox was last taken.
    public var footprint: (remoteInputs: Int, localInputs: Int, hashes: Int, pings: Int, history: Int, outbox: Int) {
        (remoteInputs.count, localInputs.count, peerHashes.count + ownHashes.count, pingsSent.count, sentHistory.count, outbox.count)
    }

    /// The most each of `footprint`'s parts may hold (the outbox's between two takes of a
    /// frame, whatever the peer sent in it, is the caller's: one answer per message).
    public static let footprintBounds = (remoteInputs: maxLead + 1, localInputs: maxInputDelay + 1,
                                         hashes: 2 * (10 + maxLead / hashInterval + 1), pings: 21,
                                         history: 2 * Game.stepsPerSecond)

    /// Drops what was queued for a connection that closed (it is resent on reconnect).
    public func connectionLost() {
        outbox.removeAll()
        pingsSent.removeAll()
    }

    /// Ends the session from outside (the other side never came back, the player quit).
    public func end(_ reason: String) {
        guard outcome == nil else { return }
        outcome = .fault(reason)
    }
}
