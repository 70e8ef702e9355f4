import CSDL2
import Geometry

extension EventPump {
    /// Puts `event` in SDL's queue as the platform would have sent it, so the next `next()`
    /// translates it back: how tests and scripted runs drive a real window. A touch's
    /// position is given in points of a window of `windowSize` (SDL's touches are 0 ... 1).
    /// False when SDL's queue refused it.
    @discardableResult
    public static func post(_ event: WindowEvent, windowSize: Size = Size(width: 1, height: 1)) -> Bool {
        guard var sdl = event.sdlEvent(windowSize: windowSize) else { return false }
        return SDL_PushEvent(&sdl) == 1
    }
}

extension WindowEvent {
    /// SDL's event for this one (nil for a drop, whose string SDL would own).
    func sdlEvent(windowSize: Size) -> SDL_Event? {
        var e = SDL_Event()
        switch self {
        case let .key(press):
            e.type = (press.isDown ? SDL_KEYDOWN : SDL_KEYUP).rawValue
            e.key.keysym.sym = press.key.code
            e.key.keysym.mod = UInt16(truncatingIfNeeded: press.modifiers.sdl)
            e.key.repeat = press.isRepeat ? 1 : 0
            e.key.state = UInt8(press.isDown ? SDL_PRESSED : SDL_RELEASED)
        case let .text(text):
            e.type = SDL_TEXTINPUT.rawValue
            withUnsafeMutableBytes(of: &e.text.text) { buffer in
                for (i, byte) in text.utf8.prefix(buffer.count - 1).enumerated() { buffer[i] = byte }
            }
        case let .pointer(p) where p.source == .touch:
            e.type = (p.phase == .down ? SDL_FINGERDOWN : p.phase == .up ? SDL_FINGERUP : SDL_FINGERMOTION).rawValue
            e.tfinger.x = Float(p.position.x / windowSize.width)
            e.tfinger.y = Float(p.position.y / windowSize.height)
            e.tfinger.dx = Float(p.movement.dx / windowSize.width)
            e.tfinger.dy = Float(p.movement.dy / windowSize.height)
        case let .pointer(p):
            let which = p.source == .mouseFromTouch ? SHIM_TOUCH_MOUSEID : 0
            if p.phase == .moved {
                e.type = SDL_MOUSEMOTION.rawValue
                e.motion.x = Int32(p.position.x.rounded(.down))
                e.motion.y = Int32(p.position.y.rounded(.down))
                e.motion.xrel = Int32(p.movement.dx.rounded())
                e.motion.yrel = Int32(p.movement.dy.rounded())
                var state: UInt32 = 0
                if p.held.contains(.left) { state |= shim_button_mask(Int32(SDL_BUTTON_LEFT)) }
                if p.held.contains(.middle) { state |= shim_button_mask(Int32(SDL_BUTTON_MIDDLE)) }
                if p.held.contains(.right) { state |= shim_button_mask(Int32(SDL_BUTTON_RIGHT)) }
                e.motion.state = state
                e.motion.which = which
            } else {
                e.type = (p.phase == .down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
                e.button.x = Int32(p.position.x.rounded(.down))
                e.button.y = Int32(p.position.y.rounded(.down))
                let button: Int32
                switch p.button {
                case .middle: button = SDL_BUTTON_MIDDLE
                case .right: button = SDL_BUTTON_RIGHT
                case .other: button = SDL_BUTTON_X1
                case .left, nil: button = SDL_BUTTON_LEFT
                }
                e.button.button = UInt8(button)
                e.button.state = UInt8(p.phase == .down ? SDL_PRESSED : SDL_RELEASED)
                e.button.clicks = 1
                e.button.which = which
            }
        case let .wheel(w):
            e.type = SDL_MOUSEWHEEL.rawValue
            e.wheel.x = Int32(w.dx.rounded())
            e.wheel.y = Int32(w.dy.rounded())
        case let .padButton(press):
            e.type = (press.isDown ? SDL_CONTROLLERBUTTONDOWN : SDL_CONTROLLERBUTTONUP).rawValue
            e.cbutton.which = press.pad
            e.cbutton.button = press.button.number
            e.cbutton.state = UInt8(press.isDown ? SDL_PRESSED : SDL_RELEASED)
        case let .padAxis(motion):
            e.type = SDL_CONTROLLERAXISMOTION.rawValue
            e.caxis.which = motion.pad
            let axis: SDL_GameControllerAxis
            switch motion.axis {
            case .leftX: axis = SDL_CONTROLLER_AXIS_LEFTX
            case .leftY: axis = SDL_CONTROLLER_AXIS_LEFTY
            case .rightX: axis = SDL_CONTROLLER_AXIS_RIGHTX
            case .rightY: axis = SDL_CONTROLLER_AXIS_RIGHTY
            case .leftTrigger: axis = SDL_CONTROLLER_AXIS_TRIGGERLEFT
            case .rightTrigger: axis = SDL_CONTROLLER_AXIS_TRIGGERRIGHT
            }
            e.caxis.axis = UInt8(truncatingIfNeeded: axis.rawValue)
            e.caxis.value = Int16(clamping: Int((motion.value * 32767).rounded()))
        case let .padMotion(m):
            e.type = SDL_CONTROLLERSENSORUPDATE.rawValue
            e.csensor.which = m.pad
            e.csensor.sensor = SDL_SENSOR_ACCEL.rawValue
            e.csensor.data = (Float(m.x), Float(m.y), Float(m.z))
        case let .resized(size):
            e.type = SDL_WINDOWEVENT.rawValue
            e.window.event = UInt8(SDL_WINDOWEVENT_RESIZED.rawValue)
            e.window.data1 = Int32(size.width)
            e.window.data2 = Int32(size.height)
        case let .focus(gained):
            e.type = SDL_WINDOWEVENT.rawValue
            e.window.event = UInt8((gained ? SDL_WINDOWEVENT_FOCUS_GAINED : SDL_WINDOWEVENT_FOCUS_LOST).rawValue)
        case .quit:
            e.type = SDL_QUIT.rawValue
        case .drop:
            return nil
        }
        return e
    }
}
