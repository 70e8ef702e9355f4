import Foundation
import Testing
@testable import Breakout

/// Levels survive both ways: our format (`LevelFile`, extras and tints included) and
/// LBreakout2's (`LBreakoutLevelset` and its writer), so the level editor can open and
/// save either. No LBreakout2 file is copied here; installed levelsets are used when present.
@Suite struct LevelRoundTripTests {
    /// Every brick kind we have, with an extra on each breakable one and tints 0 ... 35.
    static func everyKind() -> Level {
        let kinds: [BrickKind] = [.normal, .multiHit(2), .multiHit(3), .multiHit(4), .indestructible, .explosive, .extraBall,
                                  .wall, .chaotic, .regenerating(1), .regenerating(2), .regenerating(3), .growing, .invisible]
        var bricks: [BrickPlacement] = []
        for (column, kind) in kinds.enumerated() {
            for row in 0..<3 {
                let k = column * 3 + row
                let extra = kind.isBreakable && row > 0 ? Extra.allCases[k % Extra.allCases.count] : nil
                bricks.append(BrickPlacement(column: column, row: row * 2, kind: kind, tint: k % (LevelFile.maxTint + 1), extra: extra))
            }
        }
        return Level(title: "Every kind", author: "Tests", columns: kinds.count, rows: 6, bricks: bricks)
    }

    func lbreakout(_ text: String, _ name: String = "set.lvl") throws(LevelLoadError) -> [Level] {
        try LBreakoutLevelset(parsing: text, fileName: name).levels
    }

    func exportError(_ levels: [Level]) -> String? {
        do {
            _ = try LBreakoutLevelset.write(levels)
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: our format

    @Test func ourFormatKeepsEveryKindExtraAndTint() throws {
        let plain = Level(title: "Plain", columns: 2, rows: 1, bricks: [BrickPlacement(column: 1, row: 0, kind: .explosive)])
        let tintedOnly = Level(title: "", author: "Someone", columns: 3, rows: 2, bricks: [
            BrickPlacement(column: 0, row: 1, kind: .wall, tint: 1), BrickPlacement(column: 2, row: 0, kind: .normal, tint: 17),
        ])
        let levels = [Self.everyKind(), plain, tintedOnly]
        #expect(Self.everyKind().bricks.contains { $0.tint == LevelFile.maxTint })
        let text = LevelFile.write(levels)
        #expect(try LevelFile.parse(text, fileName: "all.level") == levels)
        #expect(text.components(separatedBy: "\ntints:\n").count == 3)   // not for the plain level
    }

    // MARK: LBreakout2's format

    @Test func aHandWrittenLevelsetIsWrittenBackAsItWas() throws {
        typealias Fixture = LBreakoutLevelsetTests
        let text = Fixture.text(["Version: 1.00"]
            + Fixture.level(author: "Ann", title: "Every brick",
                            bricks: ["E#@abcvxyzdefg", "hijk*!........", "aaaaaaaaaaaaaa"],
                            bonus: ["...+<lbj?*0g-W", ">.5...........", "1234smwfpdc~!&"])
            + Fixture.level(author: "", title: "", bricks: ["..b.....b....."], bonus: ["..}.....{....."]))
        let levels = try lbreakout(text)
        let written = try LBreakoutLevelset.write(levels)
        // Every brick and bonus here is one LBreakout2 writes itself, so even the text is the same.
        #expect(written == text)
        #expect(try lbreakout(written) == levels)
    }

    @Test func grownBricksAndDroppedBonusesComeBackAsEqualLevels() throws {
        typealias Fixture = LBreakoutLevelsetTests
        // F ... K are grown bricks, read as the normal f ... k; a bonus on E or an empty cell is dropped.
        let text = Fixture.text(Fixture.level(bricks: ["FGHIJKE......."], bonus: ["++++++l+......"]))
        let levels = try lbreakout(text)
        let written = try LBreakoutLevelset.write(levels)
        #expect(written.contains("\nfghijkE.......\n"))
        #expect(written.contains("\n++++++........\n"))
        #expect(try lbreakout(written) == levels)
    }

    @Test func whatLBreakout2LacksBecomesTheNearestBrickCentred() throws {
        let level = Level(title: "Ours\nonly", author: " Me ", columns: 5, rows: 2, bricks: [
            BrickPlacement(column: 0, row: 0, kind: .normal, tint: 0),
            BrickPlacement(column: 1, row: 0, kind: .normal, tint: 12),
            BrickPlacement(column: 2, row: 0, kind: .multiHit(4), extra: .multiball),
            BrickPlacement(column: 3, row: 0, kind: .extraBall),
            BrickPlacement(column: 4, row: 0, kind: .extraBall, extra: .joker),
            BrickPlacement(column: 0, row: 1, kind: .indestructible, tint: 7, extra: .extraLife),
            BrickPlacement(column: 4, row: 1, kind: .regenerating(2), tint: 30, extra: .laser),
        ])
        let written = try LBreakoutLevelset.write([level])
        let lines = written.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 1 + 4 + 18 + 1 + 18 + 1)
        #expect(Array(lines[0...3]) == ["Version: 1.00", "Level:", "Me", "Ours only"])
        // (14 - 5) / 2 = 4 empty columns on the left; the level starts at the top.
        #expect(Array(lines[5...6]) == ["....afcaa.....", "....E...y....."])
        #expect(lines[7...22].allSatisfy { $0 == LBreakoutLevelsetTests.emptyRow })
        #expect(lines[23] == "Bonus:")
        #expect(Array(lines[24...25]) == ["......bbj.....", "........p....."])
        let back = try #require(try lbreakout(written).first)
        #expect(back.bricks.map(\.tint) == [3, 12, 5, 3, 3, 0, 8])
        #expect(back.bricks.map(\.extra) == [nil, nil, .extraBall, .extraBall, .joker, nil, .laser])
    }

    @Test func aLevelTooLargeIsRefusedByNumberAndTitle() {
        let small = Level(title: "Fits", columns: 14, rows: 18, bricks: [])
        #expect(exportError([small, Level(title: "Wide", columns: 15, rows: 3, bricks: [])])
            == #"level 2 "Wide" is 15 columns by 3 rows: LBreakout2 levels are 14 columns by 18 rows, so only levels of at most that size can be exported"#)
        #expect(exportError([Level(title: "", columns: 4, rows: 19, bricks: [])])
            == "level 1 (untitled) is 4 columns by 19 rows: LBreakout2 levels are 14 columns by 18 rows, so only levels of at most that size can be exported")
        #expect(exportError([small]) == nil)
    }

