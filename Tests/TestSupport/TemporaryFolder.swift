import Foundation

/// A folder of its own under the system's temporary directory, removed with everything in
/// it when the value goes away: tests write settings, levels and replays here and leave
/// nothing behind. Paths that outlive one value (a window's data folder, handed to a host
/// the test returns) go in the test process's own folder (`uniquePath`), removed when the
/// process exits.
///
/// ```swift
/// let folder = try TemporaryFolder("editor")
/// let path = folder.file("set.level")            // .../breakout-editor-1A2B.../set.level
/// options.dataDirectory = TemporaryFolder.uniquePath("screens")
/// let levels = try TemporaryFolder.newFolderPath("chooser")   // made, and empty
/// ```
public final class TemporaryFolder: Sendable {
    public let url: URL

    /// A new, empty folder whose name starts with `breakout-<purpose>-`.
    public init(_ purpose: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("breakout-\(purpose)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public var path: String { url.path }

    /// The path of `name` inside the folder (nothing is created).
    public func file(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The test process's folder: made on first use, removed when the process exits.
    private static let process: TemporaryFolder = {
        let folder = try! TemporaryFolder("tests-\(getpid())")
        atexit { try? FileManager.default.removeItem(at: TemporaryFolder.process.url) }
        return folder
    }()

    /// A fresh path (nothing is created) named for `purpose`, inside the process's folder.
    public static func uniquePath(_ purpose: String) -> String {
        process.file("\(purpose)-\(UUID().uuidString)")
    }

    /// `uniquePath` as a URL.
    public static func uniqueURL(_ purpose: String) -> URL { URL(fileURLWithPath: uniquePath(purpose)) }

    /// A fresh, empty folder named for `purpose` inside the process's folder: its path.
    public static func newFolderPath(_ purpose: String) throws -> String {
        let path = uniquePath(purpose)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// `newFolderPath` as a URL.
    public static func newFolderURL(_ purpose: String) throws -> URL { URL(fileURLWithPath: try newFolderPath(purpose)) }
}
