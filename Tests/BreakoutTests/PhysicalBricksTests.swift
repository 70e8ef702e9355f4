import Dynamics
import Foundation
import Testing
@_spi(Engine) @testable import Breakout

/// Physical bricks in play: the ball's exact collision holds against them, a hit pushes
/// them and counts as a hit, a broken brick lets go of what hung from it, a fallen one
/// breaks, and rewinds and replays are exact.
@Suite struct PhysicalBricksTests {
    static func level(_ text: String) throws -> Level { try LevelFile.parse(text, fileName: "test.level")[0] }

    /// How far the deepest ball reaches into a live brick, in points (0 when none touches
    /// one): the distance from its centre to the brick's outline (turned with the brick),
    /// less its radius.
    static func deepestBallInBrick(_ game: Game) -> Double {
        let radius = game.rules.ballRadius
        var deepest = 0.0
        for ball in game.state.balls {
            guard let c = game.ballCenter(ball.id) else { continue }
            for brick in game.state.bricks where brick.isAlive {
                let rect = game.brickRect(brick.id)
                let pose = game.brickPose(brick.id) ?? (rect.center, 0)
                let local = (c - pose.center).rotated(by: -pose.rotation)
                let qx = abs(local.dx) - rect.width / 2, qy = abs(local.dy) - rect.height / 2
                let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
                let distance = outside + min(max(qx, qy), 0)
                deepest = max(deepest, radius - distance)
            }
        }
        return deepest
    }

    /// A ball's depth in a brick this small is the engine's contact slop, not a ball inside.
    static let tolerance = 0.05

    /// A tower of boxes on a support, a windmill, a pendulum, a spring, a chain and a rail.
    static let moving = [
        "title: Tower\n..............\n..##......##..\n..##......##..\n..##..##..##..\n..33..XX..33..\n..............\n"
            + "physics:\n3-4,2-4 box\n11-12,2-4 box\n7-8,4 box\n",
        "title: Machines\nX.....#......X\n..............\n#.....#......#\n..............\n.#X#.......3..\n..............\n#.............\n"
            + "physics:\n1,3 chain\n7,3 hang length=2\n14,3 spring length=2\n2,5 weld\n3,5 spin speed=60\n4,5 weld\n12,5 hang length=3\n"
            + "1,7 rail from=1 to=14 speed=2\n",
    ]

    @Test func rewindingPutsEveryBodyBackExactly() throws {
        for text in Self.moving {
            let level = try Self.level(text)
            let title = level.title
            let game = Game(rules: GameRules(), levels: .list([level]), seed: 4)
            autoplay(game, maxSteps: 1500)
            let then = game.stateHash()
            let broken = game.state.bricksBroken
            autoplay(game, maxSteps: 400)
            game.rewind(toStep: 1500)
            #expect(game.stateHash() == then, "\(title)")
            #expect(game.state.bricksBroken == broken)
            // And back to the very start: every body in its cell again.
            let fresh = Game(rules: GameRules(), levels: .list([level]), seed: 4)
            game.rewind(toStep: 0)
            #expect(game.state == fresh.state, "\(title)")
            #expect(game.physicalBrickStates() == fresh.physicalBrickStates(), "\(title)")
            if game.physicalBrickStates() != fresh.physicalBrickStates() {
                for (a, b) in zip(game.physicalBrickStates() ?? [], fresh.physicalBrickStates() ?? []) where a != b { Issue.record("\(title) \(a) vs \(b)") }
            }
            #expect(game.stateHash() == fresh.stateHash(), "\(title)")
        }
    }

    @Test func noBallGetsInsideAMovingBrickAndReplaysMatch() throws {
        for text in Self.moving {
            let game = makeGame(try Self.level(text), seed: 9)
            var recorder = ReplayRecorder(game: game)
            var autoplayer = Autoplayer()
            var deepest = 0.0
            for k in 0..<(120 * 40) {
                var input = autoplayer.input(for: game)
                input.push = k % 600 == 300
                recorder.step(game, input)
                deepest = max(deepest, Self.deepestBallInBrick(game))
            }
            #expect(game.state.bricksBroken > 0)
            #expect(deepest <= Self.tolerance, "a ball reached \(deepest) points into a brick")
            let replay = try Replay.decode(try JSONEncoder().encode(recorder.replay(finishedWith: game)), file: "moving.json")
            #expect(replay.play().matches)
        }
    }

