import Translations

/// What a caught capsule does: LBreakoutHD's 29 extras, with its timings, and our multiball.
/// The raw value is the name `simulate` reports (`"stickyPaddle"`).
///
/// ```swift
/// Extra.stickyPaddle.duration   // 20 s
/// Extra.frozenPaddle.isMalus    // true
/// Extra(lbreakoutCharacter: "s")  // .stickyPaddle
/// ```
public enum Extra: String, CaseIterable, Codable, Sendable {
    // Score
    case score200, score500, score1000, score2000, score5000, score10000
    /// Every brick without an extra of its own drops 1,000 points while it lasts.
    case goldShower
    // Paddle
    case lengthenPaddle, shortenPaddle
    /// Balls stick to the paddle until launched (they keep their reflection).
    case stickyPaddle
    /// The paddle cannot move.
    case frozenPaddle
    /// The paddle vanishes while it stands still.
    case ghostPaddle
    // Balls
    case extraBall
    /// Every ball in play splits into three (ours; LBreakoutHD has none).
    case multiball
    case fastBalls, slowBalls
    /// Balls go through every brick but the indestructible, breaking them.
    case energyBalls
    /// A ball breaks the brick it hits and the eight around it.
    case explosiveBalls
    /// A hit has a 40% chance to leave the brick as it was.
    case weakBalls
    /// Balls bounce off in random directions.
    case chaoticBalls
    // Field and play
    /// A barrier closes the bottom of the field.
    case extraFloor
    /// The paddle fires laser shots.
    case laser
    /// Only the balls, the paddle and what is near them are lit.
    case darkness
    /// Capsules of good extras drift to the paddle.
    case bonusMagnet
    /// Capsules of bad extras drift to the paddle.
    case malusMagnet
    // Other
    case extraLife
    /// Any extra (a malus only where the difficulty allows maluses).
    case random
    /// Collects every good capsule falling (twice over) and removes the bad ones.
    case joker
    /// Ends every active extra, good or bad (LBreakoutHD's "disable", shown as "Reset").
    case reset
    /// Seven more seconds for every active extra.
    case extraTime

    /// Seconds a timed extra lasts (LBreakoutHD's times); nil for one that acts at once.
    public var duration: Double? {
        switch self {
        case .goldShower, .stickyPaddle, .ghostPaddle, .fastBalls, .slowBalls, .darkness, .bonusMagnet, .malusMagnet:
            return 20
        case .extraFloor, .explosiveBalls, .weakBalls, .chaoticBalls: return 10
        case .energyBalls, .laser: return 5
        case .frozenPaddle: return 1
        default: return nil
        }
    }

    /// Bad for the player (LBreakoutHD's maluses): dropped only where the difficulty allows.
    public var isMalus: Bool {
        switch self {
        case .shortenPaddle, .frozenPaddle, .fastBalls, .darkness, .ghostPaddle, .chaoticBalls, .reset,
             .malusMagnet, .weakBalls:
            return true
        default: return false
        }
    }

    /// Points a score extra gives (before the difficulty's multiplier); 0 for the others.
    public var points: Int {
        switch self {
        case .score200: return 200
        case .score500: return 500
        case .score1000: return 1000
        case .score2000: return 2000
        case .score5000: return 5000
        case .score10000: return 10_000
        default: return 0
        }
    }

    /// Extras of which only one can be active: catching one ends the others.
    var excludes: [Extra] {
        switch self {
        case .energyBalls: return [.explosiveBalls, .weakBalls]
        case .explosiveBalls: return [.energyBalls, .weakBalls]
        case .weakBalls: return [.energyBalls, .explosiveBalls]
        case .fastBalls: return [.slowBalls]
        case .slowBalls: return [.fastBalls]
        case .bonusMagnet: return [.malusMagnet]
        case .malusMagnet: return [.bonusMagnet]
        default: return []
        }
    }

    /// The extra's name for people ("Sticky paddle"), in English: a catalog key, shown with `tr`.
    public var title: String {
        switch self {
        case .score200: return trLater("200 points")
        case .score500: return trLater("500 points")
        case .score1000: return trLater("1,000 points")
        case .score2000: return trLater("2,000 points")
        case .score5000: return trLater("5,000 points")
        case .score10000: return trLater("10,000 points")
        case .goldShower: return trLater("Gold shower")
        case .lengthenPaddle: return trLater("Expand paddle")
        case .shortenPaddle: return trLater("Shrink paddle")
        case .stickyPaddle: return trLater("Sticky paddle")
        case .frozenPaddle: return trLater("Frozen paddle")
        case .ghostPaddle: return trLater("Ghost paddle")
        case .extraBall: return trLater("Extra ball")
        case .multiball: return trLater("Multiball")
        case .fastBalls: return trLater("Fast balls")
        case .slowBalls: return trLater("Slow balls")
        case .energyBalls: return trLater("Energy balls")
        case .explosiveBalls: return trLater("Explosive balls")
        case .weakBalls: return trLater("Weak balls")
        case .chaoticBalls: return trLater("Chaotic balls")
        case .extraFloor: return trLater("Extra floor")
        case .laser: return trLater("Laser")
        case .darkness: return trLater("Darkness")
        case .bonusMagnet: return trLater("Bonus magnet")
        case .malusMagnet: return trLater("Malus magnet")
        case .extraLife: return trLater("Extra life")
        case .random: return trLater("Random")
        case .joker: return trLater("Joker")
        case .reset: return trLater("Reset")
        case .extraTime: return trLater("Extra time")
        }
    }

