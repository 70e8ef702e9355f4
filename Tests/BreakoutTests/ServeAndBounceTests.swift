import Dynamics
import Foundation
import Testing
@_spi(Engine) @testable import Breakout

@Suite struct ServeAndBounceTests {
    @Test func ballWaitsOnThePaddleUntilLaunched() {
        let game = makeGame()
        for x in [200.0, 500.0] {
            game.step(GameInput(paddleX: x))
            #expect(game.state.phase == .serving)
            #expect(game.state.balls.isEmpty)
            #expect(abs(game.servingBallCenters[0].x - x) < 1e-9)
        }
        let id = game.launch()
        let s = game.ballState(id)!
        #expect(game.state.phase == .playing)
        #expect(s.velocity.dy < 0)
        #expect(abs(s.velocity.length - game.rules.ballSpeed) < 1e-6)
    }

    @Test func servedBallCountFollowsTheSetting() {
        var rules = GameRules()
        rules.ballCount = 3
        let game = makeGame(rules: rules)
        game.step(GameInput(launch: true))
        #expect(game.state.balls.count == 3)
    }

    /// A ball dropped onto the paddle's right end leaves at the full bounce angle; at the centre, steeply.
    @Test(arguments: [(0.95, true), (0.0, false)])
    func paddleSteersByWhereTheBallHits(offset: Double, steep: Bool) throws {
        var rules = GameRules()
        rules.minimumAngle = 0   // drop the ball straight down, untouched by the angle rule
        let game = makeGame(rules: rules)
        let id = game.launch()
        let paddle = game.paddleRect
        let hitX = game.paddleX + offset * game.paddleWidth / 2
        game.setVelocity(Vector(dx: 0, dy: 400), ofBall: id)
        var s = game.ballState(id)!
        s.center = Point(x: hitX, y: paddle.minY - 20)
        game.animator.setState(s, of: game.ballItems[id]!)
        for _ in 0..<20 { game.step(.none) }
        let v = try #require(game.ballState(id)).velocity
        #expect(v.dy < 0)
        let fromVertical = atan2(v.dx, -v.dy) * 180 / Double.pi
        if steep {
            #expect(abs(fromVertical - 0.95 * rules.paddleBounceAngle) < 2)
        } else {
            #expect(abs(fromVertical) < 6)
        }
    }

    @Test func speedStaysWithinItsRangeAndAwayFromTheAxes() {
        let sinMin = sin(12 * Double.pi / 180)
        let slow = BallRules.adjusted(Vector(dx: 10, dy: -10), floor: 300, ceiling: 900, sinMinimumAngle: sinMin)
        #expect(abs(slow.length - 300) < 1e-9)
        let fast = BallRules.adjusted(Vector(dx: 3000, dy: -3000), floor: 300, ceiling: 900, sinMinimumAngle: sinMin)
        #expect(abs(fast.length - 900) < 1e-9)
        let flat = BallRules.adjusted(Vector(dx: 500, dy: 1), floor: 300, ceiling: 900, sinMinimumAngle: sinMin)
        #expect(abs(flat.dy) / flat.length >= sinMin - 1e-12)
        #expect(flat.dy > 0 && flat.dx > 0)
        let steep = BallRules.adjusted(Vector(dx: -0.5, dy: -500), floor: 300, ceiling: 900, sinMinimumAngle: sinMin)
        #expect(abs(steep.dx) / steep.length >= sinMin - 1e-12)
        #expect(steep.dx < 0 && steep.dy < 0)
        let fine = Vector(dx: 300, dy: -400)
        #expect(BallRules.adjusted(fine, floor: 300, ceiling: 900, sinMinimumAngle: sinMin) == fine)
    }

    @Test func ballsSpeedUpOverTime() throws {
        var rules = GameRules()
        rules.speedUpPerMinute = 0.5
        rules.ballMaxSpeed = 3000
        // Tough bricks, so the level lasts and the balls are not served again.
        let game = makeGame(testLevel(rows: 4, kind: .multiHit(4)), rules: rules)
        let id = game.launch()
        let start = game.ballState(id)!.velocity.length
        autoplay(game, maxSteps: 120 * 20)
        #expect(game.state.levelNumber == 1 && game.state.phase == .playing && game.state.servedAtStep == 1)
        let s = try #require(game.state.balls.first.flatMap { game.ballState($0.id) })
        // After 20 s at +50 %/min the floor is 1.1667 x the serve speed.
        #expect(s.velocity.length >= start * 1.166)
    }

    @Test func stuckBallIsNudged() throws {
        var rules = GameRules()
        rules.stuckSeconds = 2
        // No breakable brick reachable quickly: the ball only meets walls and paddle.
        let game = makeGame(testLevel(rows: 1, kind: .indestructible, special: [(0, 0, .normal)]), rules: rules)
        let id = game.launch()
        // Keep the ball bouncing between side walls, away from everything else.
        var s = try #require(game.ballState(id))
        s.center = Point(x: 400, y: 400)
        s.velocity = Vector(dx: 600, dy: -130)
        game.animator.setState(s, of: game.ballItems[id]!)
        game.physics.setGravity(magnitude: 0, angleDegrees: 90)
        for _ in 0..<(120 * 3) where game.state.balls.count == 1 {
            game.step(GameInput(paddleX: 40))
        }
        #expect(game.history.actions.contains { $0 is NudgeAction })
    }
}
