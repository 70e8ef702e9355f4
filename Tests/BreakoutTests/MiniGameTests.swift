import Dynamics
import Foundation
@testable import HighScores
import TestSupport
import Testing
@_spi(Engine) @testable import Breakout

/// LBreakoutHD's mini-games, headless: their rules, that they end, and that they replay.
@Suite struct MiniGameTests {
    func serve(_ miniGame: MiniGame, seed: UInt64 = 3) -> (Game, Int) {
        let game = Game(rules: GameRules(), levels: .miniGame(miniGame), seed: seed)
        let ball = game.launch()
        game.step(.none)   // the clock starts
        return (game, ball)
    }

    /// Keeps the ball parked out of the way (still, in an empty corner low in the field).
    func park(_ game: Game, _ ball: Int) {
        game.animator.setState(DynamicItemState(center: Point(x: 20, y: game.layout.size.height * 0.95), velocity: Vector(dx: 0, dy: 0)),
                               of: game.ballItems[ball]!)
    }

    func idle(_ game: Game, _ ball: Int, steps: Int) {
        for _ in 0..<steps where game.state.phase == .playing {
            park(game, ball)
            game.step(GameInput(paddleX: 20))
        }
    }

    @Test(arguments: MiniGame.allCases)
    func autoplayedMiniGamesRunHeadlessAndReplayExactly(miniGame: MiniGame) {
        func play() -> (UInt64, Int, GamePhase) {
            let game = Game(rules: GameRules(), levels: .miniGame(miniGame), seed: 11)
            autoplay(game, maxSteps: 120 * 60) { $0.state.phase == .gameOver }
            return (game.stateHash(), game.state.score, game.state.phase)
        }
        let a = play(), b = play()
        #expect(a.0 == b.0)
        #expect(a.1 > 0)
        let game = Game(rules: GameRules(), levels: .miniGame(miniGame), seed: 11)
        #expect(game.state.lives == 1)
        #expect(game.state.level.columns == 14 && game.state.level.rows == 18)
        // The arena reaches down to just above the paddle.
        #expect(game.layout.brickRect(column: 0, row: 17).maxY > game.layout.size.height * 0.8)
        #expect(game.layout.brickRect(column: 0, row: 17).maxY < game.paddleRect.minY)
    }

    @Test func jumpingJackJumpsWhenHitWithLessTimeAndEndsWhenTimeRunsOut() throws {
        let (game, ball) = serve(.jumpingJack)
        let mg = try #require(game.state.miniGame)
        let jack = try #require(mg.jack)
        #expect(game.state.bricks.filter(\.isAlive).map(\.id) == [jack])
        let cell = game.state.bricks[jack].placement.cell
        game.perform(BrickHitAction(ball: ball, brick: jack, at: nil))
        let after = try #require(game.state.miniGame)
        #expect(game.state.score == 2000)
        #expect(after.runs == 1)
        #expect(after.actionSteps == mg.actionSteps * 95 / 100)
        let next = try #require(after.jack)
        #expect(game.state.bricks[next].isAlive)
        #expect(game.state.bricks.filter(\.isAlive).count == 1)
        #expect(game.state.bricks[next].placement.cell != cell || next != jack)
        game.perform(BrickHitAction(ball: ball, brick: next, at: nil))
        #expect(game.state.score == 2000 + 2500)
        // Left alone, its time runs out and the game is over.
        idle(game, ball, steps: game.state.miniGame!.actionSteps + 2)
        #expect(game.state.phase == .gameOver)
        #expect(game.history.actions.contains { ($0 as? MiniGameOverAction)?.reason == "time ran out" })
    }

    @Test func invadersArriveMoveDownAndEndTheGameAtThePaddle() throws {
        let (game, ball) = serve(.invaders)
        let interval = try #require(game.state.miniGame).actionSteps
        idle(game, ball, steps: interval + 1)
        var mg = try #require(game.state.miniGame)
        #expect(mg.invaders.count == 1)
        let invader = mg.invaders[0].brick
        let row = game.state.bricks[invader].placement.row
        #expect((0...3).contains(row))
        idle(game, ball, steps: interval * 2)
        mg = try #require(game.state.miniGame)
        #expect(mg.invaders.count == 3)
        #expect(game.state.bricks[invader].placement.row >= row + 1)
        // Shot down: 400 points.
        game.perform(BrickHitAction(ball: nil, brick: invader, at: nil))
        #expect(game.state.score == 400)
        #expect(game.state.miniGame!.killed == 1)
        // Nobody shoots: they reach the paddle's row.
        idle(game, ball, steps: interval * 25)
        #expect(game.state.phase == .gameOver)
        #expect(game.history.actions.contains { ($0 as? MiniGameOverAction)?.reason == "an invader reached the paddle" })
    }

    @Test func aClearedWaveEarnsItsBonusAndBringsABiggerFasterOne() throws {
        let (game, ball) = serve(.invaders)
        let interval = try #require(game.state.miniGame).actionSteps
        var kills = 0, steps = 0
        while kills < 20 && steps < 120 * 120 {
            idle(game, ball, steps: 1)
            steps += 1
            if let first = game.state.miniGame?.invaders.first {
                game.perform(BrickHitAction(ball: nil, brick: first.brick, at: nil))
                kills += 1
            }
        }
        let mg = try #require(game.state.miniGame)
        #expect(kills == 20)
        #expect(mg.runs == 1)
        #expect(mg.invaderLimit == 22)
        #expect(mg.actionSteps == interval * 95 / 100)
        #expect(mg.invaders.count == 4)   // 3 + one per wave done
        #expect(game.state.score == 20 * 400 + 5000)
        // The brick list stays short: broken invaders' bricks are used again.
        #expect(game.state.bricks.count <= 30)
    }

