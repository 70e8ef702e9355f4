/// One layer of a window: a menu, a dialog, a panel, a banner over a screen. It takes
/// events, updates with the frame's time and draws, given whatever context the screen under
/// it provides (`Context`: the window size, the font, the commands a layer may give).
/// Layers know nothing of each other; a `LayerStack` orders them.
///
/// ```swift
/// final class Help: Layer {
///     var isVisible = true
///     var pausesBelow: Bool { true }
///     func handle(_ event: WindowEvent, context: MyContext) -> Bool { ... }
///     func update(_ dt: Double, context: MyContext) {}
///     func draw(context: MyContext) { ... }
/// }
/// ```
public protocol Layer<Context>: AnyObject {
    associatedtype Context
    var isVisible: Bool { get }
    /// Whether what lies below waits while this layer shows (a dialog pauses the game).
    var pausesBelow: Bool { get }
    /// Returns true when the layer used the event (the layers below do not see it).
    func handle(_ event: WindowEvent, context: Context) -> Bool
    func update(_ dt: Double, context: Context)
    func draw(context: Context)
}
