import CGettext
import Files
import Foundation
import Synchronization

/// The one catalog every player-visible string goes through: GNU gettext's `.po` files in
/// `Translations/`, compiled by `msgfmt` into `LANG/LC_MESSAGES/breakout.mo` and looked up
/// with glibc's `dgettext`.
///
/// The language comes from `display.language`: "system" follows `LANGUAGE`, `LC_ALL`,
/// `LC_MESSAGES` and `LANG` as gettext programs do; "en", "de", "fr", "es", "ru" or "sv"
/// choose one. It can
/// change while the game runs: every screen asks for its text as it draws.
///
/// ```swift
/// Localization.setUp(folder: Localization.installedFolder())
/// Localization.use(.de)
/// tr("Play")                      // "Spielen"
/// tr("LEVEL %d CLEARED", 3)       // "LEVEL 3 GESCHAFFT"
/// ```
public enum Localization {
    /// gettext's text domain: the catalogs are `breakout.mo`.
    static let domain = "breakout"
    /// The languages with a catalog, beside English (the source text).
    static let translated = ["de", "fr", "es", "ru", "sv"]
    /// Each translated language's English name, for the lines that say one cannot show.
    static let englishNames = ["de": "German", "fr": "French", "es": "Spanish", "ru": "Russian", "sv": "Swedish"]

    /// Tests draw in a language without changing the process's (they run in parallel).
    @TaskLocal static var override: String?

    private struct State {
        var isSetUp = false
        var folder: String?
        var language = "en"
        var choice = DisplayLanguage.system
        /// The LANGUAGE gettext was last pointed at.
        var gettextLanguage: String?
        /// Each language's lookups so far: after the first frame, text costs a dictionary
        /// lookup and no allocation.
        var cache: [String: [String: String]] = [:]
    }

    private static let state = Mutex(State())

    /// The language the text is shown in now: "en" or one of `translated`.
    static var language: String { override ?? state.withLock { $0.language } }

    /// Points gettext at `folder` (holding `de/LC_MESSAGES/breakout.mo`, ...); nil leaves
    /// every string in English. Call once, early, on the main thread (it sets the locale).
    static func setUp(folder: String?) {
        // Read before `point(_:at:)` first changes LANGUAGE for gettext.
        _ = launchEnvironment
        // gettext translates nothing under the "C" locale, which is what a machine without
        // the player's locale installed gives; C.UTF-8 is always there and lets LANGUAGE work.
        let locale = setlocale(SHIM_LC_MESSAGES, "").map { String(cString: $0) }
        if locale == nil || locale == "C" || locale == "POSIX" {
            _ = setlocale(SHIM_LC_MESSAGES, "C.UTF-8")
        }
        state.withLock { state in
            state.isSetUp = true
            state.folder = folder
            state.cache.removeAll()
            state.gettextLanguage = nil
            if let folder {
                _ = bindtextdomain(domain, folder)
                _ = bind_textdomain_codeset(domain, "UTF-8")
            }
        }
    }

    /// `setUp(folder:)` with the catalogs beside the binary (`installedFolder()`), else the
    /// ones built into it (`unpackedFolder()`), unless set up already (a test may have chosen
    /// its own folder).
    public static func setUpIfNeeded() {
        guard !state.withLock({ $0.isSetUp }) else { return }
        setUp(folder: installedFolder() ?? unpackedFolder())
    }

    /// Why the binary carries no catalogs, when it carries none.
    public static let builtWithout = EmbeddedCatalogs.missingReason

    /// Whether catalogs were found (the translated languages can show).
    public static var hasCatalogs: Bool { state.withLock { $0.folder != nil } }

