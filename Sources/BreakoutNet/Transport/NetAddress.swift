import Foundation
import NIOCore

/// Where a network game's host is, as a player types it: `192.168.1.20`, `kitchen-pc:8001`,
/// `[fe80::1]:8000`. The port is LBreakout2's 8000 unless given.
///
/// ```swift
/// try NetAddress.parse("10.0.0.2:9000")   // ("10.0.0.2", 9000)
/// ```
public enum NetAddress {
    /// LBreakout2's network port.
    public static let defaultPort = 8000

    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    public static func parse(_ address: String) throws(Problem) -> (host: String, port: Int) {
        let address = address.trimmingCharacters(in: .whitespaces)
        var host = address, port = defaultPort
        if address.hasPrefix("["), let close = address.firstIndex(of: "]") {
            host = String(address[address.index(after: address.startIndex)..<close])
            let rest = address[address.index(after: close)...]
            if rest.hasPrefix(":") { port = try number(String(rest.dropFirst()), address) }
            else if !rest.isEmpty { throw Problem(description: "\(address): after ] comes :PORT or nothing") }
        } else if address.filter({ $0 == ":" }).count == 1, let colon = address.firstIndex(of: ":") {
            host = String(address[..<colon])
            port = try number(String(address[address.index(after: colon)...]), address)
        }
        guard !host.isEmpty, host.count <= 253, !host.contains(where: { $0 == " " || $0 == "/" }) else {
            throw Problem(description: "\(address.isEmpty ? "\"\"" : address): no host name or address")
        }
        return (host, port)
    }

    private static func number(_ text: String, _ address: String) throws(Problem) -> Int {
        guard let n = Int(text), (1...65_535).contains(n) else {
            throw Problem(description: "\(address): the port must be a number in 1...65535")
        }
        return n
    }

    /// This machine's IPv4 addresses other than loopback (at most four), for a friend to
    /// join: what the host's lobby shows.
    public static func localIPv4() -> [String] {
        let devices = (try? System.enumerateDevices()) ?? []
        let found = devices.compactMap { device -> String? in
            guard let address = device.address, case .v4 = address, let ip = address.ipAddress, ip != "127.0.0.1" else { return nil }
            return ip
        }
        return Array(Set(found)).sorted().prefix(4).map { $0 }
    }
}
