import SettingsKit

/// Where the online charts are (`[online]`): a `breakout-charts` server the window sends a
/// finished game's replay to when the player asks, and whose charts the high-score page's
/// Online tab shows. Empty by default: nothing leaves the machine until the player names a
/// server. A change applies at once (the next submission or chart asked for uses it).
///
/// ```swift
/// if let address = settings.online.address { client = ChartClient(address: address) }
/// ```
public struct OnlineSettings: Hashable, Sendable {
    /// "" (none), or the server's address as the file spells it.
    public var charts = ""

    public init() {}

    /// The server, when one is set; a value the file's check let through always parses.
    public var address: HTTPAddress? {
        charts.isEmpty ? nil : try? HTTPAddress.parse(charts)
    }
}

extension OnlineSettings: SettingsRoot {
    public static let schema = SettingsSchema<OnlineSettings>(sections: [
        SettingsSection(name: "online", doc: "The online charts. Nothing is sent anywhere unless a server is set here."),
    ], descriptors: [
        .httpAddress("online.charts", \.charts, doc: """
            A chart server (`breakout-charts`, docs/CHARTS.md): game over offers "Submit to
            the online charts", which sends the game's replay and your name there, and the
            high scores page gains an Online tab with that server's charts. Plain http://
            only, with :PORT when it is not 80. "" sends nothing.
            """),
    ], rules: [])
}
