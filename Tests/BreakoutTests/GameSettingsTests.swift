import Dynamics
import Foundation
import Testing
import TestSupport
@_spi(Engine) @testable import Breakout

@Suite struct GameSettingsTests {
    @Test(arguments: [UInt64(1), 2, 3, 4, 5])
    func autoplayerClearsAGeneratedLevel(seed: UInt64) {
        var rules = GameRules()
        rules.brickRows = 6
        rules.brickColumns = 10
        let game = Game(rules: rules, levels: .generated, seed: seed)
        #expect(game.state.level.breakableCount > 0)
        // Most seeds clear in 30-80 s; the last few bricks can take the autoplayer minutes
        // (seed 3: 438 s, since the geometry became Foundation's CGRect, whose midX rounds
        // differently in the last bit and so changes where its final shots go).
        let steps = autoplay(game, maxSteps: 120 * 600) { $0.state.phase == .levelCleared }
        #expect(game.state.phase == .levelCleared, "not cleared in 600 s: \(game.state.breakableLeft) bricks left")
        #expect(steps < 120 * 600)
    }

    @Test func proceduralLevelsFollowTheSeed() {
        let a = Game(rules: GameRules(), levels: .procedural, seed: 11)
        let b = Game(rules: GameRules(), levels: .procedural, seed: 11)
        let c = Game(rules: GameRules(), levels: .procedural, seed: 12)
        #expect(a.state.level == b.state.level)
        #expect(a.state.level != c.state.level)
    }

    @Test func physicalSettingsApplyAtOnce() {
        let game = makeGame()
        _ = game.launch()
        var settings = game.rules
        settings.elasticity = 0.6
        settings.gravityMagnitude = 0.5
        settings.gravityAngle = 90
        settings.paddleWidth = 200
        game.apply(settings)
        #expect(game.physics.ballMaterial.elasticity == 0.6)
        #expect(abs(game.physics.gravity.magnitude - 0.5) < 1e-12)
        #expect(game.paddleWidth == 200)
        game.step(.none)
        #expect(abs(game.paddleRect.width - 200) < 1e-12)
        let boundary = game.physics.collision.boundary(withIdentifier: BreakoutBehavior.Boundary.paddle)
        #expect(boundary?.boundingBox.width == 200)
    }

    @Test func layoutSettingsWaitForTheNextLevel() {
        var rules = GameRules()
        rules.brickRows = 3
        rules.brickColumns = 5
        let game = Game(rules: rules, levels: .generated, seed: 3)
        rules.brickRows = 7
        rules.brickColumns = 12
        game.apply(rules)
        #expect(game.state.level.rows == 3 && game.state.level.columns == 5)
        game.restart()
        #expect(game.state.level.rows == 7 && game.state.level.columns == 12)
    }

    @Test func paddleShapeCanBeAnOval() {
        var rules = GameRules()
        rules.paddleShape = .oval
        let game = makeGame(rules: rules)
        game.step(.none)
        let path = game.physics.collision.boundary(withIdentifier: BreakoutBehavior.Boundary.paddle)
        guard case .oval = path?.shape else { Issue.record("paddle is \(String(describing: path))"); return }
    }

    /// Resizing mid-ball: bricks move with the layout, balls keep their relative place, and
    /// no ball ends inside a brick.
    @Test func relayoutKeepsTheGameInStep() {
        let game = makeGame(testLevel(columns: 10, rows: 6))
        autoplay(game, maxSteps: 600)
        let before = game.state.balls.compactMap { game.ballState($0.id)?.center }
        game.relayout(size: Size(width: 1200, height: 700))
        let after = game.state.balls.compactMap { game.ballState($0.id)?.center }
        for (a, b) in zip(before, after) {
            #expect(abs(b.x - a.x * 1.5) < 1e-9 && abs(b.y - a.y * 700 / 600) < 1e-9)
        }
        for brick in game.state.bricks where brick.isAlive {
            let rect = game.brickRect(brick.id)
            let boundary = game.physics.collision.boundary(withIdentifier: BreakoutBehavior.Boundary.brick(brick.id))
            #expect(boundary?.boundingBox == rect)
        }
        autoplay(game, maxSteps: 1200)
        for ball in game.state.balls {
            guard let c = game.ballState(ball.id)?.center else { continue }
            #expect(!game.state.bricks.contains { $0.isAlive && game.brickRect($0.id).insetBy(dx: 0.5, dy: 0.5).contains(c) })
        }
    }

    @Test func levelsComeFromAFile() throws {
        let url = URL(fileURLWithPath: TemporaryFolder.uniquePath("breakout") + ".level")
        defer { try? FileManager.default.removeItem(at: url) }
        try "title: Tiny\n..##..\n.#**#.\n".write(to: url, atomically: true, encoding: .utf8)
        var rules = GameRules()
        rules.levelSource = .file
        rules.levelFile = url.path
        let levels = try LevelSequence.from(rules)
        let game = Game(rules: rules, levels: levels, seed: 1)
        #expect(game.state.level.title == "Tiny")
        #expect(game.state.bricks.count == 6)
        #expect(game.state.bricks.filter { $0.kind == .explosive }.count == 2)
        #expect(throws: LevelLoadError.self) { try LevelSequence.file(url.path + ".missing") }
    }
}

/// A rewind after the field was resized puts things where they were, on the new field.
@Suite struct RewindAcrossResizeTests {
    @Test func rewindingAfterAResizeRestoresPositionsScaledToTheNewField() {
        let game = makeGame()
        autoplay(game, maxSteps: 300)
        let then = game.state.balls.compactMap { game.ballState($0.id) }
        let paddle = game.paddleX
        autoplay(game, maxSteps: 60)
        game.relayout(size: Size(width: 400, height: 300))   // half the field
        game.rewind(toStep: 300)
        let now = game.state.balls.compactMap { game.ballState($0.id) }
        #expect(now.count == then.count)
        for (a, b) in zip(then, now) {
            #expect(abs(b.center.x - a.center.x / 2) < 1e-9 && abs(b.center.y - a.center.y / 2) < 1e-9)
            #expect(b.velocity == a.velocity)
        }
        #expect(abs(game.paddleX - paddle / 2) < 1e-9)
    }
}
