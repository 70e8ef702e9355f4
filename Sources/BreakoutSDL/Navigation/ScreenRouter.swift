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
            let levels = (try? LevelSequence.from(host.settingsStore.settings.rules)) ?? .generated
            let game = gameScreen(host: host, options: options, levels: levels)
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
            return gameScreen(host: host, options: options, levels: levels, isTestPlay: isTestPlay)
        case let .networkLobby(role):
            return NetworkLobbyScreen(role: role, host: host)
        case let .networkGame(match, role):
            return GameScreen(host: host, options: host.options, driver: NetworkDriver(match, role: role),
                              highScores: highScores(host: host, options: host.options, levels: match.options.levels))
        case let .editor(path):
            return EditorScreen.open(path: path, host: host)
        }
    }

    /// The window's first screen, as `options.start` says (the title menu when an editor
    /// file does not read: it shows why).
    static func firstScreen(host: ScreenHost) -> any AppScreen {
        let options = host.options
        switch options.start {
        case .game: return gameScreen(host: host, options: options, levels: options.levels ?? host.levels)
        case .titleMenu, .titleScreen: return TitleMenuScreen()
        case let .network(role): return NetworkLobbyScreen(role: role, host: host)
        case let .editor(path): return EditorScreen.open(path: path, host: host) ?? TitleMenuScreen()
        }
    }

    /// The game of `levels` as `options` say how it is played: hot-seat, a replay, the demo,
    /// a duel at one keyboard or solo, each with its driver.
    static func gameScreen(host: ScreenHost, options: PlayOptions, levels: LevelSequence, isTestPlay: Bool = false) -> GameScreen {
        let settings = host.settingsStore.settings
        let driver: any GameDriver
        if let players = options.hotSeatPlayers, HotSeat.playerCount.contains(players) {
            let names = (1...players).map { tr("Player %d", $0) }
            driver = HotSeatDriver(HotSeat(names: names, rules: settings.rules, levels: levels, seed: options.seed), seed: options.seed)
        } else if let replay = options.replay {
            // Exactly the recorded game: its settings, levels, seed and field.
            driver = ReplayDriver(replay)
        } else {
            let game = Game(rules: settings.rules, levels: levels, seed: options.seed)
            if options.demo {
                driver = DemoDriver(game: game)
            } else if game.state.duel != nil {
                driver = DuelDriver(game: game)
            } else {
                driver = SoloDriver(game: game)
            }
        }
        return GameScreen(host: host, options: options, driver: driver, highScores: highScores(host: host, options: options, levels: levels),
                          isTestPlay: isTestPlay)
    }

    /// The high-score table a game of `levels` goes in: a mini-game keeps one of its own.
    private static func highScores(host: ScreenHost, options: PlayOptions, levels: LevelSequence) -> HighScoreKeeper {
        var table: String?
        if case let .miniGame(miniGame) = levels { table = miniGame.rawValue }
        return HighScoreKeeper(directory: options.dataDirectory ?? HighScoreStore.defaultDirectory(), table: table)
    }

    /// What a route does once its screen shows (the settings route opens its panel).
    static func arrived(at route: Route, screen: any AppScreen) {
        if case let .settings(controls) = route, let game = screen as? GameScreen {
            game.apply(controls ? .toggleControls : .toggleSettings)
        }
    }
}
