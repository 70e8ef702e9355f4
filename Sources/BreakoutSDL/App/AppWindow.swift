import Breakout
import BreakoutNet
import Dynamics
import Foundation
import HighScores
import SettingsKit
import Translations
import WindowKit

/// The app's window: what every screen shares and the screens themselves. It owns what every screen shares (the window, the font,
/// the sounds, the settings and their file, the notices) and a stack of `Screen`s, of
/// which the top one gets the events, the frame's time and the drawing. Each frame: events,
/// the settings file looked at, update, draw, present (vsync).
///
/// ```swift
/// let session = try SDLSession.start()
/// let app = try AppWindow(options: options, session: session)    // loads at once
/// app.run()                                                        // until the player quits
/// ```
///
/// A player's start goes through `GameLauncher` (loading screen, background loading).
public final class AppWindow {
    let session: SDLSession
    let window: GameWindow
    let font: FontAtlas
    /// Sound effects for performed actions (the client is swappable: tests record).
    let sounds: GameSounds
    /// The settings in force and their file: the panel and the file change them there, and
    /// screens listen.
    let settingsStore: SettingsStore<Settings>
    /// How the window was started (the game's options for screens that start games).
    let options: PlayOptions
    /// Levels loaded with the assets (the `--level` file or the settings' source).
    let levels: LevelSequence
    /// The screens, bottom to top; only the top one runs (full-window screens: a stack of
    /// their own rather than a `LayerStack`, which runs every visible layer).
    private(set) var screens: [any Screen] = []
    let controllers: Controllers
    /// SDL's events, each translated once (the only place the app hears the platform).
    private let events: EventPump
    /// Lines for the player (a missing font, a bad settings file, a saved replay), oldest first.
    public private(set) var notices: [String]
    /// The notices and the settings file's problems, over every screen (from the first one).
    private(set) lazy var banner = BannerOverlay(context: self)
    /// The question asked over the top screen, if any (`ask`).
    let questions = QuestionDialog()
    private(set) var quitRequested = false
    private(set) var frameCount = 0
    /// The chart the last game went in and the entry it made there, if it made one: the
    /// high-score page opens on that chart with the entry lit, as LBreakoutHD's does.
    var lastHighScore: (chart: HighScoreChart, entry: HighScore?)?
    /// The levels of the last solo game started, and what they are called: the high-score
    /// page's Online tab shows their online chart.
    var lastLevels: (levels: LevelSequence, title: String)?
    /// Makes the online charts' client for a server (`online.charts`): the live HTTP one;
    /// tests put a stand-in here.
    var makeChartService: (HTTPAddress) -> any ChartService = { ChartClient(address: $0) }
    /// Where high scores and the saved game live: the options' folder, else the XDG data folder.
    var dataDirectory: String? { options.dataDirectory ?? HighScoreStore.defaultDirectory() }
    /// The theme and the theme's sounds, as `display.theme` and `display.theme_sounds` say
    /// (made once the window is whole: its notices go to the window's).
    private(set) var themes: ThemeManager!
    /// Process start to the first frame presented, and the loading's share (after one frame).
    public private(set) var startup: StartupTiming?
    private let loadingTime: Double

    /// Opens the window and loads the assets before returning (no loading screen).
    convenience init(options: PlayOptions, session: SDLSession) throws(SDLError) {
        let window = try GameWindow(title: "Breakout", size: options.windowSize, options: options.window)
        AppIcon.apply(to: window)
        let assets: PreparedAssets
        do { assets = try AssetLoader.loadNow(AssetRequest(options: options)) } catch { throw SDLError(message: "loading cancelled") }
        try self.init(options: options, session: session, window: window, assets: assets)
    }

