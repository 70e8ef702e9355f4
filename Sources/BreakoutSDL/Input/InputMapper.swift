import CSDL2
import Dynamics
import WindowKit

/// SDL events (mouse, touch, keyboard, game controller, window) to intents. Coordinates
/// arrive in window points; `placement` converts them to the field's.
struct InputMapper {
    var gesture = PointerGesture()
    private var left = false
    private var right = false
    /// A duel's second player's keys (A and D).
    private var topLeft = false
    private var topRight = false
    var placement = FieldPlacement.unplaced
    /// Window size in points, for touch coordinates (which SDL normalises to 0...1).
    var windowSize = Size(width: 1, height: 1)
    /// The connected pads' seats. In a duel on one screen the pad in the second seat (or
    /// any later one) plays the top paddle: its stick steers it and its A serves.
    var controllers: Controllers?
    var secondPadPlaysTop = false

    init() {}

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
        case SDL_MOUSEBUTTONDOWN where event.button.which != SHIM_TOUCH_MOUSEID && event.button.button == UInt8(SDL_BUTTON_LEFT):
            return press(Point(x: Double(event.button.x), y: Double(event.button.y)))
        case SDL_MOUSEMOTION where event.motion.which != SHIM_TOUCH_MOUSEID:
            return drag(Point(x: Double(event.motion.x), y: Double(event.motion.y)))
        case SDL_MOUSEBUTTONUP where event.button.which != SHIM_TOUCH_MOUSEID && event.button.button == UInt8(SDL_BUTTON_LEFT):
            return release(Point(x: Double(event.button.x), y: Double(event.button.y)))
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
        case SDL_CONTROLLERBUTTONDOWN:
            switch SDL_GameControllerButton(Int32(event.cbutton.button)) {
            case SDL_CONTROLLER_BUTTON_A: return [.push, .fire(true)]
            case SDL_CONTROLLER_BUTTON_START: return [.togglePause]
            case SDL_CONTROLLER_BUTTON_BACK: return [.menu]
            case SDL_CONTROLLER_BUTTON_Y: return [.rewind(true)]
            case SDL_CONTROLLER_BUTTON_X: return [.warp]
            default: return []
            }
        case SDL_CONTROLLERBUTTONUP where playsTop(event.cbutton.which):
            return []
        case SDL_CONTROLLERBUTTONUP where SDL_GameControllerButton(Int32(event.cbutton.button)) == SDL_CONTROLLER_BUTTON_Y:
            return [.rewind(false)]
        case SDL_CONTROLLERBUTTONUP where SDL_GameControllerButton(Int32(event.cbutton.button)) == SDL_CONTROLLER_BUTTON_A:
            return [.fire(false)]
        case SDL_CONTROLLERSENSORUPDATE where event.csensor.sensor == SDL_SENSOR_ACCEL.rawValue:
            // Accelerometer in m/s^2, device axes: x right, y up. Screen y grows down.
            let x = Double(event.csensor.data.0), y = Double(event.csensor.data.1)
            return [.tilt(Vector(dx: x, dy: -y))]
        default:
            return []
        }
    }

    /// Whether this pad plays a duel's top paddle.
    private func playsTop(_ pad: SDL_JoystickID) -> Bool {
        secondPadPlaysTop && (controllers?.seat(of: pad) ?? 0) >= 1
    }

    private func field(_ p: Point) -> Point { placement.field(at: p) }

    private func touchPoint(_ f: SDL_TouchFingerEvent) -> Point {
        Point(x: Double(f.x) * windowSize.width, y: Double(f.y) * windowSize.height)
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
        let code = SDL_KeyCode(UInt32(key.keysym.sym))
        if key.`repeat` != 0 && code != SDLK_LEFT && code != SDLK_RIGHT { return [] }
        switch code {
        case SDLK_LEFT: left = true; return [.paddleKeys(direction)]
        case SDLK_RIGHT: right = true; return [.paddleKeys(direction)]
        case SDLK_a: topLeft = true; return [.topPaddleKeys(topDirection)]
        case SDLK_d: topRight = true; return [.topPaddleKeys(topDirection)]
        case SDLK_s: return [.topLaunch]
        case SDLK_SPACE: return [.push, .fire(true)]
        case SDLK_p: return [.togglePause]
        case SDLK_w: return [.warp]
        case SDLK_r: return [.rewind(true)]
        case SDLK_TAB: return [.toggleSettings]
        case SDLK_F1: return [.toggleHelp]
        case SDLK_ESCAPE: return [.menu]
        case SDLK_RETURN, SDLK_KP_ENTER: return [.confirm]
        default: return []
        }
    }

    private mutating func keyUp(_ key: SDL_KeyboardEvent) -> [Intent] {
        switch SDL_KeyCode(UInt32(key.keysym.sym)) {
        case SDLK_LEFT: left = false; return [.paddleKeys(direction)]
        case SDLK_RIGHT: right = false; return [.paddleKeys(direction)]
        case SDLK_a: topLeft = false; return [.topPaddleKeys(topDirection)]
        case SDLK_d: topRight = false; return [.topPaddleKeys(topDirection)]
        case SDLK_r: return [.rewind(false)]
        case SDLK_SPACE: return [.fire(false)]
        default: return []
        }
    }

    private var direction: Int { (right ? 1 : 0) - (left ? 1 : 0) }
    private var topDirection: Int { (topRight ? 1 : 0) - (topLeft ? 1 : 0) }
}
