import Dynamics
import Foundation
import Testing
@_spi(Engine) @testable import Breakout

/// Each extra's rule, headless: catch it (a capsule dropped on the paddle), then check what
/// it does to the game and the physics, and that timed ones run out.
@Suite struct ExtraTests {
    /// A game in play with one ball, parked high up and still unless a test moves it.
    func playing(_ level: Level = testLevel(columns: 10, rows: 4), rules: GameRules = GameRules(), seed: UInt64 = 1) -> (Game, Int) {
        let game = makeGame(level, rules: rules, seed: seed)
        let ball = game.launch()
        park(game, ball)
        return (game, ball)
    }

    func park(_ game: Game, _ ball: Int) { place(game, ball, at: Point(x: 60, y: 300), velocity: .zero) }

    func place(_ game: Game, _ ball: Int, at p: Point, velocity v: Vector) {
        game.animator.setState(DynamicItemState(center: p, velocity: v), of: game.ballItems[ball]!)
    }

    func catchExtra(_ extra: Extra, _ game: Game) { game.perform(SpawnCapsuleAndCatch(extra)) }

    /// Steps with the paddle still and the parked ball kept parked.
    func wait(_ game: Game, _ ball: Int?, steps: Int, input: GameInput = .none) {
        for _ in 0..<steps {
            if let ball, game.state.ballIndex(ball) != nil, !game.state.isHeld(ball) { park(game, ball) }
            game.step(input)
        }
    }

    // MARK: Every extra

    @Test(arguments: Extra.allCases)
    func everyCapsuleFallsToThePaddleAndIsCounted(extra: Extra) {
        let (game, ball) = playing(testLevel(columns: 3, rows: 1, extras: [(1, 0, extra)]))
        game.perform(BrickHitAction(ball: nil, brick: 1, at: nil))
        #expect(game.state.capsules.map(\.extra) == [extra])
        let capsule = game.state.capsules[0].id
        var steps = 0
        while !game.state.capsules.isEmpty && steps < 120 * 6 {
            park(game, ball)
            game.step(GameInput(paddleX: game.capsuleState(capsule).map { Double($0.center.x) }))
            steps += 1
        }
        #expect(game.history.actions.contains { ($0 as? ExtraCaughtAction)?.capsule == capsule })
        #expect(game.state.extrasCaughtByName[extra.rawValue] == 1)
    }

    @Test func the29ExtrasOfLBreakoutHDAndOurMultiball() {
        #expect(Extra.allCases.count == 30)
        #expect(Set(Extra.allCases.map(\.lbreakoutCharacter)).count == 30)
        #expect(Extra.allCases.filter(\.isMalus).count == 9)
        #expect(Extra.allCases.enumerated().allSatisfy { $0.element.index == $0.offset })
        for extra in Extra.allCases {
            #expect(Extra(lbreakoutCharacter: extra.lbreakoutCharacter) == extra)
            #expect(!extra.help.isEmpty && !extra.title.isEmpty)
        }
    }

    // MARK: Score

    @Test(arguments: [(Extra.score200, 200), (.score500, 500), (.score1000, 1000), (.score2000, 2000),
                      (.score5000, 5000), (.score10000, 10_000)])
    func scoreExtrasAddTheirPoints(extra: Extra, points: Int) {
        let (game, _) = playing()
        catchExtra(extra, game)
        #expect(game.state.score == points)
    }

    @Test func pointsFollowTheDifficulty() {
        var rules = GameRules()
        rules.difficulty = .kids
        let (game, _) = playing(rules: rules)
        catchExtra(.score1000, game)
        #expect(game.state.score == 500)
        rules.difficulty = .hard
        let (hard, _) = playing(rules: rules)
        catchExtra(.score1000, hard)
        #expect(hard.state.score == 1300)
    }

    @Test func goldShowerMakesBricksWithoutExtrasDropPoints() {
        let (game, ball) = playing(testLevel(columns: 4, rows: 1, extras: [(3, 0, .extraLife)]))
        game.perform(BrickHitAction(ball: nil, brick: 0, at: nil))
        #expect(game.state.capsules.isEmpty)
        catchExtra(.goldShower, game)
        game.perform(BrickHitAction(ball: nil, brick: 1, at: nil))
        game.perform(BrickHitAction(ball: nil, brick: 3, at: nil))
        #expect(game.state.capsules.map(\.extra) == [.score1000, .extraLife])
        wait(game, ball, steps: 20 * Game.stepsPerSecond + 1)
        game.perform(BrickHitAction(ball: nil, brick: 2, at: nil))
        #expect(game.state.capsules.allSatisfy { $0.extra != .score1000 } || game.state.capsules.count == 1)
        #expect(!game.state.extras.isActive(.goldShower, at: game.stepIndex))
    }

