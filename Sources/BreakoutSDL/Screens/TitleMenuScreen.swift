import Breakout
import Dynamics
import Foundation
import Translations
import WindowKit

/// The title menu, shown when `breakout` starts without options: Resume game, Play, Choose
/// levels, Mini-games, Two players, Editor, Themes, Settings, Controls, High scores, Help,
/// Quit. Resume is always there, dimmed while no game is kept (`SavedGame`), so that no entry
/// moves under the pointer when a game is saved; a new game while one is kept asks first
/// (`AppWindow.start`). Esc or a controller's B asks whether to quit.
final class TitleMenuScreen: Screen {
    /// The hint line at the page's foot (`ScreenHintTests` presses each key it names).
    static let hint = trLater("Arrows, D-pad or the mouse to choose; Enter, A or a click to go; Esc to quit")

    enum Choice: CaseIterable, Sendable {
        case resume, play, chooseLevels, miniGames, twoPlayers, editor, themes, settings, controls, highScores, help, quit

        /// The entry that opens `screen`.
        init(_ screen: PlayOptions.TitleScreen) {
            switch screen {
            case .levels: self = .chooseLevels
            case .minigames: self = .miniGames
            case .twoplayers: self = .twoPlayers
            case .highscores: self = .highScores
            case .help: self = .help
            case .settings: self = .settings
            case .controls: self = .controls
            case .themes: self = .themes
            }
        }

        var title: String {
            switch self {
            case .play: return trLater("Play")
            case .chooseLevels: return trLater("Choose levels")
            case .miniGames: return trLater("Mini-games")
            case .twoPlayers: return trLater("Two players")
            case .editor: return trLater("Editor")
            case .themes: return trLater("Themes")
            case .settings: return trLater("Settings")
            case .controls: return trLater("Controls")
            case .highScores: return trLater("High scores")
            case .help: return trLater("Help")
            case .quit: return trLater("Quit")
            case .resume: return trLater("Resume game")
            }
        }
    }

    /// The entries shown, in order: every one, always in its place.
    let choices = Choice.allCases
    private(set) var list = MenuList(heading: "BREAKOUT", subheading: trLater("on the Dynamics engine"),
                                     titles: Choice.allCases.map(\.title))
    /// Whether a game is kept for Resume (checked every frame: a game left, or ended).
    private(set) var canResume: Bool?

    func handle(_ event: WindowEvent, context app: AppWindow) -> Bool {
        if PageStyle.isBack(event, rightClick: false) {
            TitleMenuScreen.askToQuit(app)
        } else if let k = list.handle(event, window: app.window.size, font: app.font) {
            choose(choices[k], app: app)
        }
        return true
    }

    /// Esc on the title menu: a key meant for a menu below must not close the window at once.
    static func askToQuit(_ app: AppWindow) {
        app.ask(Question(heading: tr("Quit Breakout?"), detail: tr("Your settings and high scores are saved."),
                         answers: [Question.Answer(trLater("Quit")) { app.quit() }, Question.Answer(trLater("Cancel")) {}],
                         cancel: 1))
    }

    /// Resume is usable while a game is kept (left by a game, removed when it ends).
    func update(_ dt: Double, context app: AppWindow) {
        let kept = SavedGame(dataDirectory: app.dataDirectory).exists
        guard kept != canResume else { return }
        let first = canResume == nil
        canResume = kept
        list.setDisabled(kept ? [] : [choices.firstIndex(of: .resume)!])
        if first { list.resetFocus() }
    }

    /// Whether `choice` can be chosen now (Resume needs a kept game).
    func isEnabled(_ choice: Choice) -> Bool { choice != .resume || canResume == true }

    func draw(context app: AppWindow) {
        list.backdrop = app.theme.flatMap { theme in theme.menuBackground.flatMap { sheet in theme.menuAnchor.map { (sheet, $0) } } }
        list.draw(window: app.window.size, font: app.font, renderer: app.window.renderer,
                  hint: tr(Self.hint))
    }

    /// What each entry does (tests call it as a click would).
    func choose(_ choice: Choice, app: AppWindow) {
        switch choice {
        case .play:
            // The settings' level source (generated, procedural or their file).
            do { app.start(.game(try LevelSequence.from(app.settingsStore.settings.rules))) } catch { app.notice(tr("levels: %s", "\(error)")) }
        case .chooseLevels: app.go(to: .levelsetChooser)
        case .miniGames: app.go(to: .miniGameMenu)
        case .twoPlayers: app.go(to: .twoPlayerMenu)
        case .editor: app.go(to: .editor(path: nil))
        case .themes: app.go(to: .themeChooser)
        case .settings: app.go(to: .settings(controls: false))
        case .controls: app.go(to: .settings(controls: true))
        case .highScores: app.go(to: .highScores)
        case .help: app.go(to: .help)
        case .quit: app.quit()
        case .resume: if canResume == true { app.go(to: .resume) }
        }
    }
}
