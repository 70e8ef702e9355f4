@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Dynamics
import Foundation
import Testing
import WindowTestKit
import TestSupport
@testable import WindowKit
@testable import Translations
@testable import SettingsKit

/// The catalogs (German, French, Spanish, Russian, Swedish): complete for every key the game
/// shows, accepted by msgfmt, and looked up through glibc's gettext, plural forms and all.
@Suite(.serialized, .oneWindowTestAtATime) @MainActor struct TranslationTests {
    /// Every key: the sources' literals, the settings panel's labels and descriptions, and the
    /// words its choices show.
    static func allKeys() throws -> [String: String?] {
        var keys: [String: String?] = [:]
        for found in try TranslationCatalogs.sourceKeys() { keys[found.key] = found.plural }
        for row in PanelRow.standard + PanelRow.controls {
            keys[row.label] = String?.none
            keys[row.descriptor.doc] = String?.none
            if let unit = row.descriptor.unit { keys[unit] = String?.none }
        }
        return keys
    }

    @Test func everyKeyHasATranslationInEveryLanguage() throws {
        let keys = try Self.allKeys()
        #expect(keys.count > 250, "the sources' keys were found")
        for language in TranslationCatalogs.languages {
            let entries = try TranslationCatalogs.entries(language)
            let byKey = Dictionary(entries.map { ($0.msgid, $0) }, uniquingKeysWith: { a, _ in a })
            for (key, plural) in keys.sorted(by: { $0.key < $1.key }) {
                guard let entry = byKey[key] else {
                    Issue.record("\(language).po has no entry for \"\(key)\": run scripts/update-translations")
                    continue
                }
                #expect(!entry.fuzzy, "\(language).po:\(entry.line): \"\(key)\" is fuzzy")
                #expect(entry.plural == plural, "\(language).po:\(entry.line): \"\(key)\" plural")
                #expect(entry.translations.count == (plural == nil ? 1 : Self.pluralForms(language)), "\(language).po:\(entry.line): forms")
                for text in entry.translations {
                    #expect(!text.isEmpty, "\(language).po:\(entry.line): \"\(key)\" is not translated")
                    #expect(TranslationCatalogs.conversions(text) == TranslationCatalogs.conversions(key),
                            "\(language).po:\(entry.line): \"\(text)\" keeps the %s and %d of \"\(key)\"")
                }
            }
        }
    }

    @Test func thePanelsChoiceWordsAreTheSettingsValues() {
        var values = Set<String>()
        for row in PanelRow.standard + PanelRow.controls { if case .choice(let choices) = row.descriptor.kind { values.formUnion(choices) } }
        let named = Set(ChoiceLabel.words).union(ChoiceLabel.languageNames.keys).union(ChoiceLabel.spoken.keys)
        #expect(Set(ChoiceLabel.spoken.values).isSubset(of: ChoiceLabel.words))
        #expect(values.subtracting(named).isEmpty, "choices the panel shows untranslated: \(values.subtracting(named).sorted())")
    }

    @Test func gettextFindsEveryTranslationAndSwitchesLanguageWhileRunning() throws {
        _ = try TranslationCatalogs.compiled.get()
        for language in TranslationCatalogs.languages {
            let entries = try TranslationCatalogs.entries(language)
            try Localization.$override.withValue(language) {
                for entry in entries where entry.plural == nil {
                    #expect(tr(entry.msgid) == entry.translations[0], "\(language): \(entry.msgid)")
                }
                let levels = try #require(entries.first { $0.msgid == "%d level" })
                // Each language's own rule: German, Spanish and Swedish take the singular for
                // one only, French for zero and one, Russian three forms by the last digits.
                // Asked in this order, a number never gets the form cached for another.
                for n in [1, 7, 0, 2, 3, 5, 11, 12, 21, 22, 25, 101, 111, 112, 1001, 1011] {
                    #expect(trPlural("%d level", "%d levels", n) == TextFormat.fill(levels.translations[Self.pluralForm(language, n)], ["\(n)"]),
                            "\(language): \(n)")
                }
            }
        }
        // Back and forth, as the settings panel does: gettext's cache must not keep the last one.
        var seen: [String] = []
        for language in ["de", "fr", "en", "de", "fr"] {
            Localization.$override.withValue(language) { seen.append(tr("Play again")) }
        }
        #expect(seen[0] == seen[3] && seen[1] == seen[4])
        #expect(Set(seen).count == 3, "\(seen)")
    }

    /// How many plural forms `language`'s catalog has.
    static func pluralForms(_ language: String) -> Int { language == "ru" ? 3 : 2 }

    /// Which plural form `language`'s catalog gives `n` (the rule in its header).
    static func pluralForm(_ language: String, _ n: Int) -> Int {
        switch language {
        case "fr": return n > 1 ? 1 : 0
        case "ru": return n % 10 == 1 && n % 100 != 11 ? 0 : (2...4).contains(n % 10) && !(10...19).contains(n % 100) ? 1 : 2
        default: return n == 1 ? 0 : 1
        }
    }

    @Test func eachCatalogsPluralRuleIsTheOneTheTestsCheck() throws {
        let rules = ["de": "nplurals=2; plural=(n != 1);", "es": "nplurals=2; plural=(n != 1);", "sv": "nplurals=2; plural=(n != 1);",
                     "fr": "nplurals=2; plural=(n > 1);",
                     "ru": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"]
        for language in TranslationCatalogs.languages {
            // A header line msgmerge wrapped is one line again.
            let text = try String(contentsOf: TranslationCatalogs.root.appendingPathComponent("Translations/\(language).po"), encoding: .utf8)
                .replacingOccurrences(of: "\"\n\"", with: "")
            #expect(text.contains("Plural-Forms: \(rules[language] ?? "?")\\n"), "\(language).po's Plural-Forms")
        }
    }

    @Test func theFontHasEveryLetterTheCatalogsUse() throws {
        _ = TestSDL.session
        guard let path = FontRasterizer.candidatePaths.first(where: { FileManager.default.fileExists(atPath: $0) }) else { return }
        let atlas = try FontRasterizer.rasterize(path: path, pixelSize: 24)
        var letters = Set<Character>()
        for language in TranslationCatalogs.languages {
            for entry in try TranslationCatalogs.entries(language) {
                for text in entry.translations { letters.formUnion(text.filter { $0 != "\n" }) }
                // HUD lines are shown upper-cased too.
                for text in entry.translations { letters.formUnion(text.uppercased().filter { $0 != "\n" }) }
            }
        }
        let missing = letters.filter { atlas.glyphs[$0] == nil }
        #expect(missing.isEmpty, "no glyph for \(String(missing.sorted()))")
        #expect(atlas.width <= FontRasterizer.maxWidth, "the atlas fits any renderer's texture size")
        // Without a font file, accented letters still draw as their plain letter.
        let bitmap = BitmapFont.atlas(scale: 1)
        #expect(bitmap.glyphs["é"] != nil && bitmap.glyphs["Ü"] != nil && bitmap.glyphs["ß"] != nil)
    }
}

