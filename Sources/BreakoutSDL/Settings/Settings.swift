import Breakout
import SettingsKit
import Translations

/// Everything a player can set, with the shipped defaults, in four parts: the game's rules,
/// the window's display, the network duel's waits and the online charts' server, each read
/// by whom it concerns. `Config/breakout.toml` documents
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
    var display = DisplaySettings()
    /// How long a network duel waits on the other side: each side's own.
    public var network = NetworkSettings()
    /// The online charts' server, if the player set one.
    public var online = OnlineSettings()

    /// The language the player chose (`display.language`), for what is said before the
    /// window opens.
    public var language: DisplayLanguage { display.language }

    public init() {}

    init(rules: GameRules, display: DisplaySettings = DisplaySettings()) {
        self.rules = rules
        self.display = display
    }
}

extension Settings: SettingsRoot {
    /// The whole settings file: the game's sections, then the window's, then the network's
    /// and the online charts';
    /// `[display]` holds the window's keys and then the two of the game's that show in the field.
    public static let schema = SettingsSchema<Settings>(
        sections: GameRules.schema.sections + DisplaySettings.schema.sections + NetworkSettings.schema.sections
            + OnlineSettings.schema.sections,
        parts: [DisplaySettings.schema.lifted(into: \.display), GameRules.schema.lifted(into: \.rules),
                NetworkSettings.schema.lifted(into: \.network), OnlineSettings.schema.lifted(into: \.online)])
}

/// How the mouse moves the paddle.
enum MouseMode: String, CaseIterable, Codable, Sendable {
    /// The paddle follows the pointer's x across the field.
    case absolute
    /// The pointer is captured while a game runs and the mouse's motion moves the paddle.
    case relative
}

/// How a hit brick is animated.
@_spi(Benchmarks) public enum AnimationStyle: String, CaseIterable, Codable, Sendable {
    case flash, flip, fade, shatter
}
