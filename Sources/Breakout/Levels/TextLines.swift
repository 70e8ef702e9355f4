/// The lines of a level file's text, numbered from 1. Handles `\n`, `\r\n` and `\r` endings
/// and a missing final newline; a final newline does not make an extra empty line.
struct TextLines {
    /// The lines without their line endings.
    var lines: [Substring]

    init(_ text: String) {
        // "\r\n" is a single Character in Swift, and a newline, so one split handles all three.
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        if lines.last?.isEmpty == true { lines.removeLast() }
        self.lines = lines
    }

    /// The number a line one past the end would have: where "end of file" errors point.
    var endLineNumber: Int { lines.count + 1 }
}

extension StringProtocol {
    /// Without trailing spaces and tabs.
    var trimmingTrailingWhitespace: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
        return Substring(self[startIndex..<end])
    }

    /// Without leading and trailing spaces and tabs.
    var trimmingWhitespace: Substring {
        let trailing = trimmingTrailingWhitespace
        return trailing.drop { $0.isWhitespace }
    }

    /// On one line, for a file's one-line field (a title): line breaks become spaces, and
    /// spaces at either end go.
    var asOneLine: String {
        split(whereSeparator: \.isNewline).joined(separator: " ").trimmingWhitespace.description
    }

    /// Quoted for an error message, shortened when long.
    var quotedForMessage: String {
        let text = count > 40 ? Substring(prefix(40)) + "..." : Substring(self)
        return "\"\(text)\""
    }
}
