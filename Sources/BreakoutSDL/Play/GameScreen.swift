import Breakout
import Dynamics
import Foundation
import HighScores
import Translations
import WindowKit

/// The game, one screen of the window: a conductor. Each frame it turns events into intents
/// (`InputMapper`) and keeps them in the players' `PlayerControls`; hands the frame's time to
/// its `GameDriver`, which steps the game as its way of playing says (solo, duel, demo,
/// replay, hot-seat, network); captures each step (`FieldInterpolator`), records finished
/// games (`HighScoreRecorder`, `ReplaySaver`), plays the actions' animations and sounds;
/// and draws the field between the last two steps, the HUD and the overlays (the Esc menu,
/// help, the result alert, the settings panel).
///
/// ```swift
/// app.go(to: .game(levels))                      // ScreenRouter builds it with its driver
/// ```
///
/// Quit (the Esc menu's, the alert's) closes the screen: the title menu shows again, or the
/// window closes when the game was started directly (`breakout play --level ...`).
final class GameScreen: Screen {
    unowned let app: AppWindow
    let options: PlayOptions
    /// How the game moves on; its `game` is the one on the field.
    let driver: any GameDriver
    var settings: Settings
    /// Started from the editor: Esc goes back to it (no menu), and so does the end of the game.
    let isTestPlay: Bool
    /// The title menu's Settings: the autoplayer plays under the open panel (changes show at
    /// once), and closing the panel closes the screen.
    var closesWithPanel = false
    /// Keeps this game for Resume when it is left unfinished (solo games only).
    let savedGame: SavedGame?
    /// The game came from the saved game: once over, that is removed.
    var isResumed = false
    /// The field's animations, of the game being played (a hot-seat's turn brings new ones).
    var animations: AnimationPlayer
    /// The overlays, bottom to top (the top one sees input first).
    let overlays = LayerStack<OverlayContext>()
    let menu = PauseMenu()
    let help = HelpOverlay()
    let brickPicker = BrickPicker()
    let resultAlert = ResultAlert()
    let nameEntry = NameEntry()
    /// The finished game sent to the online charts, from the game-over alert.
    let onlineSubmission = OnlineSubmission()
    var settingsPanel: SettingsPanel?
    /// The Controls page: a panel of the mouse's settings and every key and pad button.
    var controlsPanel: SettingsPanel?
    /// The store's listeners this screen added (removed when it closes).
    var settingsListeners: [Int] = []
    private(set) var paused = false
    private(set) var rewinding = false
    private var pageWasOpen = false
    var input = InputMapper()
    var controls: PlayerControls
    private var frames: FieldInterpolator
    var replays: ReplaySaver
    let scores: HighScoreRecorder
    /// Where the field is drawn and at what scale.
    private(set) var viewport: FieldViewport
    private var fps = FrameRateMeter()
    let field = FieldRenderer()
    let hud = HUD()

    /// The game `driver` plays, in `app`'s window, with the settings in force (a replay
    /// plays its own). `highScores`: the table its finished games go in.
    init(app: AppWindow, options: PlayOptions, driver: any GameDriver, highScores: HighScoreKeeper, isTestPlay: Bool = false) {
        self.app = app
        self.options = options
        self.driver = driver
        self.isTestPlay = isTestPlay
        settings = app.settingsStore.settings
        if let rules = driver.ownRules { settings.rules = rules }
        scores = HighScoreRecorder(keeper: highScores, records: !options.demo && !isTestPlay)
        app.notice(contentsOf: highScores.notices)
        let game = driver.game
        // A solo game records itself from its first step: left unfinished, it is kept for Resume.
        savedGame = driver.policy.isSolo && !isTestPlay ? SavedGame(dataDirectory: app.dataDirectory) : nil
        if savedGame != nil, game.replayLog == nil { game.replayLog = ReplayLog(game: game) }
        replays = ReplaySaver(path: driver.policy.keepsReplay ? options.lastReplayPath : nil)
        replays.record(game)
        controls = PlayerControls(following: game)
        animations = AnimationPlayer(game: game, style: settings.display.animationStyle)
        // The animations draw their bricks as the field does (in the theme's sprites too).
        animations.renderer = field
        viewport = FieldViewport(area: WindowLayout(window: app.window.size, field: game.layout.size).field, field: game.layout.size)
        frames = FieldInterpolator(game, origin: viewport.drawingOrigin)
        input.viewport = viewport
        input.configure(settings.display)
        // A second pad plays the top paddle of a duel on this screen.
        input.controllers = app.controllers
        input.secondPadPlaysTop = driver.policy.secondPadPlaysTop
        styleAnimations()
        observe(game)
        announceFirstLevel()
        overlays.push(menu)                         // Esc: resume, restart, settings, help, quit
        overlays.push(help)                         // F1: every extra, brick, mini-game and key
        overlays.push(resultAlert)                  // level cleared, game over; high scores
        overlays.push(nameEntry)                    // a score in the chart: the player's name
        overlays.push(brickPicker)                  // the Esc menu's Plane of Inner Stability
        installStandardOverlays()                   // settings panel, Controls page (above the rest)
        rememberLevelsForOnlineCharts()
    }

