import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A loopback port where a connect is never answered, as at a host that is down: a socket
/// listens with a backlog of 0 and never accepts, and connections of its own fill that queue,
/// so the kernel drops every later SYN and the client waits and retries. Real sockets on
/// 127.0.0.1 only, no route to nowhere needed. Closing it (deinit) lets the waiting connects
/// be refused.
final class UnansweringPort {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let port: Int
    private var sockets: [Int32] = []

    init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        sockets.append(listener)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                bind(listener, raw, length) == 0 && listen(listener, 0) == 0 && getsockname(listener, raw, &length) == 0
            }
        }
        guard bound else { throw Failure(description: "bind/listen: \(String(cString: strerror(errno)))") }
        port = Int(UInt16(bigEndian: address.sin_port))
        // Connect until one stays unanswered: then the queue is full.
        for _ in 0..<8 {
            let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
            guard client >= 0 else { break }
            sockets.append(client)
            _ = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            var wait = pollfd(fd: client, events: Int16(POLLOUT), revents: 0)
            if poll(&wait, 1, 300) == 0 { return }
        }
        throw Failure(description: "every connect to 127.0.0.1:\(port) was answered: the listen queue never filled")
    }

    deinit {
        for socket in sockets { close(socket) }
    }
}
