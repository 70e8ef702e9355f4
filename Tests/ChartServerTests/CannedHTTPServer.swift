import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A loopback port for the client's tests of servers that misbehave: every connection gets
/// `answer` (raw bytes, whatever they are) once the request's head has come, or nothing at
/// all (`answer` nil: it listens, takes the request and never replies). Real sockets, on a
/// thread of its own (which keeps it alive). The thread alone closes them: `stop()` only
/// shuts them down, which wakes the thread. Were `stop()` to close the listener, its number
/// could go to the next test's listener before this thread's next `accept`, and this thread
/// would take and close (reset) a connection meant for that one.
final class CannedHTTPServer: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let port: Int
    private let listener: Int32
    private let answer: [UInt8]?
    private let lock = NSLock()
    private var clients: [Int32] = []
    private var stopped = false

    init(answer: String?) throws {
        self.answer = answer.map { Array($0.utf8) }
        listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = listener
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                bind(listening, raw, length) == 0 && listen(listening, 16) == 0 && getsockname(listening, raw, &length) == 0
            }
        }
        guard bound else { throw Failure(description: "bind/listen: \(String(cString: strerror(errno)))") }
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread { [self] in serve() }.start()
    }

    var url: String { "http://127.0.0.1:\(port)" }

    private func serve() {
        defer {
            for client in lock.withLock({ clients }) { close(client) }
            close(listener)
        }
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }   // shut down by `stop()`
            let keep = lock.withLock { () -> Bool in
                if stopped { return false }
                clients.append(client)
                return true
            }
            guard keep else { close(client); return }
            // The request's head, at most 64 KB of it; the body is not waited for.
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while received.count < 65_536 {
                let n = read(client, &buffer, buffer.count)
                if n <= 0 { break }
                received += buffer[0..<n]
                if received.count >= 4, String(decoding: received, as: UTF8.self).contains("\r\n\r\n") { break }
            }
            guard let answer else { continue }   // silent: the connection stays open, unanswered
            // MSG_NOSIGNAL: a client that hangs up mid-answer must not end the test run with SIGPIPE.
            _ = answer.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            shutdown(client, Int32(SHUT_WR))
        }
    }

    /// Shuts every socket down (once): the thread wakes, closes them and ends.
    func stop() {
        let open = lock.withLock { () -> [Int32]? in
            if stopped { return nil }
            stopped = true
            return clients
        }
        guard let open else { return }
        for client in open { shutdown(client, Int32(SHUT_RDWR)) }
        shutdown(listener, Int32(SHUT_RDWR))
    }
}