    // MARK: Paddle

    @Test func lengthenAndShortenStepTheWidthWithinTheDifficultysRange() {
        let (game, _) = playing()
        let base = game.paddleWidth
        catchExtra(.lengthenPaddle, game)
        #expect(abs(game.paddleWidth - base * 1.2) < 1e-9)
        for _ in 0..<10 { catchExtra(.lengthenPaddle, game) }
        #expect(game.state.paddleSteps == Difficulty.medium.paddleSteps.upperBound)
        for _ in 0..<10 { catchExtra(.shortenPaddle, game) }
        #expect(abs(game.paddleWidth - base * 0.6) < 1e-9)
        // The physics' paddle follows.
        game.step(.none)
        let paddle = game.physics.collision.boundary(withIdentifier: BreakoutBehavior.Boundary.paddle)
        #expect(paddle != nil)
        #expect(abs((paddle?.boundingBox.width ?? 0) - base * 0.6) < 1e-6)
    }

    @Test func stickyPaddleHoldsTheBallAndLaunchLetsItGoWithItsReflection() throws {
        let (game, ball) = playing()
        catchExtra(.stickyPaddle, game)
        let paddle = game.paddleRect
        place(game, ball, at: Point(x: game.paddleX + 20, y: paddle.minY - 40), velocity: Vector(dx: 0, dy: 450))
        var steps = 0
        while game.state.heldBalls.isEmpty && steps < 120 { game.step(.none); steps += 1 }
        let held = try #require(game.state.heldBalls.first)
        #expect(held.ball == ball)
        #expect(held.velocity.dy < 0)   // the paddle's reflection, kept for the launch
        // It rides with the paddle, held by an attachment.
        for x in stride(from: 400.0, through: 600, by: 5) { game.step(GameInput(paddleX: x)) }
        let riding = try #require(game.ballState(ball))
        #expect(abs(riding.center.x - (game.paddleX + held.offset)) < 0.5)
        #expect(riding.center.y < game.paddleRect.minY)
        #expect(game.physics.heldItems.count == 1)
        game.step(GameInput(launch: true))
        #expect(game.state.heldBalls.isEmpty)
        #expect(game.physics.heldItems.isEmpty)
        game.step(.none)
        let launched = try #require(game.ballState(ball))
        #expect(launched.velocity.dy < 0)
        #expect(abs(launched.velocity.length - held.velocity.length) < 1)
    }

    @Test func stickyPaddleRunningOutLetsTheBallsGo() {
        let (game, ball) = playing()
        catchExtra(.stickyPaddle, game)
        game.perform(BallHeldAction(ball: ball, offset: 0, velocity: Vector(dx: 100, dy: -400)))
        wait(game, nil, steps: 20 * Game.stepsPerSecond + 2)
        #expect(game.state.heldBalls.isEmpty)
        #expect(game.history.actions.contains { ($0 as? ExtraExpiredAction)?.extra == .stickyPaddle })
        #expect((game.ballState(ball)?.velocity.dy ?? 0) < 0)
    }

    @Test func frozenPaddleIgnoresInputForASecond() {
        let (game, ball) = playing()
        let x = game.paddleX
        catchExtra(.frozenPaddle, game)
        wait(game, ball, steps: 60, input: GameInput(paddleX: 200))
        #expect(game.paddleX == x)
        wait(game, ball, steps: 70, input: GameInput(paddleX: 200))
        #expect(game.paddleX == 200)
    }

    @Test func ghostPaddleVanishesWhenStillAndLetsTheBallThrough() {
        let (game, ball) = playing()
        catchExtra(.ghostPaddle, game)
        wait(game, ball, steps: Game.ghostDelay + 1)
        #expect(!game.paddleIsSolid)
        #expect(game.physics.collision.boundary(withIdentifier: BreakoutBehavior.Boundary.paddle) == nil)
        let paddle = game.paddleRect
        place(game, ball, at: Point(x: game.paddleX, y: paddle.minY - 30), velocity: Vector(dx: 0, dy: 450))
        for _ in 0..<30 { game.step(.none) }
        #expect(game.state.ballIndex(ball) == nil || (game.ballState(ball)?.center.y ?? 0) > paddle.maxY)
        // Moving brings it back.
        game.step(GameInput(paddleX: game.paddleX + 30))
        #expect(game.paddleIsSolid)
    }

