import Breakout
import CSDL2
import Dynamics
import Foundation
import WindowKit

/// The window as a host of screens. It owns what every screen shares (the window, the font,
/// the sounds, the settings and their file, the notices) and a stack of `AppScreen`s, of
/// which the top one gets the events, the frame's time and the drawing. Each frame: events,
/// the settings file looked at, update, draw, present (vsync).
///
/// ```swift
/// let session = try SDLSession.start()
/// let host = try ScreenHost(options: options, session: session)   // loads at once
/// host.run()                                                       // until the player quits
/// ```
///
/// A player's start goes through `GameLauncher` (loading screen, background loading).
public final class ScreenHost {
    let session: SDLSession
    let window: GameWindow
    let font: FontAtlas
    /// Sound effects for performed actions (the client is swappable: tests record).
    let sounds: GameSounds
    /// The settings in force and their file: the panel and the file change them there, and
    /// screens listen.
    let settingsStore: SettingsStore
    /// How the window was started (the game's options for screens that start games).
    let options: PlayOptions
    /// Levels loaded with the assets (the `--level` file or the settings' source).
    let levels: LevelSequence
    /// The screens, bottom to top; only the top one runs (full-window screens: a stack of
    /// their own rather than a `ScreenStack`, which runs every visible layer).
    private(set) var screens: [any AppScreen] = []
    let controllers = Controllers()
    /// Lines for the player (a missing font, a bad settings file, a saved replay), oldest first.
    public private(set) var notices: [String]
    /// The notices and the settings file's problems, over every screen (from the first one).
    private(set) lazy var banner = BannerOverlay(context: self)
    public private(set) var quitRequested = false
    public private(set) var frameCount = 0
    /// The theme the field is drawn with (`display.theme`): the game's own, drawn when the
    /// window opens, or an installed one; nil only for "flat" (the plain shapes).
    private(set) var theme: ThemeSprites?
    /// The theme's HUD font (`hudFont`), made when the theme is chosen.
    private var themeFont: FontAtlas?
    private var themeName = ""
    private var generatedTheme: ThemeSprites?
    /// What the sounds play: the synthesized bank, with the theme's recordings when
    /// `display.theme_sounds` is on and the theme has them.
    private(set) var soundBank: SoundBank
    private let synthesizedSounds: SoundBank
    private var soundsFromTheme: String?
    /// Process start to the first frame presented, and the loading's share (after one frame).
    public private(set) var startup: StartupTiming?
    private let loadingTime: Double

    /// Opens the window and loads the assets before returning (no loading screen).
    public convenience init(options: PlayOptions, session: SDLSession) throws(SDLError) {
        let window = try GameWindow(title: "Breakout", size: options.windowSize, options: options.window)
        AppIcon.apply(to: window)
        let assets: PreparedAssets
        do { assets = try AssetLoader.loadNow(AssetRequest(options: options)) } catch { throw SDLError(message: "loading cancelled") }
        try self.init(options: options, session: session, window: window, assets: assets)
    }

    /// The host of `window` with loaded assets; makes their textures and opens the audio
    /// device, so it must run on the main thread. The first screen is `options.start`'s.
    init(options: PlayOptions, session: SDLSession, window: GameWindow, assets: PreparedAssets) throws(SDLError) {
        self.options = options
        self.session = session
        self.window = window
        settingsStore = SettingsStore(settings: options.settings, path: options.configPath)
        font = try FontAtlas(image: assets.font, renderer: window.renderer)
        notices = assets.notices
        let (sounds, soundNotice) = GameSounds.open(bank: assets.sounds, audioAvailable: session.audioAvailable)
        self.sounds = sounds
        if let soundNotice { notices.append(soundNotice) }
        levels = assets.levels
        loadingTime = assets.loadingTime
        synthesizedSounds = assets.sounds
        soundBank = assets.sounds
        Localization.setUpIfNeeded()
        Localization.use(settingsStore.settings.language)
        if let line = Localization.missingCatalogNotice(for: settingsStore.settings.language) { notices.append(line) }
        useTheme(named: settingsStore.settings.theme)
        useThemeSounds(settingsStore.settings.themeSounds)
        // A language or theme chosen in the panel or the file applies at once: every screen
        // asks for its text as it draws.
        _ = settingsStore.onChange { [unowned self] settings in
            if settings.language != Localization.chosen, let line = Localization.missingCatalogNotice(for: settings.language) { self.notice(line) }
            Localization.use(settings.language)
            self.useTheme(named: settings.theme)
            self.useThemeSounds(settings.themeSounds)
        }
        // The file's problems show from the first screen on, whichever it is, until fixed.
        if let path = settingsStore.path {
            _ = settingsStore.onProblems { [unowned self] problems in self.banner.show(settingsProblems: problems, path: path) }
        }
        push(firstScreen())
        if case let .titleScreen(screen) = options.start, let menu = top as? TitleMenuScreen {
            menu.choose(TitleMenuScreen.Choice(screen), host: self)
        }
    }