    @Test func aResizedFieldKeepsTheBodiesInPlace() throws {
        let game = makeGame(try Self.level(Self.moving[1]), seed: 2)
        autoplay(game, maxSteps: 600)
        let ids = game.state.bricks.filter { $0.isAlive && $0.placement.mount != nil }.map(\.id)
        let before = try ids.map { try #require(game.brickPose($0)).center }
        game.relayout(size: Size(width: 1000, height: 750))
        for (id, c) in zip(ids, before) {
            let now = try #require(game.brickPose(id)).center
            #expect(abs(now.x - c.x * 1.25) < 1e-9 && abs(now.y - c.y * 1.25) < 1e-9)
        }
        var deepest = 0.0
        var autoplayer = Autoplayer()
        for _ in 0..<1200 {
            game.step(autoplayer.input(for: game))
            deepest = max(deepest, Self.deepestBallInBrick(game))
        }
        #expect(deepest <= Self.tolerance)
        game.rewind(steps: 300)
        #expect(Self.deepestBallInBrick(game) <= Self.tolerance)
    }

    @Test func aLaserShotHitsAPhysicalBrick() throws {
        let game = makeGame(try Self.level("....\n.2..\n....\n....\nphysics:\n2,2 hang length=3\n"))
        let id = brickID(game, column: 1, row: 1)
        _ = game.launch()
        game.perform(CapsuleDropAction(extra: .laser, at: Point(x: game.paddleX, y: game.paddleRect.minY)))
        game.perform(ExtraCaughtAction(capsule: try #require(game.state.capsules.last).id))
        var hit = false
        game.actionObserver = { action, undo in if !undo, let shot = action as? ShotHitAction, shot.brick == id { hit = true } }
        let x = game.brickRect(id).midX
        for _ in 0..<240 where !hit { game.step(GameInput(paddleX: x, fire: true)) }
        #expect(hit)
    }

    @Test func aHitPushesTheBrickAndCountsAsAHit() throws {
        let game = makeGame(try Self.level("....\n.2..\n....\n....\nphysics:\n2,2 hang length=3\n"))
        let id = brickID(game, column: 1, row: 1)
        let home = game.brickRect(id)
        _ = game.launch()
        for ball in game.state.balls { game.perform(BallLostAction(ball: ball.id, side: .bottom)) }
        game.perform(SpawnBallAction(at: Point(x: home.minX - 60, y: home.midY + 20), velocity: Vector(dx: 500, dy: -120)))
        var hit = false
        game.actionObserver = { action, undo in if !undo, let h = action as? BrickHitAction, h.brick == id, h.ball != nil { hit = true } }
        for _ in 0..<60 where !hit { game.step(.none) }
        #expect(hit)
        #expect(game.state.bricks[id].hitsLeft == 1)
        for _ in 0..<20 { game.step(.none) }
        let pose = try #require(game.brickPose(id))
        // Hit on its left side: it swings to the right (and up, on its rod), and turns.
        #expect(pose.center.x > home.midX + 1)
        #expect(pose.center.y < home.midY)
        #expect(pose.rotation != 0)
    }

    @Test func aBrokenBrickLetsGoAndFallenBricksBreakAndScore() throws {
        let game = makeGame(try Self.level("X.\n..\n#.\n..\n#.\n..\n..\n.#\nphysics:\n1,3 chain\n1,5 chain\n"))
        let top = brickID(game, column: 0, row: 2), bottom = brickID(game, column: 0, row: 4)
        game.step(.none)
        #expect(game.physics.bodies.attachments.count == 2)
        game.perform(BrickHitAction(ball: nil, brick: top, at: nil, destroys: true))
        #expect(game.physics.bodies.attachments.isEmpty)
        let score = game.state.score
        var fell = false
        game.actionObserver = { action, undo in if !undo, action is BrickFellAction { fell = true } }
        for _ in 0..<(3 * 120) where !fell { game.step(.none) }
        #expect(fell)
        #expect(!game.state.bricks[bottom].isAlive)
        #expect(game.state.score > score)
        // Undoing the break puts the link back on its chain.
        game.rewind(toStep: 0)
        #expect(game.state.bricks[top].isAlive && game.state.bricks[bottom].isAlive)
        #expect(game.physics.bodies.attachments.count == 2)
    }
}
