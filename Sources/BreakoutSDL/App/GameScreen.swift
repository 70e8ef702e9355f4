import Breakout
import BreakoutNet
import Dynamics
import Foundation
import WindowKit

/// The game, one screen of the window. Each frame: events → intents → game input; whole
/// fixed steps of the game for the time that passed; animations on the frame clock; the
/// field drawn between the last two steps (interpolated), the HUD, the overlays. The host
/// owns the window, the font, the sounds and the settings; the screen owns the game and
/// what shows over it (the Esc menu, the help page, the result alert, the settings panel,
/// the banner).
///
/// ```swift
/// let host = try ScreenHost(options: options, session: session)   // starts with the game
/// host.run()
/// ```
///
/// Quit (the Esc menu's, the alert's) closes the screen: the title menu shows again, or the
/// window closes when the game was started directly (`breakout play --level ...`).
final class GameScreen: AppScreen {
    unowned let host: ScreenHost
    private(set) var game: Game
    private(set) var settings: Settings
    let options: PlayOptions
    /// Started from the editor: Esc goes back to it (no menu), and so does the end of the game.
    let isTestPlay: Bool
    /// The title menu's Settings: the autoplayer plays under the open panel (changes show at
    /// once), and closing the panel closes the screen.
    var closesWithPanel = false
    /// The field's animations, of the game being played (a hot-seat's turn brings new ones).
    private(set) var animations: AnimationPlayer
    /// A hot-seat's players, each with their own game; `game` is the one whose turn it is.
    private(set) var hotSeat: HotSeat?
    /// The overlays, bottom to top (the top one sees input first).
    let overlays = ScreenStack<OverlayContext>()
    /// The Esc menu (one of the overlays).
    let menu = PauseMenu()
    let help = HelpPage()
    /// The store's listeners this screen added (removed when it closes).
    var settingsListeners: [Int] = []
    // Standard overlays (GameScreen+StandardOverlays.swift): settings panel, banner.
    var settingsPanel: SettingsPanel?
    /// The Controls page: a panel of the mouse's settings and every key and pad button.
    var controlsPanel: SettingsPanel?

    private(set) var paused = false
    private(set) var rewinding = false
    /// The high-score table; each finished game is recorded as it ends (not the demo's).
    let highScores: HighScoreKeeper
    /// The alert after a cleared level or a lost game (one of the overlays).
    let resultAlert = ResultAlert()

    private var input = InputMapper()
    private var autoplayer = Autoplayer()
    private var paddleTarget: Double
    private var keyDirection = 0
    /// A duel's second player at this keyboard: the top paddle's target, keys, serve.
    private var topTarget: Double
    private var topKeyDirection = 0
    private var pendingTopLaunch = false
    private var stick = 0.0
    /// A duel's second pad's stick.
    private var topStick = 0.0
    private var pendingTap = false
    /// Space or the controller's A is held (the laser fires while it is).
    private var fireHeld = false
    private var pendingWarp = false
    /// The last tilt a sensor reported (m/s^2); every step passes it on in the game's input.
    private var tilt: Vector?
    /// Plays `options.replay` back, tick by tick.
    private var replayPlayer: ReplayPlayer?
    private(set) var replayFinished = false
    /// The game's replay is saved here when it ends, on restart and when the window closes.
    private var lastReplaySaved = false
    private var recordedEnd: GameEnd?
    /// A network duel's match: it steps the game in lockstep with the other side's.
    let network: NetworkMatch?
    /// Where the other side is: the host listens again on its port, the joiner connects again.
    let networkRole: PlayOptions.NetworkRole?
    private var networkNoticesShown = 0
    private var accumulator = 0.0
    /// The state after the last two steps, and what is drawn between them: three frames
    /// whose storage is reused every step and every frame.
    private var previous: FieldFrame
    private var current: FieldFrame
    private var drawn: FieldFrame
    private var fps = FrameRateMeter()
    let field = FieldRenderer()
    let hud = HUD()

