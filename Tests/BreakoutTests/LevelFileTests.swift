import Foundation
import Testing
@testable import Breakout

@Suite struct LevelFileTests {
    func parse(_ text: String) throws(LevelLoadError) -> [Level] {
        try LevelFile.parse(text, fileName: "test.level")
    }

    func error(_ text: String) -> LevelLoadError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func everyCharacterMapsToItsKind() throws {
        let levels = try parse("""
            # Comments start with "# "
            title: Castle
            author: Someone
            ..####..
            .#2##3#.
            X*B#4WSX
            L......M
            """)
        #expect(levels.count == 1)
        let level = levels[0]
        #expect(level.title == "Castle")
        #expect(level.author == "Someone")
        #expect(level.columns == 8)
        #expect(level.rows == 4)
        let kinds = Dictionary(uniqueKeysWithValues: level.bricks.map { ($0.cell, $0.kind) })
        #expect(kinds[GridCell(column: 0, row: 0)] == nil)
        #expect(kinds[GridCell(column: 2, row: 0)] == .normal)
        #expect(kinds[GridCell(column: 2, row: 1)] == .multiHit(2))
        #expect(kinds[GridCell(column: 5, row: 1)] == .multiHit(3))
        #expect(kinds[GridCell(column: 4, row: 2)] == .multiHit(4))
        #expect(kinds[GridCell(column: 0, row: 2)] == .indestructible)
        #expect(kinds[GridCell(column: 1, row: 2)] == .explosive)
        #expect(kinds[GridCell(column: 2, row: 2)] == .extraBall)
        let extras = Dictionary(uniqueKeysWithValues: level.bricks.map { ($0.cell, $0.extra) })
        #expect(kinds[GridCell(column: 5, row: 2)] == .normal)
        #expect(extras[GridCell(column: 5, row: 2)] == .lengthenPaddle)
        #expect(extras[GridCell(column: 6, row: 2)] == .slowBalls)
        #expect(extras[GridCell(column: 0, row: 3)] == .extraLife)
        #expect(extras[GridCell(column: 7, row: 3)] == .multiball)
        #expect(extras[GridCell(column: 2, row: 2)] == .some(nil))
        #expect(level.bricks.count == 4 + 6 + 8 + 2)
        #expect(level.bricks.allSatisfy { $0.tint == 0 })
    }

