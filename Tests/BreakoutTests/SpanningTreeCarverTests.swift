import Testing
@testable import Breakout

@Suite struct SpanningTreeCarverTests {
    func generator(columns: Int = 14, rows: Int = 9, rules: GameRules = GameRules()) -> LevelGenerator {
        var rules = rules
        rules.brickColumns = columns
        rules.brickRows = rows
        return LevelGenerator(rules: rules)
    }

    @Test func sameSeedSameLevelDifferentSeedsDiffer() {
        let generator = generator()
        #expect(generator.proceduralLevel(seed: 42) == generator.proceduralLevel(seed: 42))
        let shapes = Set((1...30).map { seed in generator.proceduralLevel(seed: seed).bricks.map(\.cell) })
        #expect(shapes.count == 30)
    }

    @Test(arguments: [(14, 9), (13, 7), (10, 6), (3, 2), (1, 1)])
    func levelsAreMirroredLeftToRight(columns: Int, rows: Int) {
        let level = generator(columns: columns, rows: rows).proceduralLevel(seed: 5)
        var bricks: [GridCell: BrickPlacement] = [:]
        for brick in level.bricks { bricks[brick.cell] = brick }
        for brick in level.bricks {
            let mirror = bricks[GridCell(column: columns - 1 - brick.column, row: brick.row)]
            #expect(mirror?.kind == brick.kind && mirror?.tint == brick.tint, "\(brick)")
        }
        #expect(level.breakableCount >= 1)
    }

    @Test(arguments: [(14, 9), (13, 7), (10, 6), (3, 2)])
    func shapesAreConnected(columns: Int, rows: Int) throws {
        let level = generator(columns: columns, rows: rows).proceduralLevel(seed: 8)
        let cells = Set(level.bricks.map(\.cell))
        let first = try #require(level.bricks.first?.cell)
        let reached = BreadthFirstSearch.order(from: [first]) { cell in
            cell.neighbours(.four, columns: columns, rows: rows).filter { cells.contains($0) }
        }
        #expect(reached.count == cells.count)
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func theLeftHalfIsASpanningTreeOverEveryNode(seed: UInt64) {
        // 13 x 7: nodes at columns 0, 2, 4, 6 and rows 0, 2, 4, 6. A spanning tree over 16
        // nodes carves them all plus exactly 15 joints; a loop or a missed node changes that.
        var random = GameRandom(seed: seed)
        let shape = SpanningTreeCarver.carve(columns: 13, rows: 7, random: &random)
        let left = shape.cells.filter { $0.column <= 6 }
        #expect(left.count == 31)
        for row in stride(from: 0, through: 6, by: 2) {
            for column in stride(from: 0, through: 6, by: 2) {
                #expect(left.contains(GridCell(column: column, row: row)))
            }
        }
        // Joints sit between two nodes, never at an odd column and odd row.
        #expect(!left.contains { $0.column % 2 == 1 && $0.row % 2 == 1 })
    }

    @Test func tintsRingOutFromTheRoot() {
        var random = GameRandom(seed: 12)
        let shape = SpanningTreeCarver.carve(columns: 13, rows: 7, random: &random)
        #expect(shape.depth.count == shape.cells.count)
        #expect(shape.depth.values.contains(0))
        let level = generator(columns: 13, rows: 7).proceduralLevel(seed: 12)
        #expect(level.bricks.allSatisfy { (0..<SpanningTreeCarver.tintCount).contains($0.tint) })
        #expect(Set(level.bricks.map(\.tint)).count > 1)
    }

    @Test func neverZeroBreakableBricks() {
        var rules = GameRules()
        rules.indestructibleShare = 1
        for (columns, rows) in [(1, 1), (2, 2), (14, 9)] {
            for seed: UInt64 in 0..<10 {
                #expect(generator(columns: columns, rows: rows, rules: rules).proceduralLevel(seed: seed).breakableCount >= 1)
            }
        }
    }
}
