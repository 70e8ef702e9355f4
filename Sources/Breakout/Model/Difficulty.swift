/// How hard the game is: LBreakoutHD's five difficulties and its table for them. How fast
/// balls start and may go, how quickly they speed up, the paddle's size and how far extras
/// resize it, whether maluses drop, how long extras last, what points are worth, and how
/// many lives a game starts with and may gather. Medium plays the settings as they are; the
/// others scale them as LBreakoutHD's table scales its Medium.
public enum Difficulty: String, CaseIterable, Codable, Sendable {
    case kids
    case veryEasy = "very_easy"
    case easy, medium, hard

    /// Scales the serve speed and the speed floor (LBreakoutHD's start speeds .10 / .15 /
    /// .24 / .27 / .30; Kids and Very Easy a little above its ratio, as they were tuned
    /// here before Easy came between them and Medium).
    var startSpeedFactor: Double {
        switch self {
        case .kids: return 0.42
        case .veryEasy: return 0.63
        case .easy: return 0.89
        case .medium: return 1
        case .hard: return 1.12
        }
    }

    /// Scales the top speed (LBreakoutHD's .20 / .30 / .40 / .43 / .45).
    var maxSpeedFactor: Double {
        switch self {
        case .kids: return 0.5
        case .veryEasy: return 0.75
        case .easy: return 0.93
        case .medium: return 1
        case .hard: return 1.08
        }
    }

    /// Scales the speed-up per minute (LBreakoutHD speeds up every 32 s on Kids and Very
    /// Easy, every 1.8 s from Easy on).
    var speedUpFactor: Double {
        switch self {
        case .kids, .veryEasy: return 0.1
        case .easy, .medium: return 1
        case .hard: return 1.2
        }
    }

    /// Scales the paddle's width.
    var paddleFactor: Double {
        switch self {
        case .kids: return 1.6
        case .veryEasy: return 1.25
        case .easy: return 1.1
        case .medium: return 1
        case .hard: return 0.85
        }
    }

    /// How far lengthen and shorten may take the paddle, in steps of a fifth of its width.
    var paddleSteps: ClosedRange<Int> {
        switch self {
        case .kids: return -2...4
        case .veryEasy, .easy, .medium: return -2...3
        case .hard: return -1...2
        }
    }

    /// Whether bad extras drop from bricks and come out of random capsules.
    var dropsMaluses: Bool { self != .kids }

    /// Scales how long timed extras last (kids: four times as long).
    public var timeFactor: Double { self == .kids ? 4 : 1 }

    /// Percent of the points a brick or score extra gives (LBreakoutHD's score_mod).
    var scorePercent: Int {
        switch self {
        case .kids, .veryEasy: return 50
        case .easy: return 80
        case .medium: return 100
        case .hard: return 130
        }
    }

    /// The lives a game starts with when `rules.lives` leaves it to the difficulty.
    var lives: Int {
        switch self {
        case .kids: return 9
        case .veryEasy, .easy: return 6
        case .medium: return 5
        case .hard: return 4
        }
    }

    /// The most lives extra lives may bring (LBreakoutHD's max_lives).
    var maxLives: Int {
        switch self {
        case .kids: return 12
        case .veryEasy, .easy: return 9
        case .medium: return 7
        case .hard: return 5
        }
    }
}
