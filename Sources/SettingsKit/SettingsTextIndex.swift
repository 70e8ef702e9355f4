/// Where each key and table header of a TOML text sits, and the exact bytes of each value
/// as written (the parser keeps values, not their spelling), scanned from the text: lines for problem messages, byte ranges of values
/// for write-back. Handles `[section]` headers, dotted and quoted keys, inline comments,
/// and strings and arrays that span lines; a key inside an inline table is found through
/// the key of the table.
///
/// ```swift
/// let index = SettingsTextIndex(text: "[ball]\nspeed = 450.0 # fast\n")
/// index.line(of: ["ball", "speed"])        // 2
/// index.rawValue(of: ["ball", "speed"])    // "450.0"
/// ```
struct SettingsTextIndex {
    /// A `key = value` line.
    struct Entry {
        /// The full path: the table header's path, then the key as written.
        var key: [String]
        /// The key as written on its line, e.g. ["speed"] or ["ball", "speed"].
        var localKey: [String]
        var line: Int
        /// The whitespace before the key.
        var indent: String
        /// Byte offsets of the value, without surrounding spaces or the comment.
        var value: Range<Int>
        /// Byte offset just past the entry's last line (and its line break).
        var end: Int
    }

    /// A `[table]` or `[[array.of.tables]]` header.
    struct Header {
        var path: [String]
        var line: Int
        /// Byte offset just past the header's line.
        var end: Int
    }

    let bytes: [UInt8]
    private(set) var entries: [Entry] = []
    private(set) var headers: [Header] = []
    /// "\r\n" when the text uses it, so inserted lines match.
    let lineBreak: String

    init(text: String) {
        bytes = Array(text.utf8)
        lineBreak = zip(bytes, bytes.dropFirst()).contains { $0 == .carriageReturn && $1 == .newline } ? "\r\n" : "\n"
        var cursor = Cursor(bytes: bytes)
        var table: [String] = []
        while !cursor.atEnd {
            let lineStart = cursor.i
            cursor.skipSpaces()
            guard let byte = cursor.peek else { break }
            switch byte {
            case .newline, .hash:
                cursor.skipLine()
            case .openBracket:
                let line = cursor.line
                cursor.i += 1
                if cursor.peek == .openBracket { cursor.i += 1 }
                table = cursor.readKey()
                cursor.skipLine()
                headers.append(Header(path: table, line: line, end: cursor.i))
            default:
                let line = cursor.line
                let indent = String(decoding: bytes[lineStart..<cursor.i], as: UTF8.self)
                let local = cursor.readKey()
                guard !local.isEmpty, cursor.peek == .equals else { cursor.skipLine(); continue }
                cursor.i += 1
                cursor.skipSpaces()
                let value = cursor.i..<cursor.scanValue()
                cursor.skipLine()
                entries.append(Entry(key: table + local, localKey: local, line: line, indent: indent,
                                     value: value, end: cursor.i))
            }
        }
    }

    func entry(for key: [String]) -> Entry? { entries.first { $0.key == key } }

    func header(for path: [String]) -> Header? { headers.first { $0.path == path } }

    /// The value as the file spells it (e.g. `"fast"` with its quotes), if the key is on a line of its own.
    func rawValue(of key: [String]) -> String? {
        entry(for: key).map { String(decoding: bytes[$0.value], as: UTF8.self) }
    }

    /// The key's line; for a table, its header or its first key; for a key inside an
    /// inline table, the line of the nearest enclosing key or header.
    func line(of key: [String]) -> Int? {
        if let entry = entry(for: key) { return entry.line }
        if let header = header(for: key) { return header.line }
        let inside = entries.filter { $0.key.starts(with: key) }.map(\.line)
            + headers.filter { $0.path.starts(with: key) }.map(\.line)
        if let first = inside.min() { return first }
        for count in stride(from: key.count - 1, to: 0, by: -1) {
            let outer = Array(key.prefix(count))
            if let line = entry(for: outer)?.line ?? header(for: outer)?.line { return line }
        }
        return nil
    }
}

