import CSDL2
import Geometry

extension WindowEvent {
    /// SDL's event as a window event, or nil for one no screen takes (a controller
    /// connecting, which `Controllers` takes, an input method's composition, a clipboard
    /// change). `windowSize` turns a touch's position, which SDL gives as 0 ... 1 of the
    /// window, into points. A drop's string is copied; freeing SDL's is the caller's part.
    init?(_ event: SDL_Event, windowSize: Size) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            self = .quit
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED:
                self = .resized(Size(width: Double(event.window.data1), height: Double(event.window.data2)))
            case SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_MINIMIZED: self = .focus(false)
            case SDL_WINDOWEVENT_FOCUS_GAINED: self = .focus(true)
            default: return nil
            }
        case SDL_KEYDOWN, SDL_KEYUP:
            self = .key(KeyEvent(key: Key(code: event.key.keysym.sym), isDown: event.type == SDL_KEYDOWN.rawValue,
                                 isRepeat: event.key.repeat != 0, modifiers: KeyModifiers(sdl: UInt32(event.key.keysym.mod))))
        case SDL_TEXTINPUT:
            var text = event.text.text
            self = .text(withUnsafeBytes(of: &text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        case SDL_MOUSEMOTION:
            let m = event.motion
            var held: PointerEvent.Buttons = []
            if m.state & shim_button_mask(Int32(SDL_BUTTON_LEFT)) != 0 { held.insert(.left) }
            if m.state & shim_button_mask(Int32(SDL_BUTTON_MIDDLE)) != 0 { held.insert(.middle) }
            if m.state & shim_button_mask(Int32(SDL_BUTTON_RIGHT)) != 0 { held.insert(.right) }
            self = .pointer(PointerEvent(phase: .moved, position: Point(x: Double(m.x), y: Double(m.y)),
                                         movement: Vector(dx: Double(m.xrel), dy: Double(m.yrel)),
                                         held: held, source: Self.source(ofMouse: m.which)))
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let b = event.button
            self = .pointer(PointerEvent(phase: event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .down : .up,
                                         position: Point(x: Double(b.x), y: Double(b.y)),
                                         button: Self.button(b.button), source: Self.source(ofMouse: b.which)))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let f = event.tfinger
            let phase: PointerEvent.Phase = event.type == SDL_FINGERDOWN.rawValue ? .down : event.type == SDL_FINGERUP.rawValue ? .up : .moved
            self = .pointer(PointerEvent(phase: phase,
                                         position: Point(x: Double(f.x) * windowSize.width, y: Double(f.y) * windowSize.height),
                                         movement: Vector(dx: Double(f.dx) * windowSize.width, dy: Double(f.dy) * windowSize.height),
                                         button: phase == .moved ? nil : .left, held: phase == .up ? [] : .left,
                                         source: .touch))
        case SDL_MOUSEWHEEL:
            self = .wheel(Vector(dx: Double(event.wheel.x), dy: Double(event.wheel.y)))
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP:
            self = .padButton(PadButtonEvent(pad: event.cbutton.which, button: PadButton(number: event.cbutton.button),
                                             isDown: event.type == SDL_CONTROLLERBUTTONDOWN.rawValue))
        case SDL_CONTROLLERAXISMOTION:
            guard let axis = Self.axis(event.caxis.axis) else { return nil }
            self = .padAxis(PadAxisEvent(pad: event.caxis.which, axis: axis, value: Double(event.caxis.value) / 32767))
        case SDL_CONTROLLERSENSORUPDATE where event.csensor.sensor == SDL_SENSOR_ACCEL.rawValue:
            let d = event.csensor.data
            self = .padMotion(PadMotionEvent(pad: event.csensor.which, x: Double(d.0), y: Double(d.1), z: Double(d.2)))
        case SDL_DROPFILE, SDL_DROPTEXT:
            guard let file = event.drop.file else { return nil }
            self = .drop(String(cString: file))
        default:
            return nil
        }
    }

    private static func source(ofMouse which: UInt32) -> PointerEvent.Source {
        which == SHIM_TOUCH_MOUSEID ? .mouseFromTouch : .mouse
    }

    private static func button(_ b: UInt8) -> PointerEvent.Button {
        switch Int32(b) {
        case SDL_BUTTON_LEFT: return .left
        case SDL_BUTTON_MIDDLE: return .middle
        case SDL_BUTTON_RIGHT: return .right
        default: return .other
        }
    }

    private static func axis(_ a: UInt8) -> PadAxisEvent.Axis? {
        switch SDL_GameControllerAxis(Int32(a)) {
        case SDL_CONTROLLER_AXIS_LEFTX: return .leftX
        case SDL_CONTROLLER_AXIS_LEFTY: return .leftY
        case SDL_CONTROLLER_AXIS_RIGHTX: return .rightX
        case SDL_CONTROLLER_AXIS_RIGHTY: return .rightY
        case SDL_CONTROLLER_AXIS_TRIGGERLEFT: return .leftTrigger
        case SDL_CONTROLLER_AXIS_TRIGGERRIGHT: return .rightTrigger
        default: return nil
        }
    }
}
