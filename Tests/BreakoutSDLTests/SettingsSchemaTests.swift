@testable import Breakout
@testable import BreakoutSDL
import Foundation
@testable import SettingsKit
import Testing

@Suite struct SettingsSchemaTests {
    @Test func everySettingsPropertyHasExactlyOneDescriptor() {
        let descriptors = Settings.schema.descriptors
        // Each plain property has one descriptor; the key and pad bindings one per field, the
        // players' names one per player.
        let bindings = Mirror(reflecting: KeyBindings()).children.count + Mirror(reflecting: PadBindings()).children.count
        let properties = Mirror(reflecting: GameRules()).children.count + Mirror(reflecting: DisplaySettings()).children.count
            + Mirror(reflecting: NetworkSettings()).children.count + Mirror(reflecting: OnlineSettings()).children.count
        #expect(descriptors.count == properties - 3 + bindings + DisplaySettings().playerNames.count)
        #expect(Set(descriptors.map(\.key)).count == descriptors.count)
        // Setting one key through its descriptor changes that key alone: no two share a property.
        for descriptor in descriptors {
            var settings = Settings()
            let value = SettingsTestSupport.otherValue(for: descriptor)
            #expect(throws: Never.self) { try descriptor.set(value, in: &settings) }
            #expect(descriptor.value(in: settings) == value, "\(descriptor.key)")
            #expect(settings != Settings(), "\(descriptor.key)")
            // Each key is read by whom it concerns: the game's rules, the window's display, the
            // network duel's waits, or the online charts' server.
            let online = settings.online != OnlineSettings()
            if GameRules.schema.descriptor(for: descriptor.key) != nil {
                #expect(settings.rules != GameRules() && settings.display == DisplaySettings() && settings.network == NetworkSettings() && !online,
                        "\(descriptor.key) is a rule")
            } else if NetworkSettings.schema.descriptor(for: descriptor.key) != nil {
                #expect(settings.network != NetworkSettings() && settings.display == DisplaySettings() && settings.rules == GameRules() && !online,
                        "\(descriptor.key) is the network's")
            } else if OnlineSettings.schema.descriptor(for: descriptor.key) != nil {
                #expect(online && settings.display == DisplaySettings() && settings.rules == GameRules() && settings.network == NetworkSettings(),
                        "\(descriptor.key) is the online charts'")
            } else {
                #expect(settings.display != DisplaySettings() && settings.rules == GameRules() && settings.network == NetworkSettings() && !online,
                        "\(descriptor.key) is the window's")
            }
            for other in descriptors where other.key != descriptor.key {
                #expect(other.value(in: settings) == other.defaultValue, "\(descriptor.key) changed \(other.key)")
            }
        }
    }

    @Test func theWholeFileIsTheGamesPartTheWindowsPartTheNetworksAndTheOnlineCharts() {
        let whole = Settings.schema.descriptors.map(\.key)
        let game = GameRules.schema.descriptors.map(\.key), window = DisplaySettings.schema.descriptors.map(\.key)
        let network = NetworkSettings.schema.descriptors.map(\.key), online = OnlineSettings.schema.descriptors.map(\.key)
        // Every key of each part once, and nothing else.
        #expect(whole.count == game.count + window.count + network.count + online.count)
        #expect(Set(whole) == Set(game).union(window).union(network).union(online))
        // Each part's keys keep their order; [display] holds the window's keys, then the game's
        // two; [network] and [online] come last.
        #expect(whole.filter(Set(game).contains) == game)
        #expect(whole.filter(Set(window).contains) == window)
        #expect(whole.suffix(network.count + online.count) == (network + online)[...])
        #expect(whole.filter { $0.hasPrefix("display.") }.suffix(2) == ["display.debris", "display.tilt_gravity"])
        #expect(Settings.schema.rules.count == GameRules.schema.rules.count + DisplaySettings.schema.rules.count
                + NetworkSettings.schema.rules.count + OnlineSettings.schema.rules.count)
        // A key set through the whole file's descriptor lands in its part.
        var settings = Settings()
        try? Settings.schema.descriptor(for: "ball.speed")?.set(.number(777), in: &settings)
        try? Settings.schema.descriptor(for: "display.volume")?.set(.integer(33), in: &settings)
        #expect(settings.rules.ballSpeed == 777 && settings.display.volume == 33)
        // A rule of a part sees the part inside the whole.
        settings.rules.ballMinSpeed = 2000
        #expect(Settings.schema.rules.contains { $0.check(settings, ["ball.min_speed"])?.key == "ball.min_speed" })
    }

    @Test func everyKeyIsInAKnownSectionInSectionOrder() {
        let order = Settings.schema.sections.map(\.name)
        let sectionsOfKeys = Settings.schema.descriptors.map(\.section)
        #expect(sectionsOfKeys.allSatisfy(order.contains))
        #expect(sectionsOfKeys == sectionsOfKeys.sorted { order.firstIndex(of: $0)! < order.firstIndex(of: $1)! })
    }

    @Test func defaultsAreWithinTheirOwnRanges() {
        for descriptor in Settings.schema.descriptors {
            #expect(throws: Never.self, "\(descriptor.key)") {
                var settings = Settings()
                try descriptor.set(descriptor.defaultValue, in: &settings)
            }
        }
    }

    @Test func setRejectsWhatTheKindDoesNotAllow() throws {
        let speed = try #require(Settings.schema.descriptor(for: "ball.speed"))
        var settings = Settings()
        #expect(throws: SettingsProblem(key: "ball.speed", message: "5000.0 is out of range", allowed: "100...3000 points/s")) {
            try speed.set(.number(5000), in: &settings)
        }
        #expect(throws: SettingsProblem(key: "ball.speed", message: "\"fast\" is not a number", allowed: "100...3000 points/s")) {
            try speed.set(.text("fast"), in: &settings)
        }
        #expect(settings == Settings())
        try speed.set(.integer(600), in: &settings)
        #expect(settings.rules.ballSpeed == 600)
    }

    @Test func kindAcceptsIntegersForNumbersAndWholeFloatsForIntegers() {
        #expect(SettingKind.number(0...10).accept(.integer(3)) == .success(.number(3)))
        #expect(SettingKind.integer(1...18).accept(.number(6)) == .success(.integer(6)))
        #expect(SettingKind.integer(1...18).accept(.number(6.5)) == .failure(.wrongType(expected: "a whole number")))
        #expect(SettingKind.number(0...10).accept(.number(.nan)) == .failure(.outOfRange))
        #expect(SettingKind.choice(["a", "b"]).accept(.text("c")) == .failure(.notAChoice))
        #expect(SettingKind.boolean.accept(.text("yes")) == .failure(.wrongType(expected: "true or false")))
    }

    @Test func closestKeyFindsTyposAndBareNames() {
        #expect(Settings.schema.closestKey(to: "ball.sped") == "ball.speed")
        #expect(Settings.schema.closestKey(to: "ball.minspeed") == "ball.min_speed")
        #expect(Settings.schema.closestKey(to: "width") == "paddle.width")
        #expect(Settings.schema.closestKey(to: "ball.width") == "paddle.width")
        #expect(Settings.schema.closestKey(to: "ball.colour") == nil)
        #expect(Settings.schema.closestSection(to: "bal") == "ball")
        #expect(Settings.schema.closestSection(to: "graphics") == nil)
    }

    @Test func editDistanceCountsInsertionsDeletionsAndReplacements() {
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("abc", "") == 3)
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("ball.sped", "ball.speed") == 1)
        #expect(EditDistance.between("same", "same") == 0)
    }

    @Test func valuesAreWrittenAsTOML() {
        #expect(SettingValue.number(450).tomlLiteral == "450.0")
        #expect(SettingValue.number(0.15).tomlLiteral == "0.15")
        #expect(SettingValue.integer(6).tomlLiteral == "6")
        #expect(SettingValue.boolean(false).tomlLiteral == "false")
        #expect(SettingValue.text("a \"b\"\\c\n").tomlLiteral == #""a \"b\"\\c\n""#)
    }

    @Test func aReplaysRulesAreTheGamesKeysAndOldReplaysWithTheWindowsKeysStillRead() throws {
        var rules = GameRules()
        rules.ballSpeed = 640
        rules.debris = false
        let data = try JSONEncoder().encode(rules)
        let keys = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]).keys
        #expect(Set(keys) == Set(GameRules.schema.descriptors.map(\.key)))
        #expect(keys.contains("display.debris") && !keys.contains("display.theme") && !keys.contains("keys.left"))
        #expect(try JSONDecoder().decode(GameRules.self, from: data) == rules)
        // Written before the split, a replay's settings held every key: the window's are passed over.
        var oldKeys = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        oldKeys["display.theme"] = "Standard"
        oldKeys["keys.left"] = "Left"
        let old = try JSONSerialization.data(withJSONObject: oldKeys)
        #expect(try JSONDecoder().decode(GameRules.self, from: old) == rules)
        // And a rule broken across keys is refused as the settings file refuses it.
        var crossed = rules
        crossed.ballMinSpeed = 2000
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(GameRules.self, from: try JSONEncoder().encode(crossed)) }
    }
}
