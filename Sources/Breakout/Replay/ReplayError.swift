import Foundation

/// What is wrong with a replay file.
public struct ReplayError: Error, CustomStringConvertible, Equatable {
    let file: String
    let message: String
    /// What sort of problem it is, for a reader that answers each sort its own way (the
    /// chart server's refusals).
    public var kind = Kind.malformed

    public enum Kind: Sendable {
        /// Not a replay, or one that breaks the format's rules.
        case malformed
        /// A replay of another engine or format version, which this game does not play.
        case otherVersion
    }

    public var description: String { "\(file): \(message)" }
    /// What is wrong, without the file's name.
    public var reason: String { message }

    /// The same file and message: the kind follows from the message.
    public static func == (a: ReplayError, b: ReplayError) -> Bool { a.file == b.file && a.message == b.message }

    static func describe(_ error: DecodingError, byteCount: Int) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let p = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            return p.isEmpty ? "the top level" : p
        }
        switch error {
        case let .dataCorrupted(context):
            return context.codingPath.isEmpty
                ? "not valid JSON (truncated or corrupt, \(byteCount) bytes): \(context.debugDescription)"
                : "\(path(context)): \(context.debugDescription)"
        case let .keyNotFound(key, context):
            return "missing \"\(key.stringValue)\" in \(path(context)) (the file may be truncated)"
        case let .typeMismatch(_, context), let .valueNotFound(_, context):
            return "\(path(context)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
