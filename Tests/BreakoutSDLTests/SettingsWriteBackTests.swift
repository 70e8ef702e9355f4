@testable import Breakout
@testable import BreakoutSDL
import Foundation
@testable import SettingsKit
import TestSupport
import Testing

@Suite struct SettingsWriteBackTests {
    @Test func replacesOnlyTheValueAndKeepsCommentsAndLayout() throws {
        let text = """
            # mine
            [ball]
            # serve speed
            speed   =   450.0    # fast enough
            count = 1
            """
        let updated = try SettingsFile.updating(text: text, key: "ball.speed", value: .number(612.5))
        #expect(updated == """
            # mine
            [ball]
            # serve speed
            speed   =   612.5    # fast enough
            count = 1
            """)
    }

    @Test func everyKeyRoundTripsThroughTheShippedFile() throws {
        var text = DefaultSettingsText.text
        var expected = Settings()
        for descriptor in Settings.schema.descriptors {
            var value = SettingsTestSupport.otherValue(for: descriptor)
            // The lowest speeds everywhere would cross min_speed and max_speed.
            if descriptor.key == "ball.max_speed" { value = .number(3000) }
            // Likewise the fewest balls in play would be below the most balls served.
            if descriptor.key == "rules.max_balls" { value = .integer(200) }
            text = try SettingsFile.updating(text: text, key: descriptor.key, value: value)
            try descriptor.set(value, in: &expected)
        }
        let result = SettingsFile.parse(text: text, path: "t.toml", lastGood: Settings())
        #expect(result.problems == [])
        #expect(result.settings == expected)
        for descriptor in Settings.schema.descriptors {
            #expect(descriptor.value(in: result.settings) != descriptor.defaultValue, "\(descriptor.key)")
        }
        // Only value text changed: same lines, same comments.
        let before = DefaultSettingsText.text.split(separator: "\n", omittingEmptySubsequences: false)
        let after = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(before.count == after.count)
        #expect(zip(before, after).allSatisfy { $0.hasPrefix("#") ? $0 == $1 : true })
    }

    @Test func validChangeOfTheShippedFileLoadsAsThatChange() throws {
        let text = try SettingsFile.updating(text: DefaultSettingsText.text, key: "paddle.shape", value: .text("oval"))
        let result = SettingsFile.parse(text: text, path: "t.toml", lastGood: Settings())
        var expected = Settings()
        expected.rules.paddleShape = .oval
        #expect(result.problems == [])
        #expect(result.settings == expected)
        #expect(text.contains("\nshape = \"oval\"\n"))
    }

    @Test func missingKeyGoesAfterTheLastKeyOfItsSection() throws {
        let text = "[ball]\nspeed = 450.0 # s\n\n# next\n[paddle]\nwidth = 90.0\n"
        let updated = try SettingsFile.updating(text: text, key: "ball.count", value: .integer(2))
        #expect(updated == "[ball]\nspeed = 450.0 # s\ncount = 2\n\n# next\n[paddle]\nwidth = 90.0\n")
    }

    @Test func missingKeyGoesUnderItsEmptySectionHeader() throws {
        let updated = try SettingsFile.updating(text: "[rules] # empty\n[display]\n", key: "rules.lives", value: .integer(4))
        #expect(updated == "[rules] # empty\nlives = 4\n[display]\n")
    }

    @Test func missingSectionIsAppended() throws {
        #expect(try SettingsFile.updating(text: "[ball]\ncount = 2", key: "display.sound", value: .boolean(false))
            == "[ball]\ncount = 2\n\n[display]\nsound = false\n")
        #expect(try SettingsFile.updating(text: "", key: "rules.lives", value: .integer(2)) == "[rules]\nlives = 2\n")
    }

    @Test func dottedKeysAndIndentationAreFollowed() throws {
        let text = "ball.speed = 450.0\n[paddle]\n  width = 90.0\n"
        var updated = try SettingsFile.updating(text: text, key: "ball.count", value: .integer(3))
        updated = try SettingsFile.updating(text: updated, key: "paddle.shape", value: .text("oval"))
        #expect(updated == "ball.speed = 450.0\nball.count = 3\n[paddle]\n  width = 90.0\n  shape = \"oval\"\n")
        let result = SettingsFile.parse(text: updated, path: "t", lastGood: Settings())
        #expect(result.problems == [])
        #expect(result.settings.rules.ballCount == 3 && result.settings.rules.paddleShape == .oval)
    }

    @Test func multiLineValuesAreReplacedWhole() throws {
        let text = "[level]\nfile = '''\nold'''  # path\nrows = 4\n"
        let updated = try SettingsFile.updating(text: text, key: "level.file", value: .text("new.txt"))
        #expect(updated == "[level]\nfile = \"new.txt\"  # path\nrows = 4\n")
    }

    @Test func windowsLineBreaksAreKept() throws {
        let updated = try SettingsFile.updating(text: "[ball]\r\nspeed = 1.0\r\n", key: "ball.count", value: .integer(2))
        #expect(updated == "[ball]\r\nspeed = 1.0\r\ncount = 2\r\n")
    }

    @Test func numbersAreWrittenAsTheSettingStoresThem() throws {
        #expect(try SettingsFile.updating(text: "[ball]\nspeed = 1.0\n", key: "ball.speed", value: .integer(600))
            == "[ball]\nspeed = 600.0\n")
        #expect(try SettingsFile.updating(text: "[level]\nrows = 1\n", key: "level.rows", value: .number(7))
            == "[level]\nrows = 7\n")
    }

    @Test func badRequestsThrowAndChangeNothing() {
        #expect(throws: SettingsProblem(key: "ball.sped", message: "unknown key (did you mean ball.speed?)")) {
            try SettingsFile.updating(text: "", key: "ball.sped", value: .number(500))
        }
        #expect(throws: SettingsProblem(key: "ball.speed", message: "5000.0 is out of range", allowed: "100...3000 points/s")) {
            try SettingsFile.updating(text: "", key: "ball.speed", value: .number(5000))
        }
        #expect(throws: SettingsProblem(line: 1, key: "ball.speed",
                                        message: "is inside an inline table; change it in the file by hand")) {
            try SettingsFile.updating(text: "ball = { speed = 1.0 }\n", key: "ball.speed", value: .number(500))
        }
    }

    @Test func updateWritesTheFileAtomicallyAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder.newFolderURL("settings-tests")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("breakout.toml").path
        try SettingsFile.write(DefaultSettingsText.text, to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)

        try SettingsFile.update(key: "rules.lives", value: .integer(6), at: path)

        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == DefaultSettingsText.text.replacingOccurrences(of: "\nlives = 0\n", with: "\nlives = 6\n"))
        #expect(SettingsFile.load(from: path, lastGood: Settings()).settings.rules.lives == 6)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["breakout.toml"])
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
    }

    @Test func updateOfAMissingFileThrows() {
        #expect(throws: SettingsProblem(file: "/nonexistent/b.toml", message: "cannot read the file")) {
            try SettingsFile.update(key: "rules.lives", value: .integer(6), at: "/nonexistent/b.toml")
        }
    }
}
