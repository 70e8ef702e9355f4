#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writes a file so that whoever reads it, and whatever happens to the writer (a crash, a
/// `kill -9`, a power cut), finds either the old contents or the new, never a mix or an
/// empty file: the bytes go to a temporary file in the same folder, are flushed to the disk
/// (`fsync`), and the temporary file is renamed over the target (atomic on one file
/// system); then the folder is flushed, so the rename itself survives a power cut.
/// The file keeps its permissions. Settings, high scores and replays all save this way.
///
/// Foundation's `Data.write(options: .atomic)` renames too, but does not `fsync`, so after
/// a power cut the new name may point at an empty file.
///
/// ```swift
/// try AtomicFile.write(Data("ball.speed = 600\n".utf8), to: "/home/me/.config/breakout/breakout.toml")
/// ```
public enum AtomicFile {
    /// Why a write failed: the path and the system's reason.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let path: String
        public let reason: String
        public var description: String { "\(path): \(reason)" }
    }

    public static func write(_ data: Data, to path: String) throws(Failure) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        removeLeftovers(of: url.lastPathComponent, in: folder)
        let temporary = (folder as NSString).appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        var mode: mode_t = 0o644
        var existing = stat()
        if stat(path, &existing) == 0 { mode = existing.st_mode & 0o7777 }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else { throw Failure(path: path, reason: "cannot write to the folder \(folder) (\(lastError()))") }
        if let reason = writeAll(data, to: fd) ?? (fsync(fd) == 0 ? nil : lastError()) {
            close(fd)
            unlink(temporary)
            throw Failure(path: path, reason: "cannot write (\(reason))")
        }
        close(fd)
        // open() applies the umask; the file keeps the mode it had.
        chmod(temporary, mode)
        guard rename(temporary, path) == 0 else {
            let reason = lastError()
            unlink(temporary)
            throw Failure(path: path, reason: "cannot replace the file (\(reason))")
        }
        let dir = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dir >= 0 {
            fsync(dir)
            close(dir)
        }
    }

    /// Temporary files a killed writer left behind (`.NAME.PID.RANDOM.tmp` whose process is
    /// gone) are removed before the next write, so they never pile up.
    static func removeLeftovers(of name: String, in folder: String) {
        let prefix = ".\(name)."
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
            let parts = entry.dropFirst(prefix.count).split(separator: ".")
            guard parts.count == 3, let pid = Int32(parts[0]), pid > 0 else { continue }
            // kill(pid, 0) sends nothing; ESRCH says no such process.
            if pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH {
                unlink((folder as NSString).appendingPathComponent(entry))
            }
        }
    }

    /// Writes every byte, retrying short writes and interruptions; the failure's reason, or nil.
    private static func writeAll(_ data: Data, to fd: Int32) -> String? {
        data.withUnsafeBytes { buffer -> String? in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return lastError()
                }
                offset += n
            }
            return nil
        }
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