    /// One line on what it does, for the help page (a catalog key, as `title`).
    public var help: String {
        switch self {
        case .score200, .score500, .score1000, .score2000, .score5000, .score10000: return trLater("at once")
        case .goldShower: return trLater("bricks without an extra drop 1,000 points")
        case .lengthenPaddle: return trLater("the paddle grows a step")
        case .shortenPaddle: return trLater("the paddle shrinks a step")
        case .stickyPaddle: return trLater("balls stick to the paddle; Space or a tap lets go")
        case .frozenPaddle: return trLater("the paddle cannot move")
        case .ghostPaddle: return trLater("the paddle vanishes while it stands still")
        case .extraBall: return trLater("one more ball from the paddle")
        case .multiball: return trLater("every ball splits into three")
        case .fastBalls: return trLater("balls at top speed")
        case .slowBalls: return trLater("balls at the slowest speed")
        case .energyBalls: return trLater("balls go through bricks, breaking them")
        case .explosiveBalls: return trLater("a hit breaks the bricks around too")
        case .weakBalls: return trLater("a hit may leave the brick whole (40%)")
        case .chaoticBalls: return trLater("balls bounce off at random")
        case .extraFloor: return trLater("a floor keeps the balls in")
        case .laser: return trLater("Space or a tap fires shots")
        case .darkness: return trLater("the field goes dark")
        case .bonusMagnet: return trLater("good capsules drift to the paddle")
        case .malusMagnet: return trLater("bad capsules drift to the paddle")
        case .extraLife: return trLater("one more life")
        case .random: return trLater("any extra, good or bad")
        case .joker: return trLater("collects good capsules twice, removes bad ones")
        case .reset: return trLater("ends every active extra")
        case .extraTime: return trLater("7 more seconds for active extras")
        }
    }

    /// LBreakout2's character for the extra in a level's Bonus grid, which our level format
    /// uses too; multiball, which LBreakout2 lacks, is `M`.
    var lbreakoutCharacter: Character {
        switch self {
        case .score200: return "0"
        case .score500: return "1"
        case .score1000: return "2"
        case .score2000: return "3"
        case .score5000: return "4"
        case .score10000: return "5"
        case .goldShower: return "g"
        case .shortenPaddle: return "-"
        case .lengthenPaddle: return "+"
        case .extraLife: return "l"
        case .stickyPaddle: return "s"
        case .energyBalls: return "m"
        case .extraBall: return "b"
        case .extraFloor: return "w"
        case .frozenPaddle: return "f"
        case .laser: return "p"
        case .random: return "?"
        case .fastBalls: return ">"
        case .slowBalls: return "<"
        case .joker: return "j"
        case .darkness: return "d"
        case .chaoticBalls: return "c"
        case .ghostPaddle: return "~"
        case .reset: return "!"
        case .extraTime: return "&"
        case .explosiveBalls: return "*"
        case .bonusMagnet: return "}"
        case .malusMagnet: return "{"
        case .weakBalls: return "W"
        case .multiball: return "M"
        }
    }

    /// The extra for a Bonus-grid character; nil for `.` and unknown characters.
    init?(lbreakoutCharacter c: Character) {
        guard let extra = Extra.byCharacter[c] else { return nil }
        self = extra
    }

    private static let byCharacter: [Character: Extra] =
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.lbreakoutCharacter, $0) })

    /// Position in `allCases`, for tables indexed by extra (read every step: a switch, no
    /// hashing).
    var index: Int {
        switch self {
        case .score200: return 0
        case .score500: return 1
        case .score1000: return 2
        case .score2000: return 3
        case .score5000: return 4
        case .score10000: return 5
        case .goldShower: return 6
        case .lengthenPaddle: return 7
        case .shortenPaddle: return 8
        case .stickyPaddle: return 9
        case .frozenPaddle: return 10
        case .ghostPaddle: return 11
        case .extraBall: return 12
        case .multiball: return 13
        case .fastBalls: return 14
        case .slowBalls: return 15
        case .energyBalls: return 16
        case .explosiveBalls: return 17
        case .weakBalls: return 18
        case .chaoticBalls: return 19
        case .extraFloor: return 20
        case .laser: return 21
        case .darkness: return 22
        case .bonusMagnet: return 23
        case .malusMagnet: return 24
        case .extraLife: return 25
        case .random: return 26
        case .joker: return 27
        case .reset: return 28
        case .extraTime: return 29
        }
    }
}
