@testable import Breakout
import Foundation
import TestSupport
import Testing
@testable import Translations

/// The language the player asked for, as gettext programs read it; printf-style formats
/// filled in; where the compiled catalogs are found.
@Suite struct LocalizationTests {
    @Test func theSystemLanguageFollowsGettextsOrderOfVariables() {
        func system(_ environment: [String: String]) -> String { Localization.resolve(.system, environment: environment) }
        #expect(system([:]) == "en")
        #expect(system(["LANG": "de_DE.UTF-8"]) == "de")
        #expect(system(["LANG": "fr_CA.utf8@euro"]) == "fr")
        // LC_ALL beats LC_MESSAGES beats LANG.
        #expect(system(["LANG": "de_DE.UTF-8", "LC_ALL": "fr_FR.UTF-8"]) == "fr")
        #expect(system(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"]) == "fr")
        // LANGUAGE is a list: the first language with a catalog wins; English ends the search.
        #expect(system(["LANG": "de_DE.UTF-8", "LANGUAGE": "it:fr:de"]) == "fr")
        #expect(system(["LANG": "de_DE.UTF-8", "LANGUAGE": "sv_SE:ru"]) == "sv")
        #expect(system(["LANG": "de_DE.UTF-8", "LANGUAGE": "en:de"]) == "en")
        // A language without a catalog is English; so is the C locale, whatever LANGUAGE says.
        #expect(system(["LANG": "it_IT.UTF-8"]) == "en")
        #expect(system(["LANG": "es_ES.UTF-8"]) == "es" && system(["LANG": "ru_RU.UTF-8"]) == "ru")
        #expect(system(["LC_ALL": "C", "LANGUAGE": "de"]) == "en")
        // A chosen language ignores the system's.
        #expect(Localization.resolve(.fr, environment: ["LANG": "de_DE.UTF-8"]) == "fr")
        #expect(Localization.resolve(.en, environment: ["LANG": "de_DE.UTF-8"]) == "en")
    }

    @Test func formatsFillInOrderOrByPosition() {
        #expect(TextFormat.fill("LEVEL %d CLEARED", ["3"]) == "LEVEL 3 CLEARED")
        #expect(TextFormat.fill("%s: %s", ["a", "b"]) == "a: b")
        // A translation may put its arguments in another order.
        #expect(TextFormat.fill("%2$s, %1$s", ["a", "b"]) == "b, a")
        #expect(TextFormat.fill("RANG %1$d VON %2$d", ["2", "10"]) == "RANG 2 VON 10")
        #expect(TextFormat.fill("100%% and %d%%", ["40"]) == "100% and 40%")
        // Text that is not a format stays as it is; a missing argument is empty, not a crash.
        #expect(TextFormat.fill("(40%)", []) == "(40%)")
        #expect(TextFormat.fill("%q %", ["x"]) == "%q %")
        #expect(TextFormat.fill("%d and %d", ["1"]) == "1 and ")
        #expect(TextFormat.fill("%9$s", ["1"]) == "")
        #expect(TextFormat.fill("é %s ß", ["ü"]) == "é ü ß")
    }

    @Test func englishIsTheKeyItself() {
        Localization.$override.withValue("en") {
            #expect(tr("Play") == "Play")
            #expect(tr("LEVEL %d", 4) == "LEVEL 4")
            #expect(trPlural("%d level", "%d levels", 1) == "1 level")
            #expect(trPlural("%d level", "%d levels", 0) == "0 levels")
            #expect(trPlural("%2$s has %1$d problem", "%2$s has %1$d problems", 2, "a.toml") == "a.toml has 2 problems")
        }
    }

    @Test func theCatalogsAreFoundBesideAnInstalledBinaryOrAsTheEnvironmentSays() throws {
        let prefix = TemporaryFolder.uniqueURL("locale")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let catalog = prefix.appendingPathComponent("share/locale/de/LC_MESSAGES")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: catalog.appendingPathComponent("breakout.mo"))
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        let binary = prefix.appendingPathComponent("bin/breakout").path
        #expect(Localization.installedFolder(environment: [:], executable: binary) == prefix.appendingPathComponent("share/locale").path)
        #expect(Localization.installedFolder(environment: ["BREAKOUT_LOCALEDIR": "/somewhere"], executable: binary) == "/somewhere")
        // No catalog anywhere near: nil, and every string stays English.
        #expect(Localization.installedFolder(environment: [:], executable: "/nonexistent/bin/breakout") == nil)
    }
}
