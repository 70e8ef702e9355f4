import Geometry
import WindowKit

// Window events as tests write them: `.keyDown(.escape)`, `.mouseDown(at: p)`,
// `.padDown(.a)`. Give them to a screen's `handle`, or post them into SDL's queue
// (`SyntheticEvent`) so the window's own pump translates them.

extension WindowEvent {
    public static func keyDown(_ key: Key, modifiers: KeyModifiers = [], repeats: Bool = false) -> WindowEvent {
        .key(KeyEvent(key: key, isDown: true, isRepeat: repeats, modifiers: modifiers))
    }

    public static func keyUp(_ key: Key, modifiers: KeyModifiers = []) -> WindowEvent {
        .key(KeyEvent(key: key, isDown: false, modifiers: modifiers))
    }

    public static func mouseDown(at p: Point, button: PointerEvent.Button = .left, source: PointerEvent.Source = .mouse) -> WindowEvent {
        .pointer(PointerEvent(phase: .down, position: p, button: button, source: source))
    }

    public static func mouseUp(at p: Point, button: PointerEvent.Button = .left, source: PointerEvent.Source = .mouse) -> WindowEvent {
        .pointer(PointerEvent(phase: .up, position: p, button: button, source: source))
    }

    /// The mouse moving to `p` (by `movement`, for the relative mouse), with `held` buttons down.
    public static func mouseMove(to p: Point, by movement: Vector = .zero, held: PointerEvent.Buttons = []) -> WindowEvent {
        .pointer(PointerEvent(phase: .moved, position: p, movement: movement, held: held))
    }

    /// A finger at `p` (window points).
    public static func touch(_ phase: PointerEvent.Phase, at p: Point) -> WindowEvent {
        .pointer(PointerEvent(phase: phase, position: p, button: phase == .moved ? nil : .left,
                              held: phase == .up ? [] : .left, source: .touch))
    }

    public static func padDown(_ button: PadButton, pad: PadID = 0) -> WindowEvent {
        .padButton(PadButtonEvent(pad: pad, button: button, isDown: true))
    }

    public static func padUp(_ button: PadButton, pad: PadID = 0) -> WindowEvent {
        .padButton(PadButtonEvent(pad: pad, button: button, isDown: false))
    }

    /// The left stick's x, -1 ... 1.
    public static func stick(_ value: Double, pad: PadID = 0) -> WindowEvent {
        .padAxis(PadAxisEvent(pad: pad, axis: .leftX, value: value))
    }

    public static func scroll(_ dy: Double) -> WindowEvent { .wheel(Vector(dx: 0, dy: dy)) }
}
