import NIOCore
import NIOPosix
import Synchronization

/// The host's listening socket: every connection that comes in waits in `takeNew()` for the
/// game to take it (as its opponent, a reconnect, or to refuse: one opponent per game).
///
/// ```swift
/// let listener = try NetListener(host: "0.0.0.0", port: 4711, group: group)
/// for connection in listener.takeNew() { ... }
/// ```
public final class NetListener: Sendable {
    private let channel: Channel
    private let pending = Pending()

    /// The connections come in on the network thread and leave on the game's.
    private final class Pending: Sendable {
        let list = Mutex<[NetConnection]>([])
    }

    /// Connections waiting at most between two of the game's polls (more are closed at once).
    /// The greeter takes them every frame and makes room among its own by closing the
    /// longest silent; a list this long keeps a joiner from being closed unheard when a flood
    /// of connections comes in the same frame.
    static let backlog = 64

    /// `group` defaults to swift-nio's one network thread pool for the process.
    public init(host: String, port: Int, group: EventLoopGroup = MultiThreadedEventLoopGroup.singleton) throws {
        let pending = self.pending
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.backlog, value: Int32(Self.backlog))
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .childChannelOption(ChannelOptions.writeBufferWaterMark, value: NetConnection.writeBuffer)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let inbox = NetInbox()
                    try channel.pipeline.syncOperations.addHandler(FrameHandler(inbox: inbox))
                    let connection = NetConnection(channel: channel, inbox: inbox)
                    let kept = pending.list.withLock { list -> Bool in
                        guard list.count < Self.backlog else { return false }
                        list.append(connection)
                        return true
                    }
                    if !kept { channel.close(promise: nil) }
                }
            }
        channel = try bootstrap.bind(host: host, port: port).wait()
    }

    /// The port it listens on (the one the system chose, for port 0).
    public var port: Int { channel.localAddress?.port ?? 0 }

    /// Connections that came in since the last call.
    public func takeNew() -> [NetConnection] {
        pending.list.withLock { list in
            defer { list.removeAll() }
            return list
        }
    }

    public func close() { channel.close(promise: nil) }
}
