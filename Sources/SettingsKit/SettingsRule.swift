/// A check across several settings (min_speed below max_speed, shares adding up to at most
/// 1), run once every key has passed its own check. The file is only valid if all pass.
///
/// ```swift
/// var rules = GameRules()
/// rules.ballMinSpeed = 1000
/// GameRules.schema.rules.compactMap { $0.check(rules, ["ball.min_speed"]) }
/// // [ball.min_speed: 1000 is not below ball.max_speed = 900 (allowed: less than ball.max_speed)]
/// ```
public struct SettingsRule<Root: SettingsRoot>: Sendable {
    /// The keys it reads; the rule is skipped when one of them has a problem of its own.
    public let keys: [String]
    /// The problem (key, message, allowed; no file or line yet), or nil when the settings pass.
    /// `present` holds the keys the file sets, so the problem names one the player wrote.
    public let check: @Sendable (_ settings: Root, _ present: Set<String>) -> SettingsProblem?

    public init(keys: [String], check: @escaping @Sendable (_ settings: Root, _ present: Set<String>) -> SettingsProblem?) {
        self.keys = keys
        self.check = check
    }

    /// The same check seen from a larger root that holds this one at `part`.
    public func lifted<Outer>(into part: WritableKeyPath<Outer, Root> & Sendable) -> SettingsRule<Outer> {
        let check = self.check
        return SettingsRule<Outer>(keys: keys) { check($0[keyPath: part], $1) }
    }
}
