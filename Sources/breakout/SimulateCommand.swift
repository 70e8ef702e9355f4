import ArgumentParser
import Breakout
import BreakoutSDL
import Dynamics
import Foundation

/// `breakout simulate`: plays without a window and prints a JSON summary.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Play headless for a while and print a JSON summary (bricks left, score, lives, balls lost, steps, state hash).")

    @Option(help: "The game's seed (levels, serves, pushes).")
    var seed: UInt64 = 1

    @Option(help: "Simulated seconds to play.")
    var seconds: Double = 60

    @Option(help: "A level file (our format or an LBreakout2 levelset), or a pseudo-set: !FREAKOUT!, !RANDOM!, !INVADERS! and the other mini-games; overrides the settings' level source.")
    var level: String?

    @Option(help: "The settings file (default: the player's file in the XDG config directory).")
    var config: String?

    @Option(help: "Play a mini-game instead of levels: \(MiniGame.allCases.map(\.rawValue).joined(separator: ", ")).")
    var minigame: MiniGame?

    @Option(help: "The difficulty, over the settings': \(Difficulty.allCases.map(\.rawValue).joined(separator: ", ")).")
    var difficulty: Difficulty?

    @Flag(help: "Let the autoplayer play (otherwise nobody touches the controls).")
    var autoplay = false

    @Option(help: "A hot-seat game for 2 to 4 players taking turns (each played by the autoplayer with --autoplay); prints each player's result.")
    var hotSeat: Int?

    @Flag(help: "A duel: two paddles, frags to rules.frag_limit; on --level's levels (walls only is fine) or the duel arena.")
    var duel = false

    @Option(help: "With --duel: the computer plays the top paddle at this difficulty (\(Difficulty.allCases.map(\.rawValue).joined(separator: ", "))); the bottom one is the autoplayer's with --autoplay.")
    var versusComputer: Difficulty?

    @Option(help: "Record the game as a replay file.")
    var record: String?

    func validate() throws {
        if minigame != nil && level != nil { throw ValidationError("--minigame and --level cannot go together") }
        if minigame != nil && duel { throw ValidationError("--minigame and --duel cannot go together") }
        if versusComputer != nil && !duel { throw ValidationError("--versus-computer plays a duel: add --duel") }
        if let hotSeat {
            guard (2...4).contains(hotSeat) else { throw ValidationError("--hot-seat takes 2 to 4 players, got \(hotSeat)") }
            if duel || minigame != nil || record != nil { throw ValidationError("--hot-seat cannot go with --duel, --minigame or --record") }
        }
        guard seconds.isFinite && seconds > 0 && seconds <= 86_400 else {
            throw ValidationError("--seconds must be in 0...86400, got \(seconds)")
        }
    }

    func run() throws {
        var settings = SettingsLoading.load(explicitPath: config)
        if let difficulty { settings.rules.difficulty = difficulty }
        let levels: LevelSequence
        do {
            if duel {
                levels = try level.map { path throws(LevelLoadError) in try LevelSequence.duelFile(path) } ?? .duel([LevelSequence.duelArena])
            } else {
                levels = try minigame.map { .miniGame($0) }
                    ?? level.map { path throws(LevelLoadError) in try LevelSequence.named(path, seed: seed) } ?? LevelSequence.from(settings.rules)
            }
        } catch {
            throw failure("\(error)")
        }
        if let hotSeat { return try runHotSeat(players: hotSeat, settings: settings, levels: levels) }
        let game = Game(rules: settings.rules, levels: levels, seed: seed)
        var recorder = record.map { _ in ReplayRecorder(game: game) }
        var autoplayer = Autoplayer()
        let computer = versusComputer.map { DuelAutoplayer(side: .top, skill: $0) }
        let steps = Int((seconds * Double(Game.stepsPerSecond)).rounded())
        while game.stepIndex < steps && game.state.phase != .gameOver {
            var input = autoplay ? autoplayer.input(for: game) : .none
            if let computer { input = input.withTop(computer.input(for: game)) }
            if recorder != nil { recorder!.step(game, input) } else { game.step(input) }
        }
        if let record, let recorder {
            try recorder.replay(finishedWith: game).write(to: URL(fileURLWithPath: record))
        }
        print(try Summary(game: game).json())
    }
}

extension SimulateCommand {
    /// Plays a hot-seat for `seconds` of everyone's play (or until every game is over) and
    /// prints each player's summary and how many turns there were.
    func runHotSeat(players: Int, settings: Settings, levels: LevelSequence) throws {
        let seat = HotSeat(names: (1...players).map { "Player \($0)" }, rules: settings.rules, levels: levels, seed: seed)
        var autoplayers = Array(repeating: Autoplayer(), count: players)
        var turns = 1, steps = 0
        let total = Int((seconds * Double(Game.stepsPerSecond)).rounded())
        while steps < total && !seat.isOver {
            let k = seat.current
            let input = autoplay ? autoplayers[k].input(for: seat.game) : .none
            if seat.step(input) != nil { turns += 1 }
            steps += 1
        }
        struct Report: Encodable {
            var turns: Int
            var players: [Summary]
            var names: [String]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let report = Report(turns: turns, players: seat.players.map { Summary(game: $0.game) }, names: seat.players.map(\.name))
        print(String(decoding: try encoder.encode(report), as: UTF8.self))
    }
}

/// What `simulate` and `replay` print.
struct Summary: Encodable {
    var steps: Int
    var seconds: Double
    var phase: String
    var level: Int
    var levelTitle: String
    var bricksLeft: Int
    var bricksBroken: Int
    var score: Int
    var lives: Int
    var ballsLost: Int
    var bestCombo: Int
    /// How many capsules of each extra were caught, by name (a random one counts as itself
    /// and as what it became).
    var extrasCaught: [String: Int]
    var actions: Int
    var stateHash: String
    var replayMatches: Bool?
    /// A duel's frags, bottom's and top's, and the winner once there is one.
    var frags: [Int]?
    var winner: String?

    init(game: Game, replayMatches: Bool? = nil) {
        steps = game.stepIndex
        seconds = Double(game.stepIndex) / Double(Game.stepsPerSecond)
        phase = game.state.phase.rawValue
        level = game.state.levelNumber
        levelTitle = game.state.level.title
        bricksLeft = game.state.breakableLeft
        bricksBroken = game.state.bricksBroken
        score = game.state.score
        lives = game.state.lives
        ballsLost = game.state.ballsLost
        bestCombo = game.state.bestCombo
        extrasCaught = game.state.extrasCaughtByName
        actions = game.history.performedCount
        stateHash = String(game.stateHash(), radix: 16)
        self.replayMatches = replayMatches
        frags = game.state.duel?.frags
        winner = game.state.duel?.winner?.rawValue
    }

    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

extension MiniGame: ExpressibleByArgument {}
extension Difficulty: ExpressibleByArgument {}
