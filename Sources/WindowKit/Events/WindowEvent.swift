import Geometry

/// What a window hears from the player and the system, translated once from SDL
/// (`EventPump`): screens take these and never see SDL's events.
///
/// ```swift
/// switch event {
/// case let .key(press) where press.isDown && press.key == .escape: close()
/// case let .pointer(p) where p.isPress && p.button == .left: click(at: p.position)
/// case let .wheel(scroll): list.scroll(by: -scroll.dy)
/// default: break
/// }
/// ```
public enum WindowEvent: Hashable, Sendable {
    case key(KeyEvent)
    /// Text typed while text input is on (`TextInput.start()`), in UTF-8 as the layout gives it.
    case text(String)
    case pointer(PointerEvent)
    /// A wheel's scroll in notches: dy > 0 away from the player (up), dx > 0 to the right.
    case wheel(Vector)
    case padButton(PadButtonEvent)
    case padAxis(PadAxisEvent)
    case padMotion(PadMotionEvent)
    /// The window's new size in points.
    case resized(Size)
    /// The window lost (false) or gained (true) the keyboard focus; minimizing it loses it.
    case focus(Bool)
    /// The player asked the window to close.
    case quit
    /// A file (its path) or text dropped on the window.
    case drop(String)

    /// The key press, when this is a key going down (a repeat too).
    public var keyDown: KeyEvent? {
        if case let .key(press) = self, press.isDown { return press }
        return nil
    }
}
