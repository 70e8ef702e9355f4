@testable import Breakout
@testable import SettingsKit
import Testing

@Suite struct SettingsTextIndexTests {
    let text = """
        # top
        title = "a # not a comment"
        [ball]
        speed = 450.0 # c
        "min_speed" = 300.0
        [paddle . 'shape-thing']
        x = 1
        [push]
        notes = \"\"\"
        [rules]
        lives = 9
        \"\"\"
        strength = [
          1,  # inside
        ]
        cooldown=2.0
        """

    @Test func findsKeysUnderHeadersQuotedAndSpacedKeys() {
        let index = SettingsTextIndex(text: text)
        #expect(index.line(of: ["title"]) == 2)
        #expect(index.rawValue(of: ["title"]) == "\"a # not a comment\"")
        #expect(index.line(of: ["ball", "speed"]) == 4)
        #expect(index.rawValue(of: ["ball", "speed"]) == "450.0")
        #expect(index.line(of: ["ball", "min_speed"]) == 5)
        #expect(index.line(of: ["paddle", "shape-thing", "x"]) == 7)
    }

    @Test func multiLineStringsAndArraysAreSkippedAndCounted() {
        let index = SettingsTextIndex(text: text)
        // The [rules] and lives inside the string are text, not a header and a key.
        #expect(index.header(for: ["rules"]) == nil)
        #expect(index.entry(for: ["push", "lives"]) == nil)
        #expect(index.line(of: ["push", "notes"]) == 9)
        #expect(index.line(of: ["push", "strength"]) == 13)
        #expect(index.rawValue(of: ["push", "strength"]) == "[\n  1,  # inside\n]")
        #expect(index.line(of: ["push", "cooldown"]) == 16)
        #expect(index.rawValue(of: ["push", "cooldown"]) == "2.0")
    }

    @Test func tablesAndMissingKeysFallBackToTheNearestLine() {
        let index = SettingsTextIndex(text: text)
        #expect(index.line(of: ["ball"]) == 3)            // its header
        #expect(index.line(of: ["paddle"]) == 6)          // first line inside it
        #expect(index.line(of: ["ball", "radius"]) == 3)  // not there: its section's header
        #expect(index.line(of: ["gravity", "angle"]) == nil)
    }

    @Test func entryEndsAfterItsLastLine() {
        let index = SettingsTextIndex(text: "a = [\n1\n]\nb = 2")
        let a = index.entry(for: ["a"])!
        #expect(a.end == "a = [\n1\n]\n".utf8.count)
        #expect(index.entry(for: ["b"])!.end == "a = [\n1\n]\nb = 2".utf8.count)
    }
}
