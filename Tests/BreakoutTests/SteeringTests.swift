import Dynamics
import Foundation
import Testing
@_spi(Engine) @testable import Breakout

/// Steering the ball (Shatter's pull): a held button draws the balls toward the paddle with a
/// radial gravity field while a meter lasts; `rules.ball_steering` says where it works.
@Suite struct SteeringTests {
    /// One brick in the top corner, far from where a served ball flies in a second.
    static func level(classic: Bool = false) -> Level {
        var level = Level(title: "steer", columns: 10, rows: 1, bricks: [BrickPlacement(column: 0, row: 0, kind: .normal)])
        level.isClassic = classic
        return level
    }

    static func game(_ steering: BallSteering = .auto, classic: Bool = false, seed: UInt64 = 4) -> Game {
        var rules = GameRules()
        rules.ballSteering = steering
        let game = Game(rules: rules, levels: .list([level(classic: classic)]), seed: seed)
        game.step(GameInput(paddleX: 400, launch: true))
        return game
    }

    /// The ball's vertical velocity after `steps` with the steer button held or not.
    static func verticalVelocity(_ game: Game, steps: Int, steer: Bool) -> Double {
        for _ in 0..<steps { game.step(GameInput(paddleX: 400, steer: steer)) }
        return game.ballState(game.state.balls[0].id)!.velocity.dy
    }

    @Test func holdingSteerTurnsARisingBallBackToThePaddle() {
        let free = Self.game(), steered = Self.game()
        #expect(free.ballState(free.state.balls[0].id)!.velocity.dy < 0, "served upward")
        #expect(Self.verticalVelocity(free, steps: 60, steer: false) < 0, "left alone it still rises")
        #expect(Self.verticalVelocity(steered, steps: 60, steer: true) > 0, "held half a second, it comes back down")
        #expect(steered.isSteering && !free.isSteering)
        #expect(free.state.steering == nil, "a game that never steered keeps no meter")
    }

    @Test func theMeterDrainsWhileHeldAndFillsAgainAfter() throws {
        let game = Self.game()
        game.step(GameInput(paddleX: 400, steer: true))
        let meter = try #require(game.state.steering)
        #expect(meter.charge == SteeringMeter.capacity - SteeringMeter.drainPerStep)
        // A full meter lasts 2 s: then the pull stops however long the button is held.
        for _ in 0..<(2 * Game.stepsPerSecond) { game.step(GameInput(paddleX: 400, steer: true)) }
        #expect(game.state.steering!.charge < SteeringMeter.drainPerStep)
        #expect(!game.isSteering, "an empty meter pulls nothing")
        // Let go, it fills at a third of the rate it drained: full again within 6 s.
        for _ in 0..<(6 * Game.stepsPerSecond) { game.step(GameInput(paddleX: 400)) }
        #expect(game.state.steering!.fraction == 1)
    }

    @Test func autoLeavesClassicSetsAsTheyPlayAndOffTurnsItOff() {
        #expect(Self.game(.auto).allowsSteering)
        #expect(!Self.game(.auto, classic: true).allowsSteering, "LBreakout2's sets play as in LBreakout2")
        #expect(Self.game(.on, classic: true).allowsSteering)
        #expect(!Self.game(.off).allowsSteering)
        let classic = Self.game(.auto, classic: true)
        #expect(Self.verticalVelocity(classic, steps: 60, steer: true) < 0, "no pull where it is off")
        #expect(classic.state.steering == nil)
        let duel = Game(rules: GameRules(), levels: .duel([LevelSequence.duelArena]), seed: 1)
        #expect(!duel.allowsSteering, "a duel's two players play one ball")
    }

    /// LBreakout2 levelsets are read as classic, our own files are not, and the mark survives
    /// a replay's encoding (where levels are stored) only when set.
    @Test func levelsetsReadAsClassicAndTheMarkIsEncodedOnlyWhenSet() throws {
        let ours = try JSONEncoder().encode(Self.level())
        #expect(!String(decoding: ours, as: UTF8.self).contains("classic"))
        let classic = try JSONDecoder().decode(Level.self, from: JSONEncoder().encode(Self.level(classic: true)))
        #expect(classic.isClassic)
        let path = "/usr/share/games/lbreakout2/levels/LBreakout2"
        if FileManager.default.fileExists(atPath: path) {
            #expect(try LevelLoader.load(path: path).allSatisfy(\.isClassic))
        }
        #expect(try LevelLoader.load(path: "Config/levels/castle.level").allSatisfy { !$0.isClassic })
    }

    /// Steering is input, recorded with the rest: a replay of a steered game plays back to
    /// the same hash, rewinds included; and an input written before steering reads as not held.
    @Test func aSteeredGameReplaysExactly() throws {
        let game = Game(rules: GameRules(), levels: .list([Self.level()]), seed: 9)
        var recorder = ReplayRecorder(game: game)
        recorder.step(game, GameInput(paddleX: 400, launch: true))
        for k in 0..<900 {
            recorder.step(game, GameInput(paddleX: 300 + Double(k % 200), steer: (k / 90) % 2 == 0))
            if k == 400 { game.rewind(steps: 50) }
        }
        let replay = try Replay.decode(JSONEncoder().encode(recorder.replay(finishedWith: game)), file: "steer.replay")
        #expect(replay.inputs.contains { $0.input.steer })
        #expect(replay.play().matches)
        let old = try JSONDecoder().decode(GameInput.self, from: Data(#"{"launch":true,"push":false,"fire":false,"warp":false}"#.utf8))
        #expect(!old.steer && old.launch)
    }
}
