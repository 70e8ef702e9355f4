import ArgumentParser
import Breakout
import BreakoutNet
import BreakoutSDL
import Files
import Foundation
import NIOPosix

/// What `host` and `join` share: the game's options, and the headless run.
struct NetworkGameOptions: ParsableArguments {
    @Flag(help: "Play without a window and print a JSON summary at the end (as `simulate`).")
    var headless = false

    @Flag(help: "The autoplayer plays this side.")
    var autoplay = false

    @Option(help: "Seconds to play (both sides play the shorter); without it, until a player reaches rules.frag_limit.")
    var seconds: Double?

    @Option(help: "A level file or LBreakout2 levelset for the duel (both sides need the same); default: LBreakout2's N_Arenas, or the duel arena.")
    var level: String?

    @Option(help: "The settings file (default: the player's file). The settings that change play must match the other side's.")
    var config: String?

    @Option(help: "Seconds to wait for a dropped connection to come back.")
    var reconnectWait: Double = 30

    @Option(help: "Seconds to wait for the other side's next step while it stays connected; then the game ends, naming the step (default: the settings file's network.stall_limit).")
    var stallLimit: Double?

    @OptionGroup var window: WindowOptions

    func validate() throws {
        if let seconds, !(seconds.isFinite && seconds > 0 && seconds <= 86_400) {
            throw ValidationError("--seconds must be in 0...86400, got \(seconds)")
        }
        guard reconnectWait.isFinite && reconnectWait >= 0 && reconnectWait <= 3600 else {
            throw ValidationError("--reconnect-wait must be in 0...3600, got \(reconnectWait)")
        }
        if let stallLimit, !(stallLimit.isFinite && stallLimit >= 1 && stallLimit <= 3600) {
            throw ValidationError("--stall-limit must be in 1...3600, got \(stallLimit)")
        }
    }

    func matchOptions(seed: UInt64) throws -> NetworkMatch.Options {
        let settings = SettingsLoading.load(explicitPath: config)
        var options = NetworkMatch.Options.standardDuel(rules: settings.rules, seconds: seconds, seed: seed)
        if let level {
            do { options.levels = try LevelSequence.duelFile(level) } catch { throw failure("\(error)") }
            options.levelsName = URL(fileURLWithPath: level).deletingPathExtension().lastPathComponent
        }
        options.reconnectWait = reconnectWait
        options.stallLimit = stallLimit ?? settings.network.stallLimit
        options.replayFolder = XDGDirectories.data()
        return options
    }

    /// The window, with its lobby: waiting for the opponent or connecting. The window plays
    /// the player's own settings; --seconds, --level and --autoplay are for headless games,
    /// and so is --stall-limit (the window reads network.stall_limit for each duel).
    func openWindow(_ role: PlayOptions.NetworkRole) throws {
        if seconds != nil || level != nil || autoplay {
            throw ValidationError("--seconds, --level and --autoplay go with --headless (the window plays the duel to its frag limit)")
        }
        if stallLimit != nil {
            throw ValidationError("--stall-limit goes with --headless (the window waits as the settings file's network.stall_limit says)")
        }
        var options = PlayOptions()
        options.configPath = SettingsLoading.resolvePath(explicitPath: config)
        options.settings = SettingsLoading.load(explicitPath: config)
        options.start = .network(role)
        options.newSeedEachGame = true
        window.apply(to: &options)
        try WindowRun.run(options, reportStartup: false)
    }

    /// Plays `match` in real time, 120 steps a second, and prints the summary.
    func runHeadless(_ match: NetworkMatch) throws {
        var autoplayer = DuelAutoplayer(side: match.session.side)
        autoplayer.maxSpeed = 400
        var reported = 0
        while match.state != .ended {
            match.runFrame(now: ProcessClock.secondsSinceStart()) { game in
                autoplay ? autoplayer.input(for: game) : GameInput.PlayerPart(paddleX: nil, launch: false)
            }
            for notice in match.notices.dropFirst(reported) { FileHandle.standardError.write(Data((notice + "\n").utf8)) }
            reported = match.notices.count
            Thread.sleep(forTimeInterval: 0.001)
        }
        print(try NetworkSummary(match: match).json())
        if case .finished? = match.outcome { return }
        throw failure(match.outcome.map { "\($0)" } ?? "the game ended")
    }
}

