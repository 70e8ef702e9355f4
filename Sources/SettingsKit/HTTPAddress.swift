import Foundation
import Translations

/// The address of a web server the game talks to (the online charts' `online.charts`), as a
/// player writes it: `http://` and a host, with `:PORT` when it is not 80, and a path when
/// the server's routes sit below one (behind a proxy). Plain HTTP only: the game carries no
/// TLS library (it would bring its own build of OpenSSL or BoringSSL for one request), so an
/// `https://` address is refused with a line that says so. Hand-written rather than
/// Foundation's `URL`, which takes far more than the game can connect to (user names,
/// queries, any scheme) and says nothing of why it refuses.
///
/// ```swift
/// let address = try HTTPAddress.parse("http://192.168.1.20:8080")
/// address.host        // "192.168.1.20"
/// address.port        // 8080
/// address.path("/api/charts")   // "/api/charts"
/// ```
public struct HTTPAddress: Hashable, Sendable, CustomStringConvertible {
    /// A name or an IPv4 address, or an IPv6 address without its brackets.
    public let host: String
    public let port: Int
    /// "" or the path the server's routes are under ("/charts"), without a closing slash.
    public let basePath: String

    /// Why a text is not an address the game can use, as the player reads it.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// An example, for the lines that say what is allowed.
    public static let example = "http://192.168.1.20:8080"

    public static func parse(_ text: String) throws(Problem) -> HTTPAddress {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let shown = trimmed.isEmpty ? "\"\"" : trimmed
        let lowered = trimmed.lowercased()
        if lowered.hasPrefix("https://") {
            throw Problem(description: tr("%s: https is not supported; the game sends plain http:// only", shown))
        }
        let notAddress = Problem(description: tr("%1$s is not an http:// address such as %2$s", shown, example))
        guard lowered.hasPrefix("http://") else { throw notAddress }
        let rest = trimmed.dropFirst("http://".count)
        let authority = rest.prefix { $0 != "/" }
        var path = String(rest.dropFirst(authority.count))
        while path.hasSuffix("/") { path.removeLast() }
        guard path.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-._~/%".contains($0)) }) else { throw notAddress }
        var host = Substring(authority), portText: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { throw notAddress }
            host = authority[authority.index(after: authority.startIndex)..<close]
            let after = authority[authority.index(after: close)...]
            if after.hasPrefix(":") { portText = after.dropFirst() } else if !after.isEmpty { throw notAddress }
            guard !host.isEmpty, host.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { throw notAddress }
        } else {
            if let colon = authority.firstIndex(of: ":") {
                host = authority[..<colon]
                portText = authority[authority.index(after: colon)...]
            }
            let fits = host.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
            guard !host.isEmpty, host.count <= 253, fits else { throw notAddress }
        }
        var port = 80
        if let portText {
            guard let number = Int(portText), (1...65_535).contains(number) else {
                throw Problem(description: tr("%s: the port must be a number in 1...65535", shown))
            }
            port = number
        }
        return HTTPAddress(host: String(host), port: port, basePath: path)
    }

    /// The address in one spelling: `http://host:port/path`.
    public var description: String {
        "http://\(hostAndPort)\(basePath)"
    }

    /// `host:port` (an IPv6 host in brackets), for messages.
    public var hostAndPort: String {
        (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
    }

    /// The path of a route on this server: `route` under the base path.
    public func path(_ route: String) -> String { basePath + route }
}
