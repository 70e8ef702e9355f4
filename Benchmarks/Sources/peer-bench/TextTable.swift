/// A header and rows of cells, printed as an aligned text table (names left, numbers right)
/// or as Markdown for the README.
struct TextTable {
    let header: [String]
    let rows: [[String]]
    /// The leading columns that hold names rather than numbers.
    var nameColumns = 2

    func text() -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max()! }
        return all.enumerated().map { index, row in
            var line = zip(row, widths).enumerated().map { column, pair in
                column < nameColumns ? pad(pair.0, pair.1) : padLeft(pair.0, pair.1)
            }.joined(separator: "  ")
            if index == 0 { line += "\n" + widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") }
            return line
        }.joined(separator: "\n")
    }

    func markdown() -> String {
        let alignment = header.indices.map { $0 < nameColumns ? "---" : "---:" }
        return ([header, alignment] + rows)
            .map { "| " + $0.joined(separator: " | ") + " |" }
            .joined(separator: "\n")
    }
}