    // MARK: Balls

    @Test func extraBallAndMultiball() {
        let (game, ball) = playing()
        catchExtra(.extraBall, game)
        #expect(game.state.balls.count == 2)
        let newest = game.state.balls[1].id
        #expect((game.ballState(newest)?.velocity.dy ?? 0) < 0)
        place(game, ball, at: Point(x: 300, y: 300), velocity: Vector(dx: 100, dy: -400))
        catchExtra(.multiball, game)
        #expect(game.state.balls.count == 6)
    }

    @Test func fastAndSlowBallsSetTheSpeedAndCancelEachOther() {
        let (game, ball) = playing()
        place(game, ball, at: Point(x: 300, y: 300), velocity: Vector(dx: 200, dy: -400))
        catchExtra(.fastBalls, game)
        game.step(.none)
        #expect(abs((game.ballState(ball)?.velocity.length ?? 0) - game.rules.ballMaxSpeed) < 1e-6)
        catchExtra(.slowBalls, game)
        #expect(!game.state.extras.isActive(.fastBalls, at: game.stepIndex))
        game.step(.none)
        #expect(abs((game.ballState(ball)?.velocity.length ?? 0) - game.rules.ballMinSpeed) < 1e-6)
    }

    /// A column of bricks above the ball: an energy ball goes up through all of them without
    /// turning back; a normal ball bounces off the first.
    @Test(arguments: [true, false])
    func energyBallsGoThroughBricks(energy: Bool) throws {
        let (game, ball) = playing(testLevel(columns: 10, rows: 4))
        if energy { catchExtra(.energyBalls, game) }
        let column = 4
        let bottom = game.brickRect(brickID(game, column: column, row: 3))
        place(game, ball, at: Point(x: bottom.midX, y: bottom.maxY + 30), velocity: Vector(dx: 0.001, dy: -600))
        for _ in 0..<40 { game.step(.none) }
        let column4 = (0..<4).map { game.state.bricks[brickID(game, column: column, row: $0)].isAlive }
        let v = try #require(game.ballState(ball)).velocity
        if energy {
            #expect(column4 == [false, false, false, false])
            #expect(v.dy < 0)
        } else {
            #expect(column4 == [true, true, true, false])
            #expect(v.dy > 0)
        }
    }

    @Test func energyBallsBounceOffIndestructibleBricks() throws {
        let (game, ball) = playing(testLevel(columns: 10, rows: 2, special: [(4, 0, .indestructible)]))
        catchExtra(.energyBalls, game)
        let bottom = game.brickRect(brickID(game, column: 4, row: 1))
        place(game, ball, at: Point(x: bottom.midX, y: bottom.maxY + 20), velocity: Vector(dx: 0.001, dy: -600))
        for _ in 0..<30 { game.step(.none) }
        #expect(!game.state.bricks[brickID(game, column: 4, row: 1)].isAlive)
        #expect(game.state.bricks[brickID(game, column: 4, row: 0)].isAlive)
        #expect(try #require(game.ballState(ball)).velocity.dy > 0)
    }

    @Test func explosiveBallsBreakTheNeighboursButNotIndestructibles() {
        let (game, ball) = playing(testLevel(columns: 5, rows: 3, special: [(1, 0, .indestructible), (2, 1, .multiHit(4))]))
        catchExtra(.explosiveBalls, game)
        game.perform(BrickHitAction(ball: ball, brick: brickID(game, column: 2, row: 1), at: nil))
        let alive = Set(game.state.bricks.filter(\.isAlive).map(\.placement.cell))
        let expected: Set<GridCell> = [GridCell(column: 1, row: 0), GridCell(column: 0, row: 0), GridCell(column: 4, row: 0),
                                       GridCell(column: 0, row: 1), GridCell(column: 4, row: 1), GridCell(column: 0, row: 2),
                                       GridCell(column: 4, row: 2)]
        #expect(alive == expected)
    }

