/// A level that LBreakout2's format cannot hold, named by its number (from 1) and title,
/// with what LBreakout2 allows.
///
/// ```swift
/// do { _ = try LBreakoutLevelset.write(levels) }
/// catch { print(error) } // level 2 "Huge" is 20 columns by 10 rows: LBreakout2 levels are ...
/// ```
struct LBreakoutExportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The level's position in the list written, from 1.
    var levelNumber: Int
    var title: String
    /// What is wrong and what LBreakout2 allows.
    var message: String

    init(levelNumber: Int, title: String, message: String) {
        self.levelNumber = levelNumber
        self.title = title
        self.message = message
    }

    var description: String {
        let name = title.isEmpty ? "(untitled)" : title.asOneLine.quotedForMessage
        return "level \(levelNumber) \(name) \(message)"
    }
}
