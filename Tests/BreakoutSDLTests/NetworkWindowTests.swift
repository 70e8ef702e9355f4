@_spi(Engine) @testable import Breakout
@testable import BreakoutNet
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Dynamics
import Foundation
import Testing
import TestSupport
import WindowTestKit
@testable import WindowKit

/// A network duel in the window: the lobby waits on a loopback port and shows it; a joiner
/// arrives and the lobby becomes the game, stepped by the match in lockstep with the other
/// side (whose hashes would stop it on any difference); the window's settings, restart and
/// rewind leave the shared game alone.
extension SDLTests {
    @Test func aNetworkDuelInTheWindowPlaysInStepWithTheOtherSide() throws {
        let host = try TestSDL.window(TestSDL.options(size: Size(width: 1280, height: 720), seed: 1) {
            $0.start = .network(.host(port: 0, bind: "127.0.0.1"))
        })
        Self.frames(host)
        let lobby = try #require(host.top as? NetworkLobbyScreen)
        #expect(lobby.problem == nil)
        let port = try #require(lobby.listeningPort)

        // The other side: a joiner with the same settings, played by the autoplayer.
        var joinOptions = NetworkMatch.Options(rules: host.settingsStore.settings.rules, levels: LevelSequence.standardDuel(),
                                               levelsName: "any", seconds: nil, seed: 0)
        joinOptions.handshakeTimeout = 5
        let joinLobby = JoinLobby(host: "127.0.0.1", port: port, options: joinOptions,
                                  now: ProcessClock.secondsSinceStart())
        var joiner: NetworkMatch?
        let autoplayer = DuelAutoplayer(side: .top)
        for _ in 0..<600 {
            host.runFrame(elapsed: 1.0 / 60)
            if joiner == nil { joiner = try joinLobby.poll(now: ProcessClock.secondsSinceStart()) }
            joiner?.runFrame(now: ProcessClock.secondsSinceStart()) { autoplayer.input(for: $0) }
            if let joiner, joiner.session.game.stepIndex > 3 * Game.stepsPerSecond { break }
            Thread.sleep(forTimeInterval: 1.0 / 120)
        }
        let match = try #require(joiner)
        let screen = try #require(host.top as? GameScreen, "the lobby became the game")
        let network = try #require(screen.network)
        #expect(network.session.side == .bottom && match.session.side == .top)
        #expect(match.session.game.stepIndex > 2 * LockstepSession.hashInterval, "hashes were compared")
        #expect(network.outcome == nil && match.outcome == nil, "no desync: \(String(describing: match.outcome))")
        #expect(screen.game.stepIndex > 2 * LockstepSession.hashInterval)
        #expect(screen.levelsetName == "Network duel")
        #expect(screen.driver.policy == .network, "the real network driver returns its mode's policy")

        // The agreed field is scaled to fit the window's field area, and the paddle is drawn
        // where the scale puts it (not at the field's own size).
        let area = WindowLayout(window: host.window.size).field
        let place = screen.viewport
        #expect(abs(place.scale - min(area.width / screen.game.layout.size.width, area.height / screen.game.layout.size.height)) < 1e-9)
        #expect(place.scale > 1.1)
        host.runFrame(elapsed: 0)
        let pixels = try Pixels(host.window)
        let paddle = screen.game.paddleRect
        let scaled = Rect(x: place.origin.x + paddle.minX * place.scale, y: place.origin.y + paddle.minY * place.scale,
                          width: paddle.width * place.scale, height: paddle.height * place.scale)
        #expect(pixels.count(in: scaled.insetBy(dx: 10, dy: 2), near: 0x5AD1FF, tolerance: 60) > Int(paddle.width))
        let unscaled = paddle.offsetBy(dx: place.origin.x, dy: place.origin.y)
        #expect(pixels.count(in: unscaled.insetBy(dx: 10, dy: 2), near: 0x5AD1FF, tolerance: 60) < Int(paddle.width) / 4)

        // The other side stops sending (it stalled): after half a second the field says what
        // it waits for, and how long before the game ends without it. The connection drops: it counts down the reconnect wait.
        #expect(screen.networkWait == nil)
        let stoppedAt = ProcessClock.secondsSinceStart()
        while ProcessClock.secondsSinceStart() - stoppedAt < 0.8 {
            host.runFrame(elapsed: 1.0 / 60)
            Thread.sleep(forTimeInterval: 1.0 / 120)
        }
        let stalled = try #require(screen.networkWait)
        #expect(stalled.hasPrefix("WAITING FOR THE OTHER SIDE: the game ends in ") && stalled.hasSuffix(" s without it"), "\(stalled)")
        #expect(stalled.contains("15 s") || stalled.contains("14 s"), "the default bound counts down: \(stalled)")
        #expect(screen.hud.elements.contains { "\($0.name)" == "network" }, "drawn across the field")
        match.connection?.channel.close(promise: nil)
        for _ in 0..<200 where network.state == .playing {
            host.runFrame(elapsed: 1.0 / 60)
            Thread.sleep(forTimeInterval: 1.0 / 120)
        }
        let wait = try #require(screen.networkWait)
        #expect(wait.hasPrefix("CONNECTION LOST: waiting ") && wait.hasSuffix(" s for the other side"), "\(wait)")
        #expect(wait.contains("30 s") || wait.contains("29 s"), "\(wait)")
        // It comes back: the joiner reconnects, and the line goes once the steps flow again.
        for _ in 0..<600 where screen.networkWait != nil {
            host.runFrame(elapsed: 1.0 / 60)
            match.runFrame(now: ProcessClock.secondsSinceStart()) { autoplayer.input(for: $0) }
            Thread.sleep(forTimeInterval: 1.0 / 120)
        }
        #expect(screen.networkWait == nil && network.state == .playing)

        // Neither side pauses a network duel (issue 63): P says so, and under the Esc menu the
        // steps go on with the other side, so it never waits on this one.
        screen.apply(.togglePause)
        #expect(!screen.paused && screen.notices.last?.hasPrefix("A network duel does not pause") == true, "\(screen.notices.suffix(1))")
        screen.apply(.menu)
        #expect(screen.menu.isOpen && screen.goesOnUnderMenu, "the menu's heading says the duel goes on")
        let underMenu = screen.game.stepIndex
        for _ in 0..<60 {
            host.runFrame(elapsed: 1.0 / 60)
            match.runFrame(now: ProcessClock.secondsSinceStart()) { autoplayer.input(for: $0) }
            Thread.sleep(forTimeInterval: 1.0 / 120)
        }
        #expect(screen.game.stepIndex > underMenu + 30, "the duel went on under the menu: \(underMenu) to \(screen.game.stepIndex)")
        screen.apply(.menu)

        // The window's own changes stay out of the shared game.
        let size = screen.game.layout.size
        screen.restart()
        #expect(screen.game.stepIndex > 0, "no restart")
        screen.apply(.rewind(true))
        #expect(!screen.rewinding)
        var faster = host.settingsStore.settings
        faster.rules.ballSpeed = 900
        _ = host.settingsStore.change(faster)
        #expect(screen.game.rules.ballSpeed != 900, "the agreed settings stay")
        host.window.resize(to: Size(width: 900, height: 700))
        Self.frames(host)
        #expect(screen.game.layout.size == size, "the agreed field stays")
        let smaller = WindowLayout(window: host.window.size).field
        #expect(screen.viewport.scale < place.scale && screen.viewport.origin.y >= smaller.minY, "and is scaled to the smaller window")
        match.session.end("test over")
    }
}

