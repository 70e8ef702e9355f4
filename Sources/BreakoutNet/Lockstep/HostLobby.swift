import Breakout
import NIOCore
import NIOPosix

/// The host before the game: it takes the first joiner whose game matches (the others are
/// told what differs) and starts the match. The game's thread calls `poll` every frame, so a
/// window keeps drawing while it waits.
///
/// ```swift
/// let lobby = HostLobby(listener: listener, group: group, options: options)
/// if let match = lobby.poll(now: now) { play(match) }
/// ```
public final class HostLobby {
    private let greeter: HostGreeter
    private let listener: NetListener
    private let group: EventLoopGroup
    private let options: NetworkMatch.Options

    /// `group` defaults to swift-nio's one network thread pool for the process.
    public init(listener: NetListener, group: EventLoopGroup = MultiThreadedEventLoopGroup.singleton, options: NetworkMatch.Options) {
        self.listener = listener
        self.group = group
        self.options = options
        greeter = HostGreeter(listener: listener, timeout: options.handshakeTimeout)
    }

    /// The port it listens on.
    public var port: Int { listener.port }

    /// The match, once a joiner that matches said hello.
    public func poll(now: Double) -> NetworkMatch? {
        let options = self.options
        let taken = greeter.poll(now: now) { hello in
            NetworkMatch.mismatch(hello, options: options) ?? (hello.resumeFrom != 0 ? "there is no game to resume" : nil)
        }
        guard let taken else { return nil }
        return NetworkMatch.hosting(taken, listener: listener, group: group, options: options)
    }

    /// Stops listening (the player gave up waiting).
    public func close() {
        greeter.refuseAll("the host stopped waiting")
        listener.close()
    }
}