    private func firstScreen() -> any AppScreen {
        switch options.start {
        case .game: return GameScreen(host: self, options: options, levels: options.levels ?? levels)
        case .titleMenu, .titleScreen: return TitleMenuScreen()
        case let .network(role): return NetworkLobbyScreen(role: role, host: self)
        case let .editor(path):
            // A file that does not read opens nothing: the title menu shows why.
            return EditorScreen.open(path: path, host: self) ?? TitleMenuScreen()
        }
    }

    // MARK: Screens

    /// The screen on top (the one that runs).
    var top: (any AppScreen)? { screens.last }

    /// Shows `screen` over the others until it closes.
    func push(_ screen: any AppScreen) {
        screens.append(screen)
    }

    /// Takes `screen` and any screens above it away (each told, top first); the one below
    /// runs again. Closing the first screen closes the window: the run ends, and `finish`
    /// tells it.
    /// Puts `new` where `old` is, without closing what is above or below (a network lobby
    /// becomes the game it found, even as the window's first screen).
    func replace(_ old: any AppScreen, with new: any AppScreen) {
        guard let k = screens.firstIndex(where: { $0 === old }) else { return push(new) }
        screens[k] = new
        old.didClose(host: self)
    }

    func close(_ screen: any AppScreen) {
        guard let k = screens.firstIndex(where: { $0 === screen }) else { return }
        let from = max(k, 1)
        if from < screens.count {
            let closing = screens[from...].reversed()
            screens.removeSubrange(from...)
            for gone in closing { gone.didClose(host: self) }
        }
        if k == 0 { quitRequested = true }
    }

    /// Asks the window to close: `run` ends after this frame.
    func quit() { quitRequested = true }

    /// The window is closing: every screen is told, top first (a game keeps its replay, the
    /// editor its autosave).
    func finish() {
        window.pointerMode = .free
        let closing = screens.reversed()
        screens.removeAll()
        for gone in closing { gone.didClose(host: self) }
    }

    /// The game of `levels` over the current screen, with the window's options (seed, high
    /// scores, replay file) and the settings in force.
    @discardableResult
    func playGame(_ levels: LevelSequence, name: String? = nil, isTestPlay: Bool = false, hotSeatPlayers: Int? = nil) -> GameScreen {
        var options = self.options
        options.levelsetName = name
        options.hotSeatPlayers = hotSeatPlayers
        options.replay = nil
        options.demo = false
        options.levels = levels
        options.seed = UInt64(Date().timeIntervalSince1970 * 1000) & 0xFFFF_FFFF
        if isTestPlay { options.lastReplayPath = nil }
        let game = GameScreen(host: self, options: options, levels: levels, isTestPlay: isTestPlay)
        push(game)
        return game
    }

    /// The settings panel (or the Controls page) over a game the autoplayer plays (the
    /// title menu's Settings and Controls): every change shows at once; closing it comes back.
    func openSettings(controls: Bool = false) {
        var options = self.options
        options.replay = nil
        options.demo = true
        options.lastReplayPath = nil
        let levels = (try? LevelSequence.from(settingsStore.settings)) ?? .generated
        let game = GameScreen(host: self, options: options, levels: levels)
        game.closesWithPanel = true
        push(game)
        game.apply(controls ? .toggleControls : .toggleSettings)
    }

    // MARK: Themes

    /// Draws with the theme called `name` from now on, loading its sheets (a tenth of a
    /// second for LBreakoutHD's); a name that is not installed, or a theme's broken files,
    /// show in the banner, and the game goes on with what could be loaded.
    func useTheme(named name: String) {
        guard name != themeName else { return }
        themeName = name
        themeFont = nil
        if name == ThemeCatalog.flatName { theme = nil; return }
        if name == ThemeCatalog.defaultName { theme = ownTheme(); return }
        let entries = themeEntries()
        guard let entry = ThemeCatalog.entry(named: name, in: entries) else {
            theme = ownTheme()
            var place = "display.theme"
            if let path = settingsStore.path {
                let file = URL(fileURLWithPath: path).lastPathComponent
                place = SettingsFile.line(of: "display.theme", inFileAt: path).map { "\(file):\($0): display.theme" } ?? "\(file): display.theme"
            }
            let names = entries.map { "\"" + $0.name + "\"" }.joined(separator: ", ")
            notice(tr("%1$s: no theme named \"%2$s\" is installed (allowed: %3$s); drawing the default", place, name, names))
            return
        }
        let loaded = ThemeSprites(entry: entry, renderer: window.renderer)
        notice(contentsOf: loaded.problems.map(\.description))
        theme = loaded
        if let file = loaded.fontFile {
            // A font that does not load leaves the game's own (and says why).
            let (image, problems) = FontRasterizer.bestAvailable(pixelSize: AssetRequest.standardFontPixelSize, paths: [file])
            notice(contentsOf: problems)
            if problems.isEmpty { themeFont = try? FontAtlas(image: image, renderer: window.renderer) }
        }
    }

    /// The theme's own font for the HUD (LBreakoutHD's fontNormal), when it has one.
    var hudFont: FontAtlas { themeFont ?? font }

