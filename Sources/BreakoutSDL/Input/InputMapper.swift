import Breakout
import Dynamics
import WindowKit

/// Window events (mouse, touch, keyboard, game controller, window) to intents, as the
/// settings' `[controls]`, `[keys]` and `[pad]` say. Coordinates arrive in window points;
/// `viewport` converts them to the field's.
///
/// - The mouse: its motion moves the paddle, no button needed: to the pointer's x
///   (absolute) or by the motion times the sensitivity (relative, the pointer captured).
///   A press of the left or right button serves, then pushes; held, the laser fires.
///   Where the game allows steering (`rightButtonSteers`), the right button held steers
///   the balls instead, as the steer key does.
/// - Touch: a drag moves the paddle, a tap serves and pushes (`PointerGesture`).
/// - Keys and pad buttons: each one's action from `ControlMap`.
struct InputMapper {
    var gesture = PointerGesture()
    private var left = false
    private var right = false
    /// The pad's D-pad (or the buttons bound to left and right).
    private var padLeft = false
    private var padRight = false
    /// A duel's second player's keys.
    private var topLeft = false
    private var topRight = false
    /// Mouse buttons held (the laser fires while one is).
    private var buttonsHeld = 0
    /// The right mouse button steers the balls (the game allows steering) rather than fires.
    var rightButtonSteers = false
    /// The right trigger is pressed past half-way (it steers, as the steer button does).
    private var triggerHeld = false
    var viewport = FieldViewport.unplaced
    /// The connected pads' seats. In a duel on one screen the pad in the second seat (or
    /// any later one) plays the top paddle: its stick steers it and its A serves.
    var controllers: Controllers?
    var secondPadPlaysTop = false
    private(set) var map = ControlMap()
    private var mouseMode = MouseMode.absolute
    private var sensitivity = 1.0

    init() {}

    /// Takes the controls from the settings (at the start, and whenever they change).
    mutating func configure(_ display: DisplaySettings) {
        map = ControlMap(display)
        mouseMode = display.mouseMode
        sensitivity = display.mouseSensitivity * (display.invertMouse ? -1 : 1)
    }

    mutating func intents(for event: WindowEvent) -> [Intent] {
        switch event {
        case .quit:
            return [.quit]
        case .focus(false):
            return [.focusLost]
        case .resized:
            return [.resized]
        case let .pointer(p) where p.source == .mouse:
            switch p.phase {
            case .moved:
                return mouseMoved(p)
            case .down where p.button == .right && rightButtonSteers:
                return [.steer(true)]
            case .up where p.button == .right && rightButtonSteers:
                return [.steer(false)]
            case .down where Self.isFireButton(p.button):
                buttonsHeld += 1
                return buttonsHeld == 1 ? [.push, .fire(true)] : [.push]
            case .up where Self.isFireButton(p.button):
                buttonsHeld = max(0, buttonsHeld - 1)
                return buttonsHeld == 0 ? [.fire(false)] : []
            default:
                return []
            }
        case let .pointer(p) where p.source == .touch:
            switch p.phase {
            case .down: return press(p.position)
            case .moved: return drag(p.position)
            case .up: return release(p.position)
            }
        case let .key(press):
            return press.isDown ? keyDown(press) : keyUp(press)
        case let .padAxis(axis) where axis.axis == .leftX:
            let v = axis.value
            let deflection = abs(v) < 0.12 ? 0 : max(-1, min(1, v))
            return [playsTop(axis.pad) ? .topPaddleStick(deflection) : .paddleStick(deflection)]
        case let .padAxis(axis) where axis.axis == .rightTrigger && !playsTop(axis.pad):
            // Past half-way steers; a little give so a resting finger does not.
            let held = axis.value > (triggerHeld ? 0.4 : 0.5)
            guard held != triggerHeld else { return [] }
            triggerHeld = held
            return [.steer(held)]
        case let .padButton(press) where playsTop(press.pad):
            guard press.isDown else { return [] }
            switch press.button {
            case .a: return [.topLaunch]
            case .start: return [.togglePause]
            case .back: return [.menu]
            default: return []
            }
        case let .padButton(press):
            return press.isDown ? buttonDown(press.button) : buttonUp(press.button)
        case let .padMotion(motion):
            // Accelerometer in m/s^2, device axes: x right, y up. Screen y grows down.
            return [.tilt(Vector(dx: motion.x, dy: -motion.y))]
        default:
            return []
        }
    }

