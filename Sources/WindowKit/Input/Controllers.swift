import CSDL2

/// Game controllers: opened as they connect (SDL sends stick, button and sensor events only
/// for open controllers), with their accelerometer turned on where they have one, and closed
/// as they go. Each takes the first free seat (player 1, 2, ...) and keeps it while it is
/// connected, so one player's pad coming and going never hands another player's paddle over.
public final class Controllers {
    private var open: [SDL_JoystickID: OpaquePointer] = [:]
    /// Who sits where: a seat's controller, or nil for a free seat.
    private var seats: [SDL_JoystickID?] = []

    public init() {}

    public var count: Int { open.count }

    /// The seat (0 for player 1) of the controller with this instance id; nil if it is not open.
    public func seat(of id: SDL_JoystickID) -> Int? { seats.firstIndex(of: id) }

    /// Takes device added/removed events; others pass untouched.
    func handle(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_CONTROLLERDEVICEADDED:
            guard let controller = SDL_GameControllerOpen(event.cdevice.which) else { return }
            let id = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(controller))
            guard open[id] == nil else { SDL_GameControllerClose(controller); return }
            open[id] = controller
            let seat = seats.firstIndex(of: nil) ?? seats.count
            if seat == seats.count { seats.append(id) } else { seats[seat] = id }
            // Pads with player lights show which player they are.
            SDL_GameControllerSetPlayerIndex(controller, Int32(seat))
            if SDL_GameControllerHasSensor(controller, SDL_SENSOR_ACCEL) == SDL_TRUE {
                SDL_GameControllerSetSensorEnabled(controller, SDL_SENSOR_ACCEL, SDL_TRUE)
            }
        case SDL_CONTROLLERDEVICEREMOVED:
            if let controller = open.removeValue(forKey: event.cdevice.which) { SDL_GameControllerClose(controller) }
            if let seat = seats.firstIndex(of: event.cdevice.which) { seats[seat] = nil }
        default:
            break
        }
    }

    deinit {
        for controller in open.values { SDL_GameControllerClose(controller) }
    }
}