    /// The game on the field.
    var game: Game { driver.game }
    var highScores: HighScoreKeeper { scores.keeper }

    // MARK: Screen

    func handle(_ event: WindowEvent, context app: AppWindow) -> Bool {
        handle(event)
        return true
    }

    func update(_ dt: Double, context app: AppWindow) { update(elapsed: dt) }

    func draw(context app: AppWindow) { draw() }

    /// Leaving the window: the replay is kept, an unfinished solo game is kept for Resume,
    /// and the settings no longer reach this game.
    func didClose(app: AppWindow) {
        saveLastReplay()
        if let savedGame, game.state.phase != .gameOver, game.stepIndex > 0,
           let problem = savedGame.save(game, title: levelsetName) {
            app.notice(problem)
        }
        for id in settingsListeners { app.settingsStore.removeListener(id) }
        settingsListeners = []
        onlineSubmission.reset()
    }

    /// The player is playing: the game runs and takes their input.
    var isLive: Bool { !paused && !overlays.pausesBelow && !app.isAsking && driver.policy.isPlayed && !rewinding }

    /// While the player plays the pointer is captured (relative mode) or hidden (absolute,
    /// kept inside the window in fullscreen); otherwise it is free.
    var pointerMode: PointerMode {
        guard isLive else { return .free }
        switch settings.display.mouseMode {
        case .relative: return .captured
        case .absolute: return .hidden(confined: app.window.isFullscreen)
        }
    }

    /// The panels list the settings file's problems themselves, above their rows.
    var showsBanner: Bool { settingsPanel?.isVisible != true && controlsPanel?.isVisible != true }

    // MARK: Input

    func handle(_ event: WindowEvent) {
        if overlays.handle(event, context: self) { return }
        for intent in input.intents(for: event) { apply(intent) }
    }

    func apply(_ intent: Intent) {
        // Paused (P, or the window lost the focus): a click or a tap plays on, and is no push.
        if paused, intent == .push || intent == .tap, !overlays.pausesBelow {
            return setPaused(false)
        }
        if controls.apply(intent, in: game) { return }
        switch intent {
        case .quit: app.close(self)
        case .togglePause: if let why = driver.policy.pauseRefusal { notice(why) } else { setPaused(!paused) }
        case .focusLost: if driver.policy.pauseRefusal == nil { setPaused(true) }
        case let .rewind(on): rewinding = on && driver.policy.canRewind
        case .resized: resized()
        case .toggleSettings: settingsPanel?.toggle(context: self)
        case .toggleControls: controlsPanel?.toggle(context: self)
        // In a test play Esc goes back to the editor, where it was.
        case .menu: if isTestPlay { app.close(self) } else { menu.toggle() }
        case .toggleHelp: help.toggle()
        default: break
        }
    }

    func setPaused(_ value: Bool) {
        paused = value
        if paused { rewinding = false }
    }

    // MARK: Update