extension TranslationTests {
    /// The settings file's problems (the banner's lines, the command line's errors) come in
    /// the player's language; the file's name, line, keys and values stay as written.
    @Test func theSettingsFilesProblemsSpeakThePlayersLanguage() throws {
        _ = try TranslationCatalogs.compiled.get()
        let path = TemporaryFolder.uniquePath("breakout") + ".toml"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "[ball]\nspeed = 5000\ncount = \"two\"\n\n[bal]\nx = 1\n".write(toFile: path, atomically: true, encoding: .utf8)
        func lines(_ language: String) -> [String] {
            Localization.$override.withValue(language) {
                SettingsFile.load(from: path, lastGood: Settings()).problems.map(\.description)
            }
        }
        #expect(lines("en") == ["\(path):2: ball.speed: 5000 is out of range (allowed: 100...3000 points/s)",
                                "\(path):3: ball.count: \"two\" is not a whole number (allowed: 1...8 balls)",
                                "\(path):5: [bal]: unknown section (did you mean [ball]?)"])
        #expect(lines("de") == ["\(path):2: ball.speed: 5000 liegt außerhalb des Bereichs (erlaubt: 100...3000 Punkte/s)",
                                "\(path):3: ball.count: erwartet: eine ganze Zahl, nicht \"two\" (erlaubt: 1...8 Bälle)",
                                "\(path):5: [bal]: unbekannter Abschnitt (meinten Sie [ball]?)"])
        #expect(lines("fr")[0] == "\(path):2: ball.speed: 5000 est hors des limites (permis : 100...3000 points/s)")
        // The default settings file stays English whatever the language.
        #expect(Localization.$override.withValue("de") { DefaultSettingsText.text } == DefaultSettingsText.text)
    }
}

extension TranslationTests {
    /// The catalogs are built into the binary (scripts/embed-translations, run by the
    /// build): they are msgfmt's catalogs of today's .po files, and unpacked where gettext
    /// reads them they translate, so German works from any binary wherever it runs.
    @Test func theCatalogsBuiltIntoTheBinaryAreTodaysTranslations() throws {
        let folder = try TranslationCatalogs.compiled.get()
        #expect(Set(EmbeddedCatalogs.catalogs.keys) == Set(TranslationCatalogs.languages))
        #expect(EmbeddedCatalogs.missingReason == nil)
        let cache = TemporaryFolder.uniquePath("cache")
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let unpacked = try #require(Localization.unpackedFolder(environment: ["XDG_CACHE_HOME": cache]))
        #expect(unpacked == cache + "/breakout/locale")
        for language in TranslationCatalogs.languages {
            let built = FileManager.default.contents(atPath: "\(unpacked)/\(language)/LC_MESSAGES/breakout.mo")
            let fresh = FileManager.default.contents(atPath: "\(folder)/\(language)/LC_MESSAGES/breakout.mo")
            #expect(built != nil && built == fresh, "\(language): the binary's catalog is msgfmt's of Translations/\(language).po")
        }
        Localization.setUp(folder: unpacked)
        defer { Localization.setUp(folder: folder) }
        #expect(Localization.$override.withValue("de") { tr("Play") } == "Spielen")
        #expect(Localization.$override.withValue("fr") { tr("Play") } == "Jouer")
    }

