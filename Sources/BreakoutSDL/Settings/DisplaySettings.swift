import Breakout
import Translations

/// How the window shows the game, sounds and is controlled, and who plays (`[display]`,
/// `[players]`, `[controls]`, `[keys]`, `[pad]`): the window reads these alone, and each side of a network duel and
/// each viewer of a replay keeps their own.
///
/// ```swift
/// var display = DisplaySettings()
/// display.theme = "Standard"
/// display.mouseMode = .relative
/// ```
struct DisplaySettings: Hashable, Sendable {
    // [display]
    /// The language of the text: the system's, or English, German, French, Spanish, Russian
    /// or Swedish.
    var language = DisplayLanguage.system
    /// The look: "default" (drawn by the game) or an installed theme's name.
    var theme = "default"
    /// Play the theme's recorded sounds (when it has them) instead of the synthesized ones.
    var themeSounds = true
    var animationStyle = AnimationStyle.fade
    /// Calmer effects for players sensitive to flashing: no white flash or shake on a hit
    /// brick, nothing blinking, softer explosions (`display.reduce_flashing`).
    var reduceFlashing = false
    /// Each kind of brick carries a pattern of its own, so kinds are told apart without
    /// their colours (`display.brick_patterns`).
    var brickPatterns = false
    /// Percent of its normal size the interface (text, the status band, menus, panels) is
    /// drawn at (`display.interface_scale`); the field fills its room either way.
    var interfaceScale = 100
    var sound = true
    /// How loud, 0...100 of the sounds' full amplitude (0 is silence). 80 leaves room for
    /// louder and lets several recordings at once clip less; LBreakoutHD starts at 50.
    var volume = 80
    /// Say "very good" or "excellent" now and then for a level cleared without a life lost,
    /// as LBreakoutHD (a theme's recordings: the synthesized sounds have no speech).
    var speech = true
    /// With speech on, "damn" or "dammit" now and then for a life lost (LBreakoutHD's
    /// badspeech, off unless asked for).
    var badSpeech = false
    var showFPS = false

    // [players]
    /// The players' names, for the high-score charts and the hot-seat's turns (player 1's
    /// for a game alone). The defaults are said in the player's language (`playerName`).
    var playerNames = DisplaySettings.defaultPlayerNames

    // [controls]
    /// The paddle follows the pointer (absolute) or the mouse's motion (relative, captured).
    var mouseMode = MouseMode.absolute
    /// Relative mode: field points the paddle moves per window point the mouse moves.
    var mouseSensitivity = 1.0
    /// Relative mode: the paddle moves against the mouse.
    var invertMouse = false
    /// The paddle's speed on the keys (and a full stick), field points per second.
    var keySpeed = 900.0

    // [keys], [pad] — which key and controller button does what
    var keys = KeyBindings()
    var padButtons = PadBindings()

    init() {}

    /// "Player 1" ... "Player 4", as the settings file says them.
    static let defaultPlayerNames = (1...4).map { "Player \($0)" }

    /// Player `k`'s name (0-based), a default one in the player's language.
    func playerName(_ k: Int) -> String {
        guard playerNames.indices.contains(k) else { return tr("Player %d", k + 1) }
        return playerNames[k] == DisplaySettings.defaultPlayerNames[k] ? tr("Player %d", k + 1) : playerNames[k]
    }
}
