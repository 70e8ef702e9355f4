import Foundation

/// How deep a JSON text nests its arrays and objects, counted in one pass without recursing
/// (brackets inside strings, escaped quotes included, do not count). The game's JSON files
/// (replays, high-score charts) come from anywhere and nest a few levels; Foundation's
/// decoder recurses on what it reads and stops only at 512 levels, with "not valid JSON".
/// Checked first, a file nested deeper than its reader allows is refused in the game's
/// own words, whatever Foundation's limit is.
///
/// ```swift
/// if let byte = JSONNesting.firstTooDeep(in: data, limit: 64) { refuse("nests more than 64 deep at byte \(byte)") }
/// ```
public enum JSONNesting {
    /// The 1-based byte at which the text first nests deeper than `limit`, or nil. Text that
    /// is not JSON at all is left for the decoder to name.
    public static func firstTooDeep(in data: Data, limit: Int) -> Int? {
        data.withUnsafeBytes { bytes -> Int? in
            var depth = 0, inString = false, escaped = false
            for (offset, byte) in bytes.enumerated() {
                if inString {
                    if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    if depth > limit { return offset + 1 }
                case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                default: break
                }
            }
            return nil
        }
    }
}