    /// The left and right buttons both fire, as in LBreakoutHD; the middle one does nothing.
    private static func isFireButton(_ button: PointerEvent.Button?) -> Bool {
        button == .left || button == .right
    }

    /// Whether this pad plays a duel's top paddle.
    private func playsTop(_ pad: PadID) -> Bool {
        secondPadPlaysTop && (controllers?.seat(of: pad) ?? 0) >= 1
    }

    private func field(_ p: Point) -> Point { viewport.field(at: p) }

    private func mouseMoved(_ motion: PointerEvent) -> [Intent] {
        switch mouseMode {
        case .absolute:
            let p = motion.position
            return p.isFinite ? [.paddleTo(field(p).x)] : []
        case .relative:
            // Window points to field points, so the same hand motion crosses the same share
            // of the field at every window size.
            guard motion.movement.dx != 0 else { return [] }
            return [.paddleBy(motion.movement.dx * sensitivity / viewport.scale)]
        }
    }

    // A touch SDL reports outside 0...1 or as NaN (seen from broken drivers) is dropped:
    // one NaN in the paddle's target would stay there.
    private mutating func press(_ p: Point) -> [Intent] {
        guard p.isFinite else { return [] }
        gesture.press(at: p)
        return []
    }

    private mutating func drag(_ p: Point) -> [Intent] {
        guard p.isFinite else { return [] }
        return gesture.move(to: p) ? [.paddleTo(field(p).x)] : []
    }

    private mutating func release(_ p: Point) -> [Intent] {
        guard p.isFinite else { return [] }
        return gesture.release(at: p) ? [.tap] : []
    }

    private mutating func keyDown(_ press: KeyEvent) -> [Intent] {
        guard let action = map.action(forKey: press.key) else {
            return press.key.isEnter ? [.confirm] : []
        }
        // A held key repeats; only the paddle's keys care.
        if press.isRepeat && action != .left && action != .right { return [] }
        switch action {
        case .left: left = true; return [.paddleKeys(direction)]
        case .right: right = true; return [.paddleKeys(direction)]
        case .topLeft: topLeft = true; return [.topPaddleKeys(topDirection)]
        case .topRight: topRight = true; return [.topPaddleKeys(topDirection)]
        case .topServe: return [.topLaunch]
        case .push: return [.push, .fire(true)]
        case .steer: return [.steer(true)]
        case .pause: return [.togglePause]
        case .warp: return [.warp]
        case .rewind: return [.rewind(true)]
        case .settings: return [.toggleSettings]
        case .help: return [.toggleHelp]
        case .menu: return [.menu]
        }
    }

    private mutating func keyUp(_ press: KeyEvent) -> [Intent] {
        switch map.action(forKey: press.key) {
        case .left: left = false; return [.paddleKeys(direction)]
        case .right: right = false; return [.paddleKeys(direction)]
        case .topLeft: topLeft = false; return [.topPaddleKeys(topDirection)]
        case .topRight: topRight = false; return [.topPaddleKeys(topDirection)]
        case .rewind: return [.rewind(false)]
        case .push: return [.fire(false)]
        case .steer: return [.steer(false)]
        default: return []
        }
    }

    private mutating func buttonDown(_ button: PadButton) -> [Intent] {
        switch map.action(forButton: button) {
        case .left: padLeft = true; return [.paddleKeys(direction)]
        case .right: padRight = true; return [.paddleKeys(direction)]
        case .push: return [.push, .fire(true)]
        case .steer: return [.steer(true)]
        case .warp: return [.warp]
        case .rewind: return [.rewind(true)]
        case .pause: return [.togglePause]
        case .menu: return [.menu]
        default: return []
        }
    }

    private mutating func buttonUp(_ button: PadButton) -> [Intent] {
        switch map.action(forButton: button) {
        case .left: padLeft = false; return [.paddleKeys(direction)]
        case .right: padRight = false; return [.paddleKeys(direction)]
        case .push: return [.fire(false)]
        case .steer: return [.steer(false)]
        case .rewind: return [.rewind(false)]
        default: return []
        }
    }

    private var direction: Int { (right || padRight ? 1 : 0) - (left || padLeft ? 1 : 0) }
    private var topDirection: Int { (topRight ? 1 : 0) - (topLeft ? 1 : 0) }
}
