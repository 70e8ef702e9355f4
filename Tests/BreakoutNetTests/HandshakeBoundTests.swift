@testable import Breakout
@testable import BreakoutNet
import Foundation
import NIOCore
import Testing

/// Issue 63's audit: each wait of the handshake on a stranger that says nothing ends at its
/// bound, with the line that names what did not come. A host that never answers the connect
/// at all is a loopback port whose listen queue is full (`UnansweringPort`).
@Suite(.serialized) struct HandshakeBoundTests {
    /// swift-nio's connect timeout (audit W3): the attempt's own clock is held still, so only
    /// the timeout given to the connect can end the wait.
    @Test func aConnectNobodyAnswersEndsAtTheConnectTimeout() throws {
        let silent = try UnansweringPort()
        let attempt = JoinAttempt(host: "127.0.0.1", port: silent.port, hello: NetworkMatchTests.options().hello(),
                                  group: NetworkMatchTests.group, now: 0, timeout: 1)
        let start = NetworkMatchTests.clock()
        var failure: String?
        while NetworkMatchTests.clock() - start < 5 && failure == nil {
            do { _ = try attempt.poll(now: 0) } catch { failure = "\(error)" }
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(failure == "cannot reach 127.0.0.1:\(silent.port): no answer within 1 s", "\(String(describing: failure))")
        let took = NetworkMatchTests.clock() - start
        #expect(took >= 0.9 && took < 3, "gave up after \(took) s")
    }

    /// The attempt's own check on a connect still pending (audit W4): swift-nio's timeout is
    /// 30 s, so only the attempt's clock passing its timeout ends it.
    @Test func aJoinAttemptGivesUpOnAConnectStillPendingAtItsTimeout() throws {
        let silent = try UnansweringPort()
        let attempt = JoinAttempt(host: "127.0.0.1", port: silent.port, hello: NetworkMatchTests.options().hello(),
                                  group: NetworkMatchTests.group, now: 100, timeout: 30)
        Thread.sleep(forTimeInterval: 0.2)
        let early = try attempt.poll(now: 100.2), late = try attempt.poll(now: 129.9)
        #expect(early == nil && late == nil, "still connecting")
        do {
            _ = try attempt.poll(now: 130.1)
            Issue.record("waited past its timeout")
        } catch {
            #expect("\(error)" == "no answer from 127.0.0.1:\(silent.port) within 30 s")
        }
    }

    /// A headless `breakout join` to a host that never answers gives up at its handshake
    /// timeout, saying what did not come: a host that never answers the connect (audit W2;
    /// whichever of the two checks above comes first), or one whose port takes the
    /// connection but never answers the hello.
    @Test(arguments: [false, true])
    func aJoinToAHostThatNeverAnswersGivesUp(takesTheConnection: Bool) throws {
        let silent = takesTheConnection ? nil : try UnansweringPort()
        let listener = takesTheConnection ? try NetListener(host: "127.0.0.1", port: 0, group: NetworkMatchTests.group) : nil
        defer { listener?.close() }
        let port = try #require(silent?.port ?? listener?.port)
        var options = NetworkMatchTests.options()
        options.handshakeTimeout = 1
        let start = NetworkMatchTests.clock()
        do {
            _ = try NetworkMatch.join(host: "127.0.0.1", port: port, group: NetworkMatchTests.group,
                                      options: options, clock: NetworkMatchTests.clock)
            Issue.record("joined a host that never answered")
        } catch {
            let said = "\(error)"
            let expected = takesTheConnection ? ["the host did not answer within 1 s"]
                : ["cannot reach 127.0.0.1:\(port): no answer within 1 s", "no answer from 127.0.0.1:\(port) within 1 s"]
            #expect(expected.contains(said), "\(said)")
        }
        let took = NetworkMatchTests.clock() - start
        #expect(took >= (takesTheConnection ? 1 : 0.9) && took < (takesTheConnection ? 5 : 4), "gave up after \(took) s")
        withExtendedLifetime(silent) {}
    }

    /// The waiting connect (audit W11, for tests and tools) ends at its timeout too.
    @Test func aWaitingConnectEndsAtItsTimeout() throws {
        let silent = try UnansweringPort()
        let start = NetworkMatchTests.clock()
        do {
            _ = try NetConnection.connect(host: "127.0.0.1", port: silent.port, group: NetworkMatchTests.group, timeout: 1)
            Issue.record("connected to a port that never answers")
        } catch {
            #expect(ConnectFailure.describe(error) == "no answer within 1 s", "\(error)")
        }
        let took = NetworkMatchTests.clock() - start
        #expect(took >= 0.9 && took < 3, "gave up after \(took) s")
    }

    /// A stranger who connects and says nothing, or says hello and never answers the ping:
    /// the host closes on it after its handshake timeout, saying which.
    @Test(arguments: [false, true])
    func aSilentStrangerIsClosedAtTheHandshakeTimeout(saysHello: Bool) throws {
        let listener = try NetListener(host: "127.0.0.1", port: 0, group: NetworkMatchTests.group)
        defer { listener.close() }
        let greeter = HostGreeter(listener: listener, timeout: 1)
        let stranger = try NetConnection.connect(host: "127.0.0.1", port: listener.port, group: NetworkMatchTests.group)
        if saysHello { stranger.send(.hello(NetworkMatchTests.options().hello())) }
        let start = NetworkMatchTests.clock()
        var bye: String?, closed = false
        while NetworkMatchTests.clock() - start < 5 && !closed {
            _ = greeter.poll(now: NetworkMatchTests.clock()) { _ in nil }
            for event in stranger.receive() {
                switch event {
                case let .message(.bye(why)): bye = why
                case .message: break
                case .closed: closed = true
                }
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(closed, "the host closed the silent connection")
        #expect(bye == (saysHello ? "no answer to the ping within 1 s" : "no hello within 1 s"), "\(String(describing: bye))")
        let took = NetworkMatchTests.clock() - start
        #expect(took >= 1 && took < 4, "closed after \(took) s")
    }
}
