import SettingsKit
import Translations

/// How long a network duel waits on the other side (`[network]`): each side's own, never
/// compared in the handshake, read by the window's duels and by `breakout host` and
/// `breakout join` alike (where `--stall-limit` overrides it for one run).
///
/// ```swift
/// var options = NetworkMatch.Options.standardDuel(rules: settings.rules, seconds: nil, seed: seed)
/// options.stallLimit = settings.network.stallLimit
/// ```
public struct NetworkSettings: Hashable, Sendable {
    /// Seconds this side waits for the other's input for the next step while the connection
    /// stays up; then the game ends, naming the step (`NetworkMatch.Options.stallLimit`).
    public var stallLimit = 15.0

    public init() {}
}

extension NetworkSettings: SettingsRoot {
    public static let schema = SettingsSchema<NetworkSettings>(sections: [
        SettingsSection(name: "network", doc: "Network duels, in the window and headless. Applies to the next duel."),
    ], descriptors: [
        // 1 s at least: a peer a few frames late is not stalled. An hour at most: past that
        // nobody is waiting for it any more.
        .number("network.stall_limit", \.stallLimit, 1...3600, unit: trLater("seconds"), doc: """
            How long to wait for the other side's next step while it stays connected (it
            stalled, or is broken so that it drops its steps); then the game ends, naming
            the step that never came. `breakout host` and `join` take --stall-limit for one run.
            """),
    ], rules: [])
}
