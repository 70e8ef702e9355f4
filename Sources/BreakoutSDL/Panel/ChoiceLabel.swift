import Breakout
import Translations

/// What the panel shows for a value of a choice setting: the settings file's word
/// ("medium", "oval") in the player's language, and each language by its own name, as
/// language menus do.
///
/// ```swift
/// ChoiceLabel.text(for: "de")       // "Deutsch", in every language
/// ChoiceLabel.text(for: "medium")   // "mittel" in German
/// ```
enum ChoiceLabel {
    static func text(for value: String) -> String {
        languageNames[value] ?? tr(spoken[value] ?? value)
    }

    /// Values whose file word is not how they are said.
    static let spoken = ["very_easy": trLater("very easy")]

    static let languageNames = ["en": "English", "de": "Deutsch", "fr": "Français", "es": "Español", "ru": "Русский", "sv": "Svenska"]

    /// The words of the panel's choice settings (the enums' raw values), marked for the
    /// catalog; a test checks this list against the settings.
    static let words = [
        trLater("system"),
        trLater("kids"), trLater("very easy"), trLater("easy"), trLater("medium"), trLater("hard"),
        trLater("rectangle"), trLater("oval"),
        trLater("flash"), trLater("flip"), trLater("fade"), trLater("shatter"),
        trLater("wall"), trLater("pyramid"), trLater("checker"), trLater("diamond"), trLater("random"),
        trLater("absolute"), trLater("relative"),
        trLater("auto"), trLater("on"), trLater("off"),
    ]
}
