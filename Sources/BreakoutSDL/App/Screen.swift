import WindowKit

/// A screen that fills the window: the game, the title menu, the levelset chooser, the
/// editor, help, high scores. The app window shows the top one only; the ones below wait where
/// they were (the editor under its test play). A screen talks to the app window (`AppWindow`:
/// the window, the font, the settings, push and close), never to another screen.
///
/// ```swift
/// final class Credits: Screen {
///     func handle(_ event: WindowEvent, context app: AppWindow) -> Bool {
///         if event.keyDown != nil { app.close(self) }
///         return true
///     }
///     func update(_ dt: Double, context app: AppWindow) {}
///     func draw(context app: AppWindow) { ... }
/// }
/// ```
protocol Screen: Layer where Context == AppWindow {
    /// Called once when the screen leaves the window: save what must be kept, stop listening.
    func didClose(app: AppWindow)
    /// The window's close button was pressed while this screen shows: true lets the window
    /// close; false keeps it open (the screen asks first, as the editor does with unsaved
    /// changes).
    func windowShouldClose(app: AppWindow) -> Bool
    /// What the mouse pointer does while this screen is on top (free, unless a game is
    /// being played); the app window applies it every frame.
    var pointerMode: PointerMode { get }
    /// Whether the window's banner shows over this screen now (a settings panel lists the
    /// file's problems itself, and the banner would cover its rows).
    var showsBanner: Bool { get }
}

extension Screen {
    var isVisible: Bool { true }
    var pausesBelow: Bool { true }
    func didClose(app: AppWindow) {}
    func windowShouldClose(app: AppWindow) -> Bool { true }
    var pointerMode: PointerMode { .free }
    var showsBanner: Bool { true }
}
