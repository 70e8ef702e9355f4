@testable import Breakout
@testable import BreakoutNet
import Foundation
import Testing

/// Issue 63's audit: each wait of the handshake on a stranger that says nothing ends at its
/// bound, with the line that names what did not come.
@Suite(.serialized) struct HandshakeBoundTests {
    /// A host whose port takes the connection but never answers the hello: the joiner gives
    /// up after its handshake timeout.
    @Test func aJoinerWhoseHostNeverAnswersGivesUp() throws {
        let listener = try NetListener(host: "127.0.0.1", port: 0, group: NetworkMatchTests.group)
        defer { listener.close() }
        var options = NetworkMatchTests.options()
        options.handshakeTimeout = 1
        let start = NetworkMatchTests.clock()
        do {
            _ = try NetworkMatch.join(host: "127.0.0.1", port: listener.port, group: NetworkMatchTests.group,
                                      options: options, clock: NetworkMatchTests.clock)
            Issue.record("joined a host that never answered")
        } catch {
            #expect("\(error)" == "the host did not answer within 1 s")
        }
        let took = NetworkMatchTests.clock() - start
        #expect(took >= 1 && took < 5, "gave up after \(took) s")
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
