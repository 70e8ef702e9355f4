import Breakout
import Dynamics
import HighScores
import SettingsKit
import WindowKit

/// What an overlay may see and do, instead of the whole app: the window's size, renderer
/// and font, the settings and their store, the game it shows, and the few commands overlays
/// give (an intent, pause, restart, a notice). `GameScreen` provides it; another screen (the
/// editor's screens, a test) can too.
///
/// ```swift
/// func draw(in context: OverlayContext) {
///     DialogStyle.backdrop(window: context.windowSize, alpha: 1, into: &shapes)
///     shapes.draw(on: context.renderer)
/// }
/// ```
protocol OverlayContext: AnyObject {
    var windowSize: Size { get }
    /// Where the field is in the window: a game's dialogs dim and centre over it.
    var fieldArea: Rect { get }
    /// The renderer to draw on.
    var renderer: Renderer { get }
    var font: FontAtlas { get }
    /// The settings in force; changes go through `settingsStore`.
    var settings: Settings { get }
    var settingsStore: SettingsStore<Settings> { get }
    /// Lines for the banner, oldest first (only ever appended).
    var notices: [String] { get }
    /// The game on screen (read only: overlays change it through the commands).
    var game: Game { get }
    /// The autoplayer plays (the demo): results are not recorded, alerts go on by themselves.
    var isDemo: Bool { get }
    /// A network duel: it cannot be played again from one side.
    var isNetworkGame: Bool { get }
    /// A duel against the computer (it plays the top paddle).
    var versusComputer: Bool { get }
    /// The high-score table and the rank of the game that ended last.
    var highScores: HighScoreKeeper { get }

    /// Does what a player's intent does (quit, confirm, open the settings, ...).
    func apply(_ intent: Intent)
    func setPaused(_ paused: Bool)
    /// Starts a new game with the settings in force.
    func restart()
    /// The menu's Restart: asks first when it would end a game that has got somewhere.
    func askToRestart()
    /// The menu's Quit: asks first when the game left would not be kept for Resume.
    func askToQuit()
    /// Whether the Plane of Inner Stability is part of this game (not a duel's, a mini-game's,
    /// a replay's or the demo's).
    var offersBrickPicker: Bool { get }
    /// Whether the game goes on under the menu (a network duel does not pause).
    var goesOnUnderMenu: Bool { get }
    /// A finished network duel: back to its lobby for another.
    func rematch()
    /// Whether the game that is over may go on for its score (a solo game of levels).
    var canContinue: Bool { get }
    /// LBreakoutHD's continue: the game goes on at its level, the score spent, the lives back.
    func buyContinue()
    /// The Plane of Inner Stability: the brick picker opens (or a line says why it cannot).
    func pickBrickToDestroy()
    /// The live brick drawn at a window point, if any.
    func brick(at window: Point) -> Int?
    /// Destroys a brick for a tenth of the score.
    func destroyBrick(_ index: Int)
    /// Adds a line for the banner.
    func notice(_ line: String)
    /// The player typed their name for the score that just entered the chart.
    func nameEntered(_ name: String)
    /// Whether game over offers "Submit to the online charts": a server is set and the game
    /// is one player's own, with its replay.
    var offersOnlineSubmission: Bool { get }
    /// The game's submission to the online charts, and where it stands.
    var onlineSubmission: OnlineSubmission { get }
    /// Sends the finished game's replay to the online charts (in the background).
    func submitOnline()
}
