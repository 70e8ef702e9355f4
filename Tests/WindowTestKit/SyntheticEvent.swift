import Geometry
import WindowKit

/// Events put into SDL's queue as the platform would send them (`EventPump.post`), for
/// tests that drive a real window through its own pump.
///
/// ```swift
/// SyntheticEvent.keyPress(.letter("s"), modifiers: .control)   // Ctrl+S, down and up
/// host.runFrame(elapsed: 1.0 / 60)                             // the pump delivers it
/// ```
public enum SyntheticEvent {
    /// Posts `event`; a touch's position is in points of a window of `windowSize`.
    public static func push(_ event: WindowEvent, windowSize: Size = Size(width: 1, height: 1)) {
        let posted = EventPump.post(event, windowSize: windowSize)
        precondition(posted, "SDL's event queue refused \(event)")
    }

    public static func mouseButton(_ down: Bool, at p: Point, button: PointerEvent.Button = .left) {
        push(down ? .mouseDown(at: p, button: button) : .mouseUp(at: p, button: button))
    }

    /// The mouse moving to `p`, the left button held when `pressed` (a drag).
    public static func mouseMotion(to p: Point, pressed: Bool = true) {
        push(.mouseMove(to: p, held: pressed ? .left : []))
    }

    public static func key(_ key: Key, down: Bool, modifiers: KeyModifiers = []) {
        push(down ? .keyDown(key, modifiers: modifiers) : .keyUp(key, modifiers: modifiers))
    }

    /// Down and up, with modifier keys held (Ctrl+S: `keyPress(.letter("s"), modifiers: .control)`).
    public static func keyPress(_ key: Key, modifiers: KeyModifiers = []) {
        self.key(key, down: true, modifiers: modifiers)
        self.key(key, down: false, modifiers: modifiers)
    }
}
