/// Everything a player can set, with the shipped defaults, in two parts: the game's rules
/// and the window's display, each read by whom it concerns. `Config/breakout.toml` documents
/// each key; `SettingsFile` reads and checks it. Physical settings apply at once; layout
/// settings (rows, columns, pattern, level, shares) at the next level or restart.
/// Each part's `schema` maps its properties to keys in the file (`ballSpeed` is `ball.speed`).
///
/// ```swift
/// let result = SettingsFile.load(from: path, lastGood: Settings())
/// let speed = result.settings.rules.ballSpeed      // the game's
/// let theme = result.settings.display.theme        // the window's
/// ```
public struct Settings: Hashable, Sendable {
    /// How the game plays: what `Game` reads, and what a replay and a network duel carry.
    public var rules = GameRules()
    /// How the window shows and sounds the game and how it is controlled: what the window
    /// reads.
    public var display = DisplaySettings()

    public init() {}

    init(rules: GameRules, display: DisplaySettings = DisplaySettings()) {
        self.rules = rules
        self.display = display
    }
}

extension Settings: SettingsRoot {
    /// The whole settings file: the game's sections, then the window's; `[display]` holds
    /// the window's keys and then the two of the game's that show in the field.
    public static let schema = SettingsSchema<Settings>(
        sections: GameRules.schema.sections + DisplaySettings.schema.sections,
        parts: [DisplaySettings.schema.lifted(into: \.display), GameRules.schema.lifted(into: \.rules)])
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

/// Whether a held button draws the balls toward the paddle (`rules.ball_steering`):
/// `auto` in the game's own and generated levels but not in LBreakout2's and LBreakoutHD's
/// sets (`Level.isClassic`), which play as those games play them.
enum BallSteering: String, CaseIterable, Codable, Sendable {
    case auto, on, off
}

/// How a hit brick is animated.
public enum AnimationStyle: String, CaseIterable, Codable, Sendable {
    case flash, flip, fade, shatter
}
