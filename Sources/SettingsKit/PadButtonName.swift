import Translations

/// The game controller buttons a game action can be bound to, by the names SDL gives them
/// (`SDL_GameControllerGetStringForButton`): what `[pad]` in the settings file takes.
///
/// ```swift
/// PadButtonName.canonical("A")        // "a"
/// PadButtonName.canonical("dpleft")   // "dpleft"
/// ```
public enum PadButtonName {
    static let all = ["a", "b", "x", "y", "back", "guide", "start", "leftstick", "rightstick",
                             "leftshoulder", "rightshoulder", "dpup", "dpdown", "dpleft", "dpright"]

    /// The name as SDL spells it, for any capitalisation of a known name; nil for others.
    public static func canonical(_ name: String) -> String? {
        let lower = name.lowercased()
        return all.contains(lower) ? lower : nil
    }

    static let allowedText = trLater("a button's name in quotes, such as \"a\" or \"start\" (the [pad] section lists them)")

    /// Every name, for the `[pad]` section's comment.
    public static let listText = """
        Buttons: "a", "b", "x", "y", "back", "guide", "start", "leftstick", "rightstick",
        "leftshoulder", "rightshoulder", "dpup", "dpdown", "dpleft", "dpright".
        """
}
