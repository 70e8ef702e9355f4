import Foundation

/// An executable of this package, built beside the test bundle (`swift build --build-tests`
/// builds them all), for tests that run a command as a player or a script would.
///
/// ```swift
/// let binary = try #require(BuiltProduct.path("breakout"))
/// ```
public enum BuiltProduct {
    /// The executable's path, or nil when it was not built.
    public static func path(_ name: String) -> String? {
        let folder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath().deletingLastPathComponent()
        let candidates = [folder.appendingPathComponent(name).path,
                          folder.deletingLastPathComponent().appendingPathComponent(name).path]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