    func update(elapsed: Double) {
        let dt = min(max(elapsed, 0), 0.25)
        fps.record(elapsed)
        if closesWithPanel, !pageIsOpen { return app.close(self) }
        onlineSubmission.poll()
        overlays.update(dt, context: self)
        // A page (settings, controls, help) closed: back to the menu, whether it was opened
        // from there or from play. The game goes on only when the player chooses Resume.
        if pageWasOpen && !pageIsOpen && !options.demo && !resultAlert.isVisible && !menu.isOpen { menu.open() }
        pageWasOpen = pageIsOpen
        noticeResult()
        if paused || overlays.pausesBelow || app.isAsking {
            // Paused, under a menu or a question. A network duel goes on under them: the other
            // side does not wait for this one (it would end a peer that stalls), so this
            // paddle stays where it was and serves nothing until the menu closes.
            if driver.networkMatch != nil {
                var held = controls
                held.pendingTap = false
                driver.play(for: dt, controls: &held, listener: self)
            }
        } else if rewinding {
            // Back at twice the speed of play.
            game.rewind(steps: max(1, Int(dt * Double(Game.stepsPerSecond) * 2)))
            noticeResult()
            controls.follow(game)
            startOver(drawing: game)
        } else {
            controls.moveTargets(for: dt, in: game, speed: settings.display.keySpeed)
            input.rightButtonSteers = game.allowsSteering
            driver.play(for: dt, controls: &controls, listener: self)
            if game.state.phase == .gameOver { saveLastReplay() }
        }
        for line in driver.takeNotices() { notice(line) }
        animations.tick(dt)
    }

    /// Drawing starts from `game` as it is now, with no time banked.
    func startOver(drawing game: Game) {
        frames.reset(to: game)
        driver.resetClock()
    }

    // MARK: Draw

    func draw() {
        app.window.clear(Palette.hudBand)
        frames.interpolate(alpha: paused || rewinding ? 1 : driver.alpha)
        field.sprites = app.theme
        field.reducesFlashing = settings.display.reduceFlashing
        field.drawsPatterns = settings.display.brickPatterns
        // The game's fixed field is scaled to the window's field area.
        if viewport.scale != 1 { app.window.scaleDrawing(by: viewport.scale) }
        LayoutProbe.scale = viewport.scale
        field.scale = viewport.scale
        field.backdrop = Palette.hudBand   // cleared to just above, nothing drawn since
        field.draw(game, frame: frames.drawn, animations: animations, font: font, on: app.window.renderer)
        LayoutProbe.scale = 1
        if viewport.scale != 1 { app.window.syncScale() }
        hud.theme = app.theme
        hud.draw(game, status: HUD.Status(highScore: highScores.best, fps: settings.display.showFPS ? fps.rate : nil,
                                           paused: paused, rewinding: rewinding, networkWait: networkWait,
                                           levelset: levelsetName, player: player(of: game), table: highScores.table,
                                           sides: DuelSides(versusComputer: versusComputer),
                                           reducesFlashing: settings.display.reduceFlashing,
                                           pauseHint: tr("%s or a click: play on", settings.display.keys.pause)),
                 layout: WindowLayout(window: app.window.size, field: game.layout.size), font: app.hudFont, on: app.window.renderer)
        overlays.draw(context: self)
    }

    /// What the game waits for, for the line across the field (a network duel's other side).
    var networkWait: String? { driver.waitingLine(idle: paused || overlays.pausesBelow) }

    /// Where the field is drawn in the window, in window points.
    var fieldOrigin: Point { viewport.origin }

    private func resized() {
        // Every game plays on its fixed field (`Game.fieldSize`, a replay's recorded one):
        // a new window size only changes where and how large it is drawn.
        viewport = FieldViewport(area: WindowLayout(window: app.window.size, field: game.layout.size).field, field: game.layout.size)
        input.viewport = viewport
        frames.origin = viewport.drawingOrigin
    }
}

/// The game screen hears its driver's steps.
extension GameScreen: StepListener {
    /// An overlay may open between steps (the alert when a level ends): the frame stops there.
    func mayStep() -> Bool { !overlays.pausesBelow }

    func didStep(_ event: DriverEvent?) {
        switch event {
        case let .turnPassed(finished, next, player):
            // A player whose game ended goes into the high scores as they leave.
            if finished.state.phase == .gameOver { app.notice(contentsOf: scores.record(finished, player: self.player(of: finished))) }
            takeTurn(next, announcing: player)
        case let .replayEnded(replay):
            finishReplay(replay)
        case nil:
            break
        }
        noticeResult()
        frames.capture(game)
    }
}
