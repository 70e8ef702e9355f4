import Breakout
import CSDL2

/// The settings' `[keys]` and `[pad]` as SDL codes: which action a key press or a
/// controller button means. Built again when the settings change.
///
/// ```swift
/// let map = ControlMap(settings)
/// map.action(forKey: SDL_Keycode(SDLK_SPACE.rawValue))   // .push
/// ```
struct ControlMap {
    private var keys: [SDL_Keycode: ControlAction] = [:]
    private var buttons: [UInt8: ControlAction] = [:]

    init(_ settings: Settings = Settings()) {
        for action in ControlAction.allCases {
            // The settings file checked every name against `KeyName` and `PadButtonName`.
            let code = SDL_GetKeyFromName(settings.keys[keyPath: action.key])
            if code != SDL_Keycode(SDLK_UNKNOWN.rawValue) { keys[code] = action }
            if let field = action.button {
                let button = SDL_GameControllerGetButtonFromString(settings.padButtons[keyPath: field])
                if button != SDL_CONTROLLER_BUTTON_INVALID { buttons[UInt8(button.rawValue)] = action }
            }
        }
    }

    func action(forKey code: SDL_Keycode) -> ControlAction? { keys[code] }

    func action(forButton button: UInt8) -> ControlAction? { buttons[button] }

    /// SDL's name of a key, as `[keys]` takes it, when it is one that can be bound.
    static func bindableName(of code: SDL_Keycode) -> String? {
        guard let name = SDL_GetKeyName(code).map({ String(cString: $0) }) else { return nil }
        return KeyName.canonical(name)
    }

    /// SDL's name of a controller button, as `[pad]` takes it.
    static func bindableName(ofButton button: UInt8) -> String? {
        guard let name = SDL_GameControllerGetStringForButton(SDL_GameControllerButton(Int32(button))) else { return nil }
        return PadButtonName.canonical(String(cString: name))
    }
}