    @Test func ourLevelsAfterOneTripToLBreakout2StayTheSame() throws {
        // The first export maps our kinds onto LBreakout2's; from then on nothing changes.
        let once = try lbreakout(LBreakoutLevelset.write([Self.everyKind()]))
        let twice = try LBreakoutLevelset.write(once)
        #expect(try lbreakout(twice) == once)
        #expect(try LevelFile.parse(LevelFile.write(once), fileName: "once.level") == once)
    }

    // MARK: installed levelsets

    /// LBreakout2 text -> levels -> our format -> the same levels -> LBreakout2 text -> the
    /// same levels again. Levels are compared, not text: grown bricks `F` ... `K` come back
    /// as `f` ... `k` and bonuses on bricks that cannot break are gone, both without changing
    /// a level.
    @Test(.enabled(if: InstalledLevelsetsTests.isInstalled, "LBreakout2 levelsets are not installed (apt-get install lbreakout2-data)"))
    func everyInstalledLevelsetRoundTrips() throws {
        let folder = InstalledLevelsetsTests.folder
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        var levelCount = 0
        var sameText = 0
        for name in names {
            let text = LevelLoader.decode(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name)")))
            do {
                let levels = try lbreakout(text, name)
                let ours = LevelFile.write(levels)
                #expect(try LevelFile.parse(ours, fileName: "\(name).level") == levels, "\(name): our format")
                let written = try LBreakoutLevelset.write(try LevelFile.parse(ours, fileName: "\(name).level"))
                #expect(try lbreakout(written, "\(name) written") == levels, "\(name): LBreakout2's format")
                levelCount += levels.count
                if written == TextLines(text).lines.map(\.trimmingTrailingWhitespace).joined(separator: "\n") + "\n" { sameText += 1 }
            } catch {
                Issue.record("\(name): \(error)")
            }
        }
        #expect(levelCount > 0)
        print("Installed LBreakout2 levelsets round-tripped: \(names.count) files, \(levelCount) levels; \(sameText) files written back as the same text")
    }
}