/// After a network duel: the alert offers a rematch, which is the lobby again on the same
/// port; a joiner whose host is not there yet keeps trying until it is.
extension SDLTests {
    /// Steps the window, and the other side's match if there is one, for `seconds` or until `done`.
    static func run(_ host: AppWindow, other: NetworkMatch?, player: DuelAutoplayer, seconds: Double, until done: () -> Bool) {
        let start = ProcessClock.secondsSinceStart()
        while ProcessClock.secondsSinceStart() - start < seconds && !done() {
            host.runFrame(elapsed: 1.0 / 60)
            other?.runFrame(now: ProcessClock.secondsSinceStart()) { player.input(for: $0) }
            Thread.sleep(forTimeInterval: 1.0 / 240)
        }
    }

    static func networkHost(start: PlayOptions.Start, fragLimit: Int = 10) throws -> AppWindow {
        try TestSDL.window(TestSDL.options(size: Size(width: 1024, height: 768), seed: 1) {
            $0.start = start
            $0.settings.rules.fragLimit = fragLimit
        })
    }

    @Test func aFinishedNetworkDuelOffersARematchOnTheSamePort() throws {
        let host = try Self.networkHost(start: .network(.host(port: 0, bind: "127.0.0.1")), fragLimit: 1)
        Self.frames(host)
        let lobby = try #require(host.top as? NetworkLobbyScreen)
        let port = try #require(lobby.listeningPort)
        var joinOptions = NetworkMatch.Options(rules: host.settingsStore.settings.rules, levels: LevelSequence.standardDuel(),
                                               levelsName: "any", seconds: nil, seed: 0)
        joinOptions.handshakeTimeout = 5
        func join() throws -> NetworkMatch {
            let joinLobby = JoinLobby(host: "127.0.0.1", port: port, options: joinOptions,
                                      now: ProcessClock.secondsSinceStart())
            let start = ProcessClock.secondsSinceStart()
            while ProcessClock.secondsSinceStart() - start < 10 {
                host.runFrame(elapsed: 1.0 / 60)
                if let joined = try? joinLobby.poll(now: ProcessClock.secondsSinceStart()) { return joined }
                Thread.sleep(forTimeInterval: 1.0 / 240)
            }
            throw NetworkMatch.Failure.timedOut("the joiner did not get in")
        }
        let first = try join()
        Self.run(host, other: first, player: DuelAutoplayer(side: .top), seconds: 3) { host.top is GameScreen }
        let screen = try #require(host.top as? GameScreen)
        // The host serves and stands still; the top paddle hardly moves: one frag ends it.
        var slow = DuelAutoplayer(side: .top)
        slow.maxSpeed = 20
        screen.apply(.tap)
        Self.run(host, other: first, player: slow, seconds: 60) { screen.resultAlert.isVisible }
        try #require(screen.resultAlert.isVisible, "a frag ended the duel")
        #expect(screen.game.state.duel?.winner != nil)
        #expect(screen.resultAlert.choices == [.rematch, .quit])

        // Enter (Rematch has the focus) once the alert takes input: the lobby, on the same port.
        Self.run(host, other: first, player: slow, seconds: ResultAlert.inputDelay + 0.2) { false }
        SyntheticEvent.keyPress(.return)
        Self.run(host, other: nil, player: slow, seconds: 6) { (host.top as? NetworkLobbyScreen)?.listeningPort != nil }
        let again = try #require(host.top as? NetworkLobbyScreen)
        #expect(again.listeningPort == port && again.problem == nil)
        let second = try join()
        Self.run(host, other: second, player: DuelAutoplayer(side: .top), seconds: 3) { host.top is GameScreen && second.session.game.stepIndex > 30 }
        let rematch = try #require(host.top as? GameScreen)
        #expect(rematch !== screen && rematch.network?.outcome == nil)
        #expect(rematch.game.state.duel?.winner == nil && rematch.game.stepIndex > 0, "a new game")
        second.session.end("test over")
    }

