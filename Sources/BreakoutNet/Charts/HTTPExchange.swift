import Breakout
import NIOCore
import NIOHTTP1
import NIOPosix
import SettingsKit

/// One HTTP/1.1 request and its whole answer, on a connection of its own (swift-nio's
/// NIOHTTP1: the game already links swift-nio, and a client library would bring TLS and
/// more for a few small requests). Everything is bounded: one deadline covers the connect,
/// the request and the answer, and an answer past `maxAnswerBytes` is cut off as an error,
/// so a server that never answers, or answers without end, costs the game nothing but the
/// wait it chose.
///
/// ```swift
/// let answer = try await HTTPExchange.run(.GET, "/api/charts", at: address, timeout: 10)
/// answer.status   // 200
/// ```
enum HTTPExchange {
    struct Answer: Sendable {
        var status: Int
        var body: [UInt8]
    }

    /// The largest answer read: a chart of 100 entries is about 15 KB.
    static let maxAnswerBytes = 1 << 20

    /// Sends `method path` with `body` to `address` and waits at most `timeout` seconds for
    /// the whole answer.
    static func run(_ method: HTTPMethod, _ path: String, body: [UInt8]? = nil, contentType: String? = nil,
                    at address: HTTPAddress, timeout: Double,
                    group: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton) async throws(ChartClientError) -> Answer {
        let loop = group.next()
        let promise = loop.makePromise(of: Answer.self)
        let wait = TimeAmount.nanoseconds(Int64(min(max(timeout, 0.001), 86_400) * 1e9))
        // Whichever comes first completes the promise: the answer, a failure or the deadline.
        let deadline = loop.scheduleTask(in: wait) { promise.fail(Deadline()) }
        let request = HTTPExchange.request(method, path, body: body, contentType: contentType, address: address)
        ClientBootstrap(group: loop)
            .connectTimeout(wait)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    try channel.pipeline.syncOperations.addHandler(AnswerReader(promise: promise, limit: maxAnswerBytes))
                }
            }
            .connect(host: address.host, port: address.port)
            .whenComplete { result in
                switch result {
                case .failure(let error):
                    promise.fail(error)
                case .success(let channel):
                    // Done one way or the other (a deadline past before the connect too): closed.
                    promise.futureResult.whenComplete { _ in channel.close(promise: nil) }
                    channel.write(HTTPClientRequestPart.head(request.head), promise: nil)
                    if let body = request.body {
                        channel.write(HTTPClientRequestPart.body(.byteBuffer(ByteBuffer(bytes: body))), promise: nil)
                    }
                    channel.writeAndFlush(HTTPClientRequestPart.end(nil), promise: nil)
                }
            }
        do {
            let answer = try await promise.futureResult.get()
            deadline.cancel()
            return answer
        } catch {
            deadline.cancel()
            throw describe(error, address: address, timeout: timeout)
        }
    }

    private static func request(_ method: HTTPMethod, _ path: String, body: [UInt8]?, contentType: String?,
                                address: HTTPAddress) -> (head: HTTPRequestHead, body: [UInt8]?) {
        var head = HTTPRequestHead(version: .http1_1, method: method, uri: path)
        let host = address.host.contains(":") ? "[\(address.host)]" : address.host
        head.headers.add(name: "Host", value: address.port == 80 ? host : "\(host):\(address.port)")
        head.headers.add(name: "User-Agent", value: "breakout/\(GameVersion.string)")
        head.headers.add(name: "Accept", value: "application/json")
        head.headers.add(name: "Connection", value: "close")
        if let body {
            head.headers.add(name: "Content-Length", value: String(body.count))
            if let contentType { head.headers.add(name: "Content-Type", value: contentType) }
        }
        return (head, body)
    }

    /// The deadline passed before the whole answer came.
    private struct Deadline: Error {}
    /// The answer was longer than the game reads.
    struct TooLong: Error {}
    /// The connection closed before the answer was whole.
    struct Cut: Error {}

    private static func describe(_ error: any Error, address: HTTPAddress, timeout: Double) -> ChartClientError {
        let server = address.hostAndPort
        switch error {
        case is Deadline, ChannelError.connectTimeout:
            return .timedOut(server: server, seconds: Int(timeout.rounded(.up)))
        case is TooLong:
            return .malformed(server: server, why: "an answer longer than \(maxAnswerBytes) bytes")
        case is Cut, HTTPParserError.invalidEOFState:
            return .malformed(server: server, why: "the connection closed in the middle of the answer")
        case is HTTPParserError:
            return .malformed(server: server, why: "not HTTP (\(error))")
        default:
            return .unreachable(server: server, why: ConnectFailure.describe(error))
        }
    }
}

/// Gathers the answer's status and body, and completes the exchange when it ends.
private final class AnswerReader: ChannelInboundHandler {
    typealias InboundIn = HTTPClientResponsePart

    private let promise: EventLoopPromise<HTTPExchange.Answer>
    private let limit: Int
    private var status: Int?
    private var body: [UInt8] = []

    init(promise: EventLoopPromise<HTTPExchange.Answer>, limit: Int) {
        self.promise = promise
        self.limit = limit
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            status = Int(head.status.code)
        case .body(let buffer):
            guard body.count + buffer.readableBytes <= limit else {
                promise.fail(HTTPExchange.TooLong())
                context.close(promise: nil)
                return
            }
            body.append(contentsOf: buffer.readableBytesView)
        case .end:
            if let status { promise.succeed(HTTPExchange.Answer(status: status, body: body)) } else { promise.fail(HTTPExchange.Cut()) }
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        // Completed already when the answer ended; otherwise it was cut short.
        promise.fail(HTTPExchange.Cut())
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // A reset once the answer has begun cuts it short, as a close does: which of the two
        // a server that hangs up mid-answer gives depends on how the packets meet.
        promise.fail(status != nil && error is IOError ? HTTPExchange.Cut() : error)
        context.close(promise: nil)
    }
}
