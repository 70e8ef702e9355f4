@testable import Breakout
@testable import BreakoutNet
import Foundation
import NIOCore
import NIOPosix
import Synchronization
import Testing
import TestSupport

/// Real sockets on loopback: a host and a joiner play a duel in lockstep and end with the
/// same state; a joiner of another version or other settings is refused with what differs;
/// a third connection is turned away; a dropped connection comes back, or ends the game with
/// its replay kept; garbage on the port closes only that connection.
@Suite(.serialized) struct NetworkMatchTests {
    static let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)

    static func clock() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    static func options(seconds: Double? = 2, rules: GameRules = GameRules(), folder: String? = nil) -> NetworkMatch.Options {
        var o = NetworkMatch.Options(rules: rules, levels: .duel([LevelSequence.duelArena]), levelsName: "Arena",
                                     seconds: seconds, seed: 77)
        o.replayFolder = folder
        return o
    }

    /// What a side ended with.
    struct End: Sendable {
        var hash: UInt64
        var steps: Int
        var outcome: String
        var notices: [String]
        var replays: [String]
    }

    final class Box<T: Sendable>: Sendable {
        let value = Mutex<T?>(nil)
    }

    /// Plays `match` to its end in real time with the duel autoplayer; `stopAfter` seconds
    /// of play the loop just stops running (the side vanishes).
    static func play(_ match: NetworkMatch, stopAfter: Double? = nil, dropAt: Int? = nil) -> End {
        var player = DuelAutoplayer(side: match.session.side)
        player.maxSpeed = 300
        let start = clock()
        var dropped = false
        while match.state != .ended {
            if let stopAfter, clock() - start > stopAfter { break }
            match.runFrame(now: clock()) { player.input(for: $0) }
            if let dropAt, !dropped, match.session.game.stepIndex >= dropAt {
                dropped = true
                match.connection?.channel.close(promise: nil)
            }
            Thread.sleep(forTimeInterval: 0.001)
        }
        return End(hash: match.session.game.stateHash(), steps: match.session.game.stepIndex,
                   outcome: match.outcome.map { "\($0)" } ?? "running", notices: match.notices, replays: match.savedReplays)
    }

    /// A host on a free loopback port, playing in a thread; its end arrives in the box.
    static func startHost(options: NetworkMatch.Options, stopAfter: Double? = nil) throws -> (port: Int, listener: NetListener, end: Box<End>, done: DispatchSemaphore) {
        let listener = try NetListener(host: "127.0.0.1", port: 0, group: group)
        let box = Box<End>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            if let match = try? NetworkMatch.host(listener: listener, group: group, options: options, timeout: 20, clock: clock) {
                let end = play(match, stopAfter: stopAfter)
                box.value.withLock { $0 = end }
            }
            done.signal()
        }
        thread.start()
        return (listener.port, listener, box, done)
    }

    @Test func aLoopbackDuelEndsWithTheSameStateOnBothSides() throws {
        let host = try Self.startHost(options: Self.options(seconds: 3))
        let match = try NetworkMatch.join(host: "127.0.0.1", port: host.port, group: Self.group, options: Self.options(seconds: 5), clock: Self.clock)
        let joined = Self.play(match)
        host.done.wait()
        let hosted = try #require(host.end.value.withLock { $0 })
        #expect(joined.outcome == "finished" && hosted.outcome == "finished", "\(joined.outcome) / \(hosted.outcome)")
        #expect(joined.steps == 360 && hosted.steps == 360, "the shorter of the two asked times")
        #expect(joined.hash == hosted.hash)
        #expect(match.session.side == .top)
        #expect(match.bytes.sent > 0 && match.bytes.received > 0)
    }

    /// Sends `hello` on a raw connection and returns what the host answered.
    static func answer(to hello: NetMessage.Hello, port: Int) throws -> NetMessage? {
        let connection = try NetConnection.connect(host: "127.0.0.1", port: port, group: group)
        defer { connection.close() }
        connection.send(.hello(hello))
        let start = clock()
        while clock() - start < 5 {
            for event in connection.receive() { if case let .message(m) = event { return m } }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return nil
    }

    @Test func aJoinerOfAnotherVersionOrOtherSettingsIsRefusedWithWhatDiffers() throws {
        let host = try Self.startHost(options: Self.options(seconds: 1))
        var hello = Self.options().hello()
        hello.gameVersion = "0.1.0"
        #expect(try Self.answer(to: hello, port: host.port)
                == .refuse("Breakout 0.1.0 against the host's \(GameVersion.string): use the same version"))
        hello = Self.options().hello()
        hello.protocolVersion = 99
        if case let .refuse(why)? = try Self.answer(to: hello, port: host.port) { #expect(why.hasPrefix("network protocol 99")) } else { Issue.record("not refused") }
        var fast = GameRules()
        fast.ballSpeed = 900
        hello = Self.options(rules: fast).hello()
        #expect(try Self.answer(to: hello, port: host.port) == .refuse("settings differ: ball.speed (host 450.0, yours 900.0)"))
        hello = Self.options().hello()
        hello.levelsDigest ^= 1
        hello.levelsName = "Mine"
        #expect(try Self.answer(to: hello, port: host.port)
                == .refuse("levels differ: the host plays Arena (1 levels), you Mine (1 levels)"))
        // The host still waits, and a matching joiner plays.
        let match = try NetworkMatch.join(host: "127.0.0.1", port: host.port, group: Self.group, options: Self.options(seconds: 1), clock: Self.clock)
        let joined = Self.play(match)
        host.done.wait()
        #expect(joined.outcome == "finished")
        #expect(host.end.value.withLock { $0?.hash } == joined.hash)
    }

    /// The host pings a joiner whose hello matches before it welcomes it: both start knowing
    /// the round trip (so the first steps need not wait for the game's pings). A joiner that
    /// never answers the ping is not taken, and the host takes the next one.
    @Test func theHandshakeMeasuresTheRoundTripBeforeTheGame() throws {
        let host = try Self.startHost(options: Self.options(seconds: 1))
        let silent = try NetConnection.connect(host: "127.0.0.1", port: host.port, group: Self.group)
        defer { silent.close() }
        silent.send(.hello(Self.options().hello()))
        var first: NetMessage?
        let start = Self.clock()
        while first == nil && Self.clock() - start < 5 {
            for event in silent.receive() { if case let .message(m) = event, first == nil { first = m } }
            Thread.sleep(forTimeInterval: 0.005)
        }
        #expect(first == .ping(0), "the handshake's ping comes before the welcome")
        let match = try NetworkMatch.join(host: "127.0.0.1", port: host.port, group: Self.group, options: Self.options(seconds: 1), clock: Self.clock)
        let measured = try #require(match.session.roundTrip, "known before the game's first ping")
        #expect(measured >= 0 && measured < 1)
        let joined = Self.play(match)
        host.done.wait()
        #expect(joined.outcome == "finished")
        #expect(host.end.value.withLock { $0?.hash } == joined.hash)
    }

    /// A join that cannot get a game says why in a few words: nothing listens there, or
    /// something that is not this game does.
    @Test func aJoinThatFindsNoGameSaysWhyInAFewWords() throws {
        let probe = try NetListener(host: "127.0.0.1", port: 0, group: Self.group)
        let port = probe.port
        probe.close()
        Thread.sleep(forTimeInterval: 0.1)
        do {
            _ = try NetworkMatch.join(host: "127.0.0.1", port: port, group: Self.group, options: Self.options(), clock: Self.clock)
            Issue.record("joined nothing")
        } catch {
            #expect("\(error)" == "cannot reach 127.0.0.1:\(port): connection refused")
        }

        // A server that answers with HTTP.
        let other = try NetListener(host: "127.0.0.1", port: 0, group: Self.group)
        defer { other.close() }
        let answering = Thread {
            let start = Self.clock()
            while Self.clock() - start < 5 {
                for connection in other.takeNew() {
                    var buffer = connection.channel.allocator.buffer(capacity: 64)
                    buffer.writeString("HTTP/1.1 400 Bad Request\r\n\r\n")
                    connection.channel.writeAndFlush(buffer, promise: nil)
                    return
                }
                Thread.sleep(forTimeInterval: 0.005)
            }
        }
        answering.start()
        var options = Self.options()
        options.handshakeTimeout = 5
        do {
            _ = try NetworkMatch.join(host: "127.0.0.1", port: other.port, group: Self.group, options: options, clock: Self.clock)
            Issue.record("joined an HTTP server")
        } catch {
            let text = "\(error)"
            #expect(text.hasPrefix("no game at 127.0.0.1:\(other.port): the other side sent a frame of "), "\(text)")
            #expect(text.hasSuffix("(allowed: 1...\(NetCodec.maxFrame))"), "\(text)")
        }
    }

    @Test func aThirdConnectionIsRefusedWhileAGameIsOn() throws {
        let host = try Self.startHost(options: Self.options(seconds: 3))
        let match = try NetworkMatch.join(host: "127.0.0.1", port: host.port, group: Self.group, options: Self.options(seconds: 3), clock: Self.clock)
        let other = Box<NetMessage>()
        let probe = Thread {
            Thread.sleep(forTimeInterval: 1)
            let reply = try? Self.answer(to: Self.options().hello(), port: host.port)
            other.value.withLock { $0 = reply ?? nil }
        }
        probe.start()
        let joined = Self.play(match)
        host.done.wait()
        #expect(other.value.withLock { $0 } == .refuse("this host is already playing a game (one opponent at a time)"))
        #expect(joined.outcome == "finished")
        #expect(host.end.value.withLock { $0?.hash } == joined.hash)
    }

    @Test func aDroppedConnectionComesBackAndTheGameGoesOnInStep() throws {
        let host = try Self.startHost(options: Self.options(seconds: 4))
        let match = try NetworkMatch.join(host: "127.0.0.1", port: host.port, group: Self.group, options: Self.options(seconds: 4), clock: Self.clock)
        let joined = Self.play(match, dropAt: 150)
        host.done.wait()
        let hosted = try #require(host.end.value.withLock { $0 })
        #expect(joined.outcome == "finished" && hosted.outcome == "finished",
                "\(joined.outcome) \(joined.notices) / \(hosted.outcome) \(hosted.notices)")
        #expect(joined.hash == hosted.hash)
        #expect(joined.notices.contains { $0.hasPrefix("connection lost") }, "\(joined.notices)")
        #expect(hosted.notices.contains { $0.hasPrefix("the other side is back") }, "\(hosted.notices)")
    }

    @Test func aPeerThatNeverComesBackEndsTheGameAndItsReplayIsKept() throws {
        let folder = TemporaryFolder.uniquePath("net-replays")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var options = Self.options(seconds: 30, folder: folder)
        options.reconnectWait = 1
        let host = try Self.startHost(options: options)
        let match = try NetworkMatch.join(host: "127.0.0.1", port: host.port, group: Self.group, options: Self.options(seconds: 30), clock: Self.clock)
        // The joiner plays a second, then its program stops: the socket closes with it.
        _ = Self.play(match, stopAfter: 1)
        match.connection?.channel.close(promise: nil)
        host.done.wait()
        let hosted = try #require(host.end.value.withLock { $0 })
        #expect(hosted.outcome == "the other side did not come back within 1 s")
        #expect(hosted.replays == [folder + "/network-last.replay"])
        let replay = try Replay.read(from: URL(fileURLWithPath: folder + "/network-last.replay"))
        #expect(replay.steps == hosted.steps && replay.play().matches, "the kept replay plays back to the end")
    }

    /// The joiner's side of the same wait (audit W8): the host's program stops, its listener
    /// with it, so every reconnect is refused; after its reconnect wait the joiner ends the
    /// game with the line that says so, and keeps the replay.
    @Test func aHostThatNeverComesBackEndsTheJoinersGameAndItsReplayIsKept() throws {
        let folder = TemporaryFolder.uniquePath("net-replays")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let listener = try NetListener(host: "127.0.0.1", port: 0, group: Self.group)
        let hostGone = DispatchSemaphore(value: 0)
        Thread {
            if let hosted = try? NetworkMatch.host(listener: listener, group: Self.group, options: Self.options(seconds: 30),
                                                   timeout: 20, clock: Self.clock) {
                _ = Self.play(hosted, stopAfter: 1)
                hosted.connection?.channel.close(promise: nil)
            }
            listener.close()
            hostGone.signal()
        }.start()
        var options = Self.options(seconds: 30, folder: folder)
        options.reconnectWait = 1
        let match = try NetworkMatch.join(host: "127.0.0.1", port: listener.port, group: Self.group, options: options, clock: Self.clock)
        // Stopped by the test at 8 s, should the wait have no end.
        let joined = Self.play(match, stopAfter: 8)
        hostGone.wait()
        #expect(joined.outcome == "the other side did not come back within 1 s")
        #expect(joined.notices.first?.hasPrefix("connection lost: ") == true, "\(joined.notices)")
        #expect(joined.replays == [folder + "/network-last.replay"])
        let replay = try Replay.read(from: URL(fileURLWithPath: folder + "/network-last.replay"))
        #expect(replay.steps == joined.steps)
    }

    @Test func garbageOnThePortClosesOnlyThatConnection() throws {
        let host = try Self.startHost(options: Self.options(seconds: 1))
        var rng = GameRandom(seed: 9)
        for _ in 0..<5 {
            let connection = try NetConnection.connect(host: "127.0.0.1", port: host.port, group: Self.group)
            var buffer = connection.channel.allocator.buffer(capacity: 64)
            buffer.writeBytes((0..<64).map { _ in UInt8(truncatingIfNeeded: rng.next()) })
            try connection.channel.writeAndFlush(buffer).wait()
            Thread.sleep(forTimeInterval: 0.2)
            connection.close()
        }
        let match = try NetworkMatch.join(host: "127.0.0.1", port: host.port, group: Self.group, options: Self.options(seconds: 1), clock: Self.clock)
        let joined = Self.play(match)
        host.done.wait()
        #expect(joined.outcome == "finished")
        #expect(host.end.value.withLock { $0?.hash } == joined.hash)
    }
}
