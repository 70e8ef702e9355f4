import Dynamics
import Testing
@_spi(Engine) @testable import Breakout

@Suite struct BrickKindTests {
    @Test(arguments: [2, 3, 4])
    func multiHitBreaksAfterItsHits(hits: Int) {
        let game = makeGame(testLevel(columns: 2, rows: 1, special: [(0, 0, .multiHit(hits))]))
        for k in 1..<hits {
            game.perform(BrickHitAction(ball: nil, brick: 0, at: nil))
            #expect(game.state.bricks[0].isAlive)
            #expect(game.state.bricks[0].hitsLeft == hits - k)
        }
        game.perform(BrickHitAction(ball: nil, brick: 0, at: nil))
        #expect(!game.state.bricks[0].isAlive)
        #expect(game.physics.collision.boundary(withIdentifier: BreakoutBehavior.Boundary.brick(0)) == nil)
    }

    @Test func indestructibleNeverBreaks() {
        let game = makeGame(testLevel(columns: 2, rows: 1, special: [(0, 0, .indestructible)]))
        for _ in 0..<10 { game.perform(BrickHitAction(ball: nil, brick: 0, at: nil)) }
        #expect(game.state.bricks[0].isAlive)
        #expect(game.state.score == 0)
        game.perform(BrickHitAction(ball: nil, brick: 0, at: nil, destroys: true))
        #expect(game.state.bricks[0].isAlive)
    }

    @Test func explosionsChainAfterDelays() {
        // A row of explosives at the top, normal bricks under them.
        let level = testLevel(columns: 6, rows: 3, special: (0..<6).map { ($0, 0, BrickKind.explosive) } + [(5, 2, .indestructible)])
        let game = makeGame(level)
        _ = game.launch()
        game.perform(BrickHitAction(ball: nil, brick: 0, at: nil))
        #expect(game.state.pendingExplosions.count == 1)
        var aliveAfterFirst = 0
        for step in 1...(6 * BrickBrokenAction.explosionDelay + 2) {
            game.step(GameInput(paddleX: game.ballState(game.state.balls[0].id).map { $0.center.x }))
            if step == BrickBrokenAction.explosionDelay + 1 { aliveAfterFirst = game.state.bricks.filter(\.isAlive).count }
        }
        // The first blast takes its neighbours, not the far end: the chain cascades over time.
        #expect(aliveAfterFirst > 3)
        let left = game.state.bricks.filter(\.isAlive)
        #expect(left.map(\.id) == [brickID(game, column: 5, row: 2)] || left.allSatisfy { $0.placement.row == 2 })
        #expect(game.history.actions.filter { $0 is ExplosionAction }.count >= 5)
    }

    @Test func extraBallBrickSpawnsABall() {
        let game = makeGame(testLevel(columns: 2, rows: 1, special: [(0, 0, .extraBall)]))
        _ = game.launch()
        game.perform(BrickHitAction(ball: nil, brick: 0, at: nil))
        #expect(game.state.balls.count == 2)
    }

    @Test func missedCapsuleIsGone() {
        let game = makeGame(testLevel(columns: 3, rows: 1, extras: [(1, 0, .extraLife)]))
        _ = game.launch()
        game.perform(BrickHitAction(ball: nil, brick: 1, at: nil))
        let x = game.capsuleState(game.state.capsules[0].id)!.center.x
        for _ in 0..<(120 * 6) { game.step(GameInput(paddleX: x > 400 ? 60 : 740)) }
        #expect(game.state.capsules.isEmpty)
        #expect(game.history.actions.contains { $0 is CapsuleMissedAction })
    }
}
