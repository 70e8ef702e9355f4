@testable import Breakout
@testable import BreakoutSDL
import Foundation
@testable import SettingsKit
import Testing

@Suite struct DefaultSettingsTextTests {
    /// Config/breakout.toml is the embedded text. After changing the settings table, run
    /// `BREAKOUT_WRITE_DEFAULT_CONFIG=1 swift test --filter DefaultSettingsTextTests` to rewrite it.
    @Test func shippedFileIsTheEmbeddedText() throws {
        let path = SettingsTestSupport.shippedConfigPath
        if ProcessInfo.processInfo.environment["BREAKOUT_WRITE_DEFAULT_CONFIG"] == "1" {
            try DefaultSettingsText.text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let shipped = try String(contentsOfFile: path, encoding: .utf8)
        #expect(shipped == DefaultSettingsText.text)
    }

    @Test func shippedFileParsesToTheDefaults() throws {
        let path = SettingsTestSupport.shippedConfigPath
        var lastGood = Settings()
        lastGood.rules.lives = 7
        let result = SettingsFile.load(from: path, lastGood: lastGood)
        #expect(result.problems == [])
        #expect(result.settings == Settings())
    }

    @Test func everyKeyIsDocumentedRightAboveItsLine() {
        let lines = DefaultSettingsText.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var section = ""
        for (number, line) in lines.enumerated() {
            if line.hasPrefix("[") { section = String(line.dropFirst().dropLast()) }
            guard !line.hasPrefix("#"), let equals = line.firstIndex(of: "=") else { continue }
            let key = section + "." + line[..<equals].trimmingCharacters(in: .whitespaces)
            let descriptor = Settings.schema.descriptor(for: key)
            #expect(descriptor != nil, "\(key) is in the file but not in the table")
            let facts = lines[number - 1]
            #expect(facts.hasPrefix("# ") && facts.contains("Allowed: ") && facts.contains("Default: "), "\(key)")
            #expect(lines[number - 2].hasPrefix("# "), "\(key) has no description")
            if let unit = descriptor?.unit { #expect(facts.contains("Unit: \(unit)."), "\(key)") }
        }
    }

    @Test func factsLineStatesUnitRangeAndDefault() throws {
        let speed = try #require(Settings.schema.descriptor(for: "ball.speed"))
        #expect(speed.fileFacts == "Unit: points/s. Allowed: 100...3000. Default: 450.0.")
        let shape = try #require(Settings.schema.descriptor(for: "paddle.shape"))
        #expect(shape.fileFacts == #"Allowed: "rectangle", "oval". Default: "rectangle"."#)
        #expect(DefaultSettingsText.text.contains("\n[ball]\n"))
        #expect(DefaultSettingsText.text.contains("\nspeed = 450.0\n"))
    }
}
