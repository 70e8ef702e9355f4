import Translations

/// LBreakoutHD's mini-games ("bonus levels"), each with its own rules and high-score table.
/// A mini-game is played with one ball: losing it ends the game.
///
/// ```swift
/// let game = Game(rules: GameRules(), levels: .miniGame(.invaders), seed: 7)
/// ```
public enum MiniGame: String, CaseIterable, Codable, Sendable {
    /// Waves of bricks come down row by row; one reaching the paddle's row ends the game.
    case invaders
    /// Break through a barrier that moves down and hit the wall behind it; each breakthrough
    /// brings a thicker, faster barrier.
    case barrier
    /// Hit the one brick before its time runs out; it jumps elsewhere, with less time.
    case jumpingJack
    /// Infections appear faster than ever; ten at once end the game.
    case outbreak
    /// Eight ducks; the ball drops from the ceiling, and must hit the marked duck on its way
    /// up from the paddle. Any other hit on the way up loses the marked one.
    case sittingDucks
    /// Hit the coloured bricks to steer the hunter onto the prey before time runs out,
    /// without running it into the wall.
    case hunter

    /// The name, in English: a catalog key, shown with `tr`.
    public var title: String {
        switch self {
        case .invaders: return trLater("Invaders")
        case .barrier: return trLater("Barrier")
        case .jumpingJack: return trLater("Jumping Jack")
        case .outbreak: return trLater("Outbreak")
        case .sittingDucks: return trLater("Sitting Ducks")
        case .hunter: return trLater("Hunter")
        }
    }

    /// One line on the rules, for help pages and `--help` (a catalog key, as `title`).
    public var rules: String {
        switch self {
        case .invaders: return trLater("clear wave after wave of 20 falling bricks before one reaches the paddle")
        case .barrier: return trLater("break through the sinking barrier and hit the wall behind it")
        case .jumpingJack: return trLater("hit the brick before its time runs out; it jumps, with less time")
        case .outbreak: return trLater("clear each wave of 20 infections; 10 at once end the game")
        case .sittingDucks: return trLater("hit the marked duck on the ball's way up; any other hit loses it")
        case .hunter: return trLater("hit the colours to steer the hunter onto the prey, never into the wall")
        }
    }

    /// The arena: LBreakout2's 14 x 18 grid, reaching down to just above the paddle.
    var arena: Level {
        Level(title: title, author: "LBreakoutHD rules", columns: 14, rows: 18, bricks: [], gridShare: 0.8)
    }
}

/// Where a mini-game stands (part of the game state, so undo and rewind restore it).
public struct MiniGameState: Hashable, Codable, Sendable {
    public let game: MiniGame
    /// The current interval: the jack's or the hunter's time, the time between invaders,
    /// the barrier's time per row, the ducks' ball's wait at the ceiling (steps). It shrinks
    /// as the player succeeds (but the wait).
    var actionSteps: Int
    /// Points for the next success (a catch, a wave, a breakthrough).
    var maxScore: Int
    /// Successes so far: catches, waves, breakthroughs or hits.
    var runs = 0
    /// When the next timed event is due: the jack's or the hunter's deadline, the next
    /// invader, the barrier's next move, the ducks' ball's drop.
    var nextEventStep: Int
    /// Jumping Jack: the brick to hit.
    var jack: Int?
    /// Invaders: each live invader's brick and when it moves down next.
    var invaders: [Invader] = []
    var invaderLimit = 20
    var invaderScore = 400
    var killed = 0
    /// Barrier: its thickness level, and the rows it has moved down.
    var barrierLevel = 1
    var barrierMoves = 0
    /// Outbreak: infections so far this wave, and the points for curing one.
    var infections = 3
    var cureScore = 400
    /// Sitting Ducks: the ducks and the one to hit (nil in the other games, so their
    /// states encode as before).
    var ducks: SittingDucks?
    /// Hunter: the hunter, its prey and its controls (nil in the other games).
    var hunt: Hunt?

    struct Invader: Hashable, Codable, Sendable {
        var brick: Int
        var nextMoveStep: Int
    }

    /// Sitting Ducks: the ducks still standing (brick ids, in LBreakoutHD's order of places),
    /// and the marked one, nil while the ball waits at the ceiling.
    struct SittingDucks: Hashable, Codable, Sendable {
        var ducks: [Int]
        var target: Int?
    }

    /// Hunter: the hunter's and the prey's bricks. Which control moves it where follows
    /// from the control's tint (`HunterRules.move(of:in:)`).
    struct Hunt: Hashable, Codable, Sendable {
        var hunter: Int
        var prey: Int
    }
}
