import Breakout
import NIOCore
import NIOPosix

/// The joiner before the game: connecting, saying hello, waiting for the host's welcome. The
/// game's thread calls `poll` every frame; a refusal or no answer throws with the reason.
///
/// ```swift
/// let lobby = JoinLobby(host: "192.168.1.20", port: 8000, group: group, options: options, now: now)
/// if let match = try lobby.poll(now: now) { play(match) }
/// ```
public final class JoinLobby {
    private let attempt: JoinAttempt
    private let host: String
    private let port: Int
    private let group: EventLoopGroup
    private let options: NetworkMatch.Options

    /// `group` defaults to swift-nio's one network thread pool for the process.
    public init(host: String, port: Int, group: EventLoopGroup = MultiThreadedEventLoopGroup.singleton,
                options: NetworkMatch.Options, now: Double) {
        self.host = host
        self.port = port
        self.group = group
        self.options = options
        attempt = JoinAttempt(host: host, port: port, hello: options.hello(), group: group, now: now, timeout: options.handshakeTimeout)
    }

    public func poll(now: Double) throws(NetworkMatch.Failure) -> NetworkMatch? {
        guard let (connection, welcome, roundTrip) = try attempt.poll(now: now) else { return nil }
        return NetworkMatch.joining(connection, welcome: welcome, roundTrip: roundTrip, host: host, port: port, group: group, options: options)
    }

    public func cancel() { attempt.cancel() }
}
