/// One layer of a window: a game's field, a menu, a dialog, a banner. It takes events,
/// updates with the frame's time and draws, given whatever context its host provides
/// (`Context`: the window size, the font, the commands a screen may give). Screens know
/// nothing of each other; a `ScreenStack` orders them.
///
/// ```swift
/// final class Help: Screen {
///     var isVisible = true
///     var pausesBelow: Bool { true }
///     func handle(_ event: WindowEvent, context: MyContext) -> Bool { ... }
///     func update(_ dt: Double, context: MyContext) {}
///     func draw(context: MyContext) { ... }
/// }
/// ```
public protocol Screen<Context>: AnyObject {
    associatedtype Context
    var isVisible: Bool { get }
    /// Whether what lies below waits while this screen shows (a dialog pauses the game).
    var pausesBelow: Bool { get }
    /// Returns true when the screen used the event (the screens below do not see it).
    func handle(_ event: WindowEvent, context: Context) -> Bool
    func update(_ dt: Double, context: Context)
    func draw(context: Context)
}