    @Test func writesTheDocumentedText() {
        let level = Level(title: "Two", author: "Me", columns: 3, rows: 2, bricks: [
            BrickPlacement(column: 0, row: 0, kind: .explosive),
            BrickPlacement(column: 2, row: 1, kind: .multiHit(3)),
            BrickPlacement(column: 1, row: 1, kind: .normal, extra: .extraLife),
        ])
        #expect(LevelFile.write(level) == """
            # Breakout levels (format: Config/levels/FORMAT.md)
            title: Two
            author: Me
            *..
            .#3
            extras:
            ...
            .l.

            """)
    }

    @Test func generatedLevelsSurviveARoundTrip() throws {
        var levels: [Level] = []
        for pattern in LevelPattern.allCases {
            var rules = GameRules()
            rules.pattern = pattern
            rules.brickColumns = 9
            rules.brickRows = 5
            levels.append(LevelGenerator(rules: rules).level(seed: 11))
        }
        levels.append(Level(title: "", author: "", columns: 1, rows: 1, bricks: [BrickPlacement(column: 0, row: 0, kind: .normal)]))
        let text = LevelFile.write(levels)
        #expect(try parse(text) == levels)
        #expect(text.components(separatedBy: "\n---\n").count == levels.count)
    }

    @Test func toleratesCRLFBlankLinesSpacesAndAMissingFinalNewline() throws {
        let text = "title: One \r\n\r\n  ##. \r\n.## \r\n---\r\n\r\n# only a comment\r\n*\r\n---\r\n"
        let levels = try parse(text)
        #expect(levels.count == 2)
        #expect(levels[0].title == "One")
        #expect(levels[0].columns == 3 && levels[0].rows == 2)
        #expect(levels[1].bricks == [BrickPlacement(column: 0, row: 0, kind: .explosive)])
        #expect(try parse("#*") == [Level(title: "", columns: 2, rows: 1, bricks: [
            BrickPlacement(column: 0, row: 0, kind: .normal), BrickPlacement(column: 1, row: 0, kind: .explosive),
        ])])
    }

    @Test func charactersMapBothWays() {
        for character in LevelFile.brickCharacters where character != "." {
            let kind = LevelFile.kind(for: character)
            #expect(kind != nil)
            // W S L M are normal bricks with an extra: written as `#` and the extras grid.
            let shorthand = LevelFile.shorthandExtra(for: character) != nil
            #expect(LevelFile.character(for: kind!) == (shorthand ? "#" : character))
        }
        #expect(LevelFile.kind(for: ".") == nil)
        #expect(LevelFile.kind(for: "q") == nil)
        // Outside 2 ... 4 hits: clamped.
        #expect(LevelFile.character(for: .multiHit(1)) == "#")
        #expect(LevelFile.character(for: .multiHit(9)) == "4")
    }

    @Test func extrasGridRoundTripsEveryExtra() throws {
        let extras = Extra.allCases
        let level = Level(title: "All", columns: extras.count, rows: 2, bricks: extras.enumerated().flatMap { k, extra in
            [BrickPlacement(column: k, row: 0, kind: .normal, extra: extra),
             BrickPlacement(column: k, row: 1, kind: k % 2 == 0 ? .multiHit(3) : .explosive, extra: extras[(k + 7) % extras.count])]
        })
        let text = LevelFile.write(level)
        #expect(text.contains("\nextras:\n"))
        let back = try LevelFile.parse(text, fileName: "all.level")
        #expect(back == [level])
    }

    @Test func badExtrasGridsNameTheLine() {
        #expect(error("##\nextras:\n+q\n")?.description
            == "test.level:3: unknown extra 'q' in column 2: allowed are . " + Extra.allCases.map { String($0.lbreakoutCharacter) }.joined(separator: " "))
        #expect(error("#.\nextras:\n++\n")?.description
            == "test.level:3: extra '+' in column 2 needs a breakable brick there (line 1 has '.')")
        #expect(error("#X\nextras:\n.+\n")?.description
            == "test.level:3: extra '+' in column 2 needs a breakable brick there (line 1 has 'X')")
        #expect(error("##\n##\nextras:\n++\n")?.description
            == "test.level:4: the extras grid stops after row 1; expected 2 rows, one per row of bricks")
        #expect(error("##\nextras:\n+++\n")?.description
            == "test.level:3: extras row 1: expected 2 characters like the bricks' row (line 1), got 3")
        #expect(error("extras:\n##\n")?.description
            == "test.level:1: \"extras:\" must follow the level's rows of bricks")
    }

    @Test func writesTheTintsGridAfterTheExtras() {
        let level = Level(title: "Tints", columns: 3, rows: 2, bricks: [
            BrickPlacement(column: 0, row: 0, kind: .explosive, tint: 18),
            BrickPlacement(column: 1, row: 0, kind: .normal, tint: 0, extra: .joker),
            BrickPlacement(column: 2, row: 0, kind: .indestructible, tint: 9),
            BrickPlacement(column: 0, row: 1, kind: .wall, tint: 1),
            BrickPlacement(column: 2, row: 1, kind: .normal, tint: 35),
        ])
        #expect(LevelFile.write(level) == """
            # Breakout levels (format: Config/levels/FORMAT.md)
            title: Tints
            *#X
            =.#
            extras:
            .j.
            ...
            tints:
            i.9
            1.z

            """)
        // Tints above 35 are clamped; tint 0 everywhere writes no grid.
        let clamped = Level(title: "", columns: 2, rows: 1, bricks: [
            BrickPlacement(column: 0, row: 0, kind: .normal, tint: 200), BrickPlacement(column: 1, row: 0, kind: .normal, tint: 36),
        ])
        #expect(LevelFile.write(clamped).hasSuffix("##\ntints:\nzz\n"))
        #expect(!LevelFile.write(Level(title: "", columns: 1, rows: 1, bricks: [BrickPlacement(column: 0, row: 0, kind: .normal)])).contains("tints:"))
    }

    @Test func tintCharactersMapBothWays() {
        for tint in 0...LevelFile.maxTint {
            #expect(LevelFile.tint(for: LevelFile.tintCharacter(for: tint)) == tint)
        }
        #expect(LevelFile.tintCharacter(for: 10) == "a")
        #expect(LevelFile.tintCharacter(for: -3) == ".")
        for character in "0A-# Z" { #expect(LevelFile.tint(for: character) == nil, "\(character)") }
    }

    @Test func readsTintsWithAndWithoutExtras() throws {
        let withExtras = try parse("#*\nextras:\n+.\ntints:\n3z\n")[0]
        #expect(withExtras.bricks == [
            BrickPlacement(column: 0, row: 0, kind: .normal, tint: 3, extra: .lengthenPaddle),
            BrickPlacement(column: 1, row: 0, kind: .explosive, tint: 35),
        ])
        let tintsOnly = try parse("X.\n=W\ntints:\n..\n.a\n---\n#\n")
        #expect(tintsOnly[0].bricks == [
            BrickPlacement(column: 0, row: 0, kind: .indestructible),
            BrickPlacement(column: 0, row: 1, kind: .wall),
            BrickPlacement(column: 1, row: 1, kind: .normal, tint: 10, extra: .lengthenPaddle),
        ])
        #expect(tintsOnly[1].bricks == [BrickPlacement(column: 0, row: 0, kind: .normal)])
    }

    @Test func badTintsGridsNameTheLine() {
        #expect(error("tints:\n##\n")?.description
            == #"test.level:1: "tints:" must follow the level's rows of bricks (and its extras grid, if any)"#)
        #expect(error("##\ntints:\n11\ntints:\n11\n")?.description
            == #"test.level:4: "tints:" given twice in one level (first on line 2)"#)
        #expect(error("##\ntints:\n111\n")?.description
            == "test.level:3: tints row 1: expected 2 characters like the bricks' row (line 1), got 3")
        #expect(error("##\n##\ntints:\n11\n")?.description
            == "test.level:4: the tints grid stops after row 1; expected 2 rows, one per row of bricks")
        #expect(error("##\ntints:\n---\n##\n")?.description
            == "test.level:2: the tints grid stops after row 0; expected 1 rows, one per row of bricks")
        #expect(error("##\ntints:\n11\n22\n")?.description
            == "test.level:4: tints row 2: the level has only 1 rows of bricks")
        #expect(error("#.\ntints:\n11\n")?.description
            == "test.level:3: tint '1' in column 2 needs a brick there (line 1 has '.')")
        #expect(error("##\ntints:\n1A\n")?.description
            == "test.level:3: unknown tint 'A' in column 2: allowed are . (tint 0), 1-9 and a-z (tints 1-35)")
        #expect(error("##\ntints:\n0.\n")?.description
            == "test.level:3: unknown tint '0' in column 1: allowed are . (tint 0), 1-9 and a-z (tints 1-35)")
        #expect(error("##\ntints:\n11\nextras:\n++\n")?.description
            == #"test.level:4: "extras:" must come before "tints:" (line 2)"#)
        #expect(error("##\n##\nextras:\n++\ntints:\n11\n11\n")?.description
            == "test.level:4: the extras grid stops after row 1; expected 2 rows, one per row of bricks")
    }

    @Test func unknownBrickNamesLineAndColumn() {
        #expect(error("title: A\n##\n#Q\n")?.description
            == ##"test.level:3: unknown brick 'Q' in column 2: allowed are . # 2 3 4 X * B = @ x y z ! v W S L M (comments start with "# ")"##)
    }

    @Test func aCommentWithoutASpaceIsReadAsARow() {
        #expect(error("#comment\n")?.description
            == ##"test.level:1: unknown brick 'c' in column 2: allowed are . # 2 3 4 X * B = @ x y z ! v W S L M (comments start with "# ")"##)
    }

    @Test func rowsOfDifferentWidths() {
        #expect(error("..##..\n\n..##.\n")?.description
            == "test.level:3: row 2: expected 6 characters like the level's first row (line 1), got 5")
    }

    @Test func unknownKey() {
        #expect(error("title: A\nauthr: B\n##\n")?.description
            == #"test.level:2: unknown key "authr": allowed are "title:", "author:""#)
    }

    @Test func keyAfterTheRows() {
        #expect(error("##\ntitle: Late\n")?.description
            == #"test.level:2: "title:" must come before the level's rows (they start on line 1); separate levels with "---""#)
    }

    @Test func keyGivenTwice() {
        #expect(error("title: A\n# note\ntitle: B\n##\n")?.description
            == #"test.level:3: "title:" given twice in one level (first on line 1)"#)
    }

    @Test func levelWithoutRows() {
        #expect(error("##\n---\nauthor: Nobody\n---\n##\n")?.description
            == #"test.level:3: level has no rows of bricks: expected rows such as "..##.." after the title and author"#)
    }

    @Test func noLevelsAtAll() {
        let expected = #"test.level:1: no levels found: expected rows of bricks such as "..##..""#
        #expect(error("")?.description == expected)
        #expect(error("# just a comment\n\n---\n")?.description == expected)
    }

    @Test func errorsCarryFileAndLine() {
        let error = error("##\n#\n")
        #expect(error == LevelLoadError(file: "test.level", line: 2, message: "row 2: expected 2 characters like the level's first row (line 1), got 1"))
    }
}
