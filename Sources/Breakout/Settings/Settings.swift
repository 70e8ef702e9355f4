/// Everything a player can set, with the shipped defaults. `Config/breakout.toml` documents
/// each key; `SettingsFile` reads and checks it. Physical settings apply at once; layout
/// settings (rows, columns, pattern, level, shares) at the next level or restart.
/// `SettingsSchema` maps each property to its key in the file (`ballSpeed` is `ball.speed`).
///
/// ```swift
/// let result = SettingsFile.load(from: path, lastGood: Settings())
/// let speed = result.settings.ballSpeed
/// ```
public struct Settings: Hashable, Sendable {
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
    var lives = 3
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

    // [display] — read by the window
    /// The language of the text: the system's, or English, German or French.
    public var language = DisplayLanguage.system
    /// The look: "default" (drawn by the game) or an installed theme's name.
    public var theme = "default"
    /// Play the theme's recorded sounds (when it has them) instead of the synthesized ones.
    public var themeSounds = true
    public var animationStyle = AnimationStyle.fade
    public var sound = true
    public var showFPS = false
    /// Broken bricks fall as debris that piles up on the floor and fades.
    public var debris = true
    /// A controller's accelerometer tilts gravity.
    var tiltGravity = false

    // [controls] — read by the window
    /// The paddle follows the pointer (absolute) or the mouse's motion (relative, captured).
    public var mouseMode = MouseMode.absolute
    /// Relative mode: field points the paddle moves per window point the mouse moves.
    public var mouseSensitivity = 1.0
    /// Relative mode: the paddle moves against the mouse.
    public var invertMouse = false
    /// The paddle's speed on the keys (and a full stick), field points per second.
    public var keySpeed = 900.0

    // [keys], [pad] — which key and controller button does what
    public var keys = KeyBindings()
    public var padButtons = PadBindings()

    public init() {}
}

/// How the mouse moves the paddle.
public enum MouseMode: String, CaseIterable, Codable, Sendable {
    /// The paddle follows the pointer's x across the field.
    case absolute
    /// The pointer is captured while a game runs and the mouse's motion moves the paddle.
    case relative
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

/// How a hit brick is animated.
public enum AnimationStyle: String, CaseIterable, Codable, Sendable {
    case flash, flip, fade, shatter
}
