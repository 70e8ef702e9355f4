import Testing
@testable import Breakout

@Suite struct BrickSharesTests {
    @Test func defaultSettingsSharesGiveExactRoundedCounts() {
        let counts = BrickShares(rules: GameRules()).counts(forBrickCount: 100)
        #expect(counts == BrickShares.Counts(normal: 63, multiHit: 15, indestructible: 5, explosive: 6, extraBall: 3, powerUp: 8))
    }

    @Test func halvesRoundUp() {
        // 0.5 * 5 = 2.5 -> 3; 0.1 * 5 = 0.5 -> 1.
        let counts = BrickShares(multiHit: 0.5, explosive: 0.1).counts(forBrickCount: 5)
        #expect(counts.multiHit == 3)
        #expect(counts.explosive == 1)
        #expect(counts.normal == 1)
    }

    @Test func indestructibleNeverTakesEveryBrick() {
        #expect(BrickShares(indestructible: 1).counts(forBrickCount: 10).indestructible == 9)
        #expect(BrickShares(indestructible: 1).counts(forBrickCount: 1).indestructible == 0)
        #expect(BrickShares(indestructible: 0.7).counts(forBrickCount: 1).normal == 1)
    }

    @Test func oversubscribedSharesAreServedInOrder() {
        let counts = BrickShares(multiHit: 0.8, explosive: 0.8, powerUp: 0.5).counts(forBrickCount: 10)
        #expect(counts == BrickShares.Counts(normal: 0, multiHit: 8, indestructible: 0, explosive: 2, extraBall: 0, powerUp: 0))
        // Out-of-range shares are clamped.
        #expect(BrickShares(multiHit: -1, explosive: 3).counts(forBrickCount: 4) == BrickShares.Counts(explosive: 4))
    }

    @Test func placementsUseEveryCellOnceWithTheCountedKinds() {
        let cells = (0..<200).map { GridCell(column: $0 % 20, row: $0 / 20) }
        let shares = BrickShares(multiHit: 0.2, indestructible: 0.1, explosive: 0.05, extraBall: 0.05, powerUp: 0.2)
        var random = GameRandom(seed: 5)
        let bricks = shares.placements(for: cells, random: &random)
        #expect(bricks.map(\.cell).sorted() == cells)
        let hits = bricks.compactMap { brick -> Int? in
            if case let .multiHit(n) = brick.kind { return n } else { return nil }
        }
        #expect(hits.count == 40)
        #expect(Set(hits) == [2, 3, 4])
        let extras = bricks.compactMap(\.extra)
        #expect(extras.count == 40)
        #expect(Set(extras).count > 15)   // drawn from every extra
        #expect(bricks.allSatisfy { $0.extra == nil || $0.kind == .normal })
        #expect(bricks.filter { $0.kind == .indestructible }.count == 20)
        #expect(bricks.filter { $0.kind == .explosive }.count == 10)
        #expect(bricks.filter { $0.kind == .extraBall }.count == 10)
        #expect(bricks.filter { $0.kind == .normal }.count == 120)
    }

    @Test func sameRandomStateSamePlacementsOtherwiseDifferent() {
        let cells = (0..<50).map { GridCell(column: $0, row: 0) }
        let shares = BrickShares(rules: GameRules())
        var a = GameRandom(seed: 9), b = GameRandom(seed: 9), c = GameRandom(seed: 10)
        let first = shares.placements(for: cells, random: &a)
        #expect(shares.placements(for: cells, random: &b) == first)
        #expect(shares.placements(for: cells, random: &c) != first)
    }
}