/// `breakout host`: waits for one opponent and plays a duel against them.
struct HostCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "host",
        abstract: "Host a network duel: wait for one opponent (`breakout join`), then play the bottom paddle.",
        discussion: "Both sides play the same game in lockstep; the settings that change play and the levels must match, or the joiner is refused with what differs.")

    @Option(help: "The TCP port to listen on.")
    var port: Int = NetAddress.defaultPort

    @Option(help: "The address to listen on: 0.0.0.0 for every network of this machine, 127.0.0.1 for this machine only.")
    var bind = "0.0.0.0"

    @Option(help: "Seconds to wait for an opponent.")
    var wait: Double = 600

    @OptionGroup var game: NetworkGameOptions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be in 0...65535, got \(port)") }
        guard wait.isFinite && wait > 0 else { throw ValidationError("--wait must be a positive number of seconds") }
    }

    func run() throws {
        guard game.headless else { return try game.openWindow(.host(port: port, bind: bind)) }
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let options = try game.matchOptions(seed: UInt64(Date().timeIntervalSince1970 * 1000) & 0xFFFF_FFFF)
        let listener: NetListener
        do { listener = try NetListener(host: bind, port: port, group: group) } catch {
            throw failure("cannot listen on \(bind):\(port): \(error)")
        }
        FileHandle.standardError.write(Data("waiting for an opponent on \(bind):\(listener.port)\n".utf8))
        let match: NetworkMatch
        do { match = try NetworkMatch.host(listener: listener, group: group, options: options, timeout: wait, clock: ProcessClock.secondsSinceStart) } catch {
            throw failure("\(error)")
        }
        try game.runHeadless(match)
    }
}

/// `breakout join HOST[:PORT]`: plays a duel against a host.
struct JoinCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "join",
        abstract: "Join a network duel hosted with `breakout host`, and play the top paddle.")

    @Argument(help: "The host: an address or name, with :PORT when it is not the default.")
    var address: String

    @OptionGroup var game: NetworkGameOptions

    func validate() throws {
        do { _ = try NetAddress.parse(address) } catch { throw ValidationError(error.description) }
    }

    func run() throws {
        let (host, port): (String, Int)
        do { (host, port) = try NetAddress.parse(address) } catch { throw ValidationError(error.description) }
        guard game.headless else { return try game.openWindow(.join(host: host, port: port)) }
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let options = try game.matchOptions(seed: 0)
        let match: NetworkMatch
        do { match = try NetworkMatch.join(host: host, port: port, group: group, options: options, clock: ProcessClock.secondsSinceStart) } catch {
            throw failure("\(error)")
        }
        try game.runHeadless(match)
    }
}

/// What `host` and `join` print: `simulate`'s summary of the game, and the network's figures.
struct NetworkSummary: Encodable {
    var game: Summary
    var side: String
    var outcome: String
    var inputDelaySteps: Int
    var roundTripMilliseconds: Double?
    var stalledSteps: Int
    var bytesSent: Int
    var bytesReceived: Int
    var bytesPerSecond: Double
    var replays: [String]
    /// The game's state hash at the top level too, where scripts read `simulate`'s.
    var stateHash: String

    init(match: NetworkMatch) {
        game = Summary(game: match.session.game)
        side = match.session.side.rawValue
        outcome = match.outcome.map { "\($0)" } ?? "running"
        inputDelaySteps = match.session.inputDelay
        roundTripMilliseconds = match.session.roundTrip.map { ($0 * 10_000).rounded() / 10 }
        stalledSteps = match.session.stalledSteps
        let bytes = match.bytes
        bytesSent = bytes.sent
        bytesReceived = bytes.received
        bytesPerSecond = match.elapsed > 0 ? (Double(bytes.sent + bytes.received) / match.elapsed).rounded() : 0
        replays = match.savedReplays
        stateHash = game.stateHash
    }

    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
