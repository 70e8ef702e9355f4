/// How hard the game is, after LBreakoutHD's difficulty table: how fast balls start and may
/// go, how quickly they speed up, the paddle's size and how far extras resize it, whether
/// maluses drop, how long extras last, and how much points are worth. Medium plays the
/// settings as they are; the others scale them.
public enum Difficulty: String, CaseIterable, Codable, Sendable {
    case kids, easy, medium, hard

    /// Scales the serve speed and the speed floor (LBreakoutHD's start speeds .10 / .15 /
    /// .24 / .27 relative to medium's).
    var startSpeedFactor: Double {
        switch self {
        case .kids: return 0.42
        case .easy: return 0.63
        case .medium: return 1
        case .hard: return 1.12
        }
    }

    /// Scales the top speed (LBreakoutHD's .20 / .30 / .40 / .43).
    var maxSpeedFactor: Double {
        switch self {
        case .kids: return 0.5
        case .easy: return 0.75
        case .medium: return 1
        case .hard: return 1.08
        }
    }

    /// Scales the speed-up per minute (LBreakoutHD speeds up every 32 s on kids and easy,
    /// every 1.8 s on medium and hard).
    var speedUpFactor: Double {
        switch self {
        case .kids, .easy: return 0.1
        case .medium: return 1
        case .hard: return 1.2
        }
    }

    /// Scales the paddle's width.
    var paddleFactor: Double {
        switch self {
        case .kids: return 1.6
        case .easy: return 1.25
        case .medium: return 1
        case .hard: return 0.85
        }
    }

    /// How far lengthen and shorten may take the paddle, in steps of a fifth of its width.
    var paddleSteps: ClosedRange<Int> {
        switch self {
        case .kids: return -2...4
        case .easy, .medium: return -2...3
        case .hard: return -1...2
        }
    }

    /// Whether bad extras drop from bricks and come out of random capsules.
    var dropsMaluses: Bool { self != .kids }

    /// Scales how long timed extras last (kids: four times as long).
    public var timeFactor: Double { self == .kids ? 4 : 1 }

    /// Percent of the points a brick or score extra gives.
    var scorePercent: Int {
        switch self {
        case .kids: return 50
        case .easy: return 70
        case .medium: return 100
        case .hard: return 130
        }
    }
}
