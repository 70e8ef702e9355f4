/// A levelset of LBreakout2 (the Linux Breakout game by Michael Speck), read into our levels.
///
/// The file is text: an optional first line `Version: 1.00`, then levels, each
///
/// ```text
/// Level:
/// <author>
/// <title>
/// Bricks:
/// <18 rows of 14 characters>
/// Bonus:
/// <18 rows of 14 characters>
/// ```
///
/// Like LBreakout2, the reader accepts marker lines that start with `Level:`, `Bricks:` or
/// `Bonus:`, `\n` or `\r\n` endings, a missing final newline, trailing spaces, blank lines
/// between levels, and rows longer than 14 characters (cut at 14, as LBreakout2 does; some
/// shipped levelsets have 15-character rows). Non-UTF-8 text is read as Latin-1 by
/// `LevelLoader`; control characters in authors and titles are dropped. Anything else is an
/// error naming the line: `set.lvl:23: expected 14 characters in Bricks row 5, got 12`.
///
/// Every level is 14 columns by 18 rows. Bricks map to our kinds from LBreakout2's brick
/// table; `tint` keeps LBreakout2's brick number (its picture), so colours survive:
///
/// | Brick | LBreakout2 | Our kind | Tint |
/// |-------|------------|----------|------|
/// | `.` | empty | no brick | |
/// | `E` | wall tile | indestructible | 0 |
/// | `#` | wall (energy balls break it) | wall | 1 |
/// | `@` | chaotic wall (random bounces) | chaotic | 2 |
/// | `a` | normal, 1 hit | normal | 3 |
/// | `b` `c` | 2, 3 hits | multiHit(2), multiHit(3) | 4, 5 |
/// | `v` | invisible, 4 hits | invisible | 6 |
/// | `x` `y` `z` | regenerating, 1 to 3 hits | regenerating(1...3) | 7 ... 9 |
/// | `d` ... `k` | normal, 1 hit, coloured | normal | 10 ... 17 |
/// | `*` | explosive | explosive | 18 |
/// | `!` | growing | growing | 19 |
/// | `F` ... `K` | grown brick (saved games) | normal | 12 ... 17 |
///
/// Bonuses are what a brick drops: each Bonus character is its own extra, one to one
/// (`Extra(lbreakoutCharacter:)`: `+` lengthen paddle, `j` joker, `?` random, `W` weak balls
/// and so on). A bonus on an empty cell or an indestructible brick is dropped, since
/// nothing there can break.
///
/// `LBreakoutLevelset.write(_:)` (`LBreakoutLevelset+Writing.swift`) writes levels back in
/// this format.
///
/// ```swift
/// let set = try LBreakoutLevelset(parsing: text, fileName: "Arcade")
/// set.levels.count       // levels in the file
/// set.levels[0].columns  // 14
/// ```
struct LBreakoutLevelset: Hashable, Sendable {
    /// Columns and rows of every LBreakout2 level.
    static let columns = 14
    static let rows = 18

    /// The `Version:` line's value ("1.00"), nil when the file has none.
    var version: String?
    var levels: [Level]

    init(version: String? = nil, levels: [Level]) {
        self.version = version
        self.levels = levels
    }

    /// Reads a levelset's text. Errors name `fileName`, the line and what was expected.
    init(parsing text: String, fileName: String) throws(LevelLoadError) {
        var reader = Reader(lines: TextLines(text), fileName: fileName)
        try self.init(reading: &reader)
    }

    private init(reading reader: inout Reader) throws(LevelLoadError) {
        reader.skipBlankLines()
        if let line = reader.peek(), line.hasPrefix("Version:") {
            version = String(line.dropFirst("Version:".count).trimmingWhitespace)
            reader.advance()
        }
        levels = []
        while true {
            reader.skipBlankLines()
            guard reader.peek() != nil else { break }
            guard levels.count < LevelLimits.maxLevels else {
                throw reader.error(line: reader.lineNumber, "a levelset may hold at most \(LevelLimits.maxLevels) levels")
            }
            levels.append(try Self.readLevel(&reader))
        }
        guard !levels.isEmpty else {
            throw reader.error(line: reader.lineNumber, "no levels found: expected \"Level:\" to start a level")
        }
    }

    /// Our kind and tint for a brick character; nil for `.` and unknown characters.
    static func brick(for character: Character) -> (kind: BrickKind, tint: Int)? {
        switch character {
        case "E": return (.indestructible, 0)
        case "#": return (.wall, 1)
        case "@": return (.chaotic, 2)
        case "a": return (.normal, 3)
        case "b": return (.multiHit(2), 4)
        case "c": return (.multiHit(3), 5)
        case "v": return (.invisible, 6)
        case "x": return (.regenerating(1), 7)
        case "y": return (.regenerating(2), 8)
        case "z": return (.regenerating(3), 9)
        case "d", "e", "f", "g", "h", "i", "j", "k":
            return (.normal, 10 + Int(character.asciiValue! - Character("d").asciiValue!))
        case "*": return (.explosive, 18)
        case "!": return (.growing, 19)
        case "F", "G", "H", "I", "J", "K":
            return (.normal, 12 + Int(character.asciiValue! - Character("F").asciiValue!))
        default: return nil
        }
    }

