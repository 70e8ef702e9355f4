@testable import Breakout
@testable import BreakoutNet
import Foundation
import Testing

/// The wire format: every message reads back as written, in any chunking; malformed,
/// oversized and hostile bytes are errors that name the fault, never a crash or a hang.
@Suite struct NetCodecTests {
    static let messages: [NetMessage] = [
        .hello(NetMessage.Hello(settings: GameRules().playValues, levelsDigest: 0xDEAD_BEEF_0011_2233, levelsName: "N_Arenas",
                                levelCount: 6, wantedSteps: 1200, resumeFrom: 0)),
        .welcome(NetMessage.Welcome(seed: 42, endStep: 1200, resumeFrom: 7)),
        .refuse("settings differ: ball.speed (host 450.0, yours 600.0)"),
        .input(step: 1, part: GameInput.PlayerPart(paddleX: 400.125, launch: true)),
        .input(step: 2, part: GameInput.PlayerPart(paddleX: nil, launch: false)),
        .input(step: UInt32.max, part: GameInput.PlayerPart(paddleX: -0.0, launch: false)),
        .hash(step: 120, value: UInt64.max),
        .ping(9), .pong(9),
        .bye("finished at step 1200 — ümlaut"),
    ]

    @Test func everyMessageReadsBackInAnyChunking() throws {
        var stream: [UInt8] = []
        for m in Self.messages { stream += NetCodec.frame(m) }
        for chunk in [1, 3, 7, 64, stream.count] {
            var reader = NetCodec.Reader()
            var got: [NetMessage] = []
            var at = 0
            while at < stream.count {
                reader.append(stream[at..<min(at + chunk, stream.count)])
                at += chunk
                while let m = try reader.next() { got.append(m) }
            }
            #expect(got == Self.messages, "chunks of \(chunk)")
        }
        // The paddle's x goes bit for bit (both sides must simulate the same number).
        if case let .input(_, part) = try NetCodec.decode(body: Array(NetCodec.frame(Self.messages[5]).dropFirst(4))) {
            #expect(part.paddleX?.bitPattern == (-0.0).bitPattern)
        }
    }

    func error(_ bytes: [UInt8]) -> String? {
        var reader = NetCodec.Reader()
        reader.append(bytes)
        do { _ = try reader.next(); return nil } catch { return error.description }
    }

    func frame(_ body: [UInt8]) -> [UInt8] {
        let n = UInt32(body.count)
        return [UInt8(n >> 24), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)] + body
    }

    @Test func malformedFramesNameTheirFault() {
        #expect(error([0, 1, 0, 0]) == "a frame of 65536 bytes (allowed: 1...16384)")
        #expect(error([0xFF, 0xFF, 0xFF, 0xFF]) == "a frame of 4294967295 bytes (allowed: 1...16384)")
        #expect(error([0, 0, 0, 0]) == "a frame of 0 bytes (allowed: 1...16384)")
        #expect(error(frame([99])) == "unknown message type 99")
        #expect(error(frame([5, 0, 0])) == "a message cut short (2 of 4 bytes)")
        #expect(error(frame([6, 0, 0, 0, 1, 7])) == "1 bytes after a ping message")
        #expect(error(frame([4, 0, 0, 0, 1, 8])) == "input flags 8 (allowed: 0...3)")
        let nan = Double.nan.bitPattern
        #expect(error(frame([4, 0, 0, 0, 1, 1] + (0..<8).map { UInt8(truncatingIfNeeded: nan >> UInt64(56 - 8 * $0)) }))
                == "paddle x nan (allowed: a finite number within ±1e6)")
        #expect(error(frame([3, 0, 2, 0xC3, 0x28])) == "the reason is not UTF-8")
        #expect(error(frame([3, 0x10, 0x00] + [UInt8](repeating: 65, count: 4096))) == "the reason of 4096 bytes (allowed: 0...1024)")
        // A frame still coming is not an error: the reader waits for the rest.
        var reader = NetCodec.Reader()
        reader.append([0, 0, 0, 5, 6, 0])
        #expect((try? reader.next()) == .some(nil))
    }

    /// Twenty thousand mutated frames (bytes changed, cut short, lengthened): every outcome
    /// is a message, an error or "wait for more"; nothing traps.
    @Test func mutatedFramesNeverCrashTheReader() {
        var rng = GameRandom(seed: 2024)
        var errors = 0, messages = 0
        let frames = Self.messages.map(NetCodec.frame)
        for _ in 0..<20_000 {
            var reader = NetCodec.Reader()
            var bytes = frames[Int(rng.next() % UInt64(frames.count))]
            for _ in 0..<(1 + rng.next() % 3) {
                switch rng.next() % 4 {
                case 0: bytes[Int(rng.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: rng.next())
                case 1: bytes = Array(bytes.prefix(Int(rng.next() % UInt64(bytes.count + 1))))
                case 2: bytes += (0..<(rng.next() % 8)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
                default: if bytes.count > 5 { bytes[5] ^= 0x01 }
                }
                if bytes.isEmpty { bytes = [0] }
            }
            reader.append(bytes)
            do {
                while let _ = try reader.next() { messages += 1 }
            } catch {
                errors += 1
            }
        }
        #expect(errors > 1000 && messages > 100, "\(errors) errors, \(messages) messages")
    }
}
