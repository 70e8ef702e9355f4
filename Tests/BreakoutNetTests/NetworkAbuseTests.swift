@testable import Breakout
@testable import BreakoutNet
import Foundation
import NIOCore
import NIOPosix
import Synchronization
import Testing
import TestSupport

/// A hostile peer on loopback that speaks the protocol: it completes the handshake, then
/// sends well-formed messages with hostile values. The host never crashes or hangs, holds
/// no more than its bounds, and its game goes on or ends with a reason that says what the
/// other side did, its replay kept.
@Suite(.serialized) struct NetworkAbuseTests {
    typealias Match = NetworkMatchTests

    /// A raw connection that said hello, answered the ping and got the welcome.
    static func hostileJoiner(port: Int, hello: NetMessage.Hello = Match.options().hello()) throws -> (NetConnection, NetMessage.Welcome) {
        let connection = try NetConnection.connect(host: "127.0.0.1", port: port, group: Match.group)
        connection.send(.hello(hello))
        let start = Match.clock()
        while Match.clock() - start < 5 {
            for event in connection.receive() {
                switch event {
                case .message(.ping(HostGreeter.handshakePing)): connection.send(.pong(HostGreeter.handshakePing))
                case let .message(.welcome(welcome)): return (connection, welcome)
                case let .message(other): Issue.record("the host said \(other) in the handshake"); return (connection, NetMessage.Welcome(seed: 0, endStep: 0))
                case let .closed(why): Issue.record("closed in the handshake: \(why)"); return (connection, NetMessage.Welcome(seed: 0, endStep: 0))
                }
            }
            Thread.sleep(forTimeInterval: 0.002)
        }
        Issue.record("no welcome")
        return (connection, NetMessage.Welcome(seed: 0, endStep: 0))
    }

    static func input(_ step: Int, x: Double = 400) -> NetMessage {
        .input(step: UInt32(step), part: GameInput.PlayerPart(paddleX: x, launch: false))
    }

    enum Attack: String, CaseIterable, CustomStringConvertible {
        case farAhead, outOfOrder, stepABillionAhead, hashEveryFrame, lyingHash, handshakeMidGame, pingFlood
        /// Issue 63: a relay that drops a range of the joiner's steps and passes the later
        /// ones; and a joiner that stops sending steps but stays connected.
        case dropsARange, stallsConnected
        var description: String { rawValue }

        var messages: [NetMessage] {
            switch self {
            case .farAhead: return (1...400).map { NetworkAbuseTests.input($0) }
            case .outOfOrder: return [NetworkAbuseTests.input(1), NetworkAbuseTests.input(3)]
            case .stepABillionAhead: return [NetworkAbuseTests.input(1_000_000_000)]
            case .hashEveryFrame: return [NetworkAbuseTests.input(1), .hash(step: 1, value: 42)]
            case .lyingHash: return (1...200).map { NetworkAbuseTests.input($0) } + [.hash(step: 120, value: 0xBAD)]
            case .handshakeMidGame: return [NetworkAbuseTests.input(1), .welcome(NetMessage.Welcome(seed: 1, endStep: 1))]
            case .pingFlood: return (0..<30_000).map { .ping(UInt32($0)) }
            case .dropsARange: return (1...10).map { NetworkAbuseTests.input($0) } + (61...100).map { NetworkAbuseTests.input($0) }
            case .stallsConnected: return (1...10).map { NetworkAbuseTests.input($0) }
            }
        }

        /// What the host's game must end with (a ping flood, either: the host's inbox fills
        /// first, or the flooder's own, full of the host's answers, and it says goodbye).
        var reasons: [String] {
            self == .pingFlood ? ["did not come back", "sends faster than the game reads"] : [reason]
        }

