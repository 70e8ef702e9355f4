import Breakout
import Foundation
import Hummingbird
import HummingbirdCore

/// What the server must hold to on any upload, checked on one: the fuzz target
/// `fuzz-upload` (`Fuzz/`, libFuzzer) calls it on millions of generated uploads and stops at
/// the first problem; the tests call it on every seed and every input that once broke it.
/// Returns nil when the upload was handled as it should be, else what went wrong.
///
/// An input is one upload as the route takes it: the request's query (what follows `?` in
/// `POST /api/submissions?name=NAME`) up to the first newline, and the body after it.
///
/// ```swift
/// UploadChecks.upload(Data("name=Ann%20Lee\n{}".utf8))   // nil: refused as not a replay
/// ```
@_spi(Fuzzing) public enum UploadChecks {
    /// The limits a check verifies under: the server's, but with 5 s of play at most, so that
    /// a generated replay plays in a moment (a longer one is refused unplayed, as the server
    /// refuses one past its two hours).
    static let limits: ChartLimits = {
        var limits = ChartLimits()
        limits.maxSteps = 5 * Game.stepsPerSecond
        limits.verificationSeconds = 5
        return limits
    }()

    private static let pages = try! ChartPages()

    @_spi(Fuzzing) public static func upload(_ data: Data) -> String? {
        let newline = data.firstIndex(of: 0x0A) ?? data.endIndex
        let query = String(decoding: data[data.startIndex..<newline], as: UTF8.self)
        let body = newline < data.endIndex ? Data(data[data.index(after: newline)...]) : Data()
        // The name as the route reads it: Hummingbird's query parsing, then the cleaning.
        if let raw = URI("/api/submissions?" + query).queryParameters.get("name"), let problem = name(raw) {
            return problem
        }
        return verify(body)
    }

    /// A name, cleaned: within the length, no control or format character, no space at
    /// either end or twice, cleaning it again changes nothing, and on the page it is text
    /// that reads back as the name (no character of markup left unescaped).
    static func name(_ raw: String) -> String? {
        let maxLength = limits.maxNameLength
        guard let name = PlayerName.clean(raw, maxLength: maxLength) else {
            let kept = raw.unicodeScalars.contains { PlayerName.keeps($0) && $0.properties.generalCategory != .spaceSeparator }
            return kept ? "name: \(debug(raw)) has printable characters but cleans to nothing" : nil
        }
        if name.count > maxLength { return "name: \(debug(name)) is longer than \(maxLength) characters" }
        if let bad = name.unicodeScalars.first(where: { !PlayerName.keeps($0) || ($0.properties.generalCategory == .spaceSeparator && $0 != " ") }) {
            return "name: \(debug(name)) keeps U+\(String(bad.value, radix: 16, uppercase: true))"
        }
        if name.hasPrefix(" ") || name.hasSuffix(" ") || name.contains("  ") { return "name: \(debug(name)) has spaces at an end or twice" }
        var marks = 0, previous: Unicode.Scalar = " "
        for scalar in name.unicodeScalars {
            if PlayerName.attaches(scalar) {
                marks += 1
                if previous == " " || marks > PlayerName.maxMarks { return "name: \(debug(name)) has a mark on nothing or more than \(PlayerName.maxMarks) on one letter" }
            } else {
                marks = 0
                previous = scalar
            }
        }
        if PlayerName.clean(name, maxLength: maxLength) != name { return "name: cleaning \(debug(name)) again changes it" }

        let entry = ChartEntry(place: 1, id: 1, name: name, score: 0, level: 1, date: Date(timeIntervalSince1970: 0))
        let html = pages.chart(title: "Fuzz", key: ChartKey(levels: .generated, difficulty: .medium)!, entries: [entry])
        // Found by scalars, as a browser reads: a Character search misses "<td class=\"name\">"
        // when the name's first scalar joins the ">" (a letter that combines backwards).
        let page = html.unicodeScalars
        guard let start = page.firstRange(of: "<td class=\"name\">".unicodeScalars),
              let end = page[start.upperBound...].firstRange(of: "<span class=\"narrow-date\">".unicodeScalars) else {
            return "page: no name cell for \(debug(name))"
        }
        let cell = String(String.UnicodeScalarView(page[start.upperBound..<end.lowerBound]))
        if let raw = cell.unicodeScalars.first(where: { "<>\"'".unicodeScalars.contains($0) }) {
            return "page: the name \(debug(name)) shows \"\(raw)\" unescaped"
        }
        // By scalars: "&" or "<" followed by a combining mark is one Character, not "&" or "<".
        let scalars = Array(cell.unicodeScalars)
        for k in scalars.indices where scalars[k] == "&" {
            let tail = scalars[k...]
            guard ["&lt;", "&gt;", "&quot;", "&#39;", "&amp;"].contains(where: { tail.starts(with: $0.unicodeScalars) }) else {
                return "page: the name \(debug(name)) shows \"&\" unescaped"
            }
        }
        if unescape(cell) != name { return "page: the name \(debug(name)) reads back as \(debug(unescape(cell)))" }
        return nil
    }

    /// A body, verified as a verification thread does: a refusal has a one-line reason that
    /// starts as its kind says; a ranked game plays again to the same verdict.
    static func verify(_ body: Data) -> String? {
        let verifier = Verifier(limits: limits)
        switch verifier.verify(body) {
        case let .refused(refusal):
            let start: String
            switch refusal.code {
            case .notAReplay: start = "not a replay"
            case .otherVersion: start = "other engine version"
            case .tooLong: start = "too long"
            case .offChart: start = "not ranked"
            case .tampered: start = "tampered"
            case .duplicate: return "verify: a duplicate before any store: \(refusal.reason)"
            }
            if !refusal.reason.hasPrefix(start) { return "verify: a \(refusal.code.rawValue) refusal reads \(debug(refusal.reason))" }
            if refusal.reason.contains(where: \.isNewline) { return "verify: a reason of more than one line: \(debug(refusal.reason))" }
            return nil
        case let .ranked(game):
            if game.score < 0 || game.level < 1 || game.steps > limits.maxSteps { return "verify: ranked \(game)" }
            let again = verifier.verify(body)
            return again == .ranked(game) ? nil : "verify: ranked \(game), then \(again)"
        }
    }

    /// The text the escaped `html` stands for, read by scalars as a browser reads it.
    private static func unescape(_ html: String) -> String {
        let entities: [(String, Unicode.Scalar)] = [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")]
        let scalars = Array(html.unicodeScalars)
        var text = String.UnicodeScalarView()
        var k = 0
        while k < scalars.count {
            if scalars[k] == "&", let (entity, scalar) = entities.first(where: { scalars[k...].starts(with: $0.0.unicodeScalars) }) {
                text.append(scalar)
                k += entity.unicodeScalars.count
            } else {
                text.append(scalars[k])
                k += 1
            }
        }
        return String(text)
    }

    private static func debug(_ text: String) -> String {
        String(reflecting: text)
    }
}
