/// Reads TOML 1.0 (https://toml.io/en/v1.0.0) into `TOMLTable`s that remember the line of
/// every value, and reports the first problem as `line:column: message`.
///
/// Written here because TOMLKit, the Swift wrapper of toml++ this game used before, never
/// frees a parsed document and leaks on every key listing (version 0.6.0): LeakSanitizer
/// found it while fuzzing the settings file, which the game reads again on every edit.
/// Everything the spec allows is read (strings of all four kinds with their escapes,
/// integers in four bases, floats, booleans, date-times, arrays, inline tables, dotted
/// keys, tables and arrays of tables), and the spec's rules on defining keys and tables
/// once are kept. Tables, arrays and inline tables nest at most `maxDepth` deep, however the
/// nesting is written (headers, dotted keys, brackets): building the tables, and hashing and
/// freeing the values, recurse as deep as they nest (a key of 40,000 dotted parts overflowed
/// the stack).
///
/// ```swift
/// let root = try TOMLParser.parse("[ball]\nspeed = 4_50.0 # points/s\n")
/// root["ball"]?.table?["speed"]?.kind   // .float(450.0)
/// ```
public enum TOMLParser {
    /// Deepest nesting of tables, arrays and inline tables (what reads and frees them recurses).
    public static let maxDepth = 128

    public static func parse(_ text: String) throws(TOMLParseError) -> TOMLTable {
        var parser = Parser(bytes: Array(text.utf8))
        try parser.document()
        return parser.root.finished()
    }
}

/// A table while the document is read: how it came to be decides what may still add to it.
private final class TableBuilder {
    enum Origin {
        /// Made on the way to a deeper `[a.b.c]` header; a header of its own may define it later.
        case implicit
        /// Defined by its own `[header]` (or `[[header]]` entry), or the root.
        case header
        /// Made by a dotted key (`a.b = 1` makes `a`).
        case dotted
        /// An inline table `{ ... }`: complete as written.
        case inline
    }

    enum Entry {
        case table(TableBuilder)
        case tables(ArrayOfTables)
        case value(TOMLValue)
    }

    var origin: Origin
    let line: Int
    /// How deep it sits: the root 0, each table one deeper than the one it is in.
    let depth: Int
    var keys: [String] = []
    var children: [String: Entry] = [:]
    var keyLines: [String: Int] = [:]

    init(origin: Origin, line: Int, depth: Int) {
        self.origin = origin
        self.line = line
        self.depth = depth
    }

    func set(_ key: String, _ entry: Entry, line: Int) {
        keys.append(key)
        children[key] = entry
        keyLines[key] = line
    }

    func finished() -> TOMLTable {
        var table = TOMLTable()
        for key in keys {
            switch children[key]! {
            case let .table(t): table[key] = TOMLValue(kind: .table(t.finished()), line: t.line)
            case let .tables(a): table[key] = TOMLValue(kind: .array(a.tables.map { TOMLValue(kind: .table($0.finished()), line: $0.line) }), line: a.line)
            case let .value(v): table[key] = v
            }
        }
        return table
    }
}

private final class ArrayOfTables {
    var tables: [TableBuilder] = []
    let line: Int
    init(line: Int) { self.line = line }
}

private struct Parser {
    let bytes: [UInt8]
    var i = 0
    var line = 1
    var lineStart = 0
    let root = TableBuilder(origin: .header, line: 1, depth: 0)
    var current: TableBuilder

    init(bytes: [UInt8]) {
        self.bytes = bytes
        current = root
    }

    // MARK: The document

