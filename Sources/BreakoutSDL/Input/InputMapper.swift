import Breakout
import CSDL2
import Dynamics
import WindowKit

/// SDL events (mouse, touch, keyboard, game controller, window) to intents, as the
/// settings' `[controls]`, `[keys]` and `[pad]` say. Coordinates arrive in window points;
/// `placement` converts them to the field's.
///
/// - The mouse: its motion moves the paddle, no button needed: to the pointer's x
///   (absolute) or by the motion times the sensitivity (relative, the pointer captured).
///   A press of the left or right button serves, then pushes; held, the laser fires.
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
    var placement = FieldPlacement.unplaced
    /// Window size in points, for touch coordinates (which SDL normalises to 0...1).
    var windowSize = Size(width: 1, height: 1)
    /// The connected pads' seats. In a duel on one screen the pad in the second seat (or
    /// any later one) plays the top paddle: its stick steers it and its A serves.
    var controllers: Controllers?
    var secondPadPlaysTop = false
    private(set) var map = ControlMap()
    private var mouseMode = MouseMode.absolute
    private var sensitivity = 1.0

    init() {}

    /// Takes the controls from the settings (at the start, and whenever they change).
    mutating func configure(_ settings: Settings) {
        map = ControlMap(settings)
        mouseMode = settings.mouseMode
        sensitivity = settings.mouseSensitivity * (settings.invertMouse ? -1 : 1)
    }

    mutating func intents(for event: SDL_Event) -> [Intent] {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return [.quit]
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_MINIMIZED: return [.focusLost]
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED: return [.resized]
            default: return []
            }
        case SDL_MOUSEMOTION where event.motion.which != SHIM_TOUCH_MOUSEID:
            return mouseMoved(event.motion)
        case SDL_MOUSEBUTTONDOWN where event.button.which != SHIM_TOUCH_MOUSEID && Self.isFireButton(event.button.button):
            buttonsHeld += 1
            return buttonsHeld == 1 ? [.push, .fire(true)] : [.push]
        case SDL_MOUSEBUTTONUP where event.button.which != SHIM_TOUCH_MOUSEID && Self.isFireButton(event.button.button):
            buttonsHeld = max(0, buttonsHeld - 1)
            return buttonsHeld == 0 ? [.fire(false)] : []
        case SDL_FINGERDOWN:
            return press(touchPoint(event.tfinger))
        case SDL_FINGERMOTION:
            return drag(touchPoint(event.tfinger))
        case SDL_FINGERUP:
            return release(touchPoint(event.tfinger))
        case SDL_KEYDOWN:
            return keyDown(event.key)
        case SDL_KEYUP:
            return keyUp(event.key)
        case SDL_CONTROLLERAXISMOTION where event.caxis.axis == UInt8(SDL_CONTROLLER_AXIS_LEFTX.rawValue):
            let v = Double(event.caxis.value) / 32767
            let deflection = abs(v) < 0.12 ? 0 : max(-1, min(1, v))
            return [playsTop(event.caxis.which) ? .topPaddleStick(deflection) : .paddleStick(deflection)]
        case SDL_CONTROLLERBUTTONDOWN where playsTop(event.cbutton.which):
            switch SDL_GameControllerButton(Int32(event.cbutton.button)) {
            case SDL_CONTROLLER_BUTTON_A: return [.topLaunch]
            case SDL_CONTROLLER_BUTTON_START: return [.togglePause]
            case SDL_CONTROLLER_BUTTON_BACK: return [.menu]
            default: return []
            }
        case SDL_CONTROLLERBUTTONUP where playsTop(event.cbutton.which):
            return []
        case SDL_CONTROLLERBUTTONDOWN:
            return buttonDown(event.cbutton.button)
        case SDL_CONTROLLERBUTTONUP:
            return buttonUp(event.cbutton.button)
        case SDL_CONTROLLERSENSORUPDATE where event.csensor.sensor == SDL_SENSOR_ACCEL.rawValue:
            // Accelerometer in m/s^2, device axes: x right, y up. Screen y grows down.
            let x = Double(event.csensor.data.0), y = Double(event.csensor.data.1)
            return [.tilt(Vector(dx: x, dy: -y))]
        default:
            return []
        }
    }

    /// The left and right buttons both fire, as in LBreakoutHD; the middle one does nothing.
    private static func isFireButton(_ button: UInt8) -> Bool {
        button == UInt8(SDL_BUTTON_LEFT) || button == UInt8(SDL_BUTTON_RIGHT)
    }

    /// Whether this pad plays a duel's top paddle.
    private func playsTop(_ pad: SDL_JoystickID) -> Bool {
        secondPadPlaysTop && (controllers?.seat(of: pad) ?? 0) >= 1
    }

    private func field(_ p: Point) -> Point { placement.field(at: p) }

    private func touchPoint(_ f: SDL_TouchFingerEvent) -> Point {
        Point(x: Double(f.x) * windowSize.width, y: Double(f.y) * windowSize.height)
    }

    private func mouseMoved(_ motion: SDL_MouseMotionEvent) -> [Intent] {
        switch mouseMode {
        case .absolute:
            let p = Point(x: Double(motion.x), y: Double(motion.y))
            return p.isFinite ? [.paddleTo(field(p).x)] : []
        case .relative:
            // Window points to field points, so the same hand motion crosses the same share
            // of the field at every window size.
            guard motion.xrel != 0 else { return [] }
            return [.paddleBy(Double(motion.xrel) * sensitivity / placement.scale)]
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

    private mutating func keyDown(_ key: SDL_KeyboardEvent) -> [Intent] {
        guard let action = map.action(forKey: key.keysym.sym) else {
            let code = SDL_KeyCode(UInt32(bitPattern: key.keysym.sym))
            return code == SDLK_RETURN || code == SDLK_KP_ENTER ? [.confirm] : []
        }
        // A held key repeats; only the paddle's keys care.
        if key.`repeat` != 0 && action != .left && action != .right { return [] }
        switch action {
        case .left: left = true; return [.paddleKeys(direction)]
        case .right: right = true; return [.paddleKeys(direction)]
        case .topLeft: topLeft = true; return [.topPaddleKeys(topDirection)]
        case .topRight: topRight = true; return [.topPaddleKeys(topDirection)]
        case .topServe: return [.topLaunch]
        case .push: return [.push, .fire(true)]
        case .pause: return [.togglePause]
        case .warp: return [.warp]
        case .rewind: return [.rewind(true)]
        case .settings: return [.toggleSettings]
        case .help: return [.toggleHelp]
        case .menu: return [.menu]
        }
    }

    private mutating func keyUp(_ key: SDL_KeyboardEvent) -> [Intent] {
        switch map.action(forKey: key.keysym.sym) {
        case .left: left = false; return [.paddleKeys(direction)]
        case .right: right = false; return [.paddleKeys(direction)]
        case .topLeft: topLeft = false; return [.topPaddleKeys(topDirection)]
        case .topRight: topRight = false; return [.topPaddleKeys(topDirection)]
        case .rewind: return [.rewind(false)]
        case .push: return [.fire(false)]
        default: return []
        }
    }

    private mutating func buttonDown(_ button: UInt8) -> [Intent] {
        switch map.action(forButton: button) {
        case .left: padLeft = true; return [.paddleKeys(direction)]
        case .right: padRight = true; return [.paddleKeys(direction)]
        case .push: return [.push, .fire(true)]
        case .warp: return [.warp]
        case .rewind: return [.rewind(true)]
        case .pause: return [.togglePause]
        case .menu: return [.menu]
        default: return []
        }
    }

    private mutating func buttonUp(_ button: UInt8) -> [Intent] {
        switch map.action(forButton: button) {
        case .left: padLeft = false; return [.paddleKeys(direction)]
        case .right: padRight = false; return [.paddleKeys(direction)]
        case .push: return [.fire(false)]
        case .rewind: return [.rewind(false)]
        default: return []
        }
    }

    private var direction: Int { (right || padRight ? 1 : 0) - (left || padLeft ? 1 : 0) }
    private var topDirection: Int { (topRight ? 1 : 0) - (topLeft ? 1 : 0) }
}
