import ArgumentParser
import Breakout
import BreakoutSDL
import Dynamics
import Files
import Foundation
import WindowKit

/// `breakout` / `breakout play`: the game in an SDL window.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play in a window: the mouse moves the paddle, a click serves and pushes, P pauses, R rewinds, Tab opens the settings.",
        discussion: """
            Without --level, --minigame, --demo, --duel or --hot-seat the title menu shows first: Play, Choose levels, \
            Mini-games, Two players, Editor, Themes, Settings, Controls, High scores, Help, Quit. Keys and buttons \
            are set on the Controls page or in the settings file's [keys] and [pad].
            """)

    @Option(help: "The settings file (default: the player's file in the XDG config directory).")
    var config: String?

    @Option(help: "A level file (our format or an LBreakout2 levelset), or a pseudo-set: !FREAKOUT!, !RANDOM!, !INVADERS! and the other mini-games; overrides the settings' level source.")
    var level: String?

    // ArgumentParser lists the values itself.
    @Option(help: "Play a mini-game instead of levels.")
    var minigame: MiniGame?

    @Option(help: ArgumentHelp("The game's seed (levels, serves, pushes); a new one each game when left out.", valueName: "n"))
    var seed: UInt64?

    @Option(help: "Open one of the title menu's screens at once.")
    var screen: PlayOptions.TitleScreen?

    @Flag(help: "Full screen.")
    var fullscreen = false

    @Flag(help: "The autoplayer plays (attract mode).")
    var demo = false

    @Option(help: "A hot-seat game for 2 to 4 players taking turns: a lost life passes the paddle to the next player.")
    var hotSeat: Int?

    @Flag(help: "A duel for two at one keyboard: mouse, arrows or the first game controller move the bottom paddle (Space serves), A and D or the second controller the top one (S or its A serves); on --level's levels or the duel arena.")
    var duel = false

    @Flag(help: "A duel against the computer: it plays the top paddle at the settings' rules.difficulty (a change of it in the settings applies at once); on --level's levels or the duel arena.")
    var versusComputer = false

    @OptionGroup var window: WindowOptions

    func validate() throws {
        if minigame != nil && level != nil { throw ValidationError("--minigame and --level cannot go together") }
        if minigame != nil && duel { throw ValidationError("--minigame and --duel cannot go together") }
        if minigame != nil && versusComputer { throw ValidationError("--minigame and --versus-computer cannot go together") }
        if let hotSeat {
            guard (2...4).contains(hotSeat) else { throw ValidationError("--hot-seat takes 2 to 4 players, got \(hotSeat)") }
            if duel || versusComputer || minigame != nil { throw ValidationError("--hot-seat plays levels: it cannot go with --duel, --versus-computer or --minigame") }
        }
        if screen != nil && (level != nil || minigame != nil || demo) {
            throw ValidationError("--screen opens a title menu screen; it cannot go with --level, --minigame or --demo")
        }
    }

    func run() throws {
        let duel = duel || versusComputer
        var options = PlayOptions()
        options.seed = seed ?? UInt64(Date().timeIntervalSince1970)
        options.newSeedEachGame = seed == nil
        options.configPath = SettingsLoading.resolvePath(explicitPath: config)
        options.settings = SettingsLoading.load(explicitPath: config)
        if let level {
            do { options.levels = try duel ? LevelSequence.duelFile(level) : LevelSequence.named(level, seed: options.seed) } catch { throw failure("\(error)") }
            options.levelsetName = URL(fileURLWithPath: level).deletingPathExtension().lastPathComponent
        }
        if let minigame { options.levels = .miniGame(minigame) }
        if duel && level == nil { options.levels = LevelSequence.standardDuel() }
        options.hotSeatPlayers = hotSeat
        options.versusComputer = versusComputer
        options.demo = demo
        // The player's last game is kept (the autoplayer's are not).
        if !demo, let folder = XDGDirectories.data() {
            options.lastReplayPath = (folder as NSString).appendingPathComponent("last.replay")
        }
        // Options that say what to play start it at once; otherwise the title menu.
        options.start = level != nil || minigame != nil || demo || duel || hotSeat != nil ? .game : screen.map { .titleScreen($0) } ?? .titleMenu
        options.window.fullscreen = fullscreen
        window.apply(to: &options)
        try WindowRun.run(options, reportStartup: true)
    }
}

extension PlayOptions.TitleScreen: ExpressibleByArgument {}
