#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says about a file, enough to notice that it changed without reading it:
/// modification time (to the nanosecond where the file system keeps it), size and inode
/// (an editor or `SettingsFile.write` that saves by renaming a new file gives a new inode).
///
/// ```swift
/// let before = FileStamp(path: path)
/// // ... later, on the frame clock
/// if FileStamp(path: path) != before { reload() }
/// ```
struct FileStamp: Hashable, Sendable {
    var seconds: Int
    var nanoseconds: Int
    var size: Int64
    var inode: UInt64

    /// Nil when the file does not exist or cannot be examined.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        seconds = Int(info.st_mtimespec.tv_sec)
        nanoseconds = Int(info.st_mtimespec.tv_nsec)
        #else
        seconds = Int(info.st_mtim.tv_sec)
        nanoseconds = Int(info.st_mtim.tv_nsec)
        #endif
        size = Int64(info.st_size)
        inode = UInt64(info.st_ino)
    }
}