    @Test func weakBallsLeaveAboutTwoHitsInFiveUndone() {
        let (game, ball) = playing(testLevel(columns: 10, rows: 10, kind: .multiHit(4)))
        catchExtra(.weakBalls, game)
        var missed = 0
        for brick in 0..<100 {
            let hit = BrickHitAction(ball: ball, brick: brick, at: nil)
            game.perform(hit)
            if hit.missed { missed += 1; #expect(game.state.bricks[brick].hitsLeft == 4) }
        }
        #expect((28...52).contains(missed))
        // Hits without a ball (shots, blasts) are never weak.
        let shot = BrickHitAction(ball: nil, brick: 0, at: nil)
        game.perform(shot)
        #expect(!shot.missed)
    }

    @Test func chaoticBallsLeaveWallsInRandomDirectionsAwayFromThem() {
        var directions: Set<Int> = []
        for seed: UInt64 in 1...6 {
            let (game, ball) = playing(seed: seed)
            catchExtra(.chaoticBalls, game)
            // Straight at the left wall.
            place(game, ball, at: Point(x: 40, y: 400), velocity: Vector(dx: -500, dy: -300))
            var steps = 0
            while !game.history.actions.contains(where: { $0 is WallHitAction }) && steps < 60 { game.step(.none); steps += 1 }
            let v = game.ballState(ball)!.velocity
            #expect(v.dx > 0)   // away from the wall
            directions.insert(Int((atan2(v.dy, v.dx) * 180 / .pi).rounded()))
        }
        #expect(directions.count >= 4)
    }

    // MARK: Field and play

    @Test func extraFloorKeepsTheBallInUntilItRunsOut() {
        let (game, ball) = playing()
        catchExtra(.extraFloor, game)
        game.step(GameInput(paddleX: 700))
        place(game, ball, at: Point(x: 100, y: 560), velocity: Vector(dx: 10, dy: 500))
        for _ in 0..<30 { game.step(GameInput(paddleX: 700)) }
        #expect(game.state.ballIndex(ball) != nil)
        #expect((game.ballState(ball)?.velocity.dy ?? 1) < 0)
        #expect(game.physics.hasFloor)
        wait(game, nil, steps: 10 * Game.stepsPerSecond)
        #expect(!game.physics.hasFloor)
    }

    @Test func laserFiresShotsThatBreakBricks() throws {
        let (game, ball) = playing(testLevel(columns: 10, rows: 2))
        wait(game, ball, steps: 30, input: GameInput(fire: true))
        #expect(game.state.shots.isEmpty)   // no laser, no shots
        catchExtra(.laser, game)
        game.step(GameInput(paddleX: 400, fire: true))
        #expect(game.state.shots.count == 1)
        let fired = game.history.actions.filter { $0 is ShotFiredAction }.count
        wait(game, ball, steps: Game.shotInterval - 1, input: GameInput(paddleX: 400, fire: true))
        #expect(game.history.actions.filter { $0 is ShotFiredAction }.count == fired)   // the fire rate
        wait(game, ball, steps: 60, input: GameInput(paddleX: 400))
        #expect(game.state.shots.isEmpty)
        let column = game.state.bricks.filter { !$0.isAlive }
        #expect(!column.isEmpty)
        #expect(column.allSatisfy { game.brickRect($0.id).insetBy(dx: -Game.shotRadius, dy: 0).contains(Point(x: 400, y: game.brickRect($0.id).midY)) })
    }

    @Test func darknessLastsTwentySeconds() {
        let (game, ball) = playing()
        catchExtra(.darkness, game)
        #expect(game.state.extras.secondsLeft(.darkness, at: game.stepIndex) == 20)
        wait(game, ball, steps: 20 * Game.stepsPerSecond - 1)
        #expect(game.state.extras.isActive(.darkness, at: game.stepIndex))
        wait(game, ball, steps: 2)
        #expect(!game.state.extras.isActive(.darkness, at: game.stepIndex))
    }

    /// Two capsules fall far from the paddle: the bonus magnet brings the good one in; the bad
    /// one falls past.
    @Test func bonusMagnetPullsGoodCapsulesOnly() {
        let (game, ball) = playing()
        game.step(GameInput(paddleX: 400))
        catchExtra(.bonusMagnet, game)
        game.perform(CapsuleDropAction(extra: .extraLife, at: Point(x: 150, y: 120)))
        game.perform(CapsuleDropAction(extra: .shortenPaddle, at: Point(x: 650, y: 120)))
        let lives = game.state.lives, width = game.paddleWidth
        wait(game, ball, steps: 5 * Game.stepsPerSecond)
        #expect(game.state.lives == lives + 1)
        #expect(game.paddleWidth == width)
        #expect(game.state.capsules.isEmpty)
    }

    @Test func malusMagnetPullsBadCapsules() {
        let (game, ball) = playing()
        game.step(GameInput(paddleX: 400))
        catchExtra(.malusMagnet, game)
        game.perform(CapsuleDropAction(extra: .extraLife, at: Point(x: 150, y: 120)))
        game.perform(CapsuleDropAction(extra: .shortenPaddle, at: Point(x: 650, y: 120)))
        let lives = game.state.lives, width = game.paddleWidth
        wait(game, ball, steps: 5 * Game.stepsPerSecond)
        #expect(game.state.lives == lives)
        #expect(game.paddleWidth < width)
    }

    // MARK: Other

    @Test func extraLife() {
        let (game, _) = playing()
        let lives = game.state.lives
        catchExtra(.extraLife, game)
        #expect(game.state.lives == lives + 1)
    }

    @Test func randomBecomesAnotherExtraAndKidsGetNoMaluses() {
        var seen: Set<Extra> = []
        var rules = GameRules()
        rules.difficulty = .kids
        for seed: UInt64 in 1...40 {
            let (game, _) = playing(rules: rules, seed: seed)
            catchExtra(.random, game)
            let action = game.history.actions.compactMap { $0.flattened().compactMap { $0 as? ExtraCaughtAction }.first }.last
            let extra = action?.extra
            #expect(extra != nil && extra != .random)
            #expect(extra?.isMalus == false)
            if let extra { seen.insert(extra) }
        }
        #expect(seen.count >= 10)
    }

    @Test func jokerCollectsGoodCapsulesTwiceAndRemovesBadOnes() {
        let (game, _) = playing()
        game.perform(CapsuleDropAction(extra: .extraLife, at: Point(x: 150, y: 120)))
        game.perform(CapsuleDropAction(extra: .score500, at: Point(x: 250, y: 120)))
        game.perform(CapsuleDropAction(extra: .fastBalls, at: Point(x: 650, y: 120)))
        let lives = game.state.lives
        catchExtra(.joker, game)
        #expect(game.state.capsules.isEmpty)
        #expect(game.state.lives == lives + 2)
        #expect(game.state.score == 1000)
        #expect(!game.state.extras.isActive(.fastBalls, at: game.stepIndex))
    }

    @Test func resetEndsEveryActiveExtraAndExtraTimeAddsSevenSeconds() {
        let (game, _) = playing()
        catchExtra(.laser, game)
        catchExtra(.darkness, game)
        catchExtra(.extraTime, game)
        #expect(game.state.extras.secondsLeft(.laser, at: game.stepIndex) == 12)
        #expect(game.state.extras.secondsLeft(.darkness, at: game.stepIndex) == 27)
        #expect(game.state.extras.secondsLeft(.stickyPaddle, at: game.stepIndex) == 0)
        catchExtra(.reset, game)
        #expect(game.state.extras.active(at: game.stepIndex).isEmpty)
    }

    @Test func catchingAgainAddsTimeAndLosingALifeEndsEveryExtra() {
        let (game, ball) = playing()
        catchExtra(.slowBalls, game)
        catchExtra(.slowBalls, game)
        #expect(game.state.extras.secondsLeft(.slowBalls, at: game.stepIndex) == 40)
        catchExtra(.lengthenPaddle, game)
        place(game, ball, at: Point(x: 400, y: 590), velocity: Vector(dx: 0, dy: 600))
        wait(game, nil, steps: 20, input: GameInput(paddleX: 100))
        #expect(game.state.phase == .serving)
        #expect(game.state.extras.active(at: game.stepIndex).isEmpty)
        #expect(game.state.paddleSteps == 1)
    }

    @Test func catchingAndExpiringUndoExactly() {
        let (game, ball) = playing()
        game.step(.none)   // the parked ball, as the history keeps it
        let before = game.stateHash()
        let start = game.stepIndex
        game.step(.none)
        for extra in [Extra.stickyPaddle, .laser, .extraFloor, .fastBalls, .joker, .random, .lengthenPaddle, .frozenPaddle] {
            catchExtra(extra, game)
        }
        wait(game, ball, steps: 2 * Game.stepsPerSecond, input: GameInput(paddleX: 300, fire: true))
        #expect(game.history.actions.contains { $0 is ExtraExpiredAction })
        #expect(game.history.actions.contains { $0 is ShotFiredAction })
        game.rewind(toStep: start)
        #expect(game.stateHash() == before)
    }
}
