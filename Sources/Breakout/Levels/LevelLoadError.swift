/// A problem in a level file, with where it is: `castle.level:12: unknown brick 'Q' ...`.
/// `line` is 1-based; nil when the problem is the whole file (it cannot be read). At the end
/// of a file that stops early, `line` is the line that is missing (one past the last).
///
/// ```swift
/// do { _ = try LevelLoader.load(path: "levels/castle.level") }
/// catch { print(error) } // levels/castle.level:3: row 2: expected 8 characters like ...
/// ```
public struct LevelLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path or name the file was loaded under.
    var file: String
    var line: Int?
    /// What was wrong and what was expected.
    var message: String

    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
