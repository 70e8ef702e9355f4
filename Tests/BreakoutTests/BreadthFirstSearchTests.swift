import Testing
@testable import Breakout

@Suite struct BreadthFirstSearchTests {
    func cell(_ column: Int, _ row: Int) -> GridCell { GridCell(column: column, row: row) }

    @Test func pathSearchedFromBothEndsMeetsInTheMiddle() {
        let levels = BreadthFirstSearch.levels(from: [0, 3]) { n in
            [n - 1, n + 1].filter { (0...3).contains($0) }
        }
        #expect(levels == [[0, 3], [1, 2]])
    }

    @Test func fourNeighbourLevelsOnA3x3GridAreTheDiagonalsOfManhattanDistance() {
        let levels = BreadthFirstSearch.levels(from: [cell(0, 0)]) {
            $0.neighbours(.four, columns: 3, rows: 3)
        }
        #expect(levels == [
            [cell(0, 0)],
            [cell(1, 0), cell(0, 1)],
            [cell(2, 0), cell(1, 1), cell(0, 2)],
            [cell(2, 1), cell(1, 2)],
            [cell(2, 2)],
        ])
    }

    @Test func eightNeighbourSearchFromTheCentreReachesEverythingInOneStep() {
        let levels = BreadthFirstSearch.levels(from: [cell(1, 1)]) {
            $0.neighbours(.eight, columns: 3, rows: 3)
        }
        #expect(levels.count == 2)
        #expect(levels[1] == [cell(0, 0), cell(1, 0), cell(2, 0), cell(0, 1), cell(2, 1), cell(0, 2), cell(1, 2), cell(2, 2)])
    }

    @Test func wallsFilteredByTheNeighboursClosureAreNeverEntered() {
        // A wall down column 1 except at the bottom: the search goes round it.
        let walls: Set<GridCell> = [cell(1, 0), cell(1, 1)]
        let levels = BreadthFirstSearch.levels(from: [cell(0, 0)]) {
            $0.neighbours(.four, columns: 3, rows: 3).filter { !walls.contains($0) }
        }
        #expect(levels == [
            [cell(0, 0)], [cell(0, 1)], [cell(0, 2)], [cell(1, 2)], [cell(2, 2)], [cell(2, 1)], [cell(2, 0)],
        ])
        #expect(!levels.joined().contains(cell(1, 1)))
    }

    @Test func maxDepthStopsTheSearch() {
        let line = { (n: Int) in n < 10 ? [n + 1] : [] }
        #expect(BreadthFirstSearch.levels(from: [0], maxDepth: 0, neighbours: line) == [[0]])
        #expect(BreadthFirstSearch.levels(from: [0], maxDepth: 2, neighbours: line) == [[0], [1], [2]])
        #expect(BreadthFirstSearch.levels(from: [0], neighbours: line).count == 11)
    }

    @Test func cyclesTerminateAndEachNodeAppearsOnce() {
        // A ring of 6 with a chord 0 - 3: every node is visited exactly once.
        let ring = { (n: Int) in [(n + 1) % 6, (n + 5) % 6] + (n == 0 ? [3] : []) }
        let order = BreadthFirstSearch.order(from: [0], neighbours: ring)
        #expect(order == [0, 1, 5, 3, 2, 4])
        #expect(Set(order).count == order.count)
    }

    @Test func duplicateStartNodesAreDroppedAndEmptyStartGivesNothing() {
        let none = { (_: Int) in [Int]() }
        #expect(BreadthFirstSearch.levels(from: [2, 1, 2], neighbours: none) == [[2, 1]])
        #expect(BreadthFirstSearch.levels(from: [Int](), neighbours: { [$0 + 1] }).isEmpty)
    }

    @Test func distancesAreShortestFromTheNearestStart() {
        let distances = BreadthFirstSearch.distances(from: [cell(0, 0), cell(4, 0)]) {
            $0.neighbours(.four, columns: 5, rows: 1)
        }
        #expect(distances == [cell(0, 0): 0, cell(1, 0): 1, cell(2, 0): 2, cell(3, 0): 1, cell(4, 0): 0])
    }
}
