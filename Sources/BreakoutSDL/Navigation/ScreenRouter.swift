import Breakout
import Foundation
import HighScores

/// Builds the screen for a route: the one place that knows every screen, so that screens
/// know only routes (isowords' composer, in small). Nil when there is nothing to show (an
/// editor file that does not read; the notice says why).
///
/// ```swift
/// if let screen = ScreenRouter.screen(for: .help, app: app) { app.push(screen) }
/// ```
enum ScreenRouter {
    static func screen(for route: Route, app: AppWindow) -> (any Screen)? {
        switch route {
        case .titleMenu: return TitleMenuScreen()
        case .levelsetChooser: return LevelsetChooserScreen(app: app)
        case .miniGameMenu: return MiniGameMenuScreen()
        case .twoPlayerMenu: return TwoPlayerMenuScreen()
        case .themeChooser: return ThemeChooserScreen(app: app)
        case .highScores: return HighScoresScreen(app: app)
        case .help: return HelpScreen()
        case .settings:
            var options = app.options
            options.replay = nil
            options.demo = true
            options.lastReplayPath = nil
            let levels = (try? LevelSequence.from(app.settingsStore.settings.rules)) ?? .generated
            let game = gameScreen(app: app, options: options, levels: levels)
            game.closesWithPanel = true
            return game
        case let .game(levels, name, isTestPlay, hotSeatPlayers, versusComputer):
            var options = app.options
            options.levelsetName = name
            options.hotSeatPlayers = hotSeatPlayers
            options.versusComputer = versusComputer
            options.replay = nil
            options.demo = false
            options.levels = levels
            options.seed = options.nextGameSeed()
            if isTestPlay { options.lastReplayPath = nil }
            return gameScreen(app: app, options: options, levels: levels, isTestPlay: isTestPlay)
        case .resume:
            switch SavedGame(dataDirectory: app.dataDirectory).resume() {
            case let .success((game, title)):
                var options = app.options
                options.levelsetName = title
                options.replay = nil
                options.demo = false
                options.levels = game.levels
                let screen = GameScreen(app: app, options: options, driver: SoloDriver(game: game),
                                        highScores: highScores(app: app, options: options, levels: game.levels))
                screen.isResumed = true
                return screen
            case let .failure(refusal):
                app.notice(refusal.line)
                return nil
            }
        case let .networkLobby(role):
            return NetworkLobbyScreen(role: role, app: app)
        case let .networkGame(match, role):
            return GameScreen(app: app, options: app.options, driver: NetworkDriver(match, role: role),
                              highScores: highScores(app: app, options: app.options, levels: match.options.levels))
        case let .editor(path):
            return EditorScreen.open(path: path, app: app)
        }
    }

    /// The window's first screen, as `options.start` says (the title menu when an editor
    /// file does not read: it shows why).
    static func firstScreen(app: AppWindow) -> any Screen {
        let options = app.options
        switch options.start {
        case .game: return gameScreen(app: app, options: options, levels: options.levels ?? app.levels)
        case .titleMenu, .titleScreen: return TitleMenuScreen()
        case let .network(role): return NetworkLobbyScreen(role: role, app: app)
        case let .editor(path): return EditorScreen.open(path: path, app: app) ?? TitleMenuScreen()
        }
    }

    /// The game of `levels` as `options` say how it is played: hot-seat, a replay, the demo,
    /// a duel at one keyboard or solo, each with its driver.
    static func gameScreen(app: AppWindow, options: PlayOptions, levels: LevelSequence, isTestPlay: Bool = false) -> GameScreen {
        let settings = app.settingsStore.settings
        let driver: any GameDriver
        // The field's shape follows a portrait window (the game's own levels only).
        let field = levels.fieldSize(fitting: WindowLayout(window: app.window.size).field.size)
        if let players = options.hotSeatPlayers, HotSeat.playerCount.contains(players) {
            let names = (0..<players).map { settings.display.playerName($0) }
            driver = HotSeatDriver(HotSeat(names: names, rules: settings.rules, levels: levels, seed: options.seed, fieldSize: field),
                                   seed: options.seed)
        } else if let replay = options.replay {
            // Exactly the recorded game: its settings, levels, seed and field.
            driver = ReplayDriver(replay)
        } else {
            let game = Game(rules: settings.rules, levels: levels, seed: options.seed, fieldSize: field)
            if options.demo {
                driver = DemoDriver(game: game)
            } else if game.state.duel != nil {
                driver = DuelDriver(game: game, computer: options.versusComputer ? settings.rules.difficulty : nil)
            } else {
                driver = SoloDriver(game: game)
            }
        }
        return GameScreen(app: app, options: options, driver: driver, highScores: highScores(app: app, options: options, levels: levels),
                          isTestPlay: isTestPlay)
    }

    /// The high-score chart a game of `levels` goes in: its levelset's (by name), its
    /// mini-game's, or the generated or procedural game's.
    private static func highScores(app: AppWindow, options: PlayOptions, levels: LevelSequence) -> HighScoreKeeper {
        HighScoreKeeper(directory: options.dataDirectory ?? HighScoreStore.defaultDirectory(),
                        chart: chart(for: levels, named: options.levelsetName, rules: app.settingsStore.settings.rules))
    }

    /// The chart of a game of `levels`: a list's is its set's, by the name the chooser or
    /// `--level` gave, else the settings' level file's.
    static func chart(for levels: LevelSequence, named name: String?, rules: GameRules) -> HighScoreChart {
        switch levels {
        case .generated: return .generated
        case .procedural: return .procedural
        case let .miniGame(game): return .miniGame(game)
        case .list, .duel:
            let file = URL(fileURLWithPath: rules.levelFile).deletingPathExtension().lastPathComponent
            return .levelset(name ?? (file.isEmpty ? "Levels" : file))
        }
    }

    /// What a route does once its screen shows (the settings route opens its panel).
    static func arrived(at route: Route, screen: any Screen) {
        if case let .settings(controls) = route, let game = screen as? GameScreen {
            game.apply(controls ? .toggleControls : .toggleSettings)
        }
    }
}
