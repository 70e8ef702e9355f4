import Foundation

/// An upload to the online charts as `GET /api/submissions/{id}` tells it: the JSON's one
/// shape, which the chart server encodes and the game's client decodes, so a field renamed
/// on one side cannot silently break the other.
public struct SubmissionRecord: Codable, Sendable, Equatable {
    public var id: Int64
    /// The name it was sent under, as the server cleaned it.
    public var name: String
    /// "pending", "ranked" or "refused".
    public var status: String
    public var submittedAt: Date
    /// A ranked upload's place in its chart.
    public var place: Int?
    /// The chart's key (`ChartKey.text`), its score and the level it reached, once verified.
    public var chart: String?
    public var score: Int?
    public var level: Int?
    /// A refused upload's kind of refusal (a code such as "tampered") and the line for the player.
    public var refusal: String?
    public var reason: String?

    public init(id: Int64, name: String, status: String, submittedAt: Date, place: Int? = nil, chart: String? = nil,
                score: Int? = nil, level: Int? = nil, refusal: String? = nil, reason: String? = nil) {
        self.id = id
        self.name = name
        self.status = status
        self.submittedAt = submittedAt
        self.place = place
        self.chart = chart
        self.score = score
        self.level = level
        self.refusal = refusal
        self.reason = reason
    }
}
