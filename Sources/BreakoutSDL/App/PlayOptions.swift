import Breakout
import Dynamics
import Foundation
import WindowKit

/// How to start the window: from the command line or a test.
public struct PlayOptions: Sendable {
    /// The first game's seed, and every game's unless `newSeedEachGame`.
    public var seed: UInt64 = 1
    /// Each game a menu starts takes a seed of its own (`breakout play` without `--seed`);
    /// false: every game plays `seed`, so a `--seed` or a test gives the same games each run.
    public var newSeedEachGame = false
    public var settings = Settings()
    /// The settings file shown in the panel and watched for edits (nil: none).
    public var configPath: String?
    /// Overrides the settings' level source (a `--level FILE`).
    public var levels: LevelSequence?
    /// The autoplayer plays (attract mode).
    public var demo = false
    /// Play this replay back instead of taking input (the field keeps the recorded size).
    public var replay: Replay?
    public var window = GameWindow.Options()
    public var windowSize = Size(width: 960, height: 720)
    /// Quit after this many frames (tests, screenshots).
    public var maxFrames: Int?
    /// Quit after this many seconds (tests that count the frames a screen draws).
    public var maxSeconds: Double?
    /// Save the last frame as a BMP here before quitting.
    public var screenshotPath: String?
    /// Font files to try, in order (the built-in bitmap font is the last resort).
    var fontPaths = FontRasterizer.candidatePaths
    /// Where high scores live (default: the XDG data directory).
    /// The player's themes folder; nil: `$XDG_DATA_HOME/breakout/themes`.
    var playerThemesFolder: String?
    var dataDirectory: String?
    /// Where each game's replay is saved when it ends, on restart and when the window closes
    /// (`breakout play` uses `$XDG_DATA_HOME/breakout/last.replay`); nil: not saved.
    public var lastReplayPath: String?
    /// What the side panel calls the levels (a file's name, a chooser entry's); nil: the
    /// level source's own name.
    public var levelsetName: String?
    /// A hot-seat game for this many players (2 to 4), taking turns.
    public var hotSeatPlayers: Int?
    /// A duel's top paddle is the computer's (`DuelAutoplayer`, at the rules' difficulty).
    public var versusComputer = false
    /// The first screen: the game (the default, as before screens), the title menu or the editor.
    public var start = Start.game

    public init() {}

    /// The seed for the next game a menu starts.
    func nextGameSeed() -> UInt64 {
        newSeedEachGame ? UInt64(Date().timeIntervalSince1970 * 1000) & 0xFFFF_FFFF : seed
    }
}

extension PlayOptions {
    /// The window's first screen.
    public enum Start: Sendable, Equatable {
        /// The game, at once (`breakout play` with options, tests).
        case game
        /// The title menu (`breakout` alone).
        case titleMenu
        /// The level editor on this file (nil: a new levelset).
        case editor(String?)
        /// The title menu with one of its screens open over it (`breakout play --screen`).
        case titleScreen(TitleScreen)
        /// A network duel: waiting for an opponent, or joining one (`breakout host`, `join`).
        case network(NetworkRole)
    }

    /// A network duel's side and where: the host listens, the joiner connects.
    public enum NetworkRole: Equatable, Sendable {
        case host(port: Int, bind: String)
        case join(host: String, port: Int)
    }

    /// The screens the title menu opens, by the names `--screen` takes.
    public enum TitleScreen: String, CaseIterable, Sendable {
        case levels
        case minigames
        case twoplayers
        case highscores
        case help
        case settings
        case controls
        case themes
    }
}
