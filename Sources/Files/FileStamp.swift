import Foundation

/// What the file system says about a file, enough to notice that it changed without reading
/// it: modification time, size and file number (an editor, or `AtomicFile`, that saves by
/// renaming a new file over the old one gives a new file number).
///
/// ```swift
/// let before = FileStamp(path: path)
/// // ... later, on the frame clock
/// if FileStamp(path: path) != before { reload() }
/// ```
public struct FileStamp: Hashable, Sendable {
    var modified: Date
    var size: UInt64
    var fileNumber: UInt64

    /// Nil when the file does not exist or cannot be examined.
    public init?(path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let modified = attributes[.modificationDate] as? Date else { return nil }
        self.modified = modified
        size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
        fileNumber = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
    }
}
