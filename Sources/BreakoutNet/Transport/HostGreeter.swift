/// The host's side of the handshake, without blocking: connections that came in wait here
/// for their hello (at most `timeout` seconds each); `refusal` decides each one. A joiner it
/// takes is pinged once before the game, so both sides start knowing the round trip; the
/// first to answer is returned with it. The game's thread calls `poll` every frame.
///
/// ```swift
/// let greeter = HostGreeter(listener: listener, timeout: 10)
/// if let taken = greeter.poll(now: now, refusal: { hello in nil }) { play(taken.connection, taken.roundTrip) }
/// ```
final class HostGreeter {
    /// A joiner the host took: its hello and the handshake's round trip in seconds.
    struct Taken {
        let connection: NetConnection
        let hello: NetMessage.Hello
        let roundTrip: Double
    }

    private struct Candidate {
        let connection: NetConnection
        let since: Double
        /// Its hello was good: the ping sent, and when.
        var accepted: (hello: NetMessage.Hello, pingSent: Double)?
    }

    /// Handshakes waiting at most: each holds a socket for up to `timeout` seconds, so a flood
    /// of connections that say nothing would otherwise hold the host's sockets. When full, the
    /// longest silent one is closed for the newcomer.
    static let maxWaiting = 16

    /// The handshake's ping (the game's own pings count from 1).
    static let handshakePing: UInt32 = 0

    private let listener: NetListener
    private let timeout: Double
    private var candidates: [Candidate] = []

    init(listener: NetListener, timeout: Double) {
        self.listener = listener
        self.timeout = timeout
    }

    /// The first candidate whose hello `refusal` has nothing against (nil: accepted) and that
    /// answered the ping; the refused are told why and closed, the others wait on.
    func poll(now: Double, refusal: (NetMessage.Hello) -> String?) -> Taken? {
        for connection in listener.takeNew() {
            if candidates.count >= Self.maxWaiting {
                // The longest silent makes room: connections that say nothing cannot keep an
                // honest joiner out, however many come.
                guard let silent = candidates.firstIndex(where: { $0.accepted == nil }) else {
                    connection.close(saying: "too many joiners at once; try again")
                    continue
                }
                candidates.remove(at: silent).connection.close(saying: "too many connections waiting to say hello")
            }
            candidates.append(Candidate(connection: connection, since: now))
        }
        var taken: Taken?
        var waiting: [Candidate] = []
        for var candidate in candidates {
            if taken != nil { waiting.append(candidate); continue }
            let events = candidate.connection.receive()
            var decided = false
            for (k, event) in events.enumerated() {
                switch (event, candidate.accepted) {
                case let (.message(.hello(hello)), nil):
                    if let why = refusal(hello) {
                        decided = true
                        candidate.connection.send(.refuse(why))
                        candidate.connection.close()
                    } else {
                        candidate.connection.send(.ping(HostGreeter.handshakePing))
                        candidate.accepted = (hello, now)
                    }
                case let (.message(.pong(id)), accepted?) where id == HostGreeter.handshakePing:
                    decided = true
                    candidate.connection.giveBack(events[(k + 1)...])
                    taken = Taken(connection: candidate.connection, hello: accepted.hello, roundTrip: max(0, now - accepted.pingSent))
                case let (.message(other), _):
                    decided = true
                    let expected = candidate.accepted == nil ? "hello" : "pong"
                    candidate.connection.close(saying: "expected \(expected), got \(other.kind)")
                case (.closed, _):
                    decided = true
                }
                if decided { break }
            }
            if decided { continue }
            if now - candidate.since > timeout {
                let missing = candidate.accepted == nil ? "no hello" : "no answer to the ping"
                candidate.connection.close(saying: "\(missing) within \(Int(timeout)) s")
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