    /// The window's duel waits on a stalled other side as long as the settings file's
    /// `network.stall_limit` says (issue 63), not the 15 s default: it counts that down, then
    /// ends the game with the line that names the step that never came.
    @Test func theWindowsDuelWaitsOnAStalledSideAsTheSettingsSay() throws {
        let host = try TestSDL.window(TestSDL.options(size: Size(width: 1024, height: 768), seed: 1) {
            $0.start = .network(.host(port: 0, bind: "127.0.0.1"))
            $0.settings.network.stallLimit = 2
        })
        Self.frames(host)
        let port = try #require((host.top as? NetworkLobbyScreen)?.listeningPort)
        var joinOptions = NetworkMatch.Options(rules: host.settingsStore.settings.rules, levels: LevelSequence.standardDuel(),
                                               levelsName: "any", seconds: nil, seed: 0)
        joinOptions.handshakeTimeout = 5
        let joinLobby = JoinLobby(host: "127.0.0.1", port: port, options: joinOptions, now: ProcessClock.secondsSinceStart())
        var joiner: NetworkMatch?
        let player = DuelAutoplayer(side: .top)
        Self.run(host, other: nil, player: player, seconds: 5) {
            if joiner == nil { joiner = try? joinLobby.poll(now: ProcessClock.secondsSinceStart()) }
            joiner?.runFrame(now: ProcessClock.secondsSinceStart()) { player.input(for: $0) }
            return (joiner?.session.game.stepIndex ?? 0) > Game.stepsPerSecond && host.top is GameScreen
        }
        let match = try #require(joiner)
        let screen = try #require(host.top as? GameScreen)
        let network = try #require(screen.network)
        #expect(network.options.stallLimit == 2)

        // The joiner stays connected and sends nothing more.
        var countdown: [String] = []
        let stalledAt = ProcessClock.secondsSinceStart()
        Self.run(host, other: nil, player: player, seconds: 6) {
            if let line = screen.networkWait, countdown.last != line { countdown.append(line) }
            return network.outcome != nil
        }
        let took = ProcessClock.secondsSinceStart() - stalledAt
        let outcome = try #require(network.outcome.map { "\($0)" }, "the stalled duel ended")
        #expect(outcome.contains("the other side sent no input for step") && outcome.contains(" in 2 s, though still connected"), "\(outcome)")
        #expect(took >= 2 && took < 4, "ended after \(took) s")
        #expect(countdown.contains { $0.contains("ends in 2 s") || $0.contains("ends in 1 s") }, "\(countdown)")
        #expect(!countdown.contains { $0.contains("15 s") || $0.contains("14 s") }, "not the default: \(countdown)")
        match.session.end("test over")
    }

