import Breakout
import Dynamics
import Translations
import WindowKit

/// Starts the window the way a player sees it: it opens at once and shows the loading
/// screen while the assets load in the background; when they are ready the app window is
/// built (its textures made here, on the main thread) and its first screen (the title menu,
/// the game or the editor) draws its first frame. Closing the window while loading cancels
/// the loading and ends cleanly.
///
/// ```swift
/// let launcher = try GameLauncher(options: options, session: session)
/// guard let app = try launcher.waitForAppWindow() else { return }    // closed while loading
/// if let startup = app.startup { print(startup) }
/// app.run()
/// ```
public final class GameLauncher {
    let options: PlayOptions
    let session: SDLSession
    let window: GameWindow
    let loader: AssetLoader
    let screen: LoadingScreen
    /// The window's screens, once the assets are loaded.
    private(set) var app: AppWindow?
    private(set) var quitRequested = false
    /// Pads that connect while loading, handed to the app window.
    private let controllers = Controllers()
    private let events: EventPump

    public init(options: PlayOptions, session: SDLSession) throws(SDLError) {
        self.options = options
        self.session = session
        // The loading screen already speaks the player's language.
        Localization.setUpIfNeeded()
        Localization.use(options.settings.display.language)
        // Loading starts before the window opens: the two overlap.
        let loader = AssetLoader(request: AssetRequest(options: options))
        do {
            window = try GameWindow(title: "Breakout", size: options.windowSize, options: options.window)
            AppIcon.apply(to: window)
            screen = try LoadingScreen(renderer: window.renderer)
        } catch {
            loader.cancel()
            loader.wait()
            throw error
        }
        self.loader = loader
        events = EventPump(window: window, controllers: controllers)
    }

    deinit {
        // No step may still be using SDL_ttf when SDL shuts down.
        if !loader.isFinished {
            loader.cancel()
            loader.wait()
        }
    }

    /// One frame. While loading: events (closing the window cancels the loading) and the
    /// loading screen. When the assets are there: the app window is built and draws its first
    /// frame; later frames are its own.
    func runFrame(elapsed: Double) throws(SDLError) {
        if let app {
            app.runFrame(elapsed: elapsed)
            quitRequested = app.quitRequested
            return
        }
        guard !quitRequested else { return }
        pollEvents()
        if quitRequested {
            loader.cancel()
        } else if let assets = loader.result {
            let app = try AppWindow(options: options, session: session, window: window, assets: assets, controllers: controllers)
            self.app = app
            app.runFrame(elapsed: 0)   // the first playable frame
        } else {
            screen.draw(progress: loader.progress, step: loader.currentStep, in: window)
            window.present()
        }
    }

    /// Shows the loading screen until the first screen has drawn its first frame. Nil when
    /// the window was closed first; the loading is then cancelled and has stopped.
    public func waitForAppWindow() throws(SDLError) -> AppWindow? {
        while app == nil && !quitRequested {
            let start = FrameClock.seconds
            try runFrame(elapsed: 1.0 / 60)
            // About 60 loading frames a second are plenty (and leave the cores to the loader).
            if app == nil { FrameClock.sleep(1.0 / 60 - (FrameClock.seconds - start)) }
        }
        if app == nil { loader.wait() }
        return app
    }

    private func pollEvents() {
        while let event = events.next() {
            switch event {
            case .quit: quitRequested = true
            case .resized: window.syncScale()
            default: break   // the game is not there yet
            }
        }
    }
}
