import Testing
@testable import Breakout

/// Fixtures are written here, in the levelset layout; no LBreakout2 file is copied.
@Suite struct LBreakoutLevelsetTests {
    static let emptyRow = String(repeating: ".", count: 14)

    /// One level's lines: the given rows on top, the rest empty.
    static func level(author: String = "Tester", title: String = "Fixture", bricks: [String] = [], bonus: [String] = []) -> [String] {
        func grid(_ rows: [String]) -> [String] { rows + Array(repeating: emptyRow, count: 18 - rows.count) }
        return ["Level:", author, title, "Bricks:"] + grid(bricks) + ["Bonus:"] + grid(bonus)
    }

    static func text(_ lines: [String]) -> String { lines.joined(separator: "\n") + "\n" }

    func parse(_ text: String) throws(LevelLoadError) -> LBreakoutLevelset {
        try LBreakoutLevelset(parsing: text, fileName: "set.lvl")
    }

    func error(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    func kinds(_ level: Level, row: Int) -> [BrickKind?] {
        (0..<14).map { column in level.bricks.first { $0.column == column && $0.row == row }?.kind }
    }

    @Test func readsVersionAuthorTitleAndTheFixedGrid() throws {
        let set = try parse(Self.text(["Version: 1.02"] + Self.level(author: "Ann", title: "First", bricks: ["a............."])
            + Self.level(author: "Bob", title: "Second")))
        #expect(set.version == "1.02")
        #expect(set.levels.count == 2)
        #expect(set.levels.map(\.author) == ["Ann", "Bob"])
        #expect(set.levels.map(\.title) == ["First", "Second"])
        #expect(set.levels.allSatisfy { $0.columns == 14 && $0.rows == 18 })
        #expect(set.levels[0].bricks == [BrickPlacement(column: 0, row: 0, kind: .normal, tint: 3)])
        #expect(set.levels[1].bricks.isEmpty)
    }

    @Test func bricksMapToOurKindsKeepingLBreakoutsBrickNumberAsTint() throws {
        let level = try #require(parse(Self.text(Self.level(bricks: [
            "E#@abcvxyzdefg",
            "hijk*!FGHIJK..",
        ]))).levels.first)
        // Every brick letter is its own kind.
        #expect(kinds(level, row: 0) == [
            .indestructible, .wall, .chaotic, .normal, .multiHit(2), .multiHit(3), .invisible,
            .regenerating(1), .regenerating(2), .regenerating(3), .normal, .normal, .normal, .normal,
        ])
        #expect(kinds(level, row: 1) == [
            .normal, .normal, .normal, .normal, .explosive, .growing, .normal, .normal, .normal, .normal, .normal, .normal, nil, nil,
        ])
        #expect(level.bricks.filter { $0.row == 0 }.map(\.tint) == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
        #expect(level.bricks.filter { $0.row == 1 }.map(\.tint) == [14, 15, 16, 17, 18, 19, 12, 13, 14, 15, 16, 17])
    }

    @Test func eachBonusIsItsOwnExtra() throws {
        let level = try #require(parse(Self.text(Self.level(
            bricks: ["aaaaaaaaaaaaaa", "aaaaaaaaaaaaaa", "aaaaaaaaaaaaaa"],
            bonus: ["+<lbj?*0g-W>.5", "1234smwfpdc~!&", "}{............"]
        ))).levels.first)
        func extras(_ row: Int) -> [Extra?] { level.bricks.filter { $0.row == row }.map(\.extra) }
        #expect(extras(0) == [.lengthenPaddle, .slowBalls, .extraLife, .extraBall, .joker, .random, .explosiveBalls,
                              .score200, .goldShower, .shortenPaddle, .weakBalls, .fastBalls, nil, .score10000])
        #expect(extras(1) == [.score500, .score1000, .score2000, .score5000, .stickyPaddle, .energyBalls, .extraFloor,
                              .frozenPaddle, .laser, .darkness, .chaoticBalls, .ghostPaddle, .reset, .extraTime])
        #expect(extras(2).prefix(2) == [.bonusMagnet, .malusMagnet])
        #expect(kinds(level, row: 0).allSatisfy { $0 == .normal })
        // Every LBreakout2 bonus character is an extra of ours, one to one.
        let characters = LBreakoutLevelset.bonusCharacters.subtracting(["."])
        #expect(Set(characters.compactMap { Extra(lbreakoutCharacter: $0) }).count == characters.count)
        #expect(characters.count == 29)
    }

    @Test func bonusesOnBricksThatCannotCarryThemAreDropped() throws {
        let level = try #require(parse(Self.text(Self.level(
            bricks: ["bv#@*.x!......"],
            bonus: ["lllllll+......"]
        ))).levels.first)
        #expect(kinds(level, row: 0).prefix(8) == [
            .multiHit(2), .invisible, .wall, .chaotic, .explosive, nil, .regenerating(1), .growing,
        ])
        #expect(level.bricks.filter { $0.row == 0 }.map(\.extra).prefix(7) == [
            .extraLife, .extraLife, nil, nil, .extraLife, .extraLife, .lengthenPaddle,
        ])
    }

    @Test func toleratesCRLFTrailingSpacesBlankLinesLongRowsAndNoFinalNewline() throws {
        var lines = Self.level(bricks: ["a.............   ", "..............b"]) + ["", ""] + Self.level(title: "Two  ")
        lines[0] = "Level:  "
        let text = lines.joined(separator: "\r\n")
        let set = try parse(text)
        #expect(set.version == nil)
        #expect(set.levels.count == 2)
        #expect(set.levels[1].title == "Two")
        // The 15th character is cut, as LBreakout2 does.
        #expect(set.levels[0].bricks == [BrickPlacement(column: 0, row: 0, kind: .normal, tint: 3)])
    }

    @Test func controlCharactersInTitlesAreDropped() throws {
        let set = try parse(Self.text(Self.level(author: "A\u{1}de", title: "\u{0E}Nice")))
        #expect(set.levels[0].author == "Ade")
        #expect(set.levels[0].title == "Nice")
    }

    // MARK: errors, each with its exact message and line

    @Test func shortRow() {
        var lines = Self.level()
        lines[8] = "............"   // Bricks row 5 is line 9
        #expect(error(Self.text(lines)) == "set.lvl:9: expected 14 characters in Bricks row 5, got 12")
    }

    @Test func shortBonusRowInTheSecondLevel() {
        var lines = Self.level() + Self.level()
        lines[41 + 25] = "....."   // the second level starts at index 41; its Bonus row 3 is 25 lines in
        #expect(error(Self.text(lines)) == "set.lvl:67: expected 14 characters in Bonus row 3, got 5")
    }

    @Test func missingBonus() {
        var lines = Self.level()
        lines.removeSubrange(22...)   // keep Level: ... and the 18 Bricks rows
        lines += Self.level()
        #expect(error(Self.text(lines)) == #"set.lvl:23: expected "Bonus:" after 18 Bricks rows, got "Level:""#)
    }

    @Test func truncatedInTheBonusGrid() {
        let lines = Array(Self.level().prefix(29))   // Bonus: is line 23, rows 1 ... 6 are lines 24 ... 29
        #expect(error(Self.text(lines)) == "set.lvl:30: expected Bonus row 7 of 18, got end of file")
    }

    @Test func truncatedAfterTheAuthor() {
        #expect(error("Version: 1.00\nLevel:\nSomeone") == "set.lvl:4: expected the title after the author, got end of file")
    }

    @Test func truncatedBeforeTheBricksMarker() {
        #expect(error("Level:\nme\ntitle\n") == #"set.lvl:4: expected "Bricks:" after the title, got end of file"#)
    }

    @Test func somethingElseWhereBricksBelongs() {
        var lines = Self.level()
        lines[3] = "Brick:"
        #expect(error(Self.text(lines)) == #"set.lvl:4: expected "Bricks:" after the title, got "Brick:""#)
    }

    @Test func junkBetweenLevels() {
        let lines = Self.level() + ["", "this is not a level"]
        #expect(error(Self.text(lines)) == #"set.lvl:43: expected "Level:" to start a level, got "this is not a level""#)
    }

    @Test func unknownBrickAndBonusCharacters() {
        var lines = Self.level()
        lines[5] = "......Q......."
        #expect(error(Self.text(lines))
            == "set.lvl:6: unknown brick 'Q' in Bricks row 2, column 7: allowed are . E # @ a-k v x y z * ! F-K")
        lines = Self.level()
        lines[40] = "............9."
        #expect(error(Self.text(lines))
            == "set.lvl:41: unknown bonus '9' in Bonus row 18, column 13: allowed are . 0-5 + - < > ? ! & * b c d f g j l m p s w W { } ~")
    }

    @Test func noLevels() {
        #expect(error("Version: 1.00\n\n") == #"set.lvl:3: no levels found: expected "Level:" to start a level"#)
    }

    @Test func mappingFunctionsCoverEveryDocumentedCharacter() {
        for character in "E#@abcdefghijkvxyz*!FGHIJK" {
            #expect(LBreakoutLevelset.brick(for: character) != nil, "\(character)")
        }
        for character in ".lmnoA1" {
            #expect(LBreakoutLevelset.brick(for: character) == nil, "\(character)")
        }
        #expect(LBreakoutLevelset.bonusCharacters.count == 30)
        #expect(Extra(lbreakoutCharacter: "g") == .goldShower)
    }
}
