/// Our own level format: plain text, one character per brick, several levels per file.
/// `Config/levels/FORMAT.md` describes it for level designers; in short:
///
/// ```text
/// # Castle: a comment is a line starting with "# " (hash, space).
/// title: Castle
/// author: Someone
/// ..####..
/// .#2##3#.
/// X*B##WSX
/// ---
/// title: The next level
/// ##########
/// ```
///
/// - `title:` and `author:` (optional, each at most once) come before a level's rows.
/// - Every following non-blank line is one row of bricks, top row first; all rows of a
///   level have the same width, which is the level's column count.
/// - A line `---` ends a level and starts the next.
/// - Blank lines are skipped; spaces around a line are ignored; `\n` or `\r\n` endings.
///
/// | Character | Brick |
/// |-----------|-------|
/// | `.` | empty cell |
/// | `#` | normal (one hit) |
/// | `2` `3` `4` | multi-hit, needing that many hits |
/// | `X` | indestructible |
/// | `*` | explosive |
/// | `B` | extra ball |
/// | `=` | wall: only energy balls break it |
/// | `@` | chaotic wall: random bounces; only energy balls break it |
/// | `x` `y` `z` | regenerating, 1, 2 or 3 hits |
/// | `!` | growing |
/// | `v` | invisible (4 hits) |
/// | `W` `S` `L` `M` | normal, dropping lengthen paddle, slow balls, extra life, multiball |
///
/// After the rows, a line `extras:` may start a second grid of the same size: each cell's
/// extra by LBreakout2's Bonus character (`Extra.lbreakoutCharacter`, `.` for none). An
/// extra needs a breakable brick in its cell.
///
/// After the rows (and after the extras grid, if any), a line `tints:` may start a third
/// grid of the same size: each brick's tint (its colour) in base 36, `1` ... `9` then
/// `a` ... `z` for tints 1 ... 35, and `.` for tint 0 or no brick. A tint needs a brick in
/// its cell. Without the grid every brick has tint 0.
///
/// ```text
/// title: Coloured
/// #*2
/// extras:
/// +..
/// tints:
/// a.h
/// ```
///
/// Last, a line `physics:` may start a list of physical bricks, one line each: the cell (or
/// a range of cells, every one holding a brick), 1-based `column,row`, then the brick's
/// mount (`BrickMount`) and its numbers as `key=value`:
///
/// ```text
/// physics:
/// 3,2 hang length=3
/// 5-7,4 weld
/// 6,4 spin speed=-45
/// 2,8 rail from=1 to=10 speed=2
/// ```
///
/// ```swift
/// let levels = try LevelFile.parse("title: Two\n#*\n", fileName: "two.level")
/// levels[0].bricks.map(\.kind)   // [.normal, .explosive]
/// let text = LevelFile.write(levels)
/// ```
enum LevelFile {
    /// The file name extension of our format.
    static let fileExtension = "level"

    /// The keys a level may set, in the order `write` puts them.
    static let keys = ["title", "author"]
    /// The line that starts a level's grid of extras.
    static let extrasMarker = "extras:"
    /// The line that starts a level's grid of tints.
    static let tintsMarker = "tints:"
    /// The line that starts a level's list of physical bricks.
    static let physicsMarker = "physics:"
    /// The largest tint the tints grid holds (`z`); `write` clamps larger ones to it.
    static let maxTint = 35

    /// Every brick character, in the documented order.
    static let brickCharacters: [Character] = [".", "#", "2", "3", "4", "X", "*", "B", "=", "@", "x", "y", "z", "!", "v",
                                               "W", "S", "L", "M"]

    /// The brick a character stands for; nil for `.` (empty) and unknown characters.
    static func kind(for character: Character) -> BrickKind? {
        switch character {
        case "#", "W", "S", "L", "M": return .normal
        case "2", "3", "4": return .multiHit(character.wholeNumberValue!)
        case "X": return .indestructible
        case "*": return .explosive
        case "B": return .extraBall
        case "=": return .wall
        case "@": return .chaotic
        case "x", "y", "z": return .regenerating(Int(character.asciiValue! - Character("w").asciiValue!))
        case "!": return .growing
        case "v": return .invisible
        default: return nil
        }
    }

