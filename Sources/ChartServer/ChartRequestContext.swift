import Hummingbird
import NIOCore

/// A request's context: Hummingbird's core storage and the client's address, the rate
/// limit's key. (The upload's size limit is `ChartLimits.maxBodyBytes`, applied where the
/// body is read.)
struct ChartRequestContext: RequestContext, RemoteAddressRequestContext {
    var coreContext: CoreRequestContextStorage
    let remoteAddress: SocketAddress?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// Who sent the request, as the rate limit counts clients: the IP address alone (every
    /// connection from one host is one client).
    var client: String { remoteAddress?.ipAddress ?? "unknown" }
}
