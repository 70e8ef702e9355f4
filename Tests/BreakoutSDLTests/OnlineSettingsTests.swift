@testable import BreakoutSDL
import Foundation
@testable import SettingsKit
import Testing

/// `[online] charts`: empty by default (nothing is sent), an http:// address when set, and
/// anything else refused with the file, the line and what is allowed, the last good value
/// kept.
@Suite struct OnlineSettingsTests {
    let path = "/home/u/.config/breakout/breakout.toml"
    let allowed = #"(allowed: an http:// address in quotes, such as "http://192.168.1.20:8080", or "" for none)"#

    @Test func nothingIsSentUnlessTheFileSaysWhere() {
        #expect(Settings().online.charts == "")
        #expect(Settings().online.address == nil)
        #expect(DefaultSettingsText.text.contains("\n[online]\n"))
        #expect(DefaultSettingsText.text.contains("\ncharts = \"\"\n"))
    }

    @Test func anHTTPAddressIsTaken() {
        let good = SettingsFile.parse(text: "[online]\ncharts = \"http://10.0.0.5:8080\"\n", path: path, lastGood: Settings())
        #expect(good.problems == [])
        #expect(good.settings.online.address?.hostAndPort == "10.0.0.5:8080")
        let none = SettingsFile.parse(text: "[online]\ncharts = \"\"\n", path: path, lastGood: good.settings)
        #expect(none.problems == [] && none.settings.online.address == nil, "\"\" turns it off again")
    }

    @Test func anythingElseIsRefusedNamingFileLineAndWhatIsAllowed() {
        var lastGood = Settings()
        lastGood.online.charts = "http://10.0.0.5:8080"
        for (value, why) in [("\"https://charts.example.org\"", "https://charts.example.org: https is not supported; the game sends plain http:// only"),
                             ("\"charts.example.org\"", "charts.example.org is not an http:// address such as http://192.168.1.20:8080"),
                             ("\"http://charts.example.org:70000\"", "http://charts.example.org:70000: the port must be a number in 1...65535"),
                             ("8080", "8080 is not a quoted string")] {
            let bad = SettingsFile.parse(text: "[online]\n\ncharts = \(value)\n", path: path, lastGood: lastGood)
            #expect(bad.problems.map(\.description) == ["\(path):3: online.charts: \(why) \(allowed)"])
            #expect(bad.settings.online.charts == "http://10.0.0.5:8080", "\(value): the last good value stays")
        }
    }
}
