import CSDL2

/// Game controllers: opened as they connect (SDL sends stick, button and sensor events only
/// for open controllers), with their accelerometer turned on where they have one, and closed
/// as they go.
public final class Controllers {
    private var open: [SDL_JoystickID: OpaquePointer] = [:]

    public init() {}

    public var count: Int { open.count }

    /// Takes device added/removed events; others pass untouched.
    public func handle(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_CONTROLLERDEVICEADDED:
            guard let controller = SDL_GameControllerOpen(event.cdevice.which) else { return }
            let id = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(controller))
            guard open[id] == nil else { SDL_GameControllerClose(controller); return }
            open[id] = controller
            if SDL_GameControllerHasSensor(controller, SDL_SENSOR_ACCEL) == SDL_TRUE {
                SDL_GameControllerSetSensorEnabled(controller, SDL_SENSOR_ACCEL, SDL_TRUE)
            }
        case SDL_CONTROLLERDEVICEREMOVED:
            if let controller = open.removeValue(forKey: event.cdevice.which) { SDL_GameControllerClose(controller) }
        default:
            break
        }
    }

    deinit {
        for controller in open.values { SDL_GameControllerClose(controller) }
    }
}