    /// The app in `window` with loaded assets; makes their textures and opens the audio
    /// device, so it must run on the main thread. The first screen is `options.start`'s.
    /// `controllers` are the pads the loading screen saw connect, if there was one.
    init(options: PlayOptions, session: SDLSession, window: GameWindow, assets: PreparedAssets,
         controllers: Controllers = Controllers()) throws(SDLError) {
        self.controllers = controllers
        events = EventPump(window: window, controllers: controllers)
        self.options = options
        self.session = session
        self.window = window
        settingsStore = SettingsStore(settings: options.settings, path: options.configPath)
        font = try FontAtlas(image: assets.font, renderer: window.renderer)
        notices = assets.notices
        let (sounds, soundNotice) = GameSounds.open(bank: assets.sounds, audioAvailable: session.audioAvailable)
        self.sounds = sounds
        sounds.apply(settingsStore.settings.display)
        if let soundNotice { notices.append(soundNotice) }
        levels = assets.levels
        loadingTime = assets.loadingTime
        Localization.setUpIfNeeded()
        Localization.use(settingsStore.settings.display.language)
        if let line = Localization.missingCatalogNotice(for: settingsStore.settings.display.language) { notices.append(line) }
        themes = ThemeManager(renderer: window.renderer, font: font, sounds: assets.sounds,
                              playerThemesFolder: options.playerThemesFolder, settingsPath: settingsStore.path,
                              notice: { [unowned self] lines in self.notice(contentsOf: lines) },
                              soundsChanged: { [unowned self] bank in (self.sounds.client as? AudioDeviceClient)?.bank = bank })
        themes.use(settingsStore.settings)
        window.interfaceScale = Double(settingsStore.settings.display.interfaceScale) / 100
        // A language or theme chosen in the panel or the file applies at once: every screen
        // asks for its text as it draws.
        _ = settingsStore.onChange { [unowned self] settings in
            if settings.display.language != Localization.chosen, let line = Localization.missingCatalogNotice(for: settings.display.language) { self.notice(line) }
            Localization.use(settings.display.language)
            self.themes.use(settings)
            self.sounds.apply(settings.display)
            self.applyInterfaceScale(settings.display)
        }
        // The file's problems show from the first screen on, whichever it is, until fixed.
        if let path = settingsStore.path {
            _ = settingsStore.onProblems { [unowned self] problems in self.banner.show(settingsProblems: problems, path: path) }
        }
        push(ScreenRouter.firstScreen(app: self))
        if case let .titleScreen(screen) = options.start, let menu = top as? TitleMenuScreen {
            menu.choose(TitleMenuScreen.Choice(screen), app: self)
        }
    }

    /// `display.interface_scale`: the window's points grow, and the screens lay out again as
    /// after a resize.
    func applyInterfaceScale(_ display: DisplaySettings) {
        let scale = Double(display.interfaceScale) / 100
        guard scale != window.interfaceScale else { return }
        window.interfaceScale = scale
        handle(.resized(window.size))
    }

    // MARK: Screens

    /// The screen on top (the one that runs).
    var top: (any Screen)? { screens.last }

    /// Shows `screen` over the others until it closes.
    func push(_ screen: any Screen) {
        screens.append(screen)
    }

    /// Shows the route's screen over the others (nothing when it has none to show).
    @discardableResult
    func go(to route: Route) -> (any Screen)? {
        guard let screen = ScreenRouter.screen(for: route, app: self) else { return nil }
        push(screen)
        ScreenRouter.arrived(at: route, screen: screen)
        return screen
    }

    /// Puts the route's screen where `old` is (a lobby becomes the game it found).
    func replace(_ old: any Screen, with route: Route) {
        guard let screen = ScreenRouter.screen(for: route, app: self) else { return }
        replace(old, with: screen)
        ScreenRouter.arrived(at: route, screen: screen)
    }

    /// Takes `screen` and any screens above it away (each told, top first); the one below
    /// runs again. Closing the first screen closes the window: the run ends, and `finish`
    /// tells it.
    /// Puts `new` where `old` is, without closing what is above or below (a network lobby
    /// becomes the game it found, even as the window's first screen).
    func replace(_ old: any Screen, with new: any Screen) {
        guard let k = screens.firstIndex(where: { $0 === old }) else { return push(new) }
        screens[k] = new
        old.didClose(app: self)
    }