    /// The extra a brick letter carries (`W`, `S`, `L`, `M`: shorthand for a normal brick
    /// with that extra).
    static func shorthandExtra(for character: Character) -> Extra? {
        switch character {
        case "W": return .lengthenPaddle
        case "S": return .slowBalls
        case "L": return .extraLife
        case "M": return .multiball
        default: return nil
        }
    }

    /// The character for a brick. Multi-hit counts outside 2 ... 4 are clamped into it
    /// (1 hit writes `#`).
    static func character(for kind: BrickKind) -> Character {
        switch kind {
        case .normal: return "#"
        case let .multiHit(hits):
            if hits <= 1 { return "#" }
            return Character(String(min(hits, 4)))
        case .indestructible: return "X"
        case .explosive: return "*"
        case .extraBall: return "B"
        case .wall: return "="
        case .chaotic: return "@"
        case let .regenerating(hits): return ["x", "y", "z"][min(max(hits, 1), 3) - 1]
        case .growing: return "!"
        case .invisible: return "v"
        }
    }

    /// The tints grid's character for a tint: `.` for 0, then `1` ... `9`, `a` ... `z`.
    /// Tints outside 0 ... 35 are clamped into it.
    static func tintCharacter(for tint: Int) -> Character {
        let clamped = min(max(tint, 0), maxTint)
        return clamped == 0 ? "." : Character(String(clamped, radix: 36))
    }

    /// The tint a tints-grid character stands for: 0 for `.`, nil for anything but `.`,
    /// `1` ... `9` and `a` ... `z` (upper case too would make two spellings of one tint).
    static func tint(for character: Character) -> Int? {
        if character == "." { return 0 }
        guard character.isASCII, character.isNumber || character.isLowercase,
              let tint = Int(String(character), radix: 36), tint > 0 else { return nil }
        return tint
    }

    /// The levels in `text`. Errors name `fileName`, the line and what was expected.
    static func parse(_ text: String, fileName: String) throws(LevelLoadError) -> [Level] {
        var parser = Parser(fileName: fileName)
        let lines = TextLines(text).lines
        for (index, raw) in lines.enumerated() {
            try parser.read(raw.trimmingWhitespace, lineNumber: index + 1)
        }
        try parser.finishLevel()
        guard !parser.levels.isEmpty else {
            throw LevelLoadError(file: fileName, line: 1, message: "no levels found: expected rows of bricks such as \"..##..\"")
        }
        return parser.levels
    }