    /// A window joining a loopback port nothing listens on (yet), and the port.
    static func joinerOfAPortNobodyListensOn() throws -> (host: AppWindow, port: Int) {
        let probe = try NetListener(host: "127.0.0.1", port: 0)
        let port = probe.port
        probe.close()
        Thread.sleep(forTimeInterval: 0.1)
        return (try networkHost(start: .network(.join(host: "127.0.0.1", port: port))), port)
    }

    @Test func aJoinerWhoseHostIsNotThereYetKeepsTrying() throws {
        let (host, port) = try Self.joinerOfAPortNobodyListensOn()
        Self.run(host, other: nil, player: DuelAutoplayer(side: .bottom), seconds: 2.5) { false }
        let lobby = try #require(host.top as? NetworkLobbyScreen)
        #expect(lobby.problem == nil, "\(lobby.problem ?? "")")
        let why = try #require(lobby.retrying, "it says why it tries again")
        #expect(why.contains("127.0.0.1:\(port)"), "\(why)")

        // The host comes: within a second or two the window joins it.
        let listener = try NetListener(host: "127.0.0.1", port: port)
        let options = NetworkMatch.Options(rules: host.settingsStore.settings.rules, levels: LevelSequence.standardDuel(),
                                           levelsName: "any", seconds: nil, seed: 3)
        let hostLobby = HostLobby(listener: listener, options: options)
        var hosted: NetworkMatch?
        let start = ProcessClock.secondsSinceStart()
        while ProcessClock.secondsSinceStart() - start < 8 && !(hosted != nil && host.top is GameScreen) {
            host.runFrame(elapsed: 1.0 / 60)
            if hosted == nil { hosted = hostLobby.poll(now: ProcessClock.secondsSinceStart()) }
            Thread.sleep(forTimeInterval: 1.0 / 240)
        }
        let match = try #require(hosted)
        #expect((host.top as? GameScreen)?.network?.session.side == .top)
        match.session.end("test over")
        listener.close()
    }

    /// A joiner whose host never comes (audit W14) stops trying when its patience runs out
    /// (60 s; shortened here), and says why; Esc goes back.
    @Test func aJoinerWhoseHostNeverComesStopsTryingAndSaysWhy() throws {
        let (host, port) = try Self.joinerOfAPortNobodyListensOn()
        let lobby = try #require(host.top as? NetworkLobbyScreen)
        lobby.joinPatience = 1.5
        var retried = false
        Self.run(host, other: nil, player: DuelAutoplayer(side: .bottom), seconds: 4) {
            retried = retried || lobby.retrying != nil
            return lobby.problem != nil
        }
        #expect(retried, "it tried again before it gave up")
        let problem = try #require(lobby.problem, "it gave up")
        #expect(problem.contains("127.0.0.1:\(port)"), "\(problem)")
        #expect(host.top === lobby, "the lobby stays, saying why, until Esc")
    }

    /// A host whose port stays taken (audit W15) stops trying after its patience (5 s;
    /// shortened here), naming the port.
    @Test func aHostWhosePortStaysTakenStopsTryingAndSaysWhy() throws {
        let holder = try NetListener(host: "127.0.0.1", port: 0)
        defer { holder.close() }
        let host = try Self.networkHost(start: .network(.host(port: holder.port, bind: "127.0.0.1")))
        let lobby = try #require(host.top as? NetworkLobbyScreen)
        lobby.listenPatience = 1.5
        #expect(lobby.problem == nil && lobby.retrying?.hasPrefix("cannot listen on port \(holder.port): ") == true,
                "\(String(describing: lobby.retrying))")
        let start = ProcessClock.secondsSinceStart()
        Self.run(host, other: nil, player: DuelAutoplayer(side: .bottom), seconds: 4) { lobby.problem != nil }
        let took = ProcessClock.secondsSinceStart() - start
        let problem = try #require(lobby.problem, "it gave up")
        #expect(problem.hasPrefix("cannot listen on port \(holder.port): "), "\(problem)")
        #expect(took < 3, "gave up after \(took) s")
        #expect(lobby.listeningPort == nil)
    }
}