extension UInt8 {
    static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
    static let hash = UInt8(ascii: "#"), equals = UInt8(ascii: "="), dot = UInt8(ascii: ".")
    static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    static let quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'"), backslash = UInt8(ascii: "\\")

    /// Letters, digits, `_` and `-`: what a bare TOML key is made of.
    var isBareKey: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || self == UInt8(ascii: "_") || self == UInt8(ascii: "-")
    }
}

/// A position in the text and its line number, with the few moves the index needs.
private struct Cursor {
    let bytes: [UInt8]
    var i = 0
    var line = 1

    var atEnd: Bool { i >= bytes.count }
    var peek: UInt8? { i < bytes.count ? bytes[i] : nil }

    func starts(with text: String, at offset: Int) -> Bool {
        let pattern = Array(text.utf8)
        return offset + pattern.count <= bytes.count && Array(bytes[offset..<offset + pattern.count]) == pattern
    }

    mutating func skipSpaces() {
        while let byte = peek, byte == .space || byte == .tab || byte == .carriageReturn { i += 1 }
    }

    /// Past the next line break (or to the end).
    mutating func skipLine() {
        while let byte = peek, byte != .newline { i += 1 }
        if !atEnd { i += 1; line += 1 }
    }

    /// A dotted key, bare or quoted parts: `ball.speed`, `"ball".'speed'`. Stops before `=`, `]` or junk.
    mutating func readKey() -> [String] {
        var parts: [String] = []
        while true {
            skipSpaces()
            guard let byte = peek else { return parts }
            if byte == .quote || byte == .apostrophe {
                let start = i + 1
                skipString(quote: byte)
                parts.append(String(decoding: bytes[start..<max(start, i - 1)], as: UTF8.self))
            } else if byte.isBareKey {
                let start = i
                while let next = peek, next.isBareKey { i += 1 }
                parts.append(String(decoding: bytes[start..<i], as: UTF8.self))
            } else {
                return parts
            }
            skipSpaces()
            guard peek == .dot else { return parts }
            i += 1
        }
    }

    /// Past a value: strings, arrays and inline tables may span lines. Returns the offset
    /// just past the value's last non-space byte and stops at its comment or line break.
    mutating func scanValue() -> Int {
        var depth = 0
        var end = i
        while let byte = peek {
            switch byte {
            case .quote, .apostrophe:
                skipString(quote: byte)
                end = i
                continue
            case .openBracket, .openBrace: depth += 1
            case .closeBracket, .closeBrace: depth = max(0, depth - 1)
            case .hash:
                if depth == 0 { return end }
                while let next = peek, next != .newline { i += 1 }  // a comment inside an array
                continue
            case .newline:
                if depth == 0 { return end }
                line += 1
            default: break
            }
            i += 1
            if byte != .space && byte != .tab && byte != .carriageReturn && byte != .newline { end = i }
        }
        return end
    }

    /// Past a string starting at `i`: basic or literal, one line or triple-quoted.
    mutating func skipString(quote: UInt8) {
        let triple = String(repeating: String(UnicodeScalar(quote)), count: 3)
        let isMultiline = starts(with: triple, at: i)
        i += isMultiline ? 3 : 1
        while let byte = peek {
            if byte == .backslash && quote == .quote {
                // Skip the escaped byte, but leave a line break to be counted below.
                i += 1
                if peek != .newline { i += 1 }
                continue
            }
            if byte == .newline {
                if !isMultiline { return }  // unterminated; the parser reports it
                line += 1
            }
            if byte == quote && (!isMultiline || starts(with: triple, at: i)) {
                i += isMultiline ? 3 : 1
                // In """a"""" the string ends with a quote: up to two more quotes belong to it.
                var extra = 0
                while isMultiline, extra < 2, peek == quote { i += 1; extra += 1 }
                return
            }
            i += 1
        }
    }
}
