import Dynamics
import Testing
@testable import Breakout

@Suite struct LivesAndLevelsTests {
    /// Moves the paddle far from the ball until it falls out.
    private func loseBall(_ game: Game) {
        for _ in 0..<(120 * 10) where game.state.phase == .playing {
            let x = game.ballState(game.state.balls[0].id)!.center.x
            game.step(GameInput(paddleX: x < 400 ? 750 : 50))
        }
    }

    @Test func losingTheLastBallCostsALife() {
        let game = makeGame()
        _ = game.launch()
        loseBall(game)
        #expect(game.state.lives == game.rules.startingLives - 1)
        #expect(game.state.phase == .serving)
        #expect(game.state.ballsLost == 1)
        #expect(game.history.actions.contains { $0 is BallLostAction })
    }

    @Test func noLivesLeftIsGameOver() {
        var rules = GameRules()
        rules.lives = 1
        let game = makeGame(rules: rules)
        _ = game.launch()
        loseBall(game)
        #expect(game.state.phase == .gameOver)
        #expect(game.state.lives == 0)
        game.step(GameInput(launch: true))
        #expect(game.state.balls.isEmpty)
    }

    @Test func levelClearedThenNextLevel() {
        let level = testLevel(columns: 3, rows: 1, special: [(0, 0, .indestructible)])
        let game = makeGame(level)
        _ = game.launch()
        game.perform(BrickHitAction(ball: nil, brick: 1, at: nil))
        #expect(game.state.phase == .playing)
        game.perform(BrickHitAction(ball: nil, brick: 2, at: nil))
        game.step(.none)
        #expect(game.state.phase == .levelCleared)
        #expect(game.state.balls.isEmpty)
        #expect(game.state.score == 10 + 10 + 100 * game.rules.startingLives)
        game.step(GameInput(launch: true))
        #expect(game.state.levelNumber == 2)
        #expect(game.state.phase == .serving)
        #expect(game.state.bricks.allSatisfy { $0.isAlive })
    }

    /// LBreakoutHD's continue: the game over goes on at its level, score 0, lives back; a
    /// replay holds it, and undo takes it back.
    @Test func aContinueGoesOnAndReplaysExactly() {
        var rules = GameRules()
        rules.lives = 1
        let game = makeGame(testLevel(columns: 10, rows: 4), rules: rules)
        var recorder = ReplayRecorder(game: game)
        var autoplayer = Autoplayer()
        for k in 0..<(120 * 60) where game.state.phase != .gameOver {
            // The autoplayer plays a while, then lets the ball go.
            recorder.step(game, k < 120 * 8 ? autoplayer.input(for: game) : GameInput(paddleX: 20, launch: true))
        }
        #expect(game.state.phase == .gameOver && game.canContinue)
        let level = game.state.levelNumber, left = game.state.breakableLeft, before = game.stateHash()
        game.buyContinue()
        #expect(game.state.phase == .serving && game.state.score == 0 && game.state.lives == 1)
        #expect(game.state.levelNumber == level && game.state.breakableLeft == left)
        #expect(game.history.actions.last is ContinueAction)
        game.history.actions.last?.revert(on: game)
        #expect(game.stateHash() == before, "the continue undoes exactly")
        game.history.actions.last?.apply(to: game)
        for _ in 0..<(120 * 5) { recorder.step(game, autoplayer.input(for: game)) }
        #expect(recorder.replay(finishedWith: game).play().matches, "the replay holds the continue")
    }

    /// The Plane of Inner Stability: any live brick, an indestructible one too, breaks for a
    /// tenth of the score and no points; the replay keeps it exact.
    @Test func destroyingABrickCostsATenthOfTheScore() {
        let game = makeGame(testLevel(columns: 10, rows: 4, special: [(0, 0, .indestructible)]), seed: 3)
        var recorder = ReplayRecorder(game: game)
        var autoplayer = Autoplayer()
        for _ in 0..<(120 * 20) { recorder.step(game, autoplayer.input(for: game)) }
        let score = game.state.score
        #expect(score > 0)
        let wall = game.state.bricks.indices.first { game.state.bricks[$0].kind == .indestructible && game.state.bricks[$0].isAlive }
        #expect(wall != nil)
        guard let wall else { return }
        #expect(game.canDestroyBrick(wall) && game.destroyBrickCost == score / 10)
        game.destroyBrick(wall)
        #expect(!game.state.bricks[wall].isAlive)
        #expect(game.state.score == score - score / 10, "a tenth of the score, and no points for the brick")
        #expect(!game.canDestroyBrick(wall), "a broken brick cannot be destroyed again")
        for _ in 0..<(120 * 5) { recorder.step(game, autoplayer.input(for: game)) }
        #expect(recorder.replay(finishedWith: game).play().matches, "the replay destroys it at the same tick")
        #expect(!Game(rules: GameRules(), levels: .miniGame(.jumpingJack), seed: 1).canDestroyBrick(0), "no mini-game's")
    }

    @Test func restartResetsBricksBallsAndScore() {
        let game = makeGame()
        autoplay(game, maxSteps: 120 * 20)
        #expect(game.state.score > 0)
        game.restart()
        #expect(game.state.score == 0)
        #expect(game.state.balls.isEmpty)
        #expect(game.state.phase == .serving)
        #expect(game.state.lives == game.rules.startingLives)
        #expect(game.state.bricks.allSatisfy { $0.isAlive })
        #expect(game.history.actions.isEmpty)
        #expect(game.stateHash() == makeGame().stateHash())
    }

    @Test func autoplayerClearsALevel() {
        let game = makeGame(testLevel(columns: 10, rows: 5))
        let steps = autoplay(game, maxSteps: 120 * 180) { $0.state.phase == .levelCleared }
        #expect(game.state.phase == .levelCleared)
        #expect(steps < 120 * 180)
        #expect(game.state.lives == game.rules.startingLives)
    }

    @Test func comboRewardsBricksWithoutThePaddle() {
        let game = makeGame(testLevel(columns: 10, rows: 1))
        _ = game.launch()
        for id in 0..<6 { game.perform(BrickHitAction(ball: nil, brick: id, at: nil)) }
        // Five at 10, the sixth at 2 x 10.
        #expect(game.state.score == 5 * 10 + 20)
        #expect(game.state.combo == 6)
        game.perform(PaddleHitAction(ball: game.state.balls[0].id, at: Point(x: 0, y: 0)))
        #expect(game.state.combo == 0)
        #expect(game.state.bestCombo == 6)
    }
}
