import Testing
@testable import Breakout

@Suite struct ChainReactionTests {
    func cell(_ column: Int, _ row: Int) -> GridCell { GridCell(column: column, row: row) }

    /// A level from rows in our file format.
    func level(_ rows: [String]) throws -> Level {
        try #require(LevelFile.parse(rows.joined(separator: "\n"), fileName: "test").first)
    }

    @Test func explosivesChainAlongAFuse() throws {
        let waves = ChainReaction.waves(in: try level(["**#"]), from: cell(0, 0))
        #expect(waves == [[cell(0, 0)], [cell(1, 0)], [cell(2, 0)]])
    }

    @Test func normalBricksAreDestroyedButStopTheBlast() throws {
        let waves = ChainReaction.waves(in: try level(["*##"]), from: cell(0, 0))
        #expect(waves == [[cell(0, 0)], [cell(1, 0)]])
    }

    @Test func theBlastReachesDiagonalsSkipsIndestructibleAndEmpty() throws {
        let waves = ChainReaction.waves(in: try level([
            "#X.",
            ".*2",
            "B.*",
        ]), from: cell(1, 1))
        #expect(waves == [[cell(1, 1)], [cell(0, 0), cell(2, 1), cell(0, 2), cell(2, 2)]])
    }

    @Test func liveStateDecidesWhatIsLeftToCarryTheBlast() {
        // The middle explosive is already gone, so the chain stops at the first brick.
        let kinds: [GridCell: BrickKind] = [cell(0, 0): .explosive, cell(2, 0): .explosive]
        let waves = ChainReaction.waves(from: cell(0, 0), columns: 3, rows: 1) { kinds[$0] }
        #expect(waves == [[cell(0, 0)]])
    }
}
