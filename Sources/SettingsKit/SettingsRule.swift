/// A check across several settings (min_speed below max_speed, shares adding up to at most
/// 1), run once every key has passed its own check. The file is only valid if all pass.
///
/// A rule may also say how to keep itself when one of its keys is changed on purpose (the
/// settings panel): `repair` moves the others (ball.max_speed up to a new ball.speed), so a
/// control can offer its whole range instead of refusing most of it.
///
/// ```swift
/// var rules = GameRules()
/// rules.ballMinSpeed = 1000
/// GameRules.schema.rules.compactMap { $0.check(rules, ["ball.min_speed"]) }
/// // [ball.min_speed: 1000 is not below ball.max_speed = 900 (allowed: less than ball.max_speed)]
/// ```
public struct SettingsRule<Root: SettingsRoot>: Sendable {
    /// Moves the rule's other keys so that it holds after `changed` was set (`previous` is
    /// the settings before); the keys it moved, or nil when it cannot (the change is then
    /// refused).
    public typealias Repair = @Sendable (_ settings: inout Root, _ previous: Root, _ changed: String) -> [String]?

    /// The keys it reads; the rule is skipped when one of them has a problem of its own.
    public let keys: [String]
    /// The problem (key, message, allowed; no file or line yet), or nil when the settings pass.
    /// `present` holds the keys the file sets, so the problem names one the player wrote.
    public let check: @Sendable (_ settings: Root, _ present: Set<String>) -> SettingsProblem?
    /// How it keeps itself when one of its keys is changed; nil: it cannot.
    public let repair: Repair?

    public init(keys: [String], repair: Repair? = nil,
                check: @escaping @Sendable (_ settings: Root, _ present: Set<String>) -> SettingsProblem?) {
        self.keys = keys
        self.check = check
        self.repair = repair
    }

    /// The same check seen from a larger root that holds this one at `part`.
    public func lifted<Outer>(into part: WritableKeyPath<Outer, Root> & Sendable) -> SettingsRule<Outer> {
        let check = self.check
        let repair = self.repair.map { repair in
            { @Sendable (settings: inout Outer, previous: Outer, changed: String) -> [String]? in
                repair(&settings[keyPath: part], previous[keyPath: part], changed)
            }
        }
        return SettingsRule<Outer>(keys: keys, repair: repair) { check($0[keyPath: part], $1) }
    }
}
