/// Why the high scores could not be written: the file and what went wrong, in one line.
public struct HighScoreStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    var path: String
    var message: String

    init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
