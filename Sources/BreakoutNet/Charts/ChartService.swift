import Foundation

/// What the game asks of an online chart server (docs/CHARTS.md): send a replay, ask how
/// its verification went, read a chart. `ChartClient` is the live one over HTTP; tests of
/// the window give a stand-in, so its screens are tested without a network. Every call
/// waits at most `timeout` seconds and throws a `ChartClientError` a player can read.
///
/// ```swift
/// let service: any ChartService = ChartClient(address: try HTTPAddress.parse("http://127.0.0.1:8080"))
/// let verdict = try await service.submitAndWait(replay, name: "Ann", timeout: 120)
/// ```
public protocol ChartService: Sendable {
    /// Uploads a replay file under a player's name; the upload's id.
    func submit(_ replay: Data, name: String, timeout: Double) async throws(ChartClientError) -> Int
    /// Where the upload `id` stands.
    func submission(_ id: Int, timeout: Double) async throws(ChartClientError) -> SubmissionStatus
    /// A chart's best games (the top 100), by its key (`ChartKey.text`).
    func chart(_ key: String, timeout: Double) async throws(ChartClientError) -> OnlineChart
    /// Where a person reads the upload's status, for messages.
    func statusURL(_ id: Int) -> String
}

/// Where an upload stands: waiting for its verification, ranked, or refused with a reason.
public enum SubmissionStatus: Equatable, Sendable {
    case pending
    /// On `chart` (its key) at `place`, with the score and level the server computed.
    case ranked(place: Int, chart: String, score: Int, level: Int)
    /// `code` for programs (`tampered`, `off-chart`, ...), `reason` for the player.
    case refused(code: String, reason: String)
}

/// An online chart as the server lists it: its title and its best games, best first.
public struct OnlineChart: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public var place: Int
        public var name: String
        public var score: Int
        public var level: Int
        public var date: Date?

        public init(place: Int, name: String, score: Int, level: Int, date: Date? = nil) {
            self.place = place
            self.name = name
            self.score = score
            self.level = level
            self.date = date
        }
    }

    public var key: String
    public var title: String
    public var entries: [Entry]

    public init(key: String, title: String, entries: [Entry]) {
        self.key = key
        self.title = title
        self.entries = entries
    }
}
