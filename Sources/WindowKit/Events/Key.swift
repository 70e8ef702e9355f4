import CSDL2

/// A key on the keyboard, by what it types in the player's layout (SDL's key code), with
/// SDL's names for reading and writing bindings ("Space", "Left", "F1", "W").
///
/// ```swift
/// Key(named: "Space") == .space         // true
/// Key.letter("s").name                   // "S"
/// if case let .key(press) = event, press.isDown, press.key == .escape { close() }
/// ```
public struct Key: Hashable, Sendable, CustomStringConvertible {
    /// SDL's key code (`SDL_Keycode`).
    public let code: Int32

    public init(code: Int32) { self.code = code }

    init(_ code: SDL_KeyCode) { self.code = Int32(bitPattern: code.rawValue) }

    /// The key SDL calls `name` ("Space", "Left", "F1", "W"), or nil for a name it does not know.
    public init?(named name: String) {
        let code = SDL_GetKeyFromName(name)
        guard code != Int32(bitPattern: SDLK_UNKNOWN.rawValue) else { return nil }
        self.code = code
    }

    /// The letter key that types `letter` (a to z, either case).
    public static func letter(_ letter: Character) -> Key {
        Key(code: Int32(letter.lowercased().unicodeScalars.first?.value ?? 0))
    }

    /// SDL's name for the key ("Space", "Left", "F1", "W"); empty for a key without one.
    public var name: String { SDL_GetKeyName(code).map { String(cString: $0) } ?? "" }

    public var description: String { name.isEmpty ? "key \(code)" : name }

    public static let escape = Key(SDLK_ESCAPE)
    public static let `return` = Key(SDLK_RETURN)
    /// The keypad's Enter: wherever Return confirms, this does too.
    public static let keypadEnter = Key(SDLK_KP_ENTER)
    public static let space = Key(SDLK_SPACE)
    public static let tab = Key(SDLK_TAB)
    public static let backspace = Key(SDLK_BACKSPACE)
    public static let delete = Key(SDLK_DELETE)
    public static let left = Key(SDLK_LEFT)
    public static let right = Key(SDLK_RIGHT)
    public static let up = Key(SDLK_UP)
    public static let down = Key(SDLK_DOWN)
    public static let pageUp = Key(SDLK_PAGEUP)
    public static let pageDown = Key(SDLK_PAGEDOWN)
    public static let home = Key(SDLK_HOME)
    public static let end = Key(SDLK_END)
    public static let f1 = Key(SDLK_F1)
    public static let f2 = Key(SDLK_F2)
    public static let f3 = Key(SDLK_F3)
    public static let f11 = Key(SDLK_F11)

    /// Return or the keypad's Enter.
    public var isEnter: Bool { self == .return || self == .keypadEnter }
}
