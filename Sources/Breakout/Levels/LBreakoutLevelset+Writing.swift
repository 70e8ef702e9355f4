/// Writing levels in LBreakout2's levelset format, the way back from
/// `LBreakoutLevelset(parsing:fileName:)`: a levelset read and written reads back as equal
/// levels. LBreakout2 can then play what our level editor made.
///
/// The text is `Version: 1.00`, then for each level `Level:`, the author, the title (each
/// on one line: line breaks become spaces; empty stays empty, as LBreakout2 reads that
/// too), `Bricks:` and 18 rows of 14 characters, `Bonus:` and 18 rows of 14 characters.
/// LBreakout2 shows at most 30 characters of a title; longer ones are written whole.
///
/// A level smaller than 14 x 18 is centred left to right (left padding
/// `(14 - columns) / 2`, rounding down) and starts at the top row. A larger one cannot be
/// written: `LBreakoutExportError` names it.
///
/// Bricks map back through the reader's table (`brick(for:)`), by kind and tint; what
/// LBreakout2 lacks becomes the nearest brick it has:
///
/// | Our kind | Tint | Brick | Note |
/// |----------|------|-------|------|
/// | indestructible | any | `E` | |
/// | wall | any | `#` | |
/// | chaotic | any | `@` | |
/// | normal | 10 ... 17 | `d` ... `k` | grown bricks (`F` ... `K`) come back as `f` ... `k`, equal |
/// | normal | any other | `a` | reads back with tint 3 |
/// | multiHit(2) | any | `b` | |
/// | multiHit(3), multiHit(4) | any | `c` | LBreakout2's hardest is 3 hits |
/// | invisible | any | `v` | |
/// | regenerating(1 ... 3) | any | `x` `y` `z` | |
/// | explosive | any | `*` | |
/// | growing | any | `!` | |
/// | extraBall | any | `a` | with bonus `b` (extra ball) unless it drops another extra |
///
/// A brick's extra goes into the Bonus grid as its `Extra.lbreakoutCharacter`; multiball,
/// which LBreakout2 lacks, is written as `b` (extra ball). Cells without a brick, bricks
/// that cannot break and bricks without an extra get `.`. Only a normal brick's tint picks
/// its brick; any other kind reads back with the tint of its LBreakout2 brick (`E` 0, `#` 1
/// and so on), so levels read from LBreakout2 come back exactly.
///
/// ```swift
/// let set = try LBreakoutLevelset(parsing: text, fileName: "Arcade")
/// let again = try LBreakoutLevelset.write(set.levels)
/// try LBreakoutLevelset(parsing: again, fileName: "Arcade").levels == set.levels  // true
/// ```
extension LBreakoutLevelset {
    /// The version written on the first line.
    static let writtenVersion = "1.00"

    /// `levels` as an LBreakout2 levelset; throws for the first level larger than 14 x 18.
    static func write(_ levels: [Level]) throws(LBreakoutExportError) -> String {
        var lines = ["Version: \(writtenVersion)"]
        for (index, level) in levels.enumerated() {
            guard level.columns <= columns, level.rows <= rows else {
                throw LBreakoutExportError(levelNumber: index + 1, title: level.title, message:
                    "is \(level.columns) columns by \(level.rows) rows: LBreakout2 levels are \(columns) columns by \(rows) rows, so only levels of at most that size can be exported")
            }
            let left = (columns - level.columns) / 2
            var bricks = Array(repeating: Array(repeating: Character("."), count: columns), count: rows)
            var bonus = bricks
            for brick in level.bricks where brick.cell.isInside(columns: level.columns, rows: level.rows) {
                bricks[brick.row][left + brick.column] = brickCharacter(for: brick.kind, tint: brick.tint)
                bonus[brick.row][left + brick.column] = bonusCharacter(for: brick)
            }
            // No blank lines: LBreakout2 reads a levelset line by line and stops at the first surprise.
            lines += ["Level:", level.author.asOneLine, level.title.asOneLine, "Bricks:"]
            lines += bricks.map { String($0) }
            lines.append("Bonus:")
            lines += bonus.map { String($0) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// LBreakout2's brick for our kind and tint (the table above); `brick(for:)` reads it
    /// back as the same kind.
    static func brickCharacter(for kind: BrickKind, tint: Int) -> Character {
        switch kind {
        case .indestructible: return "E"
        case .wall: return "#"
        case .chaotic: return "@"
        case .normal:
            guard (10...17).contains(tint) else { return "a" }
            return Character(Unicode.Scalar(Character("d").asciiValue! + UInt8(tint - 10)))
        case .extraBall: return "a"
        case let .multiHit(hits):
            // Counts outside LBreakout2's 2 ... 3 are clamped, as our format clamps to 2 ... 4.
            if hits <= 1 { return "a" }
            return hits == 2 ? "b" : "c"
        case .invisible: return "v"
        case let .regenerating(hits): return ["x", "y", "z"][min(max(hits, 1), 3) - 1]
        case .explosive: return "*"
        case .growing: return "!"
        }
    }

    /// The Bonus-grid character for a brick: its extra, if it can break and drop one.
    static func bonusCharacter(for brick: BrickPlacement) -> Character {
        guard brick.kind.isBreakable else { return "." }
        switch brick.extra {
        // LBreakout2 has neither multiball nor an extra-ball brick: the extra ball is the nearest.
        case .multiball?: return Extra.extraBall.lbreakoutCharacter
        case let extra?: return extra.lbreakoutCharacter
        case nil: return brick.kind == .extraBall ? Extra.extraBall.lbreakoutCharacter : "."
        }
    }
}
