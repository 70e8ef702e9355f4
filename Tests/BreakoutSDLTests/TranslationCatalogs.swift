@testable import Breakout
import Foundation
@testable import Translations

/// The checkout's translations for tests: the `.po` files read as text, and compiled once
/// by `msgfmt` into a folder gettext reads (`Localization.setUp`).
enum TranslationCatalogs {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let languages = ["de", "fr", "es", "ru", "sv"]

    /// One entry of a `.po` file.
    struct Entry {
        var msgid = ""
        var plural: String?
        var translations: [String] = []
        var fuzzy = false
        var line = 0
    }

    /// The entries of `Translations/LANGUAGE.po`, header left out.
    static func entries(_ language: String) throws -> [Entry] {
        let path = root.appendingPathComponent("Translations/\(language).po").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var entries: [Entry] = []
        var current = Entry()
        var field: WritableKeyPath<Entry, String>?
        var translationIndex: Int?
        func finish() {
            if !current.msgid.isEmpty || current.plural != nil { entries.append(current) }
            current = Entry()
            field = nil
            translationIndex = nil
        }
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { finish(); continue }
            if line.hasPrefix("#,") { current.fuzzy = current.fuzzy || line.contains("fuzzy"); continue }
            if line.hasPrefix("#") { continue }
            func quoted(_ s: Substring) -> String { unescape(String(s.drop { $0 != "\"" }.dropFirst().dropLast())) }
            if line.hasPrefix("msgid_plural ") {
                current.plural = quoted(line.dropFirst(13)); field = nil; translationIndex = nil
            } else if line.hasPrefix("msgid ") {
                current.line = number + 1
                current.msgid = quoted(line.dropFirst(6)); field = \.msgid; translationIndex = nil
            } else if line.hasPrefix("msgstr") {
                current.translations.append(quoted(Substring(line)))
                translationIndex = current.translations.count - 1; field = nil
            } else if line.hasPrefix("\"") {
                if let field { current[keyPath: field] += quoted(Substring(line)) }
                else if let k = translationIndex { current.translations[k] += quoted(Substring(line)) }
                else if current.plural != nil { current.plural! += quoted(Substring(line)) }
            }
        }
        finish()
        return entries
    }

    private static func unescape(_ s: String) -> String {
        var out = "", escaped = false
        for ch in s {
            if escaped {
                switch ch { case "n": out.append("\n"); case "t": out.append("\t"); default: out.append(ch) }
                escaped = false
            } else if ch == "\\" { escaped = true } else { out.append(ch) }
        }
        return out
    }

    /// The catalogs compiled by msgfmt into a folder of this process, and gettext pointed at
    /// it. Nil (with the reason) when msgfmt is missing: scripts/test installs it.
    @MainActor static let compiled: Result<String, CatalogError> = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("breakout-tests-locale-\(getpid())").path
        for language in languages {
            let dir = "\(folder)/\(language)/LC_MESSAGES"
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
            process.arguments = ["--check", "-o", "\(dir)/breakout.mo", root.appendingPathComponent("Translations/\(language).po").path]
            let errors = Pipe()
            process.standardError = errors
            do { try process.run() } catch { return .failure(CatalogError(description: "msgfmt cannot run (\(error)): install gettext")) }
            process.waitUntilExit()
            let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            guard process.terminationStatus == 0 else { return .failure(CatalogError(description: "msgfmt \(language).po: \(said)")) }
        }
        Localization.setUp(folder: folder)
        return .success(folder)
    }()

    struct CatalogError: Error, CustomStringConvertible {
        let description: String
    }

    /// The keys the sources pass to tr, trLater and trPlural as one-line literals (what
    /// scripts/update-translations collects, found here independently).
    static func sourceKeys() throws -> [(key: String, plural: String?, place: String)] {
        let literal = #""((?:[^"\\\n]|\\.)*)""#
        let call = try NSRegularExpression(pattern: #"\b(tr|trLater|trPlural)\(\s*"# + literal + #"(?:\s*,\s*"# + literal + ")?")
        var keys: [(String, String?, String)] = []
        let sources = root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        for file in files.sorted() {
            let text = try String(contentsOfFile: sources.appendingPathComponent(file).path, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("//") { continue }
                let s = String(line)
                for match in call.matches(in: s, range: NSRange(s.startIndex..., in: s)) {
                    let function = String(s[Range(match.range(at: 1), in: s)!])
                    let key = unescape(String(s[Range(match.range(at: 2), in: s)!]))
                    let plural = function == "trPlural" ? Range(match.range(at: 3), in: s).map { unescape(String(s[$0])) } : nil
                    keys.append((key, plural, "Sources/\(file):\(number + 1)"))
                }
            }
        }
        return keys
    }

    /// The printf conversions of a format, as msgfmt compares them: position and kind.
    static func conversions(_ format: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: #"%(?:(\d+)\$)?([sd])"#) else { return [] }
        var next = 0
        return regex.matches(in: format, range: NSRange(format.startIndex..., in: format)).map { m in
            let kind = String(format[Range(m.range(at: 2), in: format)!])
            if let r = Range(m.range(at: 1), in: format) { return format[r] + kind }
            next += 1
            return "\(next)" + kind
        }.sorted()
    }
}
