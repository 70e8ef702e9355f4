import Breakout
import SettingsKit
import Translations

/// What a key or a controller button does in a game, with its key in the settings file
/// (`[keys]` and `[pad]`) and its name on the Controls page. Each action has one key and,
/// where a pad has it, one button; no key or button does two things.
///
/// ```swift
/// ControlAction.push.keySetting          // "keys.push"
/// DisplaySettings().keys[keyPath: ControlAction.push.key]   // "Space"
/// ```
enum ControlAction: String, CaseIterable, Sendable {
    case left, right, push, steer, warp, pause, rewind, settings, help, menu
    /// A duel's second player at the same keyboard.
    case topLeft = "top_left", topRight = "top_right", topServe = "top_serve"

    /// The `KeyBindings` field that holds this action's key.
    var key: WritableKeyPath<KeyBindings, String> & Sendable {
        switch self {
        case .left: \.left
        case .right: \.right
        case .push: \.push
        case .steer: \.steer
        case .warp: \.warp
        case .pause: \.pause
        case .rewind: \.rewind
        case .settings: \.settings
        case .help: \.help
        case .menu: \.menu
        case .topLeft: \.topLeft
        case .topRight: \.topRight
        case .topServe: \.topServe
        }
    }

    /// The `PadBindings` field that holds this action's button; nil where the pad has none
    /// (the second player's pad uses its own stick and A, and rebinding does not apply).
    var button: (WritableKeyPath<PadBindings, String> & Sendable)? {
        switch self {
        case .left: return \PadBindings.left
        case .right: return \PadBindings.right
        case .push: return \PadBindings.push
        case .steer: return \PadBindings.steer
        case .warp: return \PadBindings.warp
        case .pause: return \PadBindings.pause
        case .rewind: return \PadBindings.rewind
        case .menu: return \PadBindings.menu
        case .settings, .help, .topLeft, .topRight, .topServe: return nil
        }
    }

    /// "keys.push".
    var keySetting: String { "keys." + rawValue }
    /// "pad.push", where the pad has the action.
    var buttonSetting: String? { button.map { _ in "pad." + rawValue } }

    /// The action as the Controls page and problems name it.
    var title: String {
        switch self {
        case .left: trLater("Move left")
        case .right: trLater("Move right")
        case .push: trLater("Serve, push, fire")
        case .steer: trLater("Steer the balls (held)")
        case .warp: trLater("Warp")
        case .pause: trLater("Pause")
        case .rewind: trLater("Rewind (held)")
        case .settings: trLater("Settings")
        case .help: trLater("Help")
        case .menu: trLater("Menu")
        case .topLeft: trLater("Duel, top: left")
        case .topRight: trLater("Duel, top: right")
        case .topServe: trLater("Duel, top: serve")
        }
    }

    /// The action's pad row on the Controls page.
    var padTitle: String {
        switch self {
        case .left: trLater("Pad: move left")
        case .right: trLater("Pad: move right")
        case .push: trLater("Pad: serve, push, fire")
        case .steer: trLater("Pad: steer the balls (held)")
        case .warp: trLater("Pad: warp")
        case .pause: trLater("Pad: pause")
        case .rewind: trLater("Pad: rewind (held)")
        case .menu: trLater("Pad: menu")
        case .settings, .help, .topLeft, .topRight, .topServe: title
        }
    }

    /// What the action does: the settings file's comment (English, as the file is) and the
    /// Controls page's line (translated).
    var docLine: String {
        switch self {
        case .left: trLater("Moves the paddle left while held.")
        case .right: trLater("Moves the paddle right while held.")
        case .push: trLater("Serves, then pushes the balls; held, the laser fires.")
        case .steer: trLater("Held, draws the balls toward the paddle while the meter lasts (rules.ball_steering).")
        case .warp: trLater("Warps to the next level when few bricks are left.")
        case .pause: trLater("Pauses and resumes the game.")
        case .rewind: trLater("Rewinds the game while held.")
        case .settings: trLater("Opens and closes the settings panel.")
        case .help: trLater("Opens the help page.")
        case .menu: trLater("Opens the menu (Resume, Restart, Settings, Controls, Help, Quit).")
        case .topLeft: trLater("In a duel at one keyboard: moves the top paddle left.")
        case .topRight: trLater("In a duel at one keyboard: moves the top paddle right.")
        case .topServe: trLater("In a duel at one keyboard: the top player serves.")
        }
    }

    /// The action whose `keys.` or `pad.` setting this is.
    init?(setting: String) {
        guard let dot = setting.firstIndex(of: ".") else { return nil }
        let section = setting[..<dot]
        guard section == "keys" || section == "pad", let action = ControlAction(rawValue: String(setting[setting.index(after: dot)...])) else { return nil }
        if section == "pad" && action.button == nil { return nil }
        self = action
    }
}

/// Each action's key, by SDL's name for it (`KeyName`).
struct KeyBindings: Hashable, Sendable {
    var left = "Left"
    var right = "Right"
    var push = "Space"
    var steer = "Down"
    var warp = "W"
    var pause = "P"
    var rewind = "R"
    var settings = "Tab"
    var help = "F1"
    var menu = "Escape"
    var topLeft = "A"
    var topRight = "D"
    var topServe = "S"

    init() {}

    /// The action bound to a key (its name, any capitalisation), if any.
    func action(for name: String) -> ControlAction? {
        let name = KeyName.canonical(name) ?? name
        return ControlAction.allCases.first { self[keyPath: $0.key] == name }
    }
}

/// Each action's controller button, by SDL's name for it (`PadButtonName`).
struct PadBindings: Hashable, Sendable {
    var left = "dpleft"
    var right = "dpright"
    var push = "a"
    var steer = "rightshoulder"
    var warp = "x"
    var pause = "start"
    var rewind = "y"
    var menu = "back"

    init() {}

    /// The action bound to a button, if any.
    func action(for name: String) -> ControlAction? {
        let name = name.lowercased()
        return ControlAction.allCases.first { action in action.button.map { self[keyPath: $0] == name } ?? false }
    }
}
