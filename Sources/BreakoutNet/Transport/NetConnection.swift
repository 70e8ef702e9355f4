import NIOCore
import NIOPosix

/// One TCP connection to the other side, on swift-nio: frames out (`send`), messages in
/// (`receive`), and why it closed. A frame that does not decode closes it with a `bye`
/// that names the fault, so a broken or hostile peer never reaches the game.
///
/// ```swift
/// let connection = try NetConnection.connect(host: "127.0.0.1", port: 4711, group: group)
/// connection.send(.hello(hello))
/// for event in connection.receive() { ... }
/// ```
public final class NetConnection: Sendable {
    let channel: Channel
    let inbox: NetInbox

    init(channel: Channel, inbox: NetInbox) {
        self.channel = channel
        self.inbox = inbox
    }

    /// The other side's address, for messages.
    public var peer: String { channel.remoteAddress.map { "\($0)" } ?? "the other side" }

    /// Unsent bytes a connection may hold: swift-nio stops calling the channel writable
    /// above the high mark. A duel sends about 4 KB a second, so 1 MiB unread is four
    /// minutes of play: a peer that reads nothing, and is cut off rather than fill memory.
    static let writeBuffer = ChannelOptions.Types.WriteBufferWaterMark(low: 256 * 1024, high: 1024 * 1024)

    public func send(_ message: NetMessage) {
        guard channel.isWritable else {
            inbox.push(.closed("the other side does not read what this side sends"))
            channel.close(promise: nil)
            return
        }
        let bytes = NetCodec.frame(message)
        inbox.count(sent: bytes.count)
        var buffer = channel.allocator.buffer(capacity: bytes.count)
        buffer.writeBytes(bytes)
        channel.writeAndFlush(buffer, promise: nil)
    }

    /// What came since the last call: messages, then `.closed` once.
    func receive() -> [NetInbox.Event] { inbox.take() }

    /// Events `receive` returned that the caller did not handle, for the next `receive`.
    func giveBack(_ events: ArraySlice<NetInbox.Event>) { inbox.giveBack(Array(events)) }

    /// Says why and closes.
    public func close(saying reason: String) {
        send(.bye(reason))
        channel.close(promise: nil)
    }

    public func close() { channel.close(promise: nil) }

    /// Bytes received and sent on this connection so far.
    public var bytes: (received: Int, sent: Int) { inbox.bytes }

    /// Connects to `host`:`port`, within `timeout` seconds, waiting for it.
    public static func connect(host: String, port: Int, group: EventLoopGroup, timeout: Double = 5) throws -> NetConnection {
        let inbox = NetInbox()
        let channel = try bootstrap(inbox: inbox, group: group, timeout: timeout).connect(host: host, port: port).wait()
        return NetConnection(channel: channel, inbox: inbox)
    }

    /// Connects without waiting: `done` gets the connection or the error, on swift-nio's thread.
    static func connect(host: String, port: Int, group: EventLoopGroup, timeout: Double,
                        done: @escaping @Sendable (Result<NetConnection, Error>) -> Void) {
        let inbox = NetInbox()
        bootstrap(inbox: inbox, group: group, timeout: timeout).connect(host: host, port: port).whenComplete { result in
            done(result.map { NetConnection(channel: $0, inbox: inbox) })
        }
    }

    private static func bootstrap(inbox: NetInbox, group: EventLoopGroup, timeout: Double) -> ClientBootstrap {
        ClientBootstrap(group: group)
            .connectTimeout(.milliseconds(Int64(timeout * 1000)))
            .channelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .channelOption(ChannelOptions.writeBufferWaterMark, value: NetConnection.writeBuffer)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(FrameHandler(inbox: inbox))
                }
            }
    }
}

/// Cuts the byte stream into messages for the inbox; a bad frame closes the connection.
final class FrameHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    private var reader = NetCodec.Reader()
    private let inbox: NetInbox

    init(inbox: NetInbox) { self.inbox = inbox }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var buffer = unwrapInboundIn(data)
        inbox.count(received: buffer.readableBytes)
        if let bytes = buffer.readBytes(length: buffer.readableBytes) { reader.append(bytes) }
        do {
            while let message = try reader.next() {
                guard inbox.push(.message(message)) else {
                    return fault("the other side sends faster than the game reads", context: context)
                }
            }
        } catch {
            fault("the other side sent \(error)", context: context, told: "protocol error: \(error)")
        }
    }

    private func fault(_ reason: String, context: ChannelHandlerContext, told: String? = nil) {
        let frame = NetCodec.frame(.bye(told ?? reason))
        var buffer = context.channel.allocator.buffer(capacity: frame.count)
        buffer.writeBytes(frame)
        context.writeAndFlush(NIOAny(buffer), promise: nil)
        inbox.push(.closed(reason))
        context.close(promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        inbox.push(.closed("the connection closed"))
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        inbox.push(.closed("the connection failed: \(ConnectFailure.describe(error))"))
        context.close(promise: nil)
    }
}
