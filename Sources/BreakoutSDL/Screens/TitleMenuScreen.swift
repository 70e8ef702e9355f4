import Breakout
import Dynamics
import Foundation
import Translations
import WindowKit

/// The title menu, shown when `breakout` starts without options: Play, Choose levels,
/// Mini-games, Two players, Editor, Themes, Settings, Controls, High scores, Help, Quit, with
/// Resume first while a game left unfinished is kept (`SavedGame`). Esc or a controller's B
/// quits.
final class TitleMenuScreen: Screen {
    enum Choice: CaseIterable, Sendable {
        // Resume is listed first when it shows (`choices`); last here, so that the others'
        // places are the same with it or without.
        case play, chooseLevels, miniGames, twoPlayers, editor, themes, settings, controls, highScores, help, quit, resume

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

    /// The entries shown, in order.
    private(set) var choices = TitleMenuScreen.choices(canResume: false)
    private(set) var list = TitleMenuScreen.list(for: TitleMenuScreen.choices(canResume: false))

    static func choices(canResume: Bool) -> [Choice] {
        (canResume ? [.resume] : []) + Choice.allCases.filter { $0 != .resume }
    }

    private static func list(for choices: [Choice]) -> MenuList {
        MenuList(heading: "BREAKOUT", subheading: trLater("on the Dynamics engine"), titles: choices.map(\.title))
    }

    func handle(_ event: WindowEvent, context app: AppWindow) -> Bool {
        if PageStyle.isBack(event, rightClick: false) {
            app.quit()
        } else if let k = list.handle(event, window: app.window.size, font: app.font) {
            choose(choices[k], app: app)
        }
        return true
    }

    /// Resume comes and goes with the saved game (left by a game, removed when it ends).
    func update(_ dt: Double, context app: AppWindow) {
        let canResume = SavedGame(dataDirectory: app.dataDirectory).exists
        guard canResume != (choices.first == .resume) else { return }
        choices = TitleMenuScreen.choices(canResume: canResume)
        list = TitleMenuScreen.list(for: choices)
    }

    func draw(context app: AppWindow) {
        list.backdrop = app.theme.flatMap { theme in theme.menuBackground.flatMap { sheet in theme.menuAnchor.map { (sheet, $0) } } }
        list.draw(window: app.window.size, font: app.font, renderer: app.window.renderer,
                  hint: tr("Arrows, D-pad or the mouse to choose; Enter, A or a click to go; Esc to quit"))
    }

    /// What each entry does (tests call it as a click would).
    func choose(_ choice: Choice, app: AppWindow) {
        switch choice {
        case .play:
            // The settings' level source (generated, procedural or their file).
            do { app.go(to: .game(try LevelSequence.from(app.settingsStore.settings.rules))) } catch { app.notice(tr("levels: %s", "\(error)")) }
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
        case .resume: app.go(to: .resume)
        }
    }
}