    /// Every bonus character LBreakout2 knows, `.` included.
    static let bonusCharacters = Set(".012345+-<>?!&*bcdfgjlmpswW{}~")

    static let allowedBricks = ". E # @ a-k v x y z * ! F-K"
    static let allowedBonuses = ". 0-5 + - < > ? ! & * b c d f g j l m p s w W { } ~"

    private static func readLevel(_ reader: inout Reader) throws(LevelLoadError) -> Level {
        let levelLine = reader.lineNumber
        try reader.expectMarker("Level:", context: "to start a level")
        let author = try reader.readText(what: "the author after \"Level:\" (line \(levelLine))")
        let title = try reader.readText(what: "the title after the author")
        try reader.expectMarker("Bricks:", context: "after the title")
        let brickRows = try reader.readGrid(named: "Bricks")
        try reader.expectMarker("Bonus:", context: "after \(rows) Bricks rows")
        let bonusRows = try reader.readGrid(named: "Bonus")

        // Check the grids in file order, so the first problem reported is the first in the file.
        for row in 0..<rows {
            if let (column, character) = brickRows[row].characters.enumerated().first(where: { $0.element != "." && brick(for: $0.element) == nil }) {
                throw reader.error(line: brickRows[row].line,
                    "unknown brick \(LevelLoadError.shown(character)) in Bricks row \(row + 1), column \(column + 1): allowed are \(allowedBricks)")
            }
        }
        for row in 0..<rows {
            if let (column, character) = bonusRows[row].characters.enumerated().first(where: { !bonusCharacters.contains($0.element) }) {
                throw reader.error(line: bonusRows[row].line,
                    "unknown bonus \(LevelLoadError.shown(character)) in Bonus row \(row + 1), column \(column + 1): allowed are \(allowedBonuses)")
            }
        }
        var bricks: [BrickPlacement] = []
        for row in 0..<rows {
            for column in 0..<columns {
                guard let (brickKind, tint) = brick(for: brickRows[row].characters[column]) else { continue }
                let extra = brickKind.isBreakable ? Extra(lbreakoutCharacter: bonusRows[row].characters[column]) : nil
                bricks.append(BrickPlacement(column: column, row: row, kind: brickKind, tint: tint, extra: extra))
            }
        }
        var level = Level(title: title, author: author, columns: columns, rows: rows, bricks: bricks)
        level.isClassic = true
        return level
    }

    /// Walks the lines, producing errors that point at them.
    private struct Reader {
        let lines: TextLines
        let fileName: String
        /// Index of the next line to read.
        var index = 0

        init(lines: TextLines, fileName: String) {
            self.lines = lines
            self.fileName = fileName
        }

        /// 1-based number of the next line (one past the end at the end).
        var lineNumber: Int { index + 1 }

        func peek() -> Substring? {
            index < lines.lines.count ? lines.lines[index].trimmingTrailingWhitespace : nil
        }

        mutating func advance() { index += 1 }

        mutating func skipBlankLines() {
            while let line = peek(), line.isEmpty { advance() }
        }

        func error(line: Int, _ message: String) -> LevelLoadError {
            LevelLoadError(file: fileName, line: line, message: message)
        }

        mutating func expectMarker(_ marker: String, context: String) throws(LevelLoadError) {
            guard let line = peek() else {
                throw error(line: lineNumber, "expected \"\(marker)\" \(context), got end of file")
            }
            guard line.hasPrefix(marker) else {
                throw error(line: lineNumber, "expected \"\(marker)\" \(context), got \(line.quotedForMessage)")
            }
            advance()
        }

        mutating func readText(what: String) throws(LevelLoadError) -> String {
            guard let line = peek() else {
                throw error(line: lineNumber, "expected \(what), got end of file")
            }
            advance()
            // Some shipped titles hold stray control characters.
            let scalars = line.trimmingWhitespace.unicodeScalars.filter { $0.properties.generalCategory != .control }
            return String(String.UnicodeScalarView(scalars))
        }

        mutating func readGrid(named name: String) throws(LevelLoadError) -> [(characters: [Character], line: Int)] {
            var grid: [(characters: [Character], line: Int)] = []
            for row in 1...LBreakoutLevelset.rows {
                guard let line = peek() else {
                    throw error(line: lineNumber, "expected \(name) row \(row) of \(LBreakoutLevelset.rows), got end of file")
                }
                let characters = Array(line.prefix(LBreakoutLevelset.columns))
                guard characters.count == LBreakoutLevelset.columns else {
                    throw error(line: lineNumber, "expected \(LBreakoutLevelset.columns) characters in \(name) row \(row), got \(line.count)")
                }
                grid.append((characters, lineNumber))
                advance()
            }
            return grid
        }
    }
}
