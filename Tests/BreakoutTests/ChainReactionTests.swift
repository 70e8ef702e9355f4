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

    /// A level full of explosive bricks (audit R9): the chain breaks every brick, yet no
    /// action's tree of subactions, nor its animation plan, gets deeper than a blast's few
    /// levels, and a level eight times as wide and high gives trees no deeper. Each explosion
    /// takes only its first ring and leaves the explosives there to go off in a later step;
    /// were blasts to nest, the trees would be as deep as the chain is long.
    @Test func aLevelFullOfExplosivesGivesActionTreesOfAFixedDepth() {
        let small = Self.chain(side: 4), large = Self.chain(side: 32)
        #expect(small.broken == 16 && large.broken == 32 * 32, "the chain broke every brick: \(small.broken), \(large.broken)")
        #expect(large.steps > 15 * BrickBrokenAction.explosionDelay, "a ring a blast, one after another: \(large.steps) steps")
        #expect(large.deepestAction == 3, "explosion, hit, broken: \(large.deepestAction) deep")
        #expect(large.deepestPlan == 4, "\(large.deepestPlan) deep")
        #expect(large.deepestAction == small.deepestAction && large.deepestPlan == small.deepestPlan)
    }

    /// A `side` x `side` level of explosives set off in its middle, played until the chain is
    /// over: the bricks broken, the steps it took, and the deepest action tree and plan.
    static func chain(side: Int) -> (broken: Int, steps: Int, deepestAction: Int, deepestPlan: Int) {
        let game = makeGame(testLevel(columns: side, rows: side, kind: .explosive))
        var deepestAction = 0, deepestPlan = 0, broken = 0
        game.actionObserver = { action, undone in
            guard !undone else { return }
            // Iteratively, so the measure itself cannot overflow.
            var stack = [(action, 1)]
            while let (next, depth) = stack.popLast() {
                deepestAction = max(deepestAction, depth)
                if next is BrickBrokenAction { broken += 1 }
                stack += next.subactions.map { ($0, depth + 1) }
            }
            var plans = action.animation().map { [($0, 1)] } ?? []
            while let (plan, depth) = plans.popLast() {
                deepestPlan = max(deepestPlan, depth)
                if case let .serial(children) = plan { plans += children.map { ($0, depth + 1) } }
                if case let .parallel(children) = plan { plans += children.map { ($0, depth + 1) } }
            }
        }
        game.perform(BrickHitAction(ball: nil, brick: brickID(game, column: side / 2, row: side / 2), at: nil, destroys: true))
        var steps = 0
        while !game.state.pendingExplosions.isEmpty && steps < 10_000 {
            game.step(.none)
            steps += 1
        }
        return (broken, steps, deepestAction, deepestPlan)
    }
}
