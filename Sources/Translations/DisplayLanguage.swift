/// The language the game's text is shown in (`display.language`).
public enum DisplayLanguage: String, CaseIterable, Codable, Sendable {
    /// The system's: LANGUAGE, LC_ALL, LC_MESSAGES or LANG, as gettext reads them.
    case system
    case en, de, fr, es, ru, sv
}
