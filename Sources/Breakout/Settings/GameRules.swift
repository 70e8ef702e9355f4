/// The settings that make the game what it is: the levels' source and size, the balls, gravity,
/// the paddle, pushes and the rules (`[level]`, `[bricks]`, `[ball]`, `[gravity]`, `[paddle]`,
/// `[push]`, `[rules]`, and the `[display]` keys that move things: debris and tilt). `Game`
/// reads these alone; replays record them, and a network duel's two sides agree on them.
///
/// ```swift
/// var rules = GameRules()
/// rules.ballSpeed = 600
/// let game = Game(rules: rules, levels: .generated, seed: 7)
/// ```
public struct GameRules: Hashable, Sendable {
    // [level] — apply at the next level or restart
    /// Rows and columns of a generated level.
    public var brickRows = 6
    public var brickColumns = 10
    var pattern = LevelPattern.wall
    public var levelSource = LevelSource.generated
    /// A level file (our format) or an LBreakout2 levelset, for `levelSource = file`.
    public var levelFile = ""

    // [bricks] — shares of each special kind in generated levels (the rest are normal)
    var multiHitShare = 0.15
    var indestructibleShare = 0.05
    var explosiveShare = 0.06
    public var extraBallShare = 0.03
    public var powerUpShare = 0.08

    // [ball]
    public var ballCount = 1
    /// Serve speed, points/s.
    public var ballSpeed = 450.0
    var ballMinSpeed = 300.0
    var ballMaxSpeed = 900.0
    public var ballRadius = 6.0
    /// Bounciness, 0.5 ... 1.
    var elasticity = 1.0
    /// Speed gained per minute of play, as a fraction of the serve speed.
    var speedUpPerMinute = 0.1

    // [gravity]
    /// In units of 1000 points/s^2.
    var gravityMagnitude = 0.0
    /// Degrees, 90 = down.
    var gravityAngle = 90.0

    // [paddle]
    var paddleWidth = 100.0
    public var paddleShape = PaddleShape.rectangle
    /// Degrees from vertical a ball leaves the paddle's very end at.
    var paddleBounceAngle = 60.0

    // [push]
    /// Speed change of a tap-push, points/s.
    var pushStrength = 250.0
    /// Seconds between pushes.
    public var pushCooldown = 1.0

    // [rules]
    public var difficulty = Difficulty.medium
    /// Lives a game starts with; 0 leaves it to the difficulty (`Difficulty.lives`).
    var lives = 0
    /// No ball travels within this many degrees of horizontal or vertical.
    var minimumAngle = 12.0
    /// Seconds without touching the paddle or a brick before a ball is nudged.
    public var stuckSeconds = 10.0
    /// Seconds of play the rewind can go back.
    var rewindSeconds = 5.0
    /// Most balls in play at once: multiball and extra-ball bricks add none beyond it.
    var maxBalls = 12
    /// Most capsules falling at once: a brick with an extra broken beyond it drops none.
    var maxCapsules = 16
    /// Frags that win a duel.
    public var fragLimit = 10
    /// Percent of a level's breakable bricks to break before the player may warp to the
    /// next level (LBreakoutHD's warp limit); 100 turns warping off.
    var warpPercent = 80
    /// A mini-game after every four levels of a game of levels (LBreakoutHD's bonus
    /// levels, on there by default): `LevelSequence.bonusGame(at:rules:seed:)`.
    var bonusLevels = true
    /// Percent of full speed the window plays the game at: at 50 a second of play takes two
    /// seconds. The steps are the same, only their pace changes, so a replay plays back at
    /// the pace it was recorded at and a headless run is unchanged (`timeScale`).
    var gameSpeed = 100
    /// A held button draws the balls toward the paddle while its meter lasts (Shatter's
    /// pull): `Game+Steering.swift`.
    var ballSteering = BallSteering.auto

    // [display] keys that change the game, not only how it looks
    /// Broken bricks fall as debris that tumbles and fades at the paddle's height.
    public var debris = true
    /// A controller's accelerometer tilts gravity.
    var tiltGravity = false

    public init() {}

    /// The lives a game starts with: the setting, or the difficulty's when it is 0.
    public var startingLives: Int { lives > 0 ? lives : difficulty.lives }

    /// Seconds of play a second of the window's time brings (`gameSpeed` as a fraction).
    public var timeScale: Double { Double(gameSpeed) / 100 }

    /// The most lives extra lives may bring: the difficulty's, or more when the game
    /// started with more.
    var maxLives: Int { max(startingLives, difficulty.maxLives) }
}

/// How a generated level's bricks are arranged.
public enum LevelPattern: String, CaseIterable, Codable, Sendable {
    case wall, pyramid, checker, diamond, random
}

/// Where levels come from.
public enum LevelSource: String, CaseIterable, Codable, Sendable {
    /// From the settings: rows, columns, pattern and shares.
    case generated
    /// A new procedural level from the game's seed (spanning-tree generator).
    case procedural
    /// From `levelFile` (our format or an LBreakout2 levelset).
    case file
}

public enum PaddleShape: String, CaseIterable, Codable, Sendable {
    case rectangle, oval
}

/// Whether a held button draws the balls toward the paddle (`rules.ball_steering`):
/// `auto` in the game's own and generated levels but not in LBreakout2's and LBreakoutHD's
/// sets (`Level.isClassic`), which play as those games play them.
enum BallSteering: String, CaseIterable, Codable, Sendable {
    case auto, on, off
}
