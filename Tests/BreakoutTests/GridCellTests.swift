import Testing
@testable import Breakout

@Suite struct GridCellTests {
    func cell(_ column: Int, _ row: Int) -> GridCell { GridCell(column: column, row: row) }

    @Test func fourNeighboursAreUpLeftRightDown() {
        #expect(cell(1, 1).neighbours(.four, columns: 3, rows: 3) == [cell(1, 0), cell(0, 1), cell(2, 1), cell(1, 2)])
    }

    @Test func eightNeighboursAreRowMajor() {
        #expect(cell(1, 1).neighbours(.eight, columns: 3, rows: 3) == [
            cell(0, 0), cell(1, 0), cell(2, 0), cell(0, 1), cell(2, 1), cell(0, 2), cell(1, 2), cell(2, 2),
        ])
    }

    @Test(arguments: [
        (GridCell(column: 0, row: 0), 2, 3),
        (GridCell(column: 1, row: 0), 3, 5),
        (GridCell(column: 3, row: 2), 2, 3),
        (GridCell(column: 2, row: 1), 4, 8),
    ])
    func edgesAndCornersHaveFewerNeighbours(cell: GridCell, four: Int, eight: Int) {
        #expect(cell.neighbours(.four, columns: 4, rows: 3).count == four)
        #expect(cell.neighbours(.eight, columns: 4, rows: 3).count == eight)
    }

    @Test func aSingleCellGridHasNoNeighbours() {
        #expect(cell(0, 0).neighbours(.eight, columns: 1, rows: 1).isEmpty)
    }

    @Test func insideAndOrdering() {
        #expect(cell(2, 1).isInside(columns: 3, rows: 2))
        #expect(!cell(3, 1).isInside(columns: 3, rows: 2))
        #expect(!cell(0, -1).isInside(columns: 3, rows: 2))
        #expect([cell(0, 1), cell(2, 0), cell(1, 0)].sorted() == [cell(1, 0), cell(2, 0), cell(0, 1)])
        #expect(BrickPlacement(column: 4, row: 2, kind: .normal).cell == cell(4, 2))
    }
}