    func close(_ screen: any Screen) {
        guard let k = screens.firstIndex(where: { $0 === screen }) else { return }
        let from = max(k, 1)
        if from < screens.count {
            let closing = screens[from...].reversed()
            screens.removeSubrange(from...)
            for gone in closing { gone.didClose(app: self) }
        }
        if k == 0 { quitRequested = true }
    }

    /// Asks the window to close: `run` ends after this frame.
    func quit() { quitRequested = true }

    /// Asks `question` over the top screen, which waits (a game does not step) until it is
    /// answered.
    func ask(_ question: Question) { questions.ask(question) }

    /// Whether a question waits for its answer.
    var isAsking: Bool { questions.isOpen }

    /// The window is closing: every screen is told, top first (a game keeps its replay, the
    /// editor its autosave).
    func finish() {
        window.pointerMode = .free
        let closing = screens.reversed()
        screens.removeAll()
        for gone in closing { gone.didClose(app: self) }
    }

    /// The game of `levels` over the current screen (`Route.game`).
    @discardableResult
    func playGame(_ levels: LevelSequence, name: String? = nil, isTestPlay: Bool = false, hotSeatPlayers: Int? = nil,
                  versusComputer: Bool = false) -> GameScreen {
        go(to: .game(levels, name: name, isTestPlay: isTestPlay, hotSeatPlayers: hotSeatPlayers, versusComputer: versusComputer)) as! GameScreen
    }

    // MARK: Themes

    /// The theme the field is drawn with (`ThemeManager.current`).
    var theme: ThemeSprites? { themes.current }
    /// The theme's HUD font, or the game's.
    var hudFont: FontAtlas { themes.hudFont }
    /// What the sounds play now.
    var soundBank: SoundBank { themes.soundBank }

    func notice(_ line: String) {
        notices.append(line)
        noticeAge = 0
    }

    func notice<S: Sequence>(contentsOf lines: S) where S.Element == String {
        let before = notices.count
        notices.append(contentsOf: lines)
        if notices.count > before { noticeAge = 0 }
    }

    /// Frames drawn and shown; a still window shows none until its picture changes.
    private(set) var presentedFrames = 0
    /// The last shown frame's signature, and how many frames in a row showed it.
    private var lastSignature: UInt64?
    private var unchangedFrames = 0

    /// Seconds since the last notice, on the frame clock (menus show it for a while).
    private(set) var noticeAge = 0.0

    /// The last notice while it is recent (8 s), for a screen's status line.
    var recentNotice: String? { noticeAge < 8 ? notices.last : nil }

    // MARK: Loop

    /// Runs until the player quits (or `maxFrames` pass, or `maxSeconds`). A still window
    /// (`isStill`) waits for the next event, or at most `stillWake`, instead of drawing.
    public func run() {
        let started = FrameClock.seconds
        var last = started
        while !quitRequested {
            if isStill { events.wait(seconds: Self.stillWake) }
            let now = FrameClock.seconds
            let elapsed = now - last
            last = now
            runFrame(elapsed: elapsed)
            if let limit = options.maxSeconds, now - started >= limit { quit() }
            // Without vsync (the software renderer, or vsync off) no faster than the display
            // shows frames: at 60 Hz a frame every other step, at 144 Hz every frame.
            if !isStill && (options.window.software || !options.window.vsync) {
                FrameClock.sleep(Self.frameTime(displayRate: window.displayRefreshRate) - (FrameClock.seconds - now))
            }
        }
        finish()
    }

    /// The shortest time between frames without vsync: the display's refresh period (30 to
    /// 240 Hz), or the physics' 120 steps a second where SDL does not know the display's rate.
    static func frameTime(displayRate: Int?) -> Double {
        1 / Double(min(max(displayRate ?? 120, 30), 240))
    }