    @Test func barrierSinksAndABreakthroughBuildsAThickerOne() throws {
        let (game, ball) = serve(.barrier)
        let mg = try #require(game.state.miniGame)
        let rows = { Set(game.state.bricks.filter { $0.isAlive && $0.placement.row > 0 }.map(\.placement.row)) }
        #expect(rows() == [1, 2, 3])
        idle(game, ball, steps: mg.actionSteps + 1)
        #expect(rows() == [2, 3, 4])
        // The wall behind the barrier is hit: points for the rows left to fall, a barrier of
        // 4 rows, and the ball back below it heading down.
        let wall = try #require(game.state.bricks.first { $0.isAlive && $0.placement.row == 0 })
        game.perform(BrickHitAction(ball: ball, brick: wall.id, at: nil))
        #expect(rows() == [1, 2, 3, 4])
        let maxMoves = 18 - 1 - 3
        #expect(game.state.score == (maxMoves - 1) * 6000 / maxMoves / 100 * 100)
        let s = try #require(game.ballState(ball))
        #expect(s.velocity.dy >= 0)
        #expect(s.center.y > game.layout.brickRect(column: 0, row: 4).maxY)
        // Left alone, it reaches the paddle.
        idle(game, ball, steps: 18 * game.state.miniGame!.actionSteps)
        #expect(game.state.phase == .gameOver)
        #expect(game.history.actions.flatMap { $0.flattened() }.contains { ($0 as? MiniGameOverAction)?.reason == "the barrier reached the paddle" })
    }

    @Test func outbreakSpreadsUntilTenAreActiveAndACuredWaveEarnsItsBonus() throws {
        let (game, ball) = serve(.outbreak)
        let active = { game.state.bricks.filter(\.isAlive).map(\.id) }
        #expect(active().count == 3)
        let interval = try #require(game.state.miniGame).actionSteps
        idle(game, ball, steps: interval + 1)
        #expect(active().count == 4)
        // Cured: 400 points each; curing all of them ends the wave with its bonus.
        for brick in active() { game.perform(BrickHitAction(ball: nil, brick: brick, at: nil)) }
        #expect(game.state.score == 4 * 400 + 6000)
        let mg = try #require(game.state.miniGame)
        #expect(mg.runs == 1)
        #expect(mg.actionSteps == interval * 95 / 100)
        #expect(active().count == 3)
        // Left alone, it gets out of hand.
        idle(game, ball, steps: 8 * mg.actionSteps + 2)
        #expect(game.state.phase == .gameOver)
        #expect(game.history.actions.flatMap { $0.flattened() }.contains { ($0 as? MiniGameOverAction)?.reason == "the outbreak got out of hand" })
    }

    @Test func losingTheBallEndsAMiniGame() {
        let (game, ball) = serve(.jumpingJack)
        game.perform(BallLostAction(ball: ball))
        #expect(game.state.phase == .gameOver)
    }

    @Test func miniGamesUndoExactly() {
        for miniGame in MiniGame.allCases {
            let (game, _) = serve(miniGame)
            let start = game.stepIndex
            let before = game.stateHash()
            var player = Autoplayer()
            for _ in 0..<(4 * Game.stepsPerSecond) { game.step(player.input(for: game)) }
            game.rewind(toStep: start)
            #expect(game.stateHash() == before, "\(miniGame)")
        }
    }

    @Test func eachMiniGameKeepsItsOwnHighScoreTable() throws {
        let folder = TemporaryFolder.uniquePath("mini")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let levels = HighScoreKeeper(directory: folder)
        let invaders = HighScoreKeeper(directory: folder, chart: .miniGame(.invaders))
        levels.record(score: 100, level: 1)
        invaders.record(score: 9000, level: 1)
        #expect(HighScoreKeeper(directory: folder).best == 100)
        #expect(HighScoreKeeper(directory: folder, chart: .miniGame(.invaders)).best == 9000)
        #expect(FileManager.default.fileExists(atPath: folder + "/highscores-invaders.json"))
    }
}

/// Warp: LBreakoutHD's skip to the next level once few bricks are left.
@Suite struct WarpTests {
    @Test func warpIsAllowedOnceEnoughBricksAreBrokenAndSkipsTheBonus() {
        let game = makeGame(testLevel(columns: 10, rows: 1))
        let levels = LevelSequence.list([testLevel(columns: 10, rows: 1), testLevel(columns: 5, rows: 2)])
        game.setLevels(levels)
        _ = game.launch()
        for brick in 0..<7 { game.perform(BrickHitAction(ball: nil, brick: brick, at: nil)) }
        #expect(!game.canWarp)   // 3 of 10 left: more than 20%
        game.step(GameInput(warp: true))
        #expect(game.state.levelNumber == 1)
        game.perform(BrickHitAction(ball: nil, brick: 7, at: nil))
        #expect(game.canWarp)
        let score = game.state.score
        game.step(GameInput(warp: true))
        #expect(game.state.levelNumber == 2)
        #expect(game.state.phase == .serving)
        #expect(game.state.score == score)   // no level bonus
        #expect(game.history.actions.contains { $0 is WarpAction })
    }

    @Test func warpPercent100TurnsItOff() {
        var rules = GameRules()
        rules.warpPercent = 100
        let game = makeGame(testLevel(columns: 10, rows: 1), rules: rules)
        _ = game.launch()
        for brick in 0..<9 { game.perform(BrickHitAction(ball: nil, brick: brick, at: nil)) }
        #expect(!game.canWarp)
    }
}
