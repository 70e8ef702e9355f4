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

    /// The name, in English: a catalog key, shown with `tr`.
    public var title: String {
        switch self {
        case .invaders: return trLater("Invaders")
        case .barrier: return trLater("Barrier")
        case .jumpingJack: return trLater("Jumping Jack")
        case .outbreak: return trLater("Outbreak")
        }
    }

    /// One line on the rules, for help pages and `--help` (a catalog key, as `title`).
    public var rules: String {
        switch self {
        case .invaders: return trLater("clear wave after wave of 20 falling bricks before one reaches the paddle")
        case .barrier: return trLater("break through the sinking barrier and hit the wall behind it")
        case .jumpingJack: return trLater("hit the brick before its time runs out; it jumps, with less time")
        case .outbreak: return trLater("clear each wave of 20 infections; 10 at once end the game")
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
    /// The current interval: the jack's time, the time between invaders, the barrier's
    /// time per row (steps). It shrinks as the player succeeds.
    var actionSteps: Int
    /// Points for the next success (a catch, a wave, a breakthrough).
    var maxScore: Int
    /// Successes so far: catches, waves or breakthroughs.
    var runs = 0
    /// When the next timed event is due: the jack's deadline, the next invader, the
    /// barrier's next move.
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

    struct Invader: Hashable, Codable, Sendable {
        var brick: Int
        var nextMoveStep: Int
    }
}
