import Testing
@testable import Dynamics

/// The grid of swept boxes (`SweepGrid`) against a brute force over the same boxes: the first
/// pass's pairs are every two sweeps that share a cell, each once and lower body first (the
/// marks each node carries pick the first cell they share), and a search visits every body
/// whose sweep shares a cell with its box.
@Suite struct SweepGridTests {
    /// Boxes of 2 to 60 points, some past the grid's edges (clamped into its edge cells).
    private static func boxes(seed: UInt64, count: Int) -> [SweepBox] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            let x = random.double(-40...400), y = random.double(-40...300)
            return SweepBox(x0: x, y0: y, x1: x + random.double(2...60), y1: y + random.double(2...60))
        }
    }

    private static func grid(of boxes: [SweepBox]) -> SweepGrid {
        let grid = SweepGrid()
        grid.layOut(0, 0, 360, 260, cell: 20, bodies: boxes.count)
        for (i, b) in boxes.enumerated() { grid.insert(i, b.x0, b.y0, b.x1, b.y1) }
        return grid
    }

    private static func cells(_ grid: SweepGrid, _ b: SweepBox) -> (Int, Int, Int, Int) {
        clampedCellRange(b.x0, b.y0, b.x1, b.y1, originX: grid.originX, originY: grid.originY,
                         inverseCellSize: grid.inverseCellSize, columns: grid.columns, rows: grid.rows)
    }

    private static func shareACell(_ a: (Int, Int, Int, Int), _ b: (Int, Int, Int, Int)) -> Bool {
        a.0 <= b.2 && b.0 <= a.2 && a.1 <= b.3 && b.1 <= a.3
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func everyPairSharingACellComesOnce(seed: UInt64) {
        let boxes = Self.boxes(seed: seed, count: 300)
        let grid = Self.grid(of: boxes)
        #expect(!grid.hasOversized)
        var seen: [Int: Int] = [:]
        grid.forEachPairSharingACell { a, b in
            #expect(a < b)
            seen[a * boxes.count + b, default: 0] += 1
        }
        var expected = Set<Int>()
        let ranges = boxes.map { Self.cells(grid, $0) }
        for a in 0..<boxes.count {
            for b in (a + 1)..<boxes.count where Self.shareACell(ranges[a], ranges[b]) {
                expected.insert(a * boxes.count + b)
            }
        }
        #expect(expected.count > 300, "the boxes should crowd the grid")
        #expect(Set(seen.keys) == expected)
        #expect(seen.values.allSatisfy { $0 == 1 })
    }

    @Test func aSearchVisitsEverySweepSharingACell() {
        let boxes = Self.boxes(seed: 7, count: 200)
        let grid = Self.grid(of: boxes)
        let ranges = boxes.map { Self.cells(grid, $0) }
        for query in Self.boxes(seed: 8, count: 50) {
            var visited = Set<Int>()
            let done = grid.visit(query.x0, query.y0, query.x1, query.y1) { visited.insert($0) }
            #expect(done)
            let q = Self.cells(grid, query)
            let expected = Set(boxes.indices.filter { Self.shareACell(q, ranges[$0]) })
            #expect(visited == expected)
        }
    }
}