    /// The game of `levels` in `host`'s window, with the settings in force (a replay plays
    /// its own).
    /// `networkRole`: where a network duel's other side is (for a rematch).
    init(host: ScreenHost, options: PlayOptions, levels: LevelSequence, isTestPlay: Bool = false, network: NetworkMatch? = nil,
         networkRole: PlayOptions.NetworkRole? = nil) {
        self.host = host
        self.options = options
        self.isTestPlay = isTestPlay
        self.network = network
        self.networkRole = networkRole
        settings = host.settingsStore.settings
        // A mini-game keeps a table of its own.
        var table: String?
        if case let .miniGame(miniGame) = levels { table = miniGame.rawValue }
        highScores = HighScoreKeeper(directory: options.dataDirectory ?? HighScoreStore.defaultDirectory(), table: table)
        host.notice(contentsOf: highScores.notices)
        if let network {
            // The match's game: the settings and field both sides agreed on.
            game = network.session.game
        } else if let players = options.hotSeatPlayers, HotSeat.playerCount.contains(players) {
            let seat = HotSeat(names: (1...players).map { tr("Player %d", $0) }, settings: settings, levels: levels,
                               seed: options.seed)
            hotSeat = seat
            game = seat.game
        } else if let replay = options.replay {
            // Exactly the recorded game: its settings, levels, seed and field.
            settings = replay.settings
            game = replay.makeGame()
            replayPlayer = ReplayPlayer(replay)
        } else {
            game = Game(settings: settings, levels: levels, seed: options.seed)
            if options.lastReplayPath != nil { game.replayLog = ReplayLog(game: game) }
        }
        paddleTarget = network?.session.side == .top ? game.topPaddleX : game.paddleX
        topTarget = game.topPaddleX
        animations = AnimationPlayer(game: game, style: settings.animationStyle)
        // The animations draw their bricks as the field does (in the theme's sprites too).
        animations.renderer = field
        placement = FieldPlacement(area: GameLayout(window: host.window.size).field, field: game.layout.size)
        current = FieldFrame.capture(game, origin: placement.drawingOrigin)
        previous = current
        drawn = FieldFrame(origin: placement.drawingOrigin)
        input.placement = placement
        input.configure(settings)
        // A second pad plays the top paddle of a duel on this screen (a network duel's
        // other player has their own machine).
        input.controllers = host.controllers
        input.secondPadPlaysTop = network == nil && game.state.duel != nil
        game.actionObserver = { [unowned self] action, isUndo in self.observe(action, isUndo: isUndo) }
        announceFirstLevel()

        // Overlays, bottom to top (the top one sees input first).
        overlays.push(menu)                         // Esc: resume, restart, settings, help, quit
        overlays.push(help)                         // F1: every extra, brick, mini-game and key
        overlays.push(resultAlert)                  // level cleared, game over; high scores
        installStandardOverlays()                   // settings panel, Controls page (above the rest)
    }

    /// What the side panel calls the levels being played.
    var levelsetName: String {
        if network != nil { return tr("Network duel") }
        if let hotSeat { return tr("Hot-seat: %s", hotSeat.players[hotSeat.current].name) }
        if let name = options.levelsetName { return name }
        if options.replay != nil { return tr("Replay") }
        switch options.levels ?? host.levels {
        case .generated: return tr("Generated")
        case .procedural: return tr("Procedural")
        case let .miniGame(game): return tr(game.title)
        case .duel: return tr("Duel")
        case .list: return settings.levelSource == .file ? URL(fileURLWithPath: settings.levelFile).deletingPathExtension().lastPathComponent : tr("Levels")
        }
    }

    // MARK: AppScreen

    func handle(_ event: WindowEvent, context host: ScreenHost) -> Bool {
        handle(event)
        return true
    }

    func update(_ dt: Double, context host: ScreenHost) { update(elapsed: dt) }

    func draw(context host: ScreenHost) { draw() }

    /// Leaving the host: the replay is kept, and the settings no longer reach this game.
    func didClose(host: ScreenHost) {
        saveLastReplay()
        for id in settingsListeners { host.settingsStore.removeListener(id) }
        settingsListeners = []
    }

