import Breakout
import BreakoutNet

/// Where a screen asks the window to go. Screens name a route (`app.go(to: .help)`) and
/// never build one another: `ScreenRouter` builds every screen.
///
/// ```swift
/// app.go(to: .levelsetChooser)                          // over the title menu
/// app.replace(self, with: .networkLobby(role))          // a rematch: the lobby again
/// ```
enum Route {
    case titleMenu
    case levelsetChooser
    case miniGameMenu
    case twoPlayerMenu
    case themeChooser
    case highScores
    case help
    /// The settings panel (or, `controls`, the Controls page) over a game the autoplayer plays.
    case settings(controls: Bool)
    /// A game of `levels` with the window's options and the settings in force; a test play
    /// (from the editor) keeps no replay.
    case game(LevelSequence, name: String? = nil, isTestPlay: Bool = false, hotSeatPlayers: Int? = nil, versusComputer: Bool = false)
    /// The game left unfinished last time (`SavedGame`), where it was left; nothing (and a
    /// line saying why) when it does not resume.
    case resume
    /// The network lobby, hosting or joining.
    case networkLobby(NetworkLobbyScreen.Role)
    /// The duel a lobby found.
    case networkGame(NetworkMatch, role: NetworkLobbyScreen.Role)
    /// The editor on a levelset file (nil: a new one); a file that does not read opens
    /// nothing and says why in a notice.
    case editor(path: String?)
}
