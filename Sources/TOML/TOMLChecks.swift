/// What the TOML fuzz target (`Fuzz/Sources/fuzz-toml`) and its regression test
/// (`TOMLFuzzRegressionTests`) check of any bytes: the parser answers with a document or an
/// error and never traps; an error names a line of the text and a column from 1; every
/// value's line is a line of the text; and parsing the same text again gives the same answer
/// (the same floats bit for bit: `nan` is valid TOML, and NaN is never `==` to itself).
/// Returns the first broken check, or nil.
///
/// ```swift
/// TOMLChecks.parse(Array("a = 1\n".utf8))   // nil
/// ```
public enum TOMLChecks {
    public static func parse(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.utf8.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        do {
            let document = try TOMLParser.parse(text)
            if let line = firstLine(in: document, outside: 1...lines) {
                return "toml: a value on line \(line) of a \(lines)-line text"
            }
            guard let again = try? TOMLParser.parse(text), same(again, document) else { return "toml: two parses of one text differ" }
        } catch {
            guard (1...lines).contains(error.line), error.column >= 1 else {
                return "toml: an error outside the text (\(lines) lines): \(error)"
            }
            do {
                _ = try TOMLParser.parse(text)
                return "toml: the text parsed the second time after failing with \(error)"
            } catch let again where again != error {
                return "toml: two parses give different errors: \(error) and \(again)"
            } catch {}
        }
        return nil
    }

    /// Whether two documents are the same: keys in the same order, values and lines equal, and
    /// floats of the same bits (so a `nan` is the same as itself). As deep as the trees, which
    /// the parser bounds (128 tables, 255 values).
    private static func same(_ a: TOMLTable, _ b: TOMLTable) -> Bool {
        a.keys == b.keys && zip(a.entries, b.entries).allSatisfy { same($0.value, $1.value) }
    }

    private static func same(_ a: TOMLValue, _ b: TOMLValue) -> Bool {
        guard a.line == b.line else { return false }
        switch (a.kind, b.kind) {
        case let (.float(x), .float(y)): return x.bitPattern == y.bitPattern
        case let (.array(xs), .array(ys)): return xs.count == ys.count && zip(xs, ys).allSatisfy { same($0, $1) }
        case let (.table(x), .table(y)): return same(x, y)
        default: return a.kind == b.kind
        }
    }

    /// The line of the first value (depth first) outside `range`, or nil.
    private static func firstLine(in table: TOMLTable, outside range: ClosedRange<Int>) -> Int? {
        for (_, value) in table.entries {
            if let line = firstLine(in: value, outside: range) { return line }
        }
        return nil
    }

    private static func firstLine(in value: TOMLValue, outside range: ClosedRange<Int>) -> Int? {
        if !range.contains(value.line) { return value.line }
        switch value.kind {
        case let .array(items):
            for item in items { if let line = firstLine(in: item, outside: range) { return line } }
        case let .table(table):
            return firstLine(in: table, outside: range)
        default:
            break
        }
        return nil
    }
}