    /// Writes the game's replay to `options.lastReplayPath` (atomically), unless this game's
    /// replay is saved already or nothing was played.
    func saveLastReplay() {
        guard let path = options.lastReplayPath, let log = game.replayLog, !lastReplaySaved, log.ticks > 0 else { return }
        lastReplaySaved = true
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try log.replay(finishedWith: game).write(to: URL(fileURLWithPath: path))
        } catch {
            notice(tr("replay: cannot save %1$s (%2$s)", path, "\(error)"))
        }
    }

    func handle(_ event: WindowEvent) {
        if overlays.handle(event, context: self) { return }
        for intent in input.intents(for: event) { apply(intent) }
    }

    func apply(_ intent: Intent) {
        switch intent {
        case .quit: host.close(self)
        case let .paddleTo(x): paddleTarget = x
        case let .paddleBy(dx): paddleTarget = game.paddleRange.clamp(paddleTarget + dx)
        case .tap, .push, .confirm: pendingTap = true
        case let .fire(held): fireHeld = held
        case .warp: pendingWarp = true
        case .togglePause: setPaused(!paused)
        case .focusLost: setPaused(true)
        case let .rewind(on): rewinding = on && !options.demo && options.replay == nil && network == nil && hotSeat == nil
        case let .paddleKeys(d): keyDirection = d
        case let .topPaddleKeys(d): topKeyDirection = d
        case .topLaunch: pendingTopLaunch = true
        case let .paddleStick(v): stick = v
        case let .topPaddleStick(v): topStick = v
        case let .tilt(v): tilt = v   // the game checks it
        case .resized: resized()
        case .toggleSettings: settingsPanel?.toggle(context: self)
        case .toggleControls: controlsPanel?.toggle(context: self)
        case .menu:
            // In a test play Esc goes back to the editor, where it was.
            if isTestPlay { host.close(self) } else { menu.toggle() }
        case .toggleHelp: help.toggle()
        }
    }

    func setPaused(_ value: Bool) {
        paused = value
        if paused { rewinding = false }
    }

    /// A network duel over, another: the lobby again, on the same port or to the same host,
    /// for a new game (a new seed) once both sides chose it.
    func rematch() {
        guard let network, let networkRole, network.state == .ended else { return }
        host.replace(self, with: .networkLobby(networkRole))
    }

    /// Starts over with the current settings; running animations stop.
    func restart() {
        // A network game is both sides': it cannot start over on one.
        guard network == nil else { return notice(tr("a network game cannot start over: both sides play it")) }
        if let seat = hotSeat {
            // Everyone starts over, player 1 first.
            let fresh = HotSeat(names: seat.players.map(\.name), settings: settings, levels: options.levels ?? host.levels,
                                seed: options.seed, fieldSize: game.layout.size)
            hotSeat = fresh
            takeTurn(fresh.game, announcing: fresh.players[0].name)
            recordedEnd = nil
            noticeResult()
            return
        }
        animations.cancelAll()
        // The finished game's replay is kept; the new game gets its own.
        saveLastReplay()
        game.replayLog = nil
        game.restart()
        if options.lastReplayPath != nil && options.replay == nil { game.replayLog = ReplayLog(game: game) }
        lastReplaySaved = false
        replayPlayer = options.replay.map { ReplayPlayer($0) }
        replayFinished = false
        paddleTarget = game.paddleX
        topTarget = game.topPaddleX
        current = FieldFrame.capture(game, origin: current.origin)
        previous = current
        accumulator = 0
        recordedEnd = nil
        noticeResult()
        announceFirstLevel()
    }

    /// As a game starts, its first level's number, title and author cross the field (later
    /// levels announce themselves as they start). Not for a duel's arena or a mini-game.
    private func announceFirstLevel() {
        guard game.state.duel == nil, game.state.miniGame == nil else { return }
        animations.announceLevel()
    }

    /// Takes new settings from the store: the game applies physical ones now and layout ones
    /// later.
    func adopt(_ newSettings: Settings) {
        guard options.replay == nil && network == nil else {
            // A replay plays its own recorded settings, a network game the ones both sides
            // agreed on; only how it looks and sounds follows.
            settings.animationStyle = newSettings.animationStyle
            settings.sound = newSettings.sound
            settings.showFPS = newSettings.showFPS
            animations.style = newSettings.animationStyle
            adoptControls(newSettings)
            return
        }
        let levelSourceChanged = newSettings.levelSource != settings.levelSource || newSettings.levelFile != settings.levelFile
        settings = newSettings
        if levelSourceChanged {
            // From the next level on; a broken level file keeps the current levels.
            do { game.setLevels(try LevelSequence.from(newSettings)) } catch { notice(tr("levels: %s; keeping the current levels", "\(error)")) }
        }
        game.apply(newSettings)
        for player in hotSeat?.players ?? [] where player.game !== game { player.game.apply(newSettings) }
        animations.style = newSettings.animationStyle
        adoptControls(newSettings)
    }

    /// The mouse, keys and pad as the settings now say (each player's own, also in a replay
    /// or a network game).
    private func adoptControls(_ newSettings: Settings) {
        settings.mouseMode = newSettings.mouseMode
        settings.mouseSensitivity = newSettings.mouseSensitivity
        settings.invertMouse = newSettings.invertMouse
        settings.keySpeed = newSettings.keySpeed
        settings.keys = newSettings.keys
        settings.padButtons = newSettings.padButtons
        input.configure(settings)
    }

    /// What the mouse pointer does now: while the player plays (no menu, dialog or pause,
    /// not a demo or a replay) it is captured in relative mode, and hidden in absolute mode
    /// (kept inside the window in fullscreen); otherwise it is free.
    var pointerMode: PointerMode {
        guard isLive else { return .free }
        switch settings.mouseMode {
        case .relative: return .captured
        case .absolute: return .hidden(confined: host.window.isFullscreen)
        }
    }

    /// The panels list the settings file's problems themselves, above their rows.
    var showsBanner: Bool { settingsPanel?.isVisible != true && controlsPanel?.isVisible != true }

    /// The player is playing: the game runs and takes their input.
    var isLive: Bool {
        !paused && !overlayPausesGame && !options.demo && options.replay == nil && !rewinding
    }

    func notice(_ line: String) { host.notice(line) }

    // MARK: Update

    /// A network duel: the match steps the game when both sides' inputs are there; this
    /// side's part is its paddle (mouse, keys, stick) and its serve. Paused or under a menu,
    /// this side sends nothing and the other waits.
    private func updateNetworkGame(_ network: NetworkMatch, dt: Double, waiting: Bool) {
        steerPaddles(dt)
        if !waiting {
            swap(&previous, &current)
            current.origin = previous.origin
            var launch = pendingTap
            network.runFrame(now: ProcessClock.secondsSinceStart()) { _ in
                defer { launch = false }
                return GameInput.PlayerPart(paddleX: paddleTarget, launch: launch)
            }
            // A serve no step took yet waits for the next frame.
            pendingTap = launch
            noticeResult()
            current.capture(game)
        }
        for line in network.notices.dropFirst(networkNoticesShown) { notice(line) }
        networkNoticesShown = network.notices.count
        if network.state == .ended, let outcome = network.outcome, !networkEndShown {
            networkEndShown = true
            if outcome != .finished {
                var line = tr("network game over: %s", "\(outcome)")
                if !network.savedReplays.isEmpty { line += " " + tr("(replay kept in %s)", network.savedReplays.joined(separator: ", ")) }
                notice(line)
            }
        }
    }

    private var networkEndShown = false

    /// Keys and sticks move the paddles' targets at `controls.key_speed`, within the
    /// paddles' reach.
    private func steerPaddles(_ dt: Double) {
        let range = game.paddleRange, speed = settings.keySpeed
        if keyDirection != 0 || stick != 0 { paddleTarget = range.clamp(paddleTarget + (Double(keyDirection) + stick) * speed * dt) }
        if topKeyDirection != 0 || topStick != 0 { topTarget = range.clamp(topTarget + (Double(topKeyDirection) + topStick) * speed * dt) }
    }

    func update(elapsed: Double) {
        let dt = min(max(elapsed, 0), 0.25)
        fps.record(elapsed)
        if closesWithPanel, !pageIsOpen { return host.close(self) }
        overlays.update(dt, context: self)
        // A page (settings, controls, help) closed: back to the menu, whether it was opened
        // from there or from play. The game goes on only when the player chooses Resume.
        if pageWasOpen && !pageIsOpen && !options.demo && !resultAlert.isVisible && !menu.isOpen { menu.open() }
        pageWasOpen = pageIsOpen
        noticeResult()
        let waiting = paused || overlayPausesGame
        if let network {
            updateNetworkGame(network, dt: dt, waiting: waiting)
        } else if rewinding && !waiting {
            // Back at twice the speed of play.
            game.rewind(steps: max(1, Int(dt * Double(Game.stepsPerSecond) * 2)))
            noticeResult()
            paddleTarget = game.paddleX
            topTarget = game.topPaddleX
            current = FieldFrame.capture(game, origin: current.origin)
            previous = current
            accumulator = 0
        } else if !waiting {
            let h = Game.stepDuration
            accumulator += dt
            steerPaddles(dt)
            var steps = 0
            // An overlay may open between steps (the alert when a level ends): stop there.
            while accumulator >= h && steps < 8 && !overlayPausesGame {
                // The older frame's storage takes the next capture.
                swap(&previous, &current)
                current.origin = previous.origin
                if var player = replayPlayer {
                    guard !player.isFinished else { player.finish(game); finishReplay(player.replay); break }
                    player.step(game)
                    replayPlayer = player
                } else if options.demo {
                    var input = autoplayer.input(for: game)
                    input.tilt = tilt
                    game.step(input)
                } else {
                    let duel = game.state.duel != nil
                    let input = GameInput(paddleX: paddleTarget, launch: pendingTap, push: pendingTap, fire: fireHeld,
                                          warp: pendingWarp, tilt: tilt, topPaddleX: duel ? topTarget : nil, topLaunch: pendingTopLaunch)
                    if let seat = hotSeat {
                        let finished = game
                        if let change = seat.step(input) {
                            // A player whose game ended goes into the high scores as they leave.
                            if finished.state.phase == .gameOver { record(finished) }
                            takeTurn(seat.game, announcing: seat.players[change.to].name)
                        }
                    } else {
                        game.step(input)
                    }
                    pendingTap = false
                    pendingWarp = false
                    pendingTopLaunch = false
                }
                noticeResult()
                current.capture(game)
                accumulator -= h
                steps += 1
            }
            if steps == 8 { accumulator = 0 }
            if game.state.phase == .gameOver { saveLastReplay() }
        }
        animations.tick(dt)
    }

    // MARK: Draw

    func draw() {
        host.window.clear(Palette.hudBand)
        // A network game steps in the match's own time: the last step is drawn.
        let alpha = paused || rewinding || network != nil ? 1 : accumulator / Game.stepDuration
        drawn.interpolate(previous, current, alpha: alpha)
        field.sprites = host.theme
        // The game's fixed field is scaled to the window's field area.
        if placement.scale != 1 { host.window.scaleDrawing(by: placement.scale) }
        LayoutProbe.scale = placement.scale
        field.scale = placement.scale
        field.draw(game, frame: drawn, animations: animations, font: font, on: host.window.renderer)
        LayoutProbe.scale = 1
        if placement.scale != 1 { host.window.syncScale() }
        hud.theme = host.theme
        hud.draw(game, status: HUD.Status(highScore: highScores.best, fps: settings.showFPS ? fps.rate : nil,
                                           paused: paused, rewinding: rewinding, networkWait: networkWait,
                                           levelset: levelsetName, table: highScores.table),
                 layout: GameLayout(window: host.window.size), font: host.hudFont, on: host.window.renderer)
        overlays.draw(context: self)
    }

    /// What a network duel is waiting for, for the line across the field: the connection
    /// to come back (with the seconds left), or the other side's input for over half a second
    /// (its player has the menu open, or the link is slow).
    var networkWait: String? {
        guard let network else { return nil }
        let now = ProcessClock.secondsSinceStart()
        switch network.state {
        case let .waitingForPeer(since):
            let left = max(0, Int((network.options.reconnectWait - (now - since)).rounded(.up)))
            return tr("CONNECTION LOST: waiting %d s for the other side", left)
        case .playing where !paused && !overlayPausesGame:
            guard let last = network.lastStepTime, now - last > 0.5 else { return nil }
            return tr("WAITING FOR THE OTHER SIDE")
        default:
            return nil
        }
    }

    /// Where the field is drawn in the window, in window points.
    var fieldOrigin: Point { placement.origin }
    /// Where the field is drawn and at what scale.
    private(set) var placement: FieldPlacement

    // MARK: Private

    private var overlayPausesGame: Bool { overlays.pausesBelow }

    /// Settings, Controls or Help shows.
    private var pageIsOpen: Bool { settingsPanel?.isVisible == true || controlsPanel?.isVisible == true || help.isOpen }
    private var pageWasOpen = false

    /// After the game moved: a game that just ended is recorded in the high scores (once, and
    /// not the demo's: those are the autoplayer's), then the alert looks for a new result.
    private func noticeResult() {
        let state = game.state
        let end = GameEnd(level: state.levelNumber, step: game.stepIndex)
        // A test play from the editor is not a game for the table.
        // A duel's score is its frags: no high score.
        if state.phase == .gameOver, !options.demo, !isTestPlay, state.duel == nil, recordedEnd != end {
            recordedEnd = end
            let before = highScores.notices.count
            highScores.record(score: state.score, level: state.levelNumber)
            host.notice(contentsOf: highScores.notices.dropFirst(before))
        }
        resultAlert.noticeResult(in: self)
    }

    /// A hot-seat player's finished game, recorded as the turn passes on (the alert shows
    /// only at the very end).
    private func record(_ finished: Game) {
        guard !options.demo, !isTestPlay else { return }
        let before = highScores.notices.count
        highScores.record(score: finished.state.score, level: finished.state.levelNumber)
        host.notice(contentsOf: highScores.notices.dropFirst(before))
    }

    /// The next hot-seat player's game takes the field: its own animations and frames, and
    /// their name across it.
    private func takeTurn(_ next: Game, announcing name: String) {
        game.actionObserver = nil
        animations.cancelAll()
        game = next
        animations = AnimationPlayer(game: next, style: settings.animationStyle)
        animations.renderer = field
        game.actionObserver = { [unowned self] action, isUndo in self.observe(action, isUndo: isUndo) }
        paddleTarget = game.paddleX
        current = FieldFrame.capture(game, origin: current.origin)
        previous = current
        accumulator = 0
        animations.announce(tr("%s, YOUR TURN", name.uppercased()), color: Palette.accent)
    }

    /// Which game over was recorded last (the step is frozen while the alert shows).
    private struct GameEnd: Equatable {
        var level: Int
        var step: Int
    }

    private func observe(_ action: GameAction, isUndo: Bool) {
        if isUndo {
            animations.cancelAll()
        } else {
            animations.play(action)
        }
        // Sound: a separate listener on the same actions; the setting is read each time.
        if !isUndo { host.sounds.play(action, combo: game.state.combo, enabled: settings.sound) }
    }

    /// At the end of a replay: say whether it reached the recorded state, once.
    private func finishReplay(_ replay: Replay) {
        guard !replayFinished else { return }
        replayFinished = true
        let hash = String(game.stateHash(), radix: 16)
        notice(hash == replay.finalHash
               ? tr("replay: reached the recorded state %1$s after %2$d steps", hash, replay.steps)
               : tr("replay: diverged: recorded %1$s, got %2$s", replay.finalHash, hash))
        setPaused(true)
    }

    private func resized() {
        // Every game plays on its fixed field (`Game.fieldSize`, a replay's recorded one):
        // a new window size only changes where and how large it is drawn.
        placement = FieldPlacement(area: GameLayout(window: host.window.size).field, field: game.layout.size)
        input.placement = placement
        current.origin = placement.drawingOrigin
        previous.origin = placement.drawingOrigin
    }
}

/// The game screen is its overlays' context; the window's parts are the host's.
extension GameScreen: OverlayContext {
    var windowSize: Size { host.window.size }
    var renderer: Renderer { host.window.renderer }
    var font: FontAtlas { host.font }
    var settingsStore: SettingsStore { host.settingsStore }
    var notices: [String] { host.notices }
    var isDemo: Bool { options.demo }
    var isNetworkGame: Bool { network != nil }
}

private extension ClosedRange where Bound == Double {
    /// The nearest value inside the range.
    func clamp(_ x: Double) -> Double { Swift.min(Swift.max(x, lowerBound), upperBound) }
}
