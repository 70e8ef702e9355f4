#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reads a file a player names (a level, a replay, the settings, a chart, a theme's ini) whole,
/// and only a regular file of at most `limit` bytes.
///
/// A named pipe, a device or a socket has no size to check first, and Foundation's readers
/// wait on it for as long as nothing writes to it: `breakout --level /dev/stdin`, or a FIFO
/// left where the settings file was, hung the game. Here such a path is refused at once,
/// saying what it is, and a regular file is read to `limit` + 1 bytes at most, so one that
/// grows while it is read is refused too rather than read without end. (Foundation's
/// `contents(atPath:)` also leaked its buffer on an empty file: this reader allocates none.)
///
/// ```swift
/// let data = try BoundedFile.contents(of: "/home/me/levels/mine.level", limit: 4 << 20)
/// ```
public enum BoundedFile {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// No file there.
        case missing
        /// Something else than a file: "a folder", "a named pipe", "a device", "a socket".
        case notAFile(String)
        /// More than the limit: the size (or the limit + 1, for a file that grew), and the limit.
        case tooLarge(size: Int, limit: Int)
        /// The system's reason (permissions, an input/output error).
        case unreadable(String)

        public var description: String {
            switch self {
            case .missing: return "no such file"
            case let .notAFile(what): return "\(what), not a file"
            case let .tooLarge(size, limit): return "the file has \(size) bytes, more than the \(limit) allowed"
            case let .unreadable(why): return "cannot be read: \(why)"
            }
        }
    }

    public static func contents(of path: String, limit: Int) throws(Failure) -> Data {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .missing }
            throw .unreadable(String(cString: strerror(code)))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .notAFile("a folder")
        case S_IFIFO: throw .notAFile("a named pipe")
        case S_IFCHR, S_IFBLK: throw .notAFile("a device")
        case S_IFSOCK: throw .notAFile("a socket")
        default: throw .notAFile("not a regular file")
        }
        let size = Int(info.st_size)
        guard size <= limit else { throw .tooLarge(size: size, limit: limit) }
        // O_NONBLOCK: should the path become a pipe between the check and the open, the read
        // returns at once instead of waiting.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: min(size, limit) + 1)
        var count = 0
        while count < bytes.count {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadable(String(cString: strerror(errno)))
            }
            count += n
            // A file that grew while it was read: keep reading up to the limit + 1 only.
            if count == bytes.count && count <= limit { bytes.append(contentsOf: repeatElement(0, count: min(limit + 1 - count, 1 << 16))) }
        }
        guard count <= limit else { throw .tooLarge(size: count, limit: limit) }
        return Data(bytes[0..<count])
    }
}
