import Foundation
import NIOCore
import NIOPosix

/// Why a connection could not be made, in a few words for the player ("connection refused",
/// "no such host") instead of swift-nio's nested description of every address it tried.
///
/// ```swift
/// ConnectFailure.describe(error)   // "connection refused"
/// ```
enum ConnectFailure {
    static func describe(_ error: Error) -> String {
        switch error {
        case let failure as NIOConnectionError:
            // The first address's failure says it; no address at all is a name that did not resolve.
            if let first = failure.connectionErrors.first { return describe(first.error) }
            if failure.dnsAError != nil || failure.dnsAAAAError != nil { return "no such host" }
            return "no address for \(failure.host)"
        case let io as IOError:
            let text = String(cString: strerror(io.errnoCode))
            return text.prefix(1).lowercased() + text.dropFirst()
        case ChannelError.connectTimeout(let limit):
            return "no answer within \(limit.nanoseconds / 1_000_000_000) s"
        case is SocketAddressError:
            return "no such host"
        default:
            return "\(error)"
        }
    }
}
