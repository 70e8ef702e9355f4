import Breakout
import Foundation

/// Builds the screen for a route: the one place that knows every screen, so that screens
/// know only routes (isowords' composer, in small). Nil when there is nothing to show (an
/// editor file that does not read; the notice says why).
///
/// ```swift
/// if let screen = ScreenRouter.screen(for: .help, host: host) { host.push(screen) }
/// ```
enum ScreenRouter {
    static func screen(for route: Route, host: ScreenHost) -> (any AppScreen)? {
        switch route {
        case .titleMenu: return TitleMenuScreen()
        case .levelsetChooser: return LevelsetChooserScreen(host: host)
        case .miniGameMenu: return MiniGameMenuScreen()
        case .twoPlayerMenu: return TwoPlayerMenuScreen()
        case .themeChooser: return ThemeChooserScreen(host: host)
        case .highScores: return HighScoresScreen(host: host)
        case .help: return HelpScreen()
        case .settings:
            var options = host.options
            options.replay = nil
            options.demo = true
            options.lastReplayPath = nil
            let levels = (try? LevelSequence.from(host.settingsStore.settings)) ?? .generated
            let game = GameScreen(host: host, options: options, levels: levels)
            game.closesWithPanel = true
            return game
        case let .game(levels, name, isTestPlay, hotSeatPlayers):
            var options = host.options
            options.levelsetName = name
            options.hotSeatPlayers = hotSeatPlayers
            options.replay = nil
            options.demo = false
            options.levels = levels
            options.seed = UInt64(Date().timeIntervalSince1970 * 1000) & 0xFFFF_FFFF
            if isTestPlay { options.lastReplayPath = nil }
            return GameScreen(host: host, options: options, levels: levels, isTestPlay: isTestPlay)
        case let .networkLobby(role):
            return NetworkLobbyScreen(role: role, host: host)
        case let .networkGame(match, role):
            return GameScreen(host: host, options: host.options, levels: match.options.levels, network: match, networkRole: role)
        case let .editor(path):
            return EditorScreen.open(path: path, host: host)
        }
    }

    /// The window's first screen, as `options.start` says (the title menu when an editor
    /// file does not read: it shows why).
    static func firstScreen(host: ScreenHost) -> any AppScreen {
        let options = host.options
        switch options.start {
        case .game: return GameScreen(host: host, options: options, levels: options.levels ?? host.levels)
        case .titleMenu, .titleScreen: return TitleMenuScreen()
        case let .network(role): return NetworkLobbyScreen(role: role, host: host)
        case let .editor(path): return EditorScreen.open(path: path, host: host) ?? TitleMenuScreen()
        }
    }

    /// What a route does once its screen shows (the settings route opens its panel).
    static func arrived(at route: Route, screen: any AppScreen) {
        if case let .settings(controls) = route, let game = screen as? GameScreen {
            game.apply(controls ? .toggleControls : .toggleSettings)
        }
    }
}
