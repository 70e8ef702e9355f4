import Synchronization

/// What a connection's network thread hands the game's thread: messages in order, then at
/// most one end. Bounded: a peer that floods it faster than the game reads is cut off.
final class NetInbox: Sendable {
    enum Event: Sendable, Equatable {
        case message(NetMessage)
        /// The connection is gone; the text says why.
        case closed(String)
    }

    /// Events kept at most (a second of a peer's messages is about 250).
    static let capacity = 10_000

    private struct State {
        var events: [Event] = []
        var closed = false
        var bytesIn = 0
        var bytesOut = 0
    }

    private let state = Mutex(State())

    /// Adds `event`; false when the inbox is full (the caller closes the connection).
    @discardableResult
    func push(_ event: Event) -> Bool {
        state.withLock { s in
            guard !s.closed else { return true }
            if case .closed = event { s.closed = true }
            guard s.events.count < Self.capacity || s.closed else { return false }
            s.events.append(event)
            return true
        }
    }

    /// Puts events taken but not handled back in front (a handshake reads one message;
    /// what came with it is the game's).
    func giveBack(_ events: [Event]) {
        guard !events.isEmpty else { return }
        state.withLock { $0.events.insert(contentsOf: events, at: 0) }
    }

    func take() -> [Event] {
        state.withLock { s in
            defer { s.events.removeAll(keepingCapacity: true) }
            return s.events
        }
    }

    func count(received n: Int) { state.withLock { $0.bytesIn += n } }
    func count(sent n: Int) { state.withLock { $0.bytesOut += n } }
    var bytes: (received: Int, sent: Int) { state.withLock { ($0.bytesIn, $0.bytesOut) } }
}