    /// The themes there are, with the player's folder this window was given.
    func themeEntries() -> [ThemeEntry] {
        ThemeCatalog.entries(playerRoot: options.playerThemesFolder ?? ThemeCatalog.playerRoot())
    }

    /// The game's own theme, drawn the first time it is wanted.
    func ownTheme() -> ThemeSprites {
        if let generatedTheme { return generatedTheme }
        let drawn = ThemeSprites(generatedOn: window.renderer, font: font)
        generatedTheme = drawn
        return drawn
    }

    /// Plays the current theme's recordings (`on`) or the synthesized sounds; reads the
    /// files only when the theme or the choice changed.
    func useThemeSounds(_ on: Bool) {
        let wanted = on ? theme?.entry.name : nil
        guard wanted != soundsFromTheme else { return }
        soundsFromTheme = wanted
        if on, let entry = theme?.entry {
            let (bank, problems) = ThemeSounds.apply(entry, to: synthesizedSounds)
            notice(contentsOf: problems.map(\.description))
            soundBank = bank
        } else {
            soundBank = synthesizedSounds
        }
        (sounds.client as? SDLAudioDevice)?.bank = soundBank
    }

    func notice(_ line: String) {
        notices.append(line)
        noticeAge = 0
    }

    func notice<S: Sequence>(contentsOf lines: S) where S.Element == String {
        let before = notices.count
        notices.append(contentsOf: lines)
        if notices.count > before { noticeAge = 0 }
    }

    /// Seconds since the last notice, on the frame clock (menus show it for a while).
    private(set) var noticeAge = 0.0

    /// The last notice while it is recent (8 s), for a screen's status line.
    var recentNotice: String? { noticeAge < 8 ? notices.last : nil }

    // MARK: Loop

    /// Runs until the player quits (or `maxFrames` pass).
    public func run() {
        var last = SDL_GetPerformanceCounter()
        let frequency = Double(SDL_GetPerformanceFrequency())
        while !quitRequested {
            let now = SDL_GetPerformanceCounter()
            let elapsed = Double(now - last) / frequency
            last = now
            runFrame(elapsed: elapsed)
            // Without vsync (software renderer) don't spin faster than the physics.
            if options.window.software || !options.window.vsync {
                let spent = Double(SDL_GetPerformanceCounter() - now) / frequency
                if spent < 1.0 / 120 { SDL_Delay(UInt32((1.0 / 120 - spent) * 1000)) }
            }
        }
        finish()
    }

    /// One frame: events, update by `elapsed` seconds, draw, present.
    func runFrame(elapsed: Double) {
        pollEvents()
        let dt = min(max(elapsed, 0), 0.25)
        settingsStore.tick(dt)
        noticeAge += dt
        top?.update(dt, context: self)
        banner.update(dt)
        window.pointerMode = top?.pointerMode ?? .free
        window.clear(Palette.hudBand)
        top?.draw(context: self)
        if top?.showsBanner ?? true { banner.draw() }
        window.present()
        if startup == nil { startup = StartupTiming(firstPlayableFrame: ProcessClock.secondsSinceStart(), loading: loadingTime) }
        frameCount += 1
        if let max = options.maxFrames, frameCount >= max {
            if let path = options.screenshotPath { try? window.saveScreenshot(to: path) }
            quit()
        }
    }

    func pollEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { handle(event) }
    }

    func handle(_ event: SDL_Event) {
        // A dropped file's or text's string is ours to free, whoever looks at the event.
        defer {
            if event.type == SDL_DROPFILE.rawValue || event.type == SDL_DROPTEXT.rawValue { SDL_free(event.drop.file) }
        }
        controllers.handle(event)
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            if top?.windowShouldClose(host: self) ?? true { quit() }
            return
        case SDL_WINDOWEVENT:
            let id = SDL_WindowEventID(UInt32(event.window.event))
            if id == SDL_WINDOWEVENT_SIZE_CHANGED || id == SDL_WINDOWEVENT_RESIZED { window.syncScale() }
        case SDL_KEYDOWN where Self.isFullscreenToggle(event.key):
            // On every screen: F11, or Alt+Enter (the keypad's Enter too).
            if event.key.repeat == 0 { window.toggleFullscreen() }
            return
        default:
            break
        }
        // A click on a banner message dismisses it, and the screen under it does not see it.
        if top?.showsBanner ?? true, banner.handle(event) { return }
        _ = top?.handle(event, context: self)
    }

    static func isFullscreenToggle(_ key: SDL_KeyboardEvent) -> Bool {
        let code = SDL_KeyCode(UInt32(bitPattern: key.keysym.sym))
        let alt = UInt32(key.keysym.mod) & UInt32(KMOD_ALT.rawValue) != 0
        return code == SDLK_F11 || (alt && (code == SDLK_RETURN || code == SDLK_KP_ENTER))
    }
}

/// The host gives the banner the window's size, font and renderer, and its notices.
extension ScreenHost: BannerContext {
    var windowSize: Size { window.size }
    var renderer: OpaquePointer { window.renderer }
}
