import Breakout
import SettingsKit
import WindowKit

/// The settings' `[keys]` and `[pad]` as keys and pad buttons: which action a key press or
/// a controller button means. Built again when the settings change.
///
/// ```swift
/// let map = ControlMap(settings.display)
/// map.action(forKey: .space)   // .push
/// ```
struct ControlMap {
    private var keys: [Key: ControlAction] = [:]
    private var buttons: [PadButton: ControlAction] = [:]

    init(_ display: DisplaySettings = DisplaySettings()) {
        for action in ControlAction.allCases {
            // The settings file checked every name against `KeyName` and `PadButtonName`.
            if let key = Key(named: display.keys[keyPath: action.key]) { keys[key] = action }
            if let field = action.button, let button = PadButton(named: display.padButtons[keyPath: field]) {
                buttons[button] = action
            }
        }
    }

    func action(forKey key: Key) -> ControlAction? { keys[key] }

    func action(forButton button: PadButton) -> ControlAction? { buttons[button] }

    /// The key's name, as `[keys]` takes it, when it is one that can be bound.
    static func bindableName(of key: Key) -> String? { KeyName.canonical(key.name) }

    /// The controller button's name, as `[pad]` takes it.
    static func bindableName(ofButton button: PadButton) -> String? { button.name.flatMap(PadButtonName.canonical) }
}
