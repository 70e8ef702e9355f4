import Breakout
import Dynamics
import Foundation
import WindowKit

/// The title menu, shown when `breakout` starts without options: Play, Choose levels,
/// Mini-games, Two players, Editor, Themes, Settings, Controls, High scores, Help, Quit. Esc or a
/// controller's B quits.
final class TitleMenuScreen: AppScreen {
    enum Choice: CaseIterable, Sendable {
        case play, chooseLevels, miniGames, twoPlayers, editor, themes, settings, controls, highScores, help, quit

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
            }
        }
    }

    private(set) var list = MenuList(heading: "BREAKOUT", subheading: trLater("on the Dynamics engine"),
                                     titles: Choice.allCases.map(\.title))

    func handle(_ event: WindowEvent, context host: ScreenHost) -> Bool {
        if PageStyle.isBack(event, rightClick: false) {
            host.quit()
        } else if let k = list.handle(event, window: host.window.size, font: host.font) {
            choose(Choice.allCases[k], host: host)
        }
        return true
    }

    func update(_ dt: Double, context host: ScreenHost) {}

    func draw(context host: ScreenHost) {
        list.backdrop = host.theme.flatMap { theme in theme.menuBackground.flatMap { sheet in theme.menuAnchor.map { (sheet, $0) } } }
        list.draw(window: host.window.size, font: host.font, renderer: host.window.renderer,
                  hint: tr("Arrows, D-pad or the mouse to choose; Enter, A or a click to go; Esc to quit"))
    }

    /// What each entry does (tests call it as a click would).
    func choose(_ choice: Choice, host: ScreenHost) {
        switch choice {
        case .play:
            // The settings' level source (generated, procedural or their file).
            do { host.go(to: .game(try LevelSequence.from(host.settingsStore.settings.rules))) } catch { host.notice(tr("levels: %s", "\(error)")) }
        case .chooseLevels: host.go(to: .levelsetChooser)
        case .miniGames: host.go(to: .miniGameMenu)
        case .twoPlayers: host.go(to: .twoPlayerMenu)
        case .editor: host.go(to: .editor(path: nil))
        case .themes: host.go(to: .themeChooser)
        case .settings: host.go(to: .settings(controls: false))
        case .controls: host.go(to: .settings(controls: true))
        case .highScores: host.go(to: .highScores)
        case .help: host.go(to: .help)
        case .quit: host.quit()
        }
    }
}