        var reason: String {
            switch self {
            case .farAhead: return "steps ahead of step"
            case .outOfOrder: return "the other side skipped its input for steps 2-2 (it sent step 3 next): a broken peer"
            case .stepABillionAhead: return "the other side skipped its input for steps 1-999999999 (it sent step 1000000000 next): a broken peer"
            case .hashEveryFrame: return "a state hash for step 1, which is not a hash step"
            case .lyingHash: return "the games differ at step 120"
            case .handshakeMidGame: return "a welcome message during the game"
            case .pingFlood: return "did not come back"
            case .dropsARange: return "the other side skipped its input for steps 11-60 (it sent step 61 next): a broken peer"
            case .stallsConnected: return "the other side sent no input for step 11 in 2 s, though still connected (its last was for step 10): it stalled or is broken"
            }
        }
    }

    @Test(arguments: Attack.allCases)
    func aHostileJoinerEndsOnlyItsOwnGameWithAReason(attack: Attack) throws {
        let folder = TemporaryFolder.uniquePath("abuse-replays")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var options = Match.options(seconds: 20, folder: folder)
        options.reconnectWait = 1
        options.stallLimit = 2
        let host = try Match.startHost(options: options, stopAfter: 15)
        let (connection, welcome) = try Self.hostileJoiner(port: host.port)
        #expect(welcome.token != 0, "the welcome carries the game's token")
        for message in attack.messages { connection.send(message) }
        #expect(host.done.wait(timeout: .now() + 12) == .success, "the host's game ended")
        connection.close()
        let hosted = try #require(host.end.value.withLock { $0 })
        #expect(attack.reasons.contains { hosted.outcome.contains($0) }, "\(attack): \(hosted.outcome)")
        #expect(!hosted.replays.isEmpty, "the replay is kept")
        if let path = hosted.replays.first {
            let replay = try Replay.read(from: URL(fileURLWithPath: path))
            #expect(replay.play().matches, "the kept replay plays back")
        }
    }

    /// While the host waits for its joiner to come back, someone else claims to be it: with
    /// the game's token missing or wrong, and asking for every input from the first step, it
    /// is refused, and the game waits for the player who left.
    @Test func aStrangerCannotTakeThePlaceOfThePlayerWhoLeft() throws {
        var options = Match.options(seconds: 30)
        options.reconnectWait = 2
        let host = try Match.startHost(options: options)
        let match = try NetworkMatch.join(host: "127.0.0.1", port: host.port, group: Match.group, options: Match.options(seconds: 30), clock: Match.clock)
        _ = Match.play(match, stopAfter: 1)
        match.connection?.channel.close(promise: nil)
        Thread.sleep(forTimeInterval: 0.3)
        for token in [0, match.token &+ 1] {
            let claim = Match.options(seconds: 30).hello(resumeFrom: 1, token: token)
            let answer = try Match.answer(to: claim, port: host.port)
            #expect(answer == .refuse("this game waits for the player who left, not another"), "token \(token): \(String(describing: answer))")
        }
        host.done.wait()
        #expect(host.end.value.withLock { $0?.outcome } == "the other side did not come back within 2 s")
    }

    /// 64 connections that say nothing, all at once, and then the honest joiner: the silent
    /// ones make room for it, and the duel plays to its end.
    @Test func sixtyFourSilentConnectionsDoNotKeepTheJoinerOut() throws {
        let host = try Match.startHost(options: Match.options(seconds: 2))
        var silent: [NetConnection] = []
        for _ in 0..<64 { silent.append(try NetConnection.connect(host: "127.0.0.1", port: host.port, group: Match.group)) }
        Thread.sleep(forTimeInterval: 0.3)
        let match = try NetworkMatch.join(host: "127.0.0.1", port: host.port, group: Match.group, options: Match.options(seconds: 2), clock: Match.clock)
        let joined = Match.play(match)
        host.done.wait()
        #expect(joined.outcome == "finished")
        #expect(host.end.value.withLock { $0?.hash } == joined.hash)
        for connection in silent { connection.close() }
    }

