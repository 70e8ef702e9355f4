import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Answers `Expect: 100-continue` with `100 Continue`, which Hummingbird does not: curl (and
/// libcurl under other clients) asks for it before sending a body over 1 MiB, and without an
/// answer waits a second each upload. A body the route will refuse for its size gets no 100:
/// the route's 413 comes first and the body is never sent. Sits in the channel pipeline
/// after the HTTP parts are decoded.
///
/// ```swift
/// Application(router: router, server: .http1(configuration: .init(additionalChannelHandlers: [ContinueHandler(maxBodyBytes: 4 << 20)])))
/// ```
final class ContinueHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundOut = HTTPResponsePart

    private let maxBodyBytes: Int

    init(maxBodyBytes: Int) {
        self.maxBodyBytes = maxBodyBytes
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case let .head(request) = unwrapInboundIn(data),
           request.headerFields[.expect]?.lowercased() == "100-continue",
           (request.headerFields[.contentLength].flatMap(Int.init) ?? 0) <= maxBodyBytes {
            context.writeAndFlush(wrapOutboundOut(.head(HTTPResponse(status: .continue))), promise: nil)
        }
        context.fireChannelRead(data)
    }
}
