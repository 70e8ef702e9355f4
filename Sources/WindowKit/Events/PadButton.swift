import CSDL2

/// A button on a game controller, in SDL's layout of an Xbox pad (A at the bottom), with
/// SDL's names for bindings ("a", "start", "dpup").
///
/// ```swift
/// PadButton(named: "start") == .start    // true
/// PadButton.a.name                        // "a"
/// ```
public struct PadButton: Hashable, Sendable, CustomStringConvertible {
    /// SDL's button number (`SDL_GameControllerButton`).
    public let number: UInt8

    public init(number: UInt8) { self.number = number }

    init(_ button: SDL_GameControllerButton) { number = UInt8(truncatingIfNeeded: button.rawValue) }

    /// The button SDL calls `name`, or nil for a name it does not know.
    public init?(named name: String) {
        let button = SDL_GameControllerGetButtonFromString(name)
        guard button != SDL_CONTROLLER_BUTTON_INVALID else { return nil }
        self.init(button)
    }

    /// SDL's name of the button ("a", "start", "dpup"), or nil for a number SDL has no name for.
    public var name: String? {
        SDL_GameControllerGetStringForButton(SDL_GameControllerButton(Int32(number))).map { String(cString: $0) }
    }

    public var description: String { name ?? "button \(number)" }

    public static let a = PadButton(SDL_CONTROLLER_BUTTON_A)
    public static let b = PadButton(SDL_CONTROLLER_BUTTON_B)
    public static let x = PadButton(SDL_CONTROLLER_BUTTON_X)
    public static let y = PadButton(SDL_CONTROLLER_BUTTON_Y)
    public static let back = PadButton(SDL_CONTROLLER_BUTTON_BACK)
    public static let start = PadButton(SDL_CONTROLLER_BUTTON_START)
    public static let leftShoulder = PadButton(SDL_CONTROLLER_BUTTON_LEFTSHOULDER)
    public static let rightShoulder = PadButton(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER)
    public static let dpadUp = PadButton(SDL_CONTROLLER_BUTTON_DPAD_UP)
    public static let dpadDown = PadButton(SDL_CONTROLLER_BUTTON_DPAD_DOWN)
    public static let dpadLeft = PadButton(SDL_CONTROLLER_BUTTON_DPAD_LEFT)
    public static let dpadRight = PadButton(SDL_CONTROLLER_BUTTON_DPAD_RIGHT)
}
