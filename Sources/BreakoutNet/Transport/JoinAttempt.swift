import NIOCore
import NIOPosix
import Synchronization

/// The joiner's side of the handshake, without blocking: connects, says hello, answers the
/// host's ping (the time from the hello to the ping is the round trip), and waits for the
/// host's welcome or refusal. The game's thread calls `poll` every frame.
///
/// ```swift
/// let attempt = JoinAttempt(host: "192.168.1.20", port: 8000, hello: hello, group: group, now: now)
/// switch try attempt.poll(now: now) { case let (connection, welcome, roundTrip)?: play; case nil: draw "connecting" }
/// ```
final class JoinAttempt {
    private let host: String
    private let port: Int
    private let hello: NetMessage.Hello
    private let timeout: Double
    private let started: Double
    private let pending = Pending()
    private var connection: NetConnection?
    private var helloSent = 0.0
    private var roundTrip: Double?

    /// The connection, made on swift-nio's thread and taken on the game's.
    private final class Pending: Sendable {
        let result = Mutex<Result<NetConnection, NetworkMatch.Failure>?>(nil)
    }

    init(host: String, port: Int, hello: NetMessage.Hello, group: EventLoopGroup, now: Double, timeout: Double) {
        self.host = host
        self.port = port
        self.hello = hello
        self.timeout = timeout
        started = now
        let pending = self.pending
        NetConnection.connect(host: host, port: port, group: group, timeout: timeout) { result in
            pending.result.withLock { $0 = result.mapError { .connection("cannot reach \(host):\(port): \(ConnectFailure.describe($0))") } }
        }
    }

    /// The connection, the host's welcome and the handshake's round trip (seconds) once they
    /// are there; nil while waiting.
    func poll(now: Double) throws(NetworkMatch.Failure) -> (NetConnection, NetMessage.Welcome, Double)? {
        if connection == nil {
            switch pending.result.withLock({ $0 }) {
            case .success(let made)?:
                connection = made
                made.send(.hello(hello))
                helloSent = now
            case .failure(let failure)?:
                throw failure
            case nil:
                if now - started > timeout { throw .timedOut("no answer from \(host):\(port) within \(Int(timeout)) s") }
                return nil
            }
        }
        guard let connection else { return nil }
        let events = connection.receive()
        for (k, event) in events.enumerated() {
            switch event {
            case let .message(.ping(id)) where id == HostGreeter.handshakePing && roundTrip == nil:
                // The hello went one way and the ping came back the other.
                roundTrip = max(0, now - helloSent)
                connection.send(.pong(id))
            case let .message(.welcome(welcome)):
                // The host's first inputs may have come with it: they are the game's.
                connection.giveBack(events[(k + 1)...])
                return (connection, welcome, roundTrip ?? max(0, now - helloSent))
            case let .message(.refuse(why)):
                connection.close()
                throw .refused(why)
            case let .message(.bye(why)):
                throw .connection("the host closed the connection: \(why)")
            case let .message(other):
                connection.close(saying: "expected welcome, got \(other.kind)")
                throw .connection("the host answered \(other.kind) instead of welcome")
            case let .closed(why):
                // Closed by the host, or by this side when what came was not the protocol
                // (something else listens on that port): `why` says which.
                throw .connection("no game at \(host):\(port): \(why)")
            }
        }
        if now - started > timeout {
            connection.close(saying: "no welcome within \(Int(timeout)) s")
            throw .timedOut("the host did not answer within \(Int(timeout)) s")
        }
        return nil
    }

    /// Gives up (the player cancelled).
    func cancel() { connection?.close() }
}
