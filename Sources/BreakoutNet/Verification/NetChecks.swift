import Breakout
import Foundation

/// What the network duel must hold to against whatever a stranger sends, checked on one
/// input: the fuzz targets `net-frame` and `net-session` (`Fuzz/`, libFuzzer) call these on
/// millions of generated inputs and stop at the first problem; `FuzzRegressionTests` calls
/// them on every seed and every input that once broke one. Each returns nil when the input
/// was handled as it should be, else what went wrong.
///
/// ```swift
/// NetChecks.frames(Data(NetCodec.frame(.ping(7))))   // nil
/// ```
public enum NetChecks {
    /// Bytes off the wire, in pieces the input chooses, into the frame reader: every message
    /// it reads writes back to the same frame and reads the same; an error says what is
    /// wrong; the reader never holds more than the bytes it was given.
    public static func frames(_ data: Data) -> String? {
        let bytes = [UInt8](data)
        var reader = NetCodec.Reader()
        // The first byte picks the piece size, so the fuzzer meets frames split anywhere.
        let piece = max(1, Int(bytes.first ?? 1) % 64)
        var at = 0
        while at < bytes.count {
            let end = min(bytes.count, at + piece)
            reader.append(bytes[at..<end])
            at = end
            while true {
                let message: NetMessage?
                do { message = try reader.next() } catch {
                    return error.description.isEmpty ? "frames: an error that says nothing" : nil
                }
                guard let message else { break }
                let frame = NetCodec.frame(message)
                guard frame.count <= 4 + NetCodec.maxFrame else { return "frames: a \(message.kind) writes a frame of \(frame.count) bytes" }
                do {
                    let again = try NetCodec.decode(body: Array(frame.dropFirst(4)))
                    if again != message { return "frames: a \(message.kind) written and read back differs" }
                } catch {
                    return "frames: a \(message.kind) it read does not read back once written: \(error)"
                }
            }
        }
        return nil
    }

    /// A peer that completed the handshake, speaking well-formed messages the input chooses
    /// (inputs in and out of order, far ahead, state hashes true and false, pings, byes,
    /// handshake messages mid-game, a reconnect claiming any step), into the host's
    /// `LockstepSession`, while this side plays on the frames' clock. After each message:
    /// nothing the peer grows passes its bound, no step is simulated without both inputs,
    /// and a session that ended stays ended, its replay playing back to its state.
    public static func session(_ data: Data) -> String? {
        var bytes = Array(data.prefix(4096)).makeIterator()
        func byte() -> UInt8? { bytes.next() }
        func u16() -> Int? { guard let a = byte(), let b = byte() else { return nil }; return Int(a) << 8 | Int(b) }

        let game = Game(rules: GameRules(), levels: .duel([LevelSequence.duelArena]), seed: 11)
        let session = LockstepSession(game: game, side: .bottom, endStep: 600)
        var now = 0.0, sentHashes: [Int: UInt64] = [:]
        while let op = byte() {
            let stepBefore = game.stepIndex, endedBefore = session.outcome != nil
            switch op % 8 {
            case 0, 1:
                // The next input, mostly in order: an offset of -2...+5 from the expected step.
                guard let o = byte(), let x = u16() else { break }
                let step = session.nextRemoteStep + Int(o % 8) - 2
                session.receive(.input(step: UInt32(clamping: max(step, 0)),
                                       part: GameInput.PlayerPart(paddleX: Double(x % 900), launch: o & 0x80 != 0)), at: now)
            case 2, 3:
                // A frame's worth of time on this side: a step's input sent, a step maybe played.
                guard let d = byte() else { break }
                now += Double(d) / 255 * 0.05
                session.tick(GameInput.PlayerPart(paddleX: Double(d) * 3, launch: d & 1 == 1), at: now)
            case 4:
                // A state hash: this side's own (true) for a step it played, or a lie.
                guard let k = byte(), let v = u16() else { break }
                let step = (Int(k) % 8) * LockstepSession.hashInterval
                let value = k & 0x80 == 0 ? (sentHashes[step] ?? UInt64(v)) : UInt64(v)
                session.receive(.hash(step: UInt32(step), value: value), at: now)
            case 5:
                // Any message the codec reads, from a body the input gives.
                guard let n = byte() else { break }
                var body: [UInt8] = []
                for _ in 0..<(Int(n) % 40) { guard let b = byte() else { break }; body.append(b) }
                if let message = try? NetCodec.decode(body: body) { session.receive(message, at: now) }
            case 6:
                // A reconnect that claims to resume from any step.
                guard let s = u16() else { break }
                session.connectionLost()
                _ = session.resend(from: s - 100)
            default:
                guard let id = u16() else { break }
                session.receive(byte().map { $0 & 1 == 0 } ?? true ? .ping(UInt32(id)) : .pong(UInt32(id)), at: now)
            }
            for message in session.takeOutbox() {
                if case let .hash(step, value) = message { sentHashes[Int(step)] = value }
            }
            if let problem = check(session, stepBefore: stepBefore, endedBefore: endedBefore) { return problem }
        }
        if session.outcome != nil {
            let replay = session.recorder.replay(finishedWith: game)
            guard replay.play().matches else { return "session: the replay kept at the end does not play back to its state" }
        }
        return nil
    }

    private static func check(_ session: LockstepSession, stepBefore: Int, endedBefore: Bool) -> String? {
        let f = session.footprint, bound = LockstepSession.footprintBounds
        if f.remoteInputs > bound.remoteInputs { return "session: \(f.remoteInputs) of the peer's inputs held (bound \(bound.remoteInputs))" }
        if f.localInputs > bound.localInputs { return "session: \(f.localInputs) own inputs held (bound \(bound.localInputs))" }
        if f.hashes > bound.hashes { return "session: \(f.hashes) state hashes held (bound \(bound.hashes))" }
        if f.pings > bound.pings { return "session: \(f.pings) pings held (bound \(bound.pings))" }
        if f.history > bound.history { return "session: \(f.history) inputs kept for a reconnect (bound \(bound.history))" }
        let step = session.game.stepIndex
        if step > stepBefore + 1 { return "session: \(step - stepBefore) steps in one frame's tick" }
        if step >= session.nextRemoteStep || step >= session.nextLocalStep {
            return "session: step \(step) simulated without both inputs (the peer's up to \(session.nextRemoteStep - 1), ours to \(session.nextLocalStep - 1))"
        }
        if endedBefore && step != stepBefore { return "session: a step after the session ended" }
        if case let .fault(reason)? = session.outcome, reason.isEmpty { return "session: a fault that says nothing" }
        return nil
    }
}