    /// A peer that reads nothing: what is sent to it piles up to the write buffer's bound
    /// (beyond what the kernel's socket buffers take), and then the connection closes with
    /// the reason, instead of holding ever more memory.
    @Test func aPeerThatNeverReadsIsCutOffAtTheWriteBuffersBound() throws {
        let listener = try NetListener(host: "127.0.0.1", port: 0, group: Match.group)
        defer { listener.close() }
        let sender = try NetConnection.connect(host: "127.0.0.1", port: listener.port, group: Match.group)
        // The listener's side never reads: its channel stops asking for bytes.
        Thread.sleep(forTimeInterval: 0.2)
        let taken = listener.takeNew()
        for connection in taken { try connection.channel.setOption(ChannelOptions.autoRead, value: false).wait() }
        let reason = String(repeating: "x", count: NetCodec.maxString)
        var sent = 0, closed: String?
        while closed == nil && sent < 200_000 {
            sender.send(.bye(reason))
            sent += 1
            if sent % 100 == 0 {
                Thread.sleep(forTimeInterval: 0.001)
                for case let .closed(why) in sender.receive() { closed = why }
            }
        }
        #expect(closed == "the other side does not read what this side sends", "after \(sent) frames of 1 KB: \(String(describing: closed))")
        #expect(sent < 40_000, "cut off after \(sent) KB, not left to grow")
    }

    /// The real host process (`breakout host --headless --autoplay`) under all of it at once:
    /// 64 connections that say nothing, and a joiner that completes the handshake and then
    /// floods pings while reading nothing. It stays up, under 300 MB, and SIGTERM ends it
    /// within a second.
    @Test func theHostProcessOutlastsAFloodAndEndsOnSIGTERM() throws {
        let binary = try #require(NetworkCommandTests.binary, "build the breakout executable first (swift build)")
        let folder = TemporaryFolder.uniquePath("net-abuse")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let port = 21_000 + Int(getpid() % 20_000)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["host", "--port", "\(port)", "--bind", "127.0.0.1", "--headless", "--autoplay", "--seconds", "120", "--wait", "60"]
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CONFIG_HOME": folder + "/config", "XDG_DATA_HOME": folder + "/data"]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        var silent: [NetConnection] = []
        let start = Match.clock()
        while silent.isEmpty && Match.clock() - start < 20 {
            if let connection = try? NetConnection.connect(host: "127.0.0.1", port: port, group: Match.group) { silent.append(connection) }
            else { Thread.sleep(forTimeInterval: 0.1) }
        }
        for _ in 1..<64 { if let c = try? NetConnection.connect(host: "127.0.0.1", port: port, group: Match.group) { silent.append(c) } }
        // The host takes them in over its next frames (a loaded machine's frames are slow).
        Thread.sleep(forTimeInterval: 0.3)
        // The process plays the standard duel with the default settings: a joiner that says so.
        let (hostile, _) = try Self.hostileJoiner(port: port, hello: NetworkMatch.Options.standardDuel(rules: GameRules(), seconds: 120, seed: 0).hello())
        try hostile.channel.setOption(ChannelOptions.autoRead, value: false).wait()
        for k in 0..<50_000 { hostile.send(.ping(UInt32(k))) }
        Thread.sleep(forTimeInterval: 2)
        #expect(process.isRunning, "the host is still up")
        let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
        let rss = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }.flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true)[1]) } ?? 0
        #expect(rss > 0 && rss < 300 * 1024, "the host's RSS is \(rss) kB")
        let signalled = Match.clock()
        kill(process.processIdentifier, SIGTERM)
        while process.isRunning && Match.clock() - signalled < 3 { Thread.sleep(forTimeInterval: 0.01) }
        #expect(!process.isRunning && Match.clock() - signalled < 1, "SIGTERM ended it in \(Match.clock() - signalled) s")
        for connection in silent + [hostile] { connection.close() }
    }
}
