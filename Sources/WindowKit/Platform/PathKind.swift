#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, asked before SDL's font and image loaders open it themselves: they
/// would open a named pipe and wait for a writer for ever (a FIFO where a theme's sheet or
/// a font was). The game's data files get the same check from `Files.BoundedFile`; the
/// window layer knows no game's files, so it asks here.
///
/// ```swift
/// if let what = PathKind.notAFile(path) { throw SDLError(message: "\(path) is \(what), not an image file") }
/// ```
enum PathKind {
    /// nil for a regular file, or a path that names nothing (the loader says so itself);
    /// otherwise what the path is: "a folder", "a named pipe", "a device", "a socket".
    static func notAFile(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a named pipe"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }
}
