import Translations

/// The keys a game action can be bound to, by the names SDL gives them (`SDL_GetKeyName`):
/// what `[keys]` in the settings file takes. The game module knows no SDL, so the names
/// are listed here; the window's tests check that SDL reads each one back as itself.
///
/// ```swift
/// KeyName.canonical("space")       // "Space"
/// KeyName.canonical("keypad 4")    // "Keypad 4"
/// KeyName.canonical("F11")         // nil: the window's fullscreen key
/// ```
public enum KeyName {
    /// Every key that can be bound, in SDL's spelling.
    static let all: [String] = {
        var names: [String] = []
        names += (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        names += (0...9).map(String.init)
        // F11 is the window's: it toggles fullscreen on every screen.
        names += (1...12).filter { $0 != 11 }.map { "F\($0)" }
        names += ["Left", "Right", "Up", "Down", "Space", "Return", "Escape", "Tab", "Backspace",
                  "Insert", "Delete", "Home", "End", "PageUp", "PageDown",
                  "Left Shift", "Right Shift", "Left Ctrl", "Right Ctrl", "Left Alt", "Right Alt",
                  "Keypad Enter", "Keypad +", "Keypad -", "Keypad *", "Keypad /", "Keypad ."]
        names += (0...9).map { "Keypad \($0)" }
        names += [",", ".", "/", ";", "'", "[", "]", "\\", "-", "=", "`"]
        return names
    }()

    private static let byLowercase: [String: String] = Dictionary(uniqueKeysWithValues: all.map { ($0.lowercased(), $0) })

    /// The name as SDL spells it, for any capitalisation of a known name; nil for others.
    public static func canonical(_ name: String) -> String? { byLowercase[name.lowercased()] }

    /// How the settings file's comments and problems describe the names (the `[keys]`
    /// section's comment lists them all).
    static let allowedText = trLater("a key's name in quotes, such as \"Space\", \"Left\", \"A\" or \"F1\" (the [keys] section lists them)")

    /// Every name, for the `[keys]` section's comment.
    public static let listText = """
        Keys: "A"..."Z", "0"..."9", "F1"..."F12" but "F11", "Left", "Right", "Up", "Down",
        "Space", "Return", "Escape", "Tab", "Backspace", "Insert", "Delete", "Home", "End",
        "PageUp", "PageDown", "Left Shift", "Right Shift", "Left Ctrl", "Right Ctrl",
        "Left Alt", "Right Alt", "Keypad 0"..."Keypad 9", "Keypad Enter", "Keypad +",
        "Keypad -", "Keypad *", "Keypad /", "Keypad .", ",", ".", "/", ";", "'", "[", "]",
        "\\", "-", "=", "`"; in any capitalisation.
        """
}
