import WindowKit

/// A screen that fills the window: the game, the title menu, the levelset chooser, the
/// editor, help, high scores. The host shows the top one only; the ones below wait where
/// they were (the editor under its test play). A screen talks to the host (`ScreenHost`:
/// the window, the font, the settings, push and close), never to another screen.
///
/// ```swift
/// final class Credits: AppScreen {
///     func handle(_ event: WindowEvent, context host: ScreenHost) -> Bool {
///         if event.keyDown != nil { host.close(self) }
///         return true
///     }
///     func update(_ dt: Double, context host: ScreenHost) {}
///     func draw(context host: ScreenHost) { ... }
/// }
/// ```
protocol AppScreen: Screen where Context == ScreenHost {
    /// Called once when the screen leaves the host: save what must be kept, stop listening.
    func didClose(host: ScreenHost)
    /// The window's close button was pressed while this screen shows: true lets the window
    /// close; false keeps it open (the screen asks first, as the editor does with unsaved
    /// changes).
    func windowShouldClose(host: ScreenHost) -> Bool
    /// What the mouse pointer does while this screen is on top (free, unless a game is
    /// being played); the host applies it every frame.
    var pointerMode: PointerMode { get }
    /// Whether the window's banner shows over this screen now (a settings panel lists the
    /// file's problems itself, and the banner would cover its rows).
    var showsBanner: Bool { get }
}

extension AppScreen {
    var isVisible: Bool { true }
    var pausesBelow: Bool { true }
    func didClose(host: ScreenHost) {}
    func windowShouldClose(host: ScreenHost) -> Bool { true }
    var pointerMode: PointerMode { .free }
    var showsBanner: Bool { true }
}
