import Testing
@testable import Breakout

@Suite struct LevelGeneratorTests {
    func generator(_ pattern: LevelPattern, columns: Int = 10, rows: Int = 6, rules: GameRules = GameRules()) -> LevelGenerator {
        var rules = rules
        rules.pattern = pattern
        rules.brickColumns = columns
        rules.brickRows = rows
        return LevelGenerator(rules: rules)
    }

    /// Bricks per row, top first.
    func rowWidths(_ level: Level) -> [Int] {
        (0..<level.rows).map { row in level.bricks.filter { $0.row == row }.count }
    }

    func count(_ level: Level, where matches: (BrickKind) -> Bool) -> Int {
        level.bricks.filter { matches($0.kind) }.count
    }

    @Test(arguments: LevelPattern.allCases)
    func eachKindTakesExactlyItsShare(pattern: LevelPattern) {
        let rules = GameRules()
        for seed: UInt64 in [1, 2, 3, 99] {
            let level = generator(pattern, columns: 14, rows: 9).level(seed: seed)
            let n = Double(level.bricks.count)
            func expected(_ share: Double) -> Int { Int((share * n).rounded()) }
            #expect(count(level) { if case .multiHit = $0 { true } else { false } } == expected(rules.multiHitShare))
            #expect(count(level) { $0 == .indestructible } == expected(rules.indestructibleShare))
            #expect(count(level) { $0 == .explosive } == expected(rules.explosiveShare))
            #expect(count(level) { $0 == .extraBall } == expected(rules.extraBallShare))
            #expect(level.bricks.filter { $0.extra != nil }.count == expected(rules.powerUpShare))
            #expect(level.bricks.allSatisfy { $0.extra == nil || $0.kind == .normal })
            #expect(level.bricks.allSatisfy { brick in
                if case let .multiHit(hits) = brick.kind { return (2...4).contains(hits) }
                return true
            })
        }
    }

    @Test(arguments: LevelPattern.allCases)
    func sameSeedSameLevelDifferentSeedDifferentLevel(pattern: LevelPattern) {
        let generator = generator(pattern)
        #expect(generator.level(seed: 7) == generator.level(seed: 7))
        let levels = Set((1...20).map { generator.level(seed: $0) })
        #expect(levels.count == 20)
    }

    @Test(arguments: LevelPattern.allCases)
    func bricksAreInsideTheGridOnePerCell(pattern: LevelPattern) {
        let level = generator(pattern, columns: 11, rows: 7).level(seed: 3)
        #expect(level.columns == 11 && level.rows == 7)
        #expect(level.bricks.allSatisfy { $0.cell.isInside(columns: 11, rows: 7) })
        #expect(Set(level.bricks.map(\.cell)).count == level.bricks.count)
    }

    @Test func wallFillsEveryCell() {
        #expect(generator(.wall).level(seed: 1).bricks.count == 60)
    }

    @Test func pyramidRowsGrowFromTheTopAndStayCentred() {
        #expect(rowWidths(generator(.pyramid, columns: 10, rows: 6).level(seed: 1)) == [2, 4, 6, 6, 8, 10])
        #expect(rowWidths(generator(.pyramid, columns: 5, rows: 3).level(seed: 1)) == [1, 3, 5])
        #expect(rowWidths(generator(.pyramid, columns: 9, rows: 1).level(seed: 1)) == [9])
        for (columns, rows) in [(10, 6), (13, 8), (4, 9), (20, 3)] {
            let level = generator(.pyramid, columns: columns, rows: rows).level(seed: 2)
            let widths = rowWidths(level)
            #expect(widths == widths.sorted(), "\(columns)x\(rows): \(widths)")
            #expect(widths.last == columns)
            #expect(widths.first == 2 - columns % 2)
            for brick in level.bricks {
                #expect(level.bricks.contains { $0.row == brick.row && $0.column == columns - 1 - brick.column })
            }
        }
    }

    @Test func checkerFillsCellsWithEvenColumnPlusRow() {
        let level = generator(.checker, columns: 7, rows: 4).level(seed: 1)
        #expect(level.bricks.count == 14)
        #expect(level.bricks.allSatisfy { ($0.column + $0.row) % 2 == 0 })
    }

    @Test func diamondTouchesTheMiddleOfEachEdge() {
        let level = generator(.diamond, columns: 10, rows: 6).level(seed: 1)
        #expect(rowWidths(level) == [2, 6, 8, 8, 6, 2])
        let odd = generator(.diamond, columns: 5, rows: 5).level(seed: 1)
        #expect(rowWidths(odd) == [1, 3, 5, 3, 1])
        #expect(odd.bricks.contains { $0.column == 2 && $0.row == 0 })
        #expect(odd.bricks.contains { $0.column == 0 && $0.row == 2 })
    }

    @Test func randomFillsAboutSeventyPercent() {
        let level = generator(.random, columns: 20, rows: 20).level(seed: 4)
        #expect((230...330).contains(level.bricks.count), "\(level.bricks.count) of 400")
    }

    @Test(arguments: LevelPattern.allCases)
    func neverZeroBreakableBricks(pattern: LevelPattern) {
        var rules = GameRules()
        rules.indestructibleShare = 1
        for (columns, rows) in [(1, 1), (2, 1), (1, 3), (3, 3), (10, 6)] {
            for seed: UInt64 in 0..<20 {
                let level = generator(pattern, columns: columns, rows: rows, rules: rules).level(seed: seed)
                #expect(level.breakableCount >= 1, "\(pattern) \(columns)x\(rows) seed \(seed)")
            }
        }
    }

    @Test func badGridSizesCountAsOne() {
        let level = LevelGenerator(columns: 0, rows: -3).level(seed: 1)
        #expect(level.columns == 1 && level.rows == 1)
        #expect(level.bricks == [BrickPlacement(column: 0, row: 0, kind: .normal)])
    }
}