    /// A key the catalog lacks comes back as it is (gettext then returns the key's own
    /// pointer, which must be read while the key is alive), singular and plural alike.
    @Test func aKeyTheCatalogLacksComesBackAsItIs() throws {
        _ = try TranslationCatalogs.compiled.get()
        let key = "no catalog has this key " + UUID().uuidString
        for language in TranslationCatalogs.languages {
            #expect(Localization.$override.withValue(language) { Localization.translate(key) } == key)
            #expect(Localization.$override.withValue(language) { Localization.translate(singular: key, plural: key + "s", count: 3) } == key + "s")
            #expect(Localization.$override.withValue(language) { Localization.translate(singular: key, plural: key + "s", count: 1) } == key)
        }
    }

    /// Without any catalog, one line says so and which language stays English.
    @Test func missingCatalogsAreNamedInOneLine() {
        let notice = Localization.missingCatalogNotice(for: .de, hasCatalogs: false, environment: [:],
                                                       reason: "gettext's msgfmt was not installed when this binary was built")
        #expect(notice == "translations: gettext's msgfmt was not installed when this binary was built; German stays English")
        #expect(Localization.missingCatalogNotice(for: .system, hasCatalogs: false, environment: ["LANG": "fr_FR.UTF-8"], reason: nil)?
            .hasSuffix("French stays English") == true)
        #expect(Localization.missingCatalogNotice(for: .de, hasCatalogs: true, environment: [:], reason: nil) == nil)
        #expect(Localization.missingCatalogNotice(for: .en, hasCatalogs: false, environment: [:], reason: nil) == nil)
    }
}

extension SDLTests {
    /// German on screen: the title menu's buttons and the settings panel's rows hold their
    /// longer words, and the pixels show other text than in English. With
    /// BREAKOUT_SCREENSHOT_DIR set it saves german-menu.bmp and german-panel.bmp.
    @Test func theTitleMenuAndTheSettingsPanelSpeakGerman() throws {
        _ = try TranslationCatalogs.compiled.get()
        let size = Size(width: 1280, height: 720)
        func menuPixels(_ language: String) throws -> (Pixels, DialogLayout, AppWindow) {
            try Localization.$override.withValue(language) {
                let host = try Self.host(start: .titleMenu, size: size)
                Self.frames(host)
                let menu = try #require(host.top as? TitleMenuScreen)
                return (try Pixels(host.window), menu.list.layout(window: host.window.size, font: host.font), host)
            }
        }
        let (english, _, _) = try menuPixels("en")
        let (german, layout, host) = try menuPixels("de")
        try Localization.$override.withValue("de") {
            for (choice, button) in zip(TitleMenuScreen.Choice.allCases, layout.buttons) {
                let width = host.font.width(of: tr(choice.title), height: DialogButtons.titleHeight * layout.scale)
                #expect(width < button.width - 8, "\"\(tr(choice.title))\" fits its button")
            }
            #expect(tr(TitleMenuScreen.Choice.play.title) != "Play")
            if let folder = ProcessInfo.processInfo.environment["BREAKOUT_SCREENSHOT_DIR"] {
                Self.frames(host)
                try host.window.saveScreenshot(to: folder + "/german-menu.bmp")
            }
        }
        // The first button's text differs (same place, same colours, other words).
        let first = layout.buttons[0]
        var differing = 0
        for y in stride(from: first.minY, to: first.maxY, by: 1) {
            for x in stride(from: first.minX, to: first.maxX, by: 1) where english.rgb(Point(x: x, y: y)) != german.rgb(Point(x: x, y: y)) {
                differing += 1
            }
        }
        #expect(differing > 100, "the German menu draws other words")

        // The settings panel: every label ends before its control starts.
        try Localization.$override.withValue("de") {
            let app = try TestSDL.app(size: size)
            app.apply(.toggleSettings)
            app.runFrame(elapsed: 1.0 / 60)
            let panel = try #require(app.screen.settingsPanel)
            #expect(panel.isVisible)
            let panelLayout = panel.layout(app.screen)
            let row = panelLayout.rowRect(slot: 0)
            let controls = panelLayout.controlArea(of: row)
            for r in panel.rows {
                let width = app.font.width(of: tr(r.label), height: 15)
                #expect(row.minX + 14 + width < controls.minX, "\"\(tr(r.label))\" runs into its control")
            }
            if let folder = ProcessInfo.processInfo.environment["BREAKOUT_SCREENSHOT_DIR"] {
                try app.window.saveScreenshot(to: folder + "/german-panel.bmp")
            }
        }
    }
}
