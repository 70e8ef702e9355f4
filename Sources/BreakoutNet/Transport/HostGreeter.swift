/// The host's side of the handshake, without blocking: connections that came in wait here
/// for their hello (at most `timeout` seconds each); `accept` decides each one, and the first
/// it takes is returned. The game's thread calls `poll` every frame.
///
/// ```swift
/// let greeter = HostGreeter(listener: listener, timeout: 10)
/// if let (connection, hello) = greeter.poll(now: now, accept: { hello in nil }) { ... }
/// ```
final class HostGreeter {
    private let listener: NetListener
    private let timeout: Double
    private var candidates: [(connection: NetConnection, since: Double)] = []

    init(listener: NetListener, timeout: Double) {
        self.listener = listener
        self.timeout = timeout
    }

    /// The first candidate whose hello `refusal` has nothing against (nil: accepted); the others
    /// are told why and closed, or wait on for their hello.
    func poll(now: Double, refusal: (NetMessage.Hello) -> String?) -> (NetConnection, NetMessage.Hello)? {
        for connection in listener.takeNew() { candidates.append((connection, now)) }
        var taken: (NetConnection, NetMessage.Hello)?
        var waiting: [(connection: NetConnection, since: Double)] = []
        for candidate in candidates {
            if taken != nil { waiting.append(candidate); continue }
            let events = candidate.connection.receive()
            var decided = false
            for (k, event) in events.enumerated() {
                switch event {
                case let .message(.hello(hello)):
                    decided = true
                    if let why = refusal(hello) {
                        candidate.connection.send(.refuse(why))
                        candidate.connection.close()
                    } else {
                        candidate.connection.giveBack(events[(k + 1)...])
                        taken = (candidate.connection, hello)
                    }
                case let .message(other):
                    decided = true
                    candidate.connection.close(saying: "expected hello, got \(other.kind)")
                case .closed:
                    decided = true
                }
                if decided { break }
            }
            if decided { continue }
            if now - candidate.since > timeout {
                candidate.connection.close(saying: "no hello within \(Int(timeout)) s")
            } else {
                waiting.append(candidate)
            }
        }
        candidates = waiting
        return taken
    }

    /// Turns everyone waiting away (a game is on) with `reason`.
    func refuseAll(_ reason: String) {
        for connection in listener.takeNew() + candidates.map(\.connection) {
            connection.send(.refuse(reason))
            connection.close()
        }
        candidates = []
    }
}
