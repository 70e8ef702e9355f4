import Translations

/// Why the online charts could not answer, as one line for the player (the window's alert
/// and `breakout submit` show it as it is): the server is not there, did not answer in
/// time, turned the request down, or answered with something no chart server sends.
///
/// ```swift
/// ChartClientError.timedOut(server: "10.0.0.5:8080", seconds: 10).description
/// // "no answer from 10.0.0.5:8080 within 10 s"
/// ```
public enum ChartClientError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No connection: refused, no such host, no route.
    case unreachable(server: String, why: String)
    /// Connected or not, the whole answer did not come within the wait.
    case timedOut(server: String, seconds: Int)
    /// An HTTP error with the server's own message (a full queue, too many uploads, a bad name).
    case turnedDown(status: Int, message: String)
    /// Not what a chart server answers (not HTTP, not JSON, fields missing, too long).
    case malformed(server: String, why: String)
    /// The upload was taken, but no verdict came within the wait; `url` will have it.
    case notJudgedYet(seconds: Int, url: String)

    public var description: String {
        switch self {
        case let .unreachable(server, why): tr("cannot reach %1$s: %2$s", server, why)
        case let .timedOut(server, seconds): tr("no answer from %1$s within %2$d s", server, seconds)
        case let .turnedDown(status, message): tr("the server answered %1$d: %2$s", status, message)
        case let .malformed(server, why): tr("%1$s does not answer as a chart server does: %2$s", server, why)
        case let .notJudgedYet(seconds, url): tr("the server took the game but gave no verdict within %1$d s; it will be at %2$s", seconds, url)
        }
    }
}