    /// `levels` as text in this format; `parse` reads it back as the same levels, extras and
    /// tints included. What the format cannot hold is changed on the way: bricks outside a
    /// level's grid are left out, an extra on a brick that cannot break too, tints are
    /// clamped to 0 ... 35 (`maxTint`), hit counts as `character(for:)` says, titles and
    /// authors become one trimmed line, and `gridShare` is not stored.
    /// The `extras:` grid is written only when some brick has an extra, the `tints:` grid
    /// only when some brick has a tint other than 0, the `physics:` list only when some
    /// brick has a mount; a mount that cannot hold (a chain link with no brick above it
    /// any more, after an edit) is left out, the brick written as fixed.
    static func write(_ levels: [Level]) -> String {
        var lines = ["# Breakout levels (format: Config/levels/FORMAT.md)"]
        for (index, level) in levels.enumerated() {
            if index > 0 { lines.append("---") }
            if !level.title.isEmpty { lines.append("title: \(level.title.asOneLine)") }
            if !level.author.isEmpty { lines.append("author: \(level.author.asOneLine)") }
            var grid = Array(repeating: Array(repeating: Character("."), count: level.columns), count: level.rows)
            var extras = grid
            var tints = grid
            for brick in level.bricks where brick.cell.isInside(columns: level.columns, rows: level.rows) {
                grid[brick.row][brick.column] = character(for: brick.kind)
                if let extra = brick.extra, brick.kind.isBreakable { extras[brick.row][brick.column] = extra.lbreakoutCharacter }
                tints[brick.row][brick.column] = tintCharacter(for: brick.tint)
            }
            lines += grid.map { String($0) }
            // Each optional grid only when it holds something, so plain levels stay plain.
            for (marker, rows) in [(extrasMarker, extras), (tintsMarker, tints)]
            where rows.contains(where: { $0.contains { $0 != "." } }) {
                lines.append(marker)
                lines += rows.map { String($0) }
            }
            let mounted = level.bricks.filter { brick in
                brick.mount != nil && brick.cell.isInside(columns: level.columns, rows: level.rows) && level.mountProblem(at: brick.cell) == nil
            }
            if !mounted.isEmpty {
                lines.append(physicsMarker)
                lines += mountLines(mounted)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `physics:` lines for bricks with mounts, in row-major order: neighbours in a row
    /// with the same mount share a line (`3-7,10 box`).
    static func mountLines(_ bricks: [BrickPlacement]) -> [String] {
        var lines: [String] = []
        var k = 0
        while k < bricks.count {
            let first = bricks[k]
            var last = k
            while last + 1 < bricks.count, bricks[last + 1].row == first.row, bricks[last + 1].column == bricks[last].column + 1,
                  bricks[last + 1].mount == first.mount {
                last += 1
            }
            let columns = last == k ? "\(first.column + 1)" : "\(first.column + 1)-\(bricks[last].column + 1)"
            lines.append("\(columns),\(first.row + 1) \(mountText(first.mount!))")
            k = last + 1
        }
        return lines
    }

    /// A mount as a `physics:` line writes it: its name, then its numbers that differ from
    /// their defaults (a rail's columns always).
    static func mountText(_ mount: BrickMount) -> String {
        var words = [mount.name]
        for (parameter, value) in zip(BrickMount.parameters(of: mount.name), mount.values)
        where parameter.isColumn || value != parameter.defaultValue {
            words.append("\(parameter.key)=\(BrickMount.format(value))")
        }
        return words.joined(separator: " ")
    }

    /// One level as text.
    static func write(_ level: Level) -> String { write([level]) }

    /// Reads lines one at a time, collecting the current level.
    private struct Parser {
        let fileName: String
        var levels: [Level] = []
        // The level being read.
        var values: [String: (value: String, line: Int)] = [:]
        var rows: [(text: Substring, line: Int)] = []
        /// The level's extras grid, once its `extras:` line was read.
        var extraRows: [(text: Substring, line: Int)]?
        /// The level's tints grid and the line of its `tints:`, once that was read.
        var tintRows: [(text: Substring, line: Int)]?
        var tintsLine = 0
        /// The level's physical bricks by cell, with the line that gave each, once its
        /// `physics:` line was read (a dictionary for lookups only: bricks are made in
        /// row-major order).
        var mounts: [GridCell: (mount: BrickMount, line: Int)]?
        var physicsLine = 0
        var firstLine: Int?

        init(fileName: String) { self.fileName = fileName }

        func error(_ line: Int, _ message: String) -> LevelLoadError {
            LevelLoadError(file: fileName, line: line, message: message)
        }

        mutating func read(_ line: Substring, lineNumber: Int) throws(LevelLoadError) {
            if line.isEmpty || line.hasPrefix("# ") || line.hasPrefix("#\t") { return }
            if line == "---" {
                try finishLevel()
                return
            }
            if line == LevelFile.physicsMarker {
                guard !rows.isEmpty else {
                    throw error(lineNumber, "\"physics:\" must follow the level's rows of bricks (and its extras and tints grids, if any)")
                }
                guard mounts == nil else { throw error(lineNumber, "\"physics:\" given twice in one level (first on line \(physicsLine))") }
                try checkExtrasGridIsComplete(orElseAt: lineNumber)
                try checkTintsGridIsComplete()
                mounts = [:]
                physicsLine = lineNumber
                return
            }
            if mounts != nil {
                if line == LevelFile.extrasMarker || line == LevelFile.tintsMarker {
                    throw error(lineNumber, "\"\(line)\" must come before \"physics:\" (line \(physicsLine))")
                }
                try readMountLine(line, lineNumber: lineNumber)
                return
            }
            if line == LevelFile.extrasMarker {
                guard !rows.isEmpty else { throw error(lineNumber, "\"extras:\" must follow the level's rows of bricks") }
                guard extraRows == nil else { throw error(lineNumber, "\"extras:\" given twice in one level") }
                guard tintRows == nil else {
                    throw error(lineNumber, "\"extras:\" must come before \"tints:\" (line \(tintsLine))")
                }
                extraRows = []
                return
            }
            if line == LevelFile.tintsMarker {
                guard !rows.isEmpty else {
                    throw error(lineNumber, "\"tints:\" must follow the level's rows of bricks (and its extras grid, if any)")
                }
                guard tintRows == nil else { throw error(lineNumber, "\"tints:\" given twice in one level (first on line \(tintsLine))") }
                // The extras grid ends here, so it must be whole.
                try checkExtrasGridIsComplete(orElseAt: lineNumber)
                tintRows = []
                tintsLine = lineNumber
                return
            }
            if tintRows != nil {
                try readTintsRow(line, lineNumber: lineNumber)
                return
            }
            if extraRows != nil {
                try readExtrasRow(line, lineNumber: lineNumber)
                return
            }
            if let colon = line.firstIndex(of: ":"), !line[..<colon].isEmpty, line[..<colon].allSatisfy(\.isLetter) {
                try readKey(String(line[..<colon]), value: line[line.index(after: colon)...], lineNumber: lineNumber)
                return
            }
            try readRow(line, lineNumber: lineNumber)
        }

        mutating func readKey(_ key: String, value: Substring, lineNumber: Int) throws(LevelLoadError) {
            guard LevelFile.keys.contains(key) else {
                throw error(lineNumber, "unknown key \"\(key)\": allowed are \(LevelFile.keys.map { "\"\($0):\"" }.joined(separator: ", "))")
            }
            if let first = rows.first {
                throw error(lineNumber, "\"\(key):\" must come before the level's rows (they start on line \(first.line)); separate levels with \"---\"")
            }
            if let earlier = values[key] {
                throw error(lineNumber, "\"\(key):\" given twice in one level (first on line \(earlier.line))")
            }
            values[key] = (String(value.trimmingWhitespace), lineNumber)
            firstLine = firstLine ?? lineNumber
        }

        mutating func readRow(_ line: Substring, lineNumber: Int) throws(LevelLoadError) {
            for (offset, character) in line.enumerated() where character != "." && LevelFile.kind(for: character) == nil {
                let allowed = LevelFile.brickCharacters.map(String.init).joined(separator: " ")
                throw error(lineNumber, "unknown brick \(LevelLoadError.shown(character)) in column \(offset + 1): allowed are \(allowed) (comments start with \"# \")")
            }
            if line.count > LevelLimits.maxColumns {
                throw error(lineNumber, "row \(rows.count + 1) has \(line.count) bricks; a level may be at most \(LevelLimits.maxColumns) wide")
            }
            if rows.count == LevelLimits.maxRows {
                throw error(lineNumber, "row \(rows.count + 1): a level may have at most \(LevelLimits.maxRows) rows (separate levels with \"---\")")
            }
            if let first = rows.first, first.text.count != line.count {
                throw error(lineNumber, "row \(rows.count + 1): expected \(first.text.count) characters like the level's first row (line \(first.line)), got \(line.count)")
            }
            rows.append((line, lineNumber))
            firstLine = firstLine ?? lineNumber
        }

        /// Checks that a row of a second grid (`extras`, `tints`) matches its row of bricks.
        func checkGridRow(_ grid: String, row: Int, _ line: Substring, lineNumber: Int) throws(LevelLoadError) {
            guard row < rows.count else {
                throw error(lineNumber, "\(grid) row \(row + 1): the level has only \(rows.count) rows of bricks")
            }
            guard line.count == rows[row].text.count else {
                throw error(lineNumber, "\(grid) row \(row + 1): expected \(rows[row].text.count) characters like the bricks' row (line \(rows[row].line)), got \(line.count)")
            }
        }

        mutating func readExtrasRow(_ line: Substring, lineNumber: Int) throws(LevelLoadError) {
            let row = extraRows?.count ?? 0
            try checkGridRow("extras", row: row, line, lineNumber: lineNumber)
            for (offset, character) in line.enumerated() where character != "." {
                guard Extra(lbreakoutCharacter: character) != nil else {
                    let allowed = Extra.allCases.map { String($0.lbreakoutCharacter) }.joined(separator: " ")
                    throw error(lineNumber, "unknown extra \(LevelLoadError.shown(character)) in column \(offset + 1): allowed are . \(allowed)")
                }
                let brick = rows[row].text[rows[row].text.index(rows[row].text.startIndex, offsetBy: offset)]
                guard let kind = LevelFile.kind(for: brick), kind.isBreakable else {
                    throw error(lineNumber, "extra '\(character)' in column \(offset + 1) needs a breakable brick there (line \(rows[row].line) has '\(brick)')")
                }
            }
            extraRows?.append((line, lineNumber))
        }

        mutating func readTintsRow(_ line: Substring, lineNumber: Int) throws(LevelLoadError) {
            let row = tintRows?.count ?? 0
            try checkGridRow("tints", row: row, line, lineNumber: lineNumber)
            for (offset, character) in line.enumerated() where character != "." {
                guard LevelFile.tint(for: character) != nil else {
                    throw error(lineNumber, "unknown tint \(LevelLoadError.shown(character)) in column \(offset + 1): allowed are . (tint 0), 1-9 and a-z (tints 1-35)")
                }
                let brick = rows[row].text[rows[row].text.index(rows[row].text.startIndex, offsetBy: offset)]
                guard LevelFile.kind(for: brick) != nil else {
                    throw error(lineNumber, "tint '\(character)' in column \(offset + 1) needs a brick there (line \(rows[row].line) has '\(brick)')")
                }
            }
            tintRows?.append((line, lineNumber))
        }

        /// An extras grid, if the level has one, holds a row for every row of bricks;
        /// `line` is where to point when it has no row at all.
        func checkExtrasGridIsComplete(orElseAt line: Int) throws(LevelLoadError) {
            if let extraRows, extraRows.count != rows.count {
                throw error(extraRows.last?.line ?? line, "the extras grid stops after row \(extraRows.count); expected \(rows.count) rows, one per row of bricks")
            }
        }

        /// Ends the level being read: a level needs rows; a section with nothing in it
        /// (say, after a final "---") is skipped.
        mutating func finishLevel() throws(LevelLoadError) {
            defer { values = [:]; rows = []; extraRows = nil; tintRows = nil; mounts = nil; firstLine = nil }
            guard let firstLine else { return }
            guard let firstRow = rows.first else {
                throw error(firstLine, "level has no rows of bricks: expected rows such as \"..##..\" after the title and author")
            }
            try checkExtrasGridIsComplete(orElseAt: firstLine)
            try checkTintsGridIsComplete()
            guard levels.count < LevelLimits.maxLevels else {
                throw error(firstLine, "a file may hold at most \(LevelLimits.maxLevels) levels")
            }
            var bricks: [BrickPlacement] = []
            for (row, entry) in rows.enumerated() {
                let extras = extraRows.map { Array($0[row].text) }
                let tints = tintRows.map { Array($0[row].text) }
                for (column, character) in entry.text.enumerated() {
                    if let kind = LevelFile.kind(for: character) {
                        let extra = extras.flatMap { Extra(lbreakoutCharacter: $0[column]) } ?? LevelFile.shorthandExtra(for: character)
                        let tint = tints.flatMap { LevelFile.tint(for: $0[column]) } ?? 0
                        let mount = mounts?[GridCell(column: column, row: row)]?.mount
                        bricks.append(BrickPlacement(column: column, row: row, kind: kind, tint: tint, extra: extra, mount: mount))
                    }
                }
            }
            let level = Level(
                title: values["title"]?.value ?? "",
                author: values["author"]?.value ?? "",
                columns: firstRow.text.count,
                rows: rows.count,
                bricks: bricks
            )
            for brick in level.bricks where brick.mount != nil {
                if let problem = level.mountProblem(at: brick.cell) { throw error(mounts?[brick.cell]?.line ?? physicsLine, problem) }
            }
            levels.append(level)
        }

        func checkTintsGridIsComplete() throws(LevelLoadError) {
            if let tintRows, tintRows.count != rows.count {
                throw error(tintRows.last?.line ?? tintsLine, "the tints grid stops after row \(tintRows.count); expected \(rows.count) rows, one per row of bricks")
            }
        }

        /// One line of the `physics:` list: `CELLS MOUNT key=value ...`.
        mutating func readMountLine(_ line: Substring, lineNumber: Int) throws(LevelLoadError) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            let example = "expected a cell and a mount such as \"3,2 hang length=2\" or \"4-6,9 box\""
            guard words.count >= 2 else { throw error(lineNumber, example) }
            let cells = try readCells(words[0], lineNumber: lineNumber)
            let name = String(words[1])
            guard BrickMount.names.contains(name) else {
                throw error(lineNumber, "unknown mount \"\(name)\": allowed are \(BrickMount.names.joined(separator: ", "))")
            }
            let parameters = BrickMount.parameters(of: name)
            var given: [Double?] = Array(repeating: nil, count: parameters.count)
            for word in words.dropFirst(2) {
                let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let allowed = parameters.isEmpty ? "\(name) takes no numbers" : "\(name) takes \(parameters.map { "\($0.key)=" }.joined(separator: ", "))"
                guard parts.count == 2, let k = parameters.firstIndex(where: { $0.key == parts[0] }) else {
                    throw error(lineNumber, "unexpected \"\(word)\": \(allowed)")
                }
                let parameter = parameters[k]
                let range = BrickMount.describe(parameter.range, whole: parameter.isColumn)
                guard let value = Double(parts[1]), value.isFinite, parameter.range.contains(value),
                      !parameter.isColumn || value == value.rounded() else {
                    throw error(lineNumber, "\(name) \(parameter.key) must be \(range), got \"\(parts[1])\"")
                }
                guard given[k] == nil else { throw error(lineNumber, "\(name) \(parameter.key) given twice") }
                given[k] = value
            }
            if name == "rail" {
                for (k, parameter) in parameters.enumerated() where parameter.isColumn && given[k] == nil {
                    throw error(lineNumber, "rail needs from= and to=: the columns its centre slides between, 1...\(rows[0].text.count)")
                }
            }
            let values = zip(parameters, given).map { $1 ?? $0.defaultValue }
            guard let mount = BrickMount(name: name, values: values) else { throw error(lineNumber, example) }
            for cell in cells {
                if let earlier = mounts?[cell] {
                    throw error(lineNumber, "the brick in \(cell.column + 1),\(cell.row + 1) was given a mount already (line \(earlier.line))")
                }
                mounts?[cell] = (mount, lineNumber)
            }
        }

        /// `C,R`, `C1-C2,R`, `C,R1-R2` or `C1-C2,R1-R2` (1-based): cells of the grid, each
        /// holding a brick.
        func readCells(_ word: Substring, lineNumber: Int) throws(LevelLoadError) -> [GridCell] {
            let columns = rows[0].text.count
            let parts = word.split(separator: ",", omittingEmptySubsequences: false)
            func range(_ text: Substring, _ what: String, _ count: Int) throws(LevelLoadError) -> ClosedRange<Int> {
                let ends = text.split(separator: "-", omittingEmptySubsequences: false)
                let numbers = ends.compactMap { Int($0) }
                guard (1...2).contains(ends.count), numbers.count == ends.count else {
                    throw error(lineNumber, "bad cell \"\(word)\": expected column,row such as \"3,2\" or a range such as \"3-5,2\"")
                }
                guard let low = numbers.first, let high = numbers.last, 1 <= low, low <= high, high <= count else {
                    throw error(lineNumber, "bad cell \"\(word)\": the \(what) must be 1...\(count)\(numbers.count == 2 ? ", the smaller first" : ""), got \(text)")
                }
                return low...high
            }
            guard parts.count == 2 else {
                throw error(lineNumber, "bad cell \"\(word)\": expected column,row such as \"3,2\" or a range such as \"3-5,2\"")
            }
            let columnRange = try range(parts[0], "column", columns)
            let rowRange = try range(parts[1], "row", rows.count)
            var cells: [GridCell] = []
            for row in rowRange {
                let text = rows[row - 1].text
                for column in columnRange {
                    let character = text[text.index(text.startIndex, offsetBy: column - 1)]
                    guard LevelFile.kind(for: character) != nil else {
                        throw error(lineNumber, "cell \(column),\(row) has no brick to mount (line \(rows[row - 1].line) has \(LevelLoadError.shown(character)) there)")
                    }
                    cells.append(GridCell(column: column - 1, row: row - 1))
                }
            }
            return cells
        }
    }
}