    /// Frames in a row that drew the same picture before the window counts as still.
    static let framesBeforeStill = 3
    /// How long a still window sleeps at most between looks (seconds): a file watched for
    /// edits, a network peer, a notice running out change the picture without an event.
    static let stillWake = 0.25

    /// Whether the last frames drew the same picture (`FrameSignature`): then each frame is
    /// first drawn dry, and drawn and shown only if it differs. Never while frames are counted
    /// (`maxFrames`: screenshots and tests that count them).
    var isStill: Bool { unchangedFrames >= Self.framesBeforeStill && options.maxFrames == nil }

    /// One frame: events, update by `elapsed` seconds, draw, present (a still window draws
    /// and presents only a picture that changed).
    func runFrame(elapsed: Double) {
        pollEvents()
        // The window system lost the picture (uncovered, shown, resized): draw it again.
        let lost = events.takeRedrawRequest()
        let dt = min(max(elapsed, 0), 0.25)
        settingsStore.tick(dt)
        noticeAge += dt
        questions.update(dt)
        top?.update(dt, context: self)
        banner.update(dt)
        window.pointerMode = questions.isOpen ? .free : top?.pointerMode ?? .free
        let signature = window.renderer.signature
        var shown = true
        if isStill {
            signature.begin(dryRun: true)
            drawLayers()
            signature.endDryRun()
            shown = signature.value != lastSignature || lost
        }
        if shown {
            signature.begin(dryRun: false)
            drawLayers()
            window.present()
            presentedFrames += 1
            unchangedFrames = signature.value == lastSignature ? unchangedFrames + 1 : 0
            lastSignature = signature.value
        }
        if startup == nil { startup = StartupTiming(firstPlayableFrame: ProcessClock.secondsSinceStart(), loading: loadingTime) }
        frameCount += 1
        if let max = options.maxFrames, frameCount >= max {
            if let path = options.screenshotPath { try? window.saveScreenshot(to: path) }
            quit()
        }
    }

    /// Everything a frame draws, bottom to top.
    private func drawLayers() {
        window.clear(Palette.hudBand)
        top?.draw(context: self)
        if top?.showsBanner ?? true { banner.draw() }
        questions.draw(window: window.size, font: font, renderer: window.renderer)
    }

    func pollEvents() {
        while let event = events.next() { handle(event) }
    }

    func handle(_ event: WindowEvent) {
        switch event {
        case .quit:
            if top?.windowShouldClose(app: self) ?? true { quit() }
            return
        case .resized:
            window.syncScale()
        case let .key(press) where press.isDown && Self.isFullscreenToggle(press):
            // On every screen: F11, or Alt+Enter (the keypad's Enter too).
            if !press.isRepeat { window.toggleFullscreen() }
            return
        default:
            break
        }
        // A question takes the player's input until it is answered.
        if questions.isOpen {
            let reported = MenuFeedback.collect { _ = questions.handle(event, window: window.size, font: font) }
            sounds.playMenu(reported, settings: settingsStore.settings.display)
            if DialogButtons.isPlayerInput(event) { return }
        }
        // A click on a banner message dismisses it, and the screen under it does not see it.
        if top?.showsBanner ?? true, banner.handle(event) { return }
        // Every menu's sounds, from what its menus reported (`MenuFeedback`).
        let reported = MenuFeedback.collect { _ = top?.handle(event, context: self) }
        sounds.playMenu(reported, settings: settingsStore.settings.display)
    }

    static func isFullscreenToggle(_ press: KeyEvent) -> Bool {
        press.key == .f11 || (press.modifiers.contains(.alt) && press.key.isEnter)
    }
}

/// The app window gives the banner the window's size, font and renderer, and its notices.
extension AppWindow: BannerContext {
    var windowSize: Size { window.size }
    var renderer: Renderer { window.renderer }
}
