import Foundation
import Testing
@testable import ChartServer

/// `Expect: 100-continue`, as curl sends it before a body over 1 MiB, over a plain socket:
/// the server says `100 Continue` before the body is sent (else curl waits a second), and a
/// body past the size limit gets its 413 at once, with no 100 and no body sent.
@Suite(.serialized) struct ExpectContinueTests {
    @Test func anUploadAskingToContinueIsToldToAndOneTooLargeIsRefusedFirst() async throws {
        var limits = ChartLimits()
        limits.maxBodyBytes = 1_000
        let server = try await ChartTestServer.start(limits: limits)
        defer { Task { await server.stop() } }
        let port = try #require(server.base.port)
        let body = Data(String(repeating: "x", count: 500).utf8)

        let fits = try RawConnection(port: port)
        try fits.send("POST /api/submissions?name=Ann HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(body.count)\r\nExpect: 100-continue\r\n\r\n")
        let interim = try fits.receive(until: "\r\n\r\n")
        #expect(interim.hasPrefix("HTTP/1.1 100 Continue"), "\(interim)")
        try fits.send(body)
        let accepted = try fits.receive(until: "}")
        #expect(accepted.hasPrefix("HTTP/1.1 202"), "\(accepted)")

        let tooLarge = try RawConnection(port: port)
        try tooLarge.send("POST /api/submissions?name=Bo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5000\r\nExpect: 100-continue\r\n\r\n")
        let refused = try tooLarge.receive(until: "\r\n\r\n")
        #expect(refused.hasPrefix("HTTP/1.1 413"), "\(refused)")
    }
}

/// A TCP connection to 127.0.0.1 that sends bytes and reads until a marker, each read waiting
/// at most 10 s (a missing answer fails the test instead of hanging it).
private final class RawConnection {
    private let socket: Int32

    init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure("socket: \(errno)") }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(socket); throw Failure("connect: \(errno)") }
    }

    deinit { close(socket) }

    func send(_ text: String) throws { try send(Data(text.utf8)) }

    func send(_ data: Data) throws {
        let sent = data.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, data.count, 0) }
        guard sent == data.count else { throw Failure("send: \(sent) of \(data.count) bytes") }
    }

    /// What arrives until `marker` has (or the other side closes, or 10 s pass without a byte).
    func receive(until marker: String) throws -> String {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while !String(decoding: received, as: UTF8.self).contains(marker) {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: received, as: UTF8.self)
    }
}
