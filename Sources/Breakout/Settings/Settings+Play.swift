/// The settings that change how a game plays, as the settings file writes them: what two
/// machines of a network game must agree on. How it looks and sounds (`[display]`), how it
/// is controlled (`[controls]`, `[keys]`, `[pad]`), how far
/// a player may rewind, and where levels come from (the levels themselves are compared) are
/// each side's own.
///
/// ```swift
/// Settings().playValues["ball.speed"]   // "450.0"
/// ```
extension Settings {
    public var playValues: [String: String] {
        var values: [String: String] = [:]
        for descriptor in SettingsSchema.descriptors where !Settings.ownKeys.contains(descriptor.key) && !Settings.ownSections.contains(descriptor.section) {
            values[descriptor.key] = descriptor.value(in: self).tomlLiteral
        }
        return values
    }

    /// Keys each side keeps its own (besides `[display]`).
    static let ownKeys: Set<String> = ["level.source", "level.file", "rules.rewind_seconds"]
    /// Sections each side keeps its own: how the game looks, sounds and is controlled.
    static let ownSections: Set<String> = ["display", "controls", "keys", "pad"]

    /// The keys whose values differ between two sides' `playValues`, sorted.
    public static func differences(_ a: [String: String], _ b: [String: String]) -> [String] {
        Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted()
    }
}
