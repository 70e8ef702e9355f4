import Dynamics
import Foundation
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

    // MARK: LBreakout2's kinds

    @Test func wallsStandUpToBallsAndFallToEnergyBalls() {
        let game = makeGame(testLevel(columns: 3, rows: 1, special: [(0, 0, .wall), (1, 0, .chaotic)]))
        let ball = game.launch()
        #expect(game.state.breakableLeft == 1)   // walls are not needed to finish
        for brick in 0..<2 { game.perform(BrickHitAction(ball: ball, brick: brick, at: nil)) }
        #expect(game.state.bricks[0].isAlive && game.state.bricks[1].isAlive)
        for brick in 0..<2 { game.perform(BrickHitAction(ball: ball, brick: brick, at: nil, energy: true)) }
        #expect(!game.state.bricks[0].isAlive && !game.state.bricks[1].isAlive)
        #expect(game.state.score == 200)
        // An indestructible brick stands even then.
        let hard = makeGame(testLevel(columns: 2, rows: 1, special: [(0, 0, .indestructible)]))
        hard.perform(BrickHitAction(ball: nil, brick: 0, at: nil, energy: true))
        #expect(hard.state.bricks[0].isAlive)
    }

    @Test func chaoticWallsBounceBallsAtRandom() {
        var directions: Set<Int> = []
        for seed: UInt64 in 1...6 {
            let game = makeGame(testLevel(columns: 10, rows: 1, kind: .chaotic, special: [(0, 0, .normal)]), seed: seed)
            let ball = game.launch()
            var steps = 0
            while !game.history.actions.contains(where: { ($0 as? BrickHitAction)?.ball == ball }) && steps < 600 {
                game.step(GameInput(paddleX: game.ballCenter(ball).map { Double($0.x) }))
                steps += 1
            }
            let hit = game.history.actions.compactMap { $0 as? BrickHitAction }.first
            #expect(hit?.flattened().contains { $0 is ChaoticBounceAction } == true)
            if let v = game.ballState(ball)?.velocity {
                #expect(v.dy > 0)   // away from the wall it hit from below
                directions.insert(Int((atan2(v.dy, v.dx) * 180 / .pi).rounded()))
            }
        }
        #expect(directions.count >= 4)
    }

    @Test func regeneratingBricksHealWhenLeftAlone() {
        // Not served: no ball touches the bricks while they wait.
        let game = makeGame(testLevel(columns: 3, rows: 1, special: [(0, 0, .regenerating(3)), (1, 0, .regenerating(1))]))
        game.perform(BrickHitAction(ball: nil, brick: 0, at: nil))
        let wait = game.healDelaySteps
        func idle(_ steps: Int) { for _ in 0..<steps { game.step(.none) } }
        idle(wait - 10)
        // A hit before the wait is over starts it again.
        game.perform(BrickHitAction(ball: nil, brick: 0, at: nil))
        #expect(game.state.bricks[0].hitsLeft == 1)
        idle(wait - 1)
        #expect(game.state.bricks[0].hitsLeft == 1)
        idle(2)
        #expect(game.state.bricks[0].hitsLeft == 2)
        idle(wait)
        #expect(game.state.bricks[0].hitsLeft == 3)
        idle(wait)
        #expect(game.state.bricks[0].hitsLeft == 3)   // whole: no more healing
        #expect(game.state.pendingHeals.isEmpty)
        game.perform(BrickHitAction(ball: nil, brick: 1, at: nil))
        #expect(!game.state.bricks[1].isAlive)   // one hit: no time to heal
    }

    @Test func growingBricksFillTheEmptyCellsAroundThemExceptWhereABallIs() throws {
        // A growing brick in the middle of an empty 3 x 3, a normal one in a corner.
        let level = Level(title: "grow", columns: 3, rows: 3, bricks: [
            BrickPlacement(column: 1, row: 1, kind: .growing), BrickPlacement(column: 0, row: 0, kind: .normal),
        ])
        let game = makeGame(level)
        let ball = game.launch()
        // The ball sits in the bottom-right cell.
        let corner = game.layout.brickRect(column: 2, row: 2)
        game.animator.setState(DynamicItemState(center: corner.center, velocity: .zero), of: game.ballItems[ball]!)
        let before = game.stateHash()
        let hit = BrickHitAction(ball: nil, brick: brickID(game, column: 1, row: 1), at: nil)
        game.perform(hit)
        let alive = Set(game.state.bricks.filter(\.isAlive).map(\.placement.cell))
        #expect(alive == Set([GridCell(column: 0, row: 0), GridCell(column: 1, row: 0), GridCell(column: 2, row: 0),
                              GridCell(column: 0, row: 1), GridCell(column: 2, row: 1), GridCell(column: 0, row: 2),
                              GridCell(column: 1, row: 2)]))
        #expect(game.state.breakableLeft == 7)
        #expect(game.brickID(at: GridCell(column: 2, row: 1)).map { game.state.bricks[$0].isAlive } == true)
        #expect(game.brickID(at: GridCell(column: 1, row: 1)).map { game.state.bricks[$0].isAlive } == false)
        #expect(game.physics.collision.boundary(withIdentifier: BreakoutBehavior.Boundary.brick(game.state.bricks.count - 1)) != nil)
        // Undone, the grown bricks are gone again.
        hit.undo(on: game)
        #expect(game.state.bricks.count == 2)
        #expect(game.stateHash() == before)
    }

    @Test func invisibleBricksShowWhenFirstHit() {
        let game = makeGame(testLevel(columns: 2, rows: 1, special: [(0, 0, .invisible)]))
        #expect(game.state.bricks[0].isHidden)
        game.perform(BrickHitAction(ball: nil, brick: 0, at: nil))
        #expect(!game.state.bricks[0].isHidden)
        #expect(game.state.bricks[0].hitsLeft == 3)
        for _ in 0..<3 { game.perform(BrickHitAction(ball: nil, brick: 0, at: nil)) }
        #expect(!game.state.bricks[0].isAlive)
    }

    // MARK: Debris

    @Test func brokenBricksFallAsDebrisThatFadesAtThePaddlesHeight() throws {
        let game = makeGame(testLevel(columns: 4, rows: 1))
        let ball = game.launch()
        game.perform(BrickHitAction(ball: nil, brick: 1, at: nil))
        let piece = try #require(game.debris.first)
        #expect(game.debris.count == 1)
        let start = piece.item.center
        // A ball flying through where the debris falls keeps its course: no ball touches debris.
        // (Until the debris reaches the paddle's row: a ball put there would meet the paddle.)
        let paddleTop = game.layout.paddleY - game.layout.paddleHeight / 2
        var crossings = 0
        while crossings < 2 * Game.stepsPerSecond && piece.item.center.y + 20 + 2 * game.rules.ballRadius < paddleTop {
            game.animator.setState(DynamicItemState(center: Point(x: piece.item.center.x, y: piece.item.center.y + 20),
                                                    velocity: Vector(dx: 0, dy: -300)), of: game.ballItems[ball]!)
            game.step(.none)
            #expect(game.ballState(ball)?.velocity.dy ?? 0 < 0)
            crossings += 1
        }
        #expect(crossings > Game.stepsPerSecond / 2)
        game.perform(BallLostAction(ball: ball))   // no ball breaks more bricks meanwhile
        // Down at the paddle's height it fades and goes within half a second: no pile lies
        // along the paddle's line.
        var steps = 0
        while game.debris.first?.landedStep == nil && steps < 3 * Game.stepsPerSecond {
            game.step(.none)
            steps += 1
        }
        let landed = try #require(game.debris.first?.landedStep)
        #expect(piece.item.center.y > start.y + 300 && piece.item.center.y + piece.size.height / 2 >= paddleTop)
        for _ in 0..<(Game.debrisLandedSteps / 2) { game.step(.none) }
        let fading = try #require(game.debris.first)
        #expect(fading.opacity(at: game.stepIndex) < 0.6 && fading.opacity(at: game.stepIndex) > 0)
        for _ in 0..<(Game.debrisLandedSteps / 2 + 1) { game.step(.none) }
        #expect(game.debris.isEmpty, "gone \(game.stepIndex - landed) steps after it came down")
    }

    @Test func debrisIsASettingAndGoesWithAnUndoneBreak() {
        var rules = GameRules()
        rules.debris = false
        let off = makeGame(testLevel(columns: 4, rows: 1), rules: rules)
        off.perform(BrickHitAction(ball: nil, brick: 1, at: nil))
        #expect(off.debris.isEmpty)
        let on = makeGame(testLevel(columns: 4, rows: 1))
        let hit = BrickHitAction(ball: nil, brick: 1, at: nil)
        on.perform(hit)
        #expect(on.debris.count == 1)
        hit.undo(on: on)
        #expect(on.debris.isEmpty)
        // A chain of many breaks keeps at most `maxDebris` pieces.
        let many = makeGame(testLevel(columns: 20, rows: 5))
        for brick in 0..<100 { many.perform(BrickHitAction(ball: nil, brick: brick, at: nil)) }
        #expect(many.debris.count == Game.maxDebris)
    }
}
