import Breakout
import Foundation
import Testing

/// CHANGELOG.md's newest release is the version the game reports, so a version bump without
/// its entry (or an entry without the bump) fails here.
@Suite struct ChangelogTests {
    @Test func theNewestReleaseIsTheGamesVersion() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let releases = text.split(separator: "\n").filter { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        let newest = try #require(releases.first, "no release in CHANGELOG.md")
        #expect(newest.hasPrefix("## [\(GameVersion.string)] - "), "CHANGELOG.md's newest release: \(newest); the game: \(GameVersion.string)")
    }
}