    mutating func document() throws(TOMLParseError) {
        while true {
            skipSpaces()
            guard let c = peek else { return }
            switch c {
            case UInt8(ascii: "#"): try comment()
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): try newline()
            case UInt8(ascii: "["):
                try header()
                try endOfLine()
            default:
                let keyLine = line, keyColumn = column
                let keys = try key()
                try checkDepth(current.depth + keys.count, line: keyLine, column: keyColumn)
                skipSpaces()
                try expect(UInt8(ascii: "="), "expected \"=\" after the key")
                skipSpaces()
                let value = try self.value(depth: current.depth + keys.count)
                try insert(value, at: keys, into: current, line: keyLine, column: keyColumn)
                try endOfLine()
            }
        }
    }

    /// After a key/value pair or a header: spaces, maybe a comment, then a line break or the end.
    mutating func endOfLine() throws(TOMLParseError) {
        skipSpaces()
        guard let c = peek else { return }
        if c == UInt8(ascii: "#") { try comment(); return }
        if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { try newline(); return }
        throw error("expected the end of the line, found \(shown(c))")
    }

    mutating func header() throws(TOMLParseError) {
        let headerLine = line, headerColumn = column
        i += 1
        let isArray = peek == UInt8(ascii: "[")
        if isArray { i += 1 }
        skipSpaces()
        let path = try key()
        skipSpaces()
        try expect(UInt8(ascii: "]"), isArray ? "expected \"]]\" to close the header" : "expected \"]\" to close the header")
        if isArray { try expect(UInt8(ascii: "]"), "expected \"]]\" to close the header") }
        let name = path.joined(separator: ".")
        var table = root
        for k in path.dropLast() {
            switch table.children[k] {
            case let .table(t)?:
                if t.origin == .inline { throw error("[\(name)]: \(k) is an inline table, complete as written", line: headerLine, column: headerColumn) }
                table = t
            case let .tables(a)?: table = a.tables[a.tables.count - 1]
            case .value?: throw error("[\(name)]: \(k) is a value, not a table (line \(table.keyLines[k]!))", line: headerLine, column: headerColumn)
            case nil:
                let t = TableBuilder(origin: .implicit, line: headerLine, depth: table.depth + 1)
                table.set(k, .table(t), line: headerLine)
                table = t
            }
        }
        let last = path[path.count - 1]
        if isArray {
            switch table.children[last] {
            case let .tables(a)?:
                let t = TableBuilder(origin: .header, line: headerLine, depth: table.depth + 1)
                a.tables.append(t)
                current = t
            case nil:
                let a = ArrayOfTables(line: headerLine)
                let t = TableBuilder(origin: .header, line: headerLine, depth: table.depth + 1)
                a.tables.append(t)
                table.set(last, .tables(a), line: headerLine)
                current = t
            default:
                throw error("[[\(name)]]: \(name) is defined already (line \(table.keyLines[last]!)) and is no array of tables", line: headerLine, column: headerColumn)
            }
            return
        }
        switch table.children[last] {
        case let .table(t)? where t.origin == .implicit:
            t.origin = .header
            current = t
        case nil:
            let t = TableBuilder(origin: .header, line: headerLine, depth: table.depth + 1)
            table.set(last, .table(t), line: headerLine)
            current = t
        default:
            throw error("[\(name)] is defined twice (first on line \(table.keyLines[last]!))", line: headerLine, column: headerColumn)
        }
    }

    /// Puts `value` at the dotted `keys` inside `table`, making the tables on the way.
    mutating func insert(_ value: TOMLValue, at keys: [String], into table: TableBuilder, line: Int, column: Int) throws(TOMLParseError) {
        let name = keys.joined(separator: ".")
        var t = table
        for k in keys.dropLast() {
            switch t.children[k] {
            case let .table(sub)? where sub.origin == .dotted || sub.origin == .implicit:
                t = sub
            case nil:
                let sub = TableBuilder(origin: .dotted, line: line, depth: t.depth + 1)
                t.set(k, .table(sub), line: line)
                t = sub
            default:
                throw error("\(name): \(k) is defined already (line \(t.keyLines[k]!)); dotted keys cannot add to it", line: line, column: column)
            }
        }
        let last = keys[keys.count - 1]
        if let first = t.keyLines[last] {
            throw error("\(name) is defined twice (first on line \(first))", line: line, column: column)
        }
        if case let .table(inline) = value.kind {
            // An inline table stays a value of its own, complete as written.
            _ = inline
        }
        t.set(last, .value(value), line: line)
    }

    // MARK: Keys

    /// A key, maybe dotted: `a`, `"quoted"`, `a.'b'.c`; of at most `maxDepth` parts, each a
    /// table deeper (a longer one is refused where it passes the bound, read no further).
    mutating func key() throws(TOMLParseError) -> [String] {
        let keyLine = line, keyColumn = column
        var parts = [try simpleKey()]
        while true {
            let save = (i, line, lineStart)
            skipSpaces()
            guard peek == UInt8(ascii: ".") else { (i, line, lineStart) = save; return parts }
            i += 1
            skipSpaces()
            parts.append(try simpleKey())
            try checkDepth(parts.count, line: keyLine, column: keyColumn)
        }
    }

    /// Throws where tables would nest more than `maxDepth` deep.
    func checkDepth(_ depth: Int, line: Int, column: Int) throws(TOMLParseError) {
        guard depth > TOMLParser.maxDepth else { return }
        throw error("tables nest more than \(TOMLParser.maxDepth) deep here (headers, dotted keys, arrays and inline tables together)",
                    line: line, column: column)
    }

    mutating func simpleKey() throws(TOMLParseError) -> String {
        guard let c = peek else { throw error("expected a key, found the end of the file") }
        if c == UInt8(ascii: "\"") { return try basicString() }
        if c == UInt8(ascii: "'") { return try literalString() }
        let start = i
        while let b = peek, isBareKey(b) { i += 1 }
        guard i > start else { throw error("expected a key, found \(shown(c))") }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    func isBareKey(_ b: UInt8?) -> Bool {
        guard let b else { return false }
        return (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x2D
    }

    // MARK: Values

    mutating func value(depth: Int) throws(TOMLParseError) -> TOMLValue {
        let startLine = line
        guard let c = peek else { throw error("expected a value, found the end of the file") }
        func make(_ kind: TOMLValue.Kind) -> TOMLValue { TOMLValue(kind: kind, line: startLine) }
        switch c {
        case UInt8(ascii: "\""):
            return make(.string(starts(with: "\"\"\"") ? try multilineBasicString() : try basicString()))
        case UInt8(ascii: "'"):
            return make(.string(starts(with: "'''") ? try multilineLiteralString() : try literalString()))
        case UInt8(ascii: "["):
            guard depth < TOMLParser.maxDepth else { throw error("arrays and inline tables nest more than \(TOMLParser.maxDepth) deep") }
            return make(.array(try array(depth: depth + 1)))
        case UInt8(ascii: "{"):
            guard depth < TOMLParser.maxDepth else { throw error("arrays and inline tables nest more than \(TOMLParser.maxDepth) deep") }
            return make(.table(try inlineTable(depth: depth)))
        default:
            if starts(with: "true") && !isBareKey(byte(at: i + 4)) { i += 4; return make(.boolean(true)) }
            if starts(with: "false") && !isBareKey(byte(at: i + 5)) { i += 5; return make(.boolean(false)) }
            return make(try scalar())
        }
    }

    mutating func array(depth: Int) throws(TOMLParseError) -> [TOMLValue] {
        i += 1
        var items: [TOMLValue] = []
        while true {
            try skipBlank()
            guard let c = peek else { throw error("the array is not closed with \"]\"") }
            if c == UInt8(ascii: "]") { i += 1; return items }
            items.append(try value(depth: depth))
            try skipBlank()
            guard let next = peek else { throw error("the array is not closed with \"]\"") }
            if next == UInt8(ascii: ",") { i += 1; continue }
            if next == UInt8(ascii: "]") { i += 1; return items }
            throw error("expected \",\" or \"]\" in the array, found \(shown(next))")
        }
    }

    mutating func inlineTable(depth: Int) throws(TOMLParseError) -> TOMLTable {
        let table = TableBuilder(origin: .inline, line: line, depth: depth)
        i += 1
        skipSpaces()
        if peek == UInt8(ascii: "}") { i += 1; return table.finished() }
        while true {
            skipSpaces()
            if peek == UInt8(ascii: "\n") || peek == UInt8(ascii: "\r") { throw error("an inline table must stay on one line") }
            if peek == UInt8(ascii: "}") { throw error("an inline table takes no comma after its last entry") }
            let keyLine = line, keyColumn = column
            let keys = try key()
            try checkDepth(depth + keys.count, line: keyLine, column: keyColumn)
            skipSpaces()
            try expect(UInt8(ascii: "="), "expected \"=\" after the key")
            skipSpaces()
            let v = try value(depth: depth + keys.count)
            // Dotted keys inside an inline table make tables inside it.
            try insert(v, at: keys, into: table, line: keyLine, column: keyColumn)
            skipSpaces()
            guard let c = peek else { throw error("the inline table is not closed with \"}\"") }
            if c == UInt8(ascii: ",") { i += 1; continue }
            if c == UInt8(ascii: "}") { i += 1; return table.finished() }
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { throw error("an inline table must stay on one line") }
            throw error("expected \",\" or \"}\" in the inline table, found \(shown(c))")
        }
    }

    // MARK: Strings

    mutating func basicString() throws(TOMLParseError) -> String {
        i += 1
        var out: [UInt8] = []
        while true {
            guard let c = peek else { throw error("the string is not closed with \"") }
            switch c {
            case UInt8(ascii: "\""): i += 1; return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"): try escape(into: &out)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): throw error("the string is not closed on its line (use \"\"\" for several lines)")
            default:
                try checkText(c)
                out.append(c)
                i += 1
            }
        }
    }

    mutating func multilineBasicString() throws(TOMLParseError) -> String {
        i += 3
        try skipFirstNewline()
        var out: [UInt8] = []
        while true {
            guard let c = peek else { throw error("the string is not closed with \"\"\"") }
            if starts(with: "\"\"\"") { return closeMultiline(UInt8(ascii: "\""), &out) }
            if c == UInt8(ascii: "\\") {
                // A backslash at the end of a line trims the line break and the blanks after it.
                var j = i + 1
                while byte(at: j) == UInt8(ascii: " ") || byte(at: j) == UInt8(ascii: "\t") { j += 1 }
                if byte(at: j) == UInt8(ascii: "\n") || (byte(at: j) == UInt8(ascii: "\r") && byte(at: j + 1) == UInt8(ascii: "\n")) {
                    i = j
                    try skipBlank(comments: false)
                    continue
                }
                try escape(into: &out)
                continue
            }
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
                try newline()
                out.append(UInt8(ascii: "\n"))
                continue
            }
            try checkText(c)
            out.append(c)
            i += 1
        }
    }

    /// At the closing three quotes of a multi-line string: up to two quotes more belong to the
    /// content right before them (`""""` ends the text with one quote). Returns the text.
    mutating func closeMultiline(_ quote: UInt8, _ out: inout [UInt8]) -> String {
        var quotes = 3
        while byte(at: i + quotes) == quote && quotes < 5 { quotes += 1 }
        out += Array(repeating: quote, count: quotes - 3)
        i += quotes
        return String(decoding: out, as: UTF8.self)
    }

    mutating func literalString() throws(TOMLParseError) -> String {
        i += 1
        let start = i
        while true {
            guard let c = peek else { throw error("the string is not closed with '") }
            if c == UInt8(ascii: "'") { i += 1; return String(decoding: bytes[start..<(i - 1)], as: UTF8.self) }
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { throw error("the string is not closed on its line (use ''' for several lines)") }
            try checkText(c)
            i += 1
        }
    }

    mutating func multilineLiteralString() throws(TOMLParseError) -> String {
        i += 3
        try skipFirstNewline()
        var out: [UInt8] = []
        while true {
            guard let c = peek else { throw error("the string is not closed with '''") }
            if starts(with: "'''") { return closeMultiline(UInt8(ascii: "'"), &out) }
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
                try newline()
                out.append(UInt8(ascii: "\n"))
                continue
            }
            try checkText(c)
            out.append(c)
            i += 1
        }
    }

    /// A line break right after the opening quotes is not part of the string.
    mutating func skipFirstNewline() throws(TOMLParseError) {
        if peek == UInt8(ascii: "\n") || peek == UInt8(ascii: "\r") { try newline() }
    }

    mutating func escape(into out: inout [UInt8]) throws(TOMLParseError) {
        i += 1
        guard let c = peek else { throw error("the string ends inside an escape") }
        i += 1
        switch c {
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "\""): out.append(0x22)
        case UInt8(ascii: "\\"): out.append(0x5C)
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let count = c == UInt8(ascii: "u") ? 4 : 8
            var code: UInt32 = 0
            for _ in 0..<count {
                guard let d = peek, let v = hexValue(d) else { throw error("\\\(Character(Unicode.Scalar(c))) needs \(count) hexadecimal digits") }
                code = code * 16 + UInt32(v)
                i += 1
            }
            guard let scalar = Unicode.Scalar(code) else {
                throw error("\\\(Character(Unicode.Scalar(c)))\(String(code, radix: 16, uppercase: true)) is not a Unicode scalar value")
            }
            out += Array(String(Character(scalar)).utf8)
        default:
            throw error("unknown escape \\\(shownCharacter(c)) (allowed: \\b \\t \\n \\f \\r \\\" \\\\ \\uXXXX \\UXXXXXXXX)")
        }
    }

    /// Control characters other than tab may not appear as they are.
    func checkText(_ c: UInt8) throws(TOMLParseError) {
        if (c < 0x20 && c != 0x09) || c == 0x7F { throw error("control character \(shown(c)) must be escaped") }
    }

    // MARK: Numbers and date-times

    mutating func scalar() throws(TOMLParseError) -> TOMLValue.Kind {
        let startColumn = column
        let start = i
        while let b = peek, isScalarByte(b) { i += 1 }
        // A date and a time may be parted by a space: 1979-05-27 07:32:00.
        if i - start == 10, isDate(bytes[start..<i]), peek == UInt8(ascii: " "),
           let d0 = byte(at: i + 1), let d1 = byte(at: i + 2), isDigit(d0), isDigit(d1), byte(at: i + 3) == UInt8(ascii: ":") {
            i += 1
            while let b = peek, isScalarByte(b) { i += 1 }
        }
        guard i > start else { throw error("expected a value, found \(shown(bytes[i]))") }
        let token = String(decoding: bytes[start..<i], as: UTF8.self)
        func bad(_ what: String) -> TOMLParseError { error("\(token) is not \(what)", column: startColumn) }
        let t = Array(token.utf8)
        if t.count >= 5 && (t[2] == UInt8(ascii: ":") || (t.count >= 10 && t[4] == UInt8(ascii: "-") && isDigit(t[0]))) {
            guard TOMLDateTime.isValid(t) else { throw bad("a valid date or time (as 1979-05-27T07:32:00Z, 1979-05-27 or 07:32:00)") }
            return .dateTime(token)
        }
        if let value = integer(t) { return .integer(value) }
        if isIntegerShaped(t) { throw bad("an integer TOML can hold (-9223372036854775808...9223372036854775807)") }
        if let value = float(t) { return .float(value) }
        throw error("\(token) is not a value (a number, true, false, a \"string\", an [array] or a { table })", column: startColumn)
    }

    func isScalarByte(_ b: UInt8) -> Bool {
        isBareKey(b) || b == UInt8(ascii: "+") || b == UInt8(ascii: ".") || b == UInt8(ascii: ":")
    }

    func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    func isDate(_ s: ArraySlice<UInt8>) -> Bool {
        let a = Array(s)
        return a.count == 10 && a[4] == UInt8(ascii: "-") && a[7] == UInt8(ascii: "-")
            && [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy { isDigit(a[$0]) }
    }

    /// Digits of `base`, with underscores only between digits; nil when not so.
    func digits(_ t: ArraySlice<UInt8>, base: Int) -> [Int]? {
        guard let first = t.first, let last = t.last, first != UInt8(ascii: "_"), last != UInt8(ascii: "_") else { return nil }
        var out: [Int] = []
        var previousUnderscore = false
        for b in t {
            if b == UInt8(ascii: "_") {
                if previousUnderscore { return nil }
                previousUnderscore = true
                continue
            }
            previousUnderscore = false
            guard let v = hexValue(b), v < base else { return nil }
            out.append(v)
        }
        return out
    }

    func integer(_ t: [UInt8]) -> Int? {
        if t.count > 2 && t[0] == UInt8(ascii: "0") {
            let bases: [UInt8: Int] = [UInt8(ascii: "x"): 16, UInt8(ascii: "o"): 8, UInt8(ascii: "b"): 2]
            if let base = bases[t[1]] {
                guard let ds = digits(t[2...], base: base) else { return nil }
                var v = 0
                for d in ds {
                    let (m, o1) = v.multipliedReportingOverflow(by: base)
                    let (s, o2) = m.addingReportingOverflow(d)
                    if o1 || o2 { return nil }
                    v = s
                }
                return v
            }
        }
        var body = t[...]
        var negative = false
        if let s = body.first, s == UInt8(ascii: "+") || s == UInt8(ascii: "-") { negative = s == UInt8(ascii: "-"); body = body.dropFirst() }
        guard let ds = digits(body, base: 10), !(ds.count > 1 && ds[0] == 0) else { return nil }
        // Accumulate negatively, so Int.min fits.
        var v = 0
        for d in ds {
            let (m, o1) = v.multipliedReportingOverflow(by: 10)
            let (s, o2) = m.subtractingReportingOverflow(d)
            if o1 || o2 { return nil }
            v = s
        }
        if negative { return v }
        return v == Int.min ? nil : -v
    }

    /// Written like an integer (so a failure means it is out of range).
    func isIntegerShaped(_ t: [UInt8]) -> Bool {
        var body = t[...]
        if let s = body.first, s == UInt8(ascii: "+") || s == UInt8(ascii: "-") { body = body.dropFirst() }
        if body.count > 2 && body.first == UInt8(ascii: "0") && [UInt8(ascii: "x"), UInt8(ascii: "o"), UInt8(ascii: "b")].contains(body[body.startIndex + 1]) {
            return t.first != UInt8(ascii: "+") && t.first != UInt8(ascii: "-") && digits(body.dropFirst(2), base: 16) != nil
        }
        guard let ds = digits(body, base: 10) else { return false }
        return !(ds.count > 1 && ds[0] == 0)
    }

    func float(_ t: [UInt8]) -> Double? {
        var body = t[...]
        var sign = 1.0
        if let s = body.first, s == UInt8(ascii: "+") || s == UInt8(ascii: "-") { sign = s == UInt8(ascii: "-") ? -1 : 1; body = body.dropFirst() }
        let word = String(decoding: body, as: UTF8.self)
        if word == "inf" { return sign * .infinity }
        if word == "nan" { return .nan }
        // int-part ( "." digits )? ( e sign? digits )?, at least one of the two.
        let e = body.firstIndex { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        let mantissa = body[..<(e ?? body.endIndex)]
        let dot = mantissa.firstIndex(of: UInt8(ascii: "."))
        let intPart = mantissa[..<(dot ?? mantissa.endIndex)]
        guard let intDigits = digits(intPart, base: 10), !(intDigits.count > 1 && intDigits[0] == 0) else { return nil }
        var text = String(decoding: intPart.filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)
        if let dot {
            let fraction = mantissa[(dot + 1)...]
            guard digits(fraction, base: 10) != nil else { return nil }
            text += "." + String(decoding: fraction.filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)
        }
        if let e {
            var exponent = body[(e + 1)...]
            var exponentSign = ""
            if let s = exponent.first, s == UInt8(ascii: "+") || s == UInt8(ascii: "-") { exponentSign = s == UInt8(ascii: "-") ? "-" : ""; exponent = exponent.dropFirst() }
            guard digits(exponent, base: 10) != nil else { return nil }
            text += "e" + exponentSign + String(decoding: exponent.filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)
        }
        guard dot != nil || e != nil, let value = Double(text) else { return nil }
        return sign * value
    }

    func hexValue(_ b: UInt8) -> Int? {
        switch b {
        case 0x30...0x39: return Int(b - 0x30)
        case 0x41...0x46: return Int(b - 0x41 + 10)
        case 0x61...0x66: return Int(b - 0x61 + 10)
        default: return nil
        }
    }

    // MARK: Spaces, comments, line breaks

    var peek: UInt8? { i < bytes.count ? bytes[i] : nil }
    var column: Int { i - lineStart + 1 }

    func byte(at k: Int) -> UInt8? { k < bytes.count ? bytes[k] : nil }

    func starts(with s: StaticString) -> Bool {
        let n = s.utf8CodeUnitCount
        guard i + n <= bytes.count else { return false }
        let p = s.utf8Start
        for k in 0..<n where bytes[i + k] != p[k] { return false }
        return true
    }

    mutating func skipSpaces() {
        while let c = peek, c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") { i += 1 }
    }

    /// Spaces, line breaks and (in arrays) comments.
    mutating func skipBlank(comments: Bool = true) throws(TOMLParseError) {
        while let c = peek {
            if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") { i += 1 }
            else if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { try newline() }
            else if comments && c == UInt8(ascii: "#") { try comment() }
            else { return }
        }
    }

    mutating func comment() throws(TOMLParseError) {
        i += 1
        while let c = peek, c != UInt8(ascii: "\n") {
            if c == UInt8(ascii: "\r") && byte(at: i + 1) == UInt8(ascii: "\n") { break }
            try checkText(c)
            i += 1
        }
    }

    mutating func newline() throws(TOMLParseError) {
        if peek == UInt8(ascii: "\r") {
            guard byte(at: i + 1) == UInt8(ascii: "\n") else { throw error("a carriage return must be followed by a line feed") }
            i += 1
        }
        i += 1
        line += 1
        lineStart = i
    }

    mutating func expect(_ b: UInt8, _ message: String) throws(TOMLParseError) {
        guard peek == b else { throw error(message + (peek.map { ", found \(shown($0))" } ?? ", found the end of the file")) }
        i += 1
    }

    func shown(_ b: UInt8) -> String {
        if b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") { return "the end of the line" }
        if b < 0x20 || b == 0x7F { return "U+" + String(b, radix: 16, uppercase: true).leftPadded(to: 4) }
        if b >= 0x80 { return "a non-ASCII character" }
        return "\"\(Character(Unicode.Scalar(b)))\""
    }

    func shownCharacter(_ b: UInt8) -> String { b < 0x80 && b >= 0x20 ? String(Character(Unicode.Scalar(b))) : shown(b) }

    func error(_ message: String, line: Int? = nil, column: Int? = nil) -> TOMLParseError {
        TOMLParseError(line: line ?? self.line, column: column ?? self.column, message: message)
    }
}

private extension String {
    func leftPadded(to n: Int) -> String { count >= n ? self : String(repeating: "0", count: n - count) + self }
}
