import Foundation

/// What the high-score reader must hold to, on one input: the fuzz target `fuzz-high-scores`
/// (`Fuzz/`, libFuzzer) calls it on millions of generated files and stops at the first
/// problem; the test suite calls it on every seed. Nil when the input was handled as it
/// should be (read, or refused with a reason), else what went wrong.
///
/// ```swift
/// HighScoreChecks.file(Data("{}".utf8))   // nil: refused with a reason
/// ```
@_spi(Fuzzing) public enum HighScoreChecks {
    /// The high-score file: read, or refused with a reason; what reads writes back the same.
    @_spi(Fuzzing) public static func file(_ data: Data) -> String? {
        let table: HighScoreTable
        do { table = try HighScoreStore.decode(data) } catch { return error.message.isEmpty ? "high scores: an empty reason" : nil }
        guard table.entries.count <= HighScoreTable.capacity else { return "high scores: more than \(HighScoreTable.capacity) entries" }
        do {
            let again = try HighScoreStore.decode(try HighScoreStore.encode(table))
            return again == table ? nil : "high scores: written and read back differs"
        } catch {
            return "high scores: what it wrote does not read back: \(error)"
        }
    }
}
