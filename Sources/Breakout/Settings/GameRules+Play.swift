/// The settings that change how a game plays, as the settings file writes them: what two
/// machines of a network game must agree on. How it looks and sounds (`[display]`), how it
/// is controlled (`[controls]`, `[keys]`, `[pad]`), how far
/// a player may rewind, and where levels come from (the levels themselves are compared) are
/// each side's own.
///
/// ```swift
/// GameRules().playValues["ball.speed"]   // "450.0"
/// ```
extension GameRules {
    public var playValues: [String: String] {
        var values: [String: String] = [:]
        for descriptor in GameRules.schema.descriptors where !GameRules.ownKeys.contains(descriptor.key) && descriptor.section != "display" {
            values[descriptor.key] = descriptor.value(in: self).tomlLiteral
        }
        return values
    }

    /// Keys each side keeps its own (besides the window's sections; `[display]`'s debris and
    /// tilt are each side's too). A duel has no steering and a network duel plays at full
    /// speed, so two sides that differ in those two still play the same game.
    static let ownKeys: Set<String> = ["level.source", "level.file", "rules.rewind_seconds",
                                       "rules.game_speed", "rules.ball_steering"]

    /// The keys whose values differ between two sides' `playValues`, sorted.
    public static func differences(_ a: [String: String], _ b: [String: String]) -> [String] {
        Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted()
    }
}
