import Breakout

/// What verification made of an upload: ranked on a chart with what the server's own
/// playing gave, or refused with a reason a player can read.
enum Verdict: Sendable, Equatable {
    case ranked(RankedGame)
    case refused(Refusal)
}

/// A game the server played through to its recorded end: its chart, and the score and
/// level the server computed (never the uploader's numbers).
struct RankedGame: Sendable, Equatable {
    var chart: ChartKey
    /// The levelset's title as the replay gives it (for the chart's heading), if any.
    var title: String?
    var score: Int
    var level: Int
    var steps: Int
}

/// Why an upload was not ranked: a kind for programs (`code`) and a line for players.
struct Refusal: Sendable, Equatable {
    enum Code: String, Sendable {
        case notAReplay = "not-a-replay"
        case otherVersion = "other-version"
        case tooLong = "too-long"
        case tampered
        case offChart = "off-chart"
        case duplicate
    }
    var code: Code
    var reason: String
}