    /// One line for the player when `language` was asked for and there is no catalog to
    /// show it with; nil when it can show (or is English).
    /// (English: there is no catalog to say it in.)
    public static func missingCatalogNotice(for choice: DisplayLanguage, hasCatalogs: Bool = hasCatalogs,
                                            environment: [String: String] = launchEnvironment,
                                            reason: String? = builtWithout) -> String? {
        let code = resolve(choice, environment: environment)
        guard code != "en", !hasCatalogs else { return nil }
        let name = englishNames[code] ?? code
        return "translations: \(reason ?? "no catalogs were found beside the game or built into it"); \(name) stays English"
    }

    /// The catalogs built into the binary (`scripts/embed-translations`), written out where
    /// gettext can read them: `$XDG_CACHE_HOME/breakout/locale` (by default
    /// `~/.cache/breakout/locale`), or the temporary folder. A file is written only when it
    /// differs. Nil when the binary has none or they cannot be written.
    static func unpackedFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard !EmbeddedCatalogs.catalogs.isEmpty else { return nil }
        let cache = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["HOME"].map { ($0 as NSString).appendingPathComponent(".cache") }
        let roots = [cache, NSTemporaryDirectory()].compactMap { $0 }.map { ($0 as NSString).appendingPathComponent("breakout/locale") }
        for root in roots where unpack(EmbeddedCatalogs.catalogs, into: root) { return root }
        return nil
    }

    private static func unpack(_ catalogs: [String: String], into root: String) -> Bool {
        for (language, base64) in catalogs.sorted(by: { $0.key < $1.key }) {
            guard let data = Data(base64Encoded: base64) else { return false }
            let folder = (root as NSString).appendingPathComponent("\(language)/LC_MESSAGES")
            let path = (folder as NSString).appendingPathComponent("\(domain).mo")
            if FileManager.default.contents(atPath: path) == data { continue }
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try AtomicFile.write(data, to: path)
            } catch {
                return false
            }
        }
        return true
    }

    /// Shows the text in `choice` from now on; returns the language used ("en" when the
    /// system's language has no catalog).
    @discardableResult
    public static func use(_ choice: DisplayLanguage, environment: [String: String] = launchEnvironment) -> String {
        let code = resolve(choice, environment: environment)
        state.withLock {
            $0.language = code
            $0.choice = choice
        }
        return code
    }

    /// The choice `use` was last given (`display.language`).
    public static var chosen: DisplayLanguage { state.withLock { $0.choice } }

    /// The language `choice` means here: a catalog's code, or "en".
    static func resolve(_ choice: DisplayLanguage, environment: [String: String]) -> String {
        switch choice {
        case .en: return "en"
        case .de: return "de"
        case .fr: return "fr"
        case .es: return "es"
        case .ru: return "ru"
        case .sv: return "sv"
        case .system:
            // gettext's order: LANGUAGE (a list, "fr:de"), then the first locale variable set.
            let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
            if locale == "C" || locale == "POSIX" { return "en" }
            let list = (environment["LANGUAGE"].flatMap { $0.isEmpty ? nil : $0 } ?? locale ?? "")
                .split(separator: ":").map(String.init) + [locale ?? ""]
            for entry in list {
                // "de_DE.UTF-8@euro" -> "de"
                let code = String(entry.prefix { $0.isLetter }).lowercased()
                if code == "en" { return "en" }
                if translated.contains(code) { return code }
            }
            return "en"
        }
    }

    /// `key` in the current language; `key` itself in English or when no catalog has it.
    static func translate(_ key: String) -> String {
        let language = self.language
        guard language != "en", !key.isEmpty else { return key }
        return state.withLock { state in
            if let hit = state.cache[language]?[key] { return hit }
            guard state.folder != nil else { return key }
            point(&state, at: language)
            // gettext hands back the key's own pointer when the catalog lacks it: read it
            // while the key's C string is still alive.
            let text = key.withCString { keyPointer in
                guard let found = dgettext(domain, keyPointer), found != UnsafeMutablePointer(mutating: keyPointer) else { return key }
                return String(cString: found)
            }
            state.cache[language, default: [:]][key] = text
            return text
        }
    }

    /// The singular or plural form for `count`, as the language's catalog says (German,
    /// French, Spanish and Swedish have two forms, Russian three).
    static func translate(singular: String, plural: String, count: Int) -> String {
        let language = self.language
        guard language != "en" else { return count == 1 ? singular : plural }
        return state.withLock { state in
            // The form depends on the count, but every catalog's rule depends only on the last
            // two digits past 200 (Russian's n % 10 and n % 100; French's n > 1 is settled
            // there too), so counts are cached per form class, not one entry per number.
            let form = count < 200 ? count : 100 + count % 100
            let cacheKey = "\(singular)\u{0}\(plural)\u{0}\(form)"
            if let hit = state.cache[language]?[cacheKey] { return hit }
            guard state.folder != nil else { return count == 1 ? singular : plural }
            point(&state, at: language)
            let text = singular.withCString { one in
                plural.withCString { many in
                    guard let found = dngettext(domain, one, many, UInt(max(0, count))) else { return count == 1 ? singular : plural }
                    if found == UnsafeMutablePointer(mutating: one) { return singular }
                    if found == UnsafeMutablePointer(mutating: many) { return plural }
                    return String(cString: found)
                }
            }
            state.cache[language, default: [:]][cacheKey] = text
            return text
        }
    }

    /// The environment as the game started: "system" means the player's LANGUAGE, not the
    /// one this type sets for gettext.
    public static let launchEnvironment = ProcessInfo.processInfo.environment

    /// Makes gettext look in `language`'s catalog (LANGUAGE beats the locale's own language).
    private static func point(_ state: inout State, at language: String) {
        guard state.gettextLanguage != language else { return }
        setenv("LANGUAGE", language, 1)
        shim_gettext_forget_cache()
        state.gettextLanguage = language
    }

    /// Where the compiled catalogs are: `BREAKOUT_LOCALEDIR`; else beside an installed binary
    /// (`PREFIX/bin/breakout` -> `PREFIX/share/locale`, where `scripts/install` puts them);
    /// else the checkout's `.build/locale`, which `scripts/play` and `scripts/test` compile.
    static func installedFolder(environment: [String: String] = ProcessInfo.processInfo.environment,
                                       executable: String = CommandLine.arguments.first ?? "") -> String? {
        if let folder = environment["BREAKOUT_LOCALEDIR"], !folder.isEmpty { return folder }
        let binary = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
        let probe = "de/LC_MESSAGES/\(domain).mo"
        var candidates = [binary.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/locale").path]
        var url = binary.deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(url.appendingPathComponent(".build/locale").path)
            url.deleteLastPathComponent()
        }
        return candidates.first { FileManager.default.fileExists(atPath: ($0 as NSString).appendingPathComponent(probe)) }
    }
}

/// `key` in the player's language. Keys are one-line string literals, so that
/// `scripts/update-translations` finds them.
public func tr(_ key: String) -> String {
    Localization.translate(key)
}

/// A translated printf-style format filled in: `%s` and `%d` in order, or `%1$s`, `%2$d` by
/// position (a translation may reorder them; `msgfmt --check-format` checks it keeps them).
public func tr(_ format: String, _ arguments: any CustomStringConvertible...) -> String {
    TextFormat.fill(Localization.translate(format), arguments.map(\.description))
}

/// The form of a counted phrase for `count`, filled in with `count` (and any further
/// arguments): `trPlural("%d problem", "%d problems", 3)` is "3 problems".
public func trPlural(_ singular: String, _ plural: String, _ count: Int, _ more: any CustomStringConvertible...) -> String {
    TextFormat.fill(Localization.translate(singular: singular, plural: plural, count: count),
                    [String(count)] + more.map(\.description))
}

/// Marks a key to translate later, where the text is stored before it is shown (a menu's
/// items, a table of labels): returns it as it is. Show it with `tr(_:)`.
public func trLater(_ key: String) -> String { key }
