import Dynamics
import Foundation
import Testing
import TestSupport
@_spi(Engine) @testable import Breakout

/// A replay holds everything that changed a game, not only the input: settings changed in
/// the middle, a new level source, a resized field, rewinds and restarts, each at its tick.
@Suite struct ReplayEventsTests {
    static let level = testLevel(special: [(2, 1, .explosive), (7, 0, .extraBall)], extras: [(5, 2, .multiball)])

    /// Plays 40 s with every kind of event on the way; returns the game and its replay.
    static func eventfulGame(log: (Game) -> ReplayLog = { ReplayLog(game: $0) }) -> (Game, Replay) {
        let game = makeGame(level, seed: 11)
        game.replayLog = log(game)
        var autoplayer = Autoplayer()
        for tick in 1...(120 * 40) {
            switch tick {
            // The new levels start with the restart (a new level source applies from then).
            case 300: game.setLevels(.list([testLevel(columns: 6, rows: 3, kind: .multiHit(2))]))
            case 450: game.restart()
            case 600:
                var rules = game.rules
                rules.ballSpeed = 700
                rules.ballMaxSpeed = 1200
                rules.gravityMagnitude = 0.3
                rules.paddleWidth = 140
                game.apply(rules)
            case 1200: game.relayout(size: Size(width: 1000, height: 700))
            case 1800: game.rewind(steps: 300)
            case 3600: game.relayout(size: Size(width: 640, height: 480))
            default: break
            }
            game.step(autoplayer.input(for: game))
        }
        return (game, game.replayLog!.replay(finishedWith: game))
    }

    @Test func aGameWithEveryKindOfEventReplaysToTheSameHash() throws {
        let (game, replay) = Self.eventfulGame()
        #expect(replay.events.count == 6)
        #expect(replay.steps == 120 * 40)
        #expect(game.stepIndex < replay.steps)   // the rewind and the restart took steps back
        // Through a file, as the window saves it.
        let url = URL(fileURLWithPath: TemporaryFolder.uniquePath("events") + ".replay")
        defer { try? FileManager.default.removeItem(at: url) }
        try replay.write(to: url)
        let result = try Replay.read(from: url).play()
        #expect(result.matches)
        #expect(result.game.state == game.state)
    }

    @Test(arguments: 0..<6)
    func leavingOutAnyEventDiverges(dropped: Int) {
        var (_, replay) = Self.eventfulGame()
        replay.events.remove(at: dropped)
        #expect(!replay.play().matches)
    }

    @Test func aSettingsChangeAppliesAtTheSameStepOnPlayback() {
        let (_, replay) = Self.eventfulGame()
        let game = replay.makeGame()
        var player = ReplayPlayer(replay)
        while player.tick < 599 { player.step(game) }
        #expect(game.state.level.columns == 6)
        #expect(game.rules.ballSpeed == 450)
        player.step(game)
        #expect(game.rules.ballSpeed == 700)
    }

    @Test func aRestartedGameIsExactlyANewGame() {
        let rules = GameRules()
        let played = makeGame(Self.level, rules: rules, seed: 3)
        autoplay(played, maxSteps: 1500)
        played.restart()
        let fresh = makeGame(Self.level, rules: rules, seed: 3)
        #expect(played.stateHash() == fresh.stateHash())
        autoplay(played, maxSteps: 2400)
        autoplay(fresh, maxSteps: 2400)
        #expect(played.stateHash() == fresh.stateHash())
        #expect(played.animator.stateHash() == fresh.animator.stateHash())
    }

    @Test func aFullLogStopsAndTheReplayEndsWhereItStopped() {
        let (game, replay) = Self.eventfulGame { ReplayLog(game: $0, capacity: 200) }
        #expect(game.replayLog!.isFull)
        #expect(replay.inputs.count + replay.events.count == 200)
        #expect(replay.steps < 120 * 40)
        let result = replay.play()
        #expect(result.matches)
    }

    @Test func badEventsAreClearErrors() throws {
        var (_, replay) = Self.eventfulGame()
        let encoder = JSONEncoder()
        replay.events[1].rewindTo = 5
        replay.events[1].restart = nil
        replay.events[1].resize = Size(width: 700, height: 500)
        var error = #expect(throws: ReplayError.self) { try Replay.decode(try encoder.encode(replay), file: "r.replay") }
        #expect(error?.message == "event 1: an event must set exactly one of settings, levels, resize, rewindTo, restart, continued, destroyedBrick; it sets 2")
        replay.events[1].rewindTo = nil
        replay.events[1].resize = Size(width: 1e9, height: 50)
        error = #expect(throws: ReplayError.self) { try Replay.decode(try encoder.encode(replay), file: "r.replay") }
        #expect(error?.message.hasPrefix("event 1: resize must be 100...16384 points on each side") == true)
        replay.events[1].resize = Size(width: 1000, height: 700)
        replay.events[0].tick = replay.steps + 1
        error = #expect(throws: ReplayError.self) { try Replay.decode(try encoder.encode(replay), file: "r.replay") }
        #expect(error?.message.hasPrefix("event 0 is at tick") == true)
    }

    @Test func aRewindToAStepNotKeptDoesNothingOnPlayback() {
        // A corrupt replay may ask for any step: the game goes on (and ends diverged).
        var (_, replay) = Self.eventfulGame()
        replay.events[4].rewindTo = 100_000
        #expect(!replay.play().matches)
    }

    /// Tilt is input: a game played on a leaning device replays to the same hash, and the
    /// lean is what moved it (the same replay without its tilts ends elsewhere).
    @Test func aTiltedGameReplaysToTheSameHash() throws {
        var rules = GameRules()
        rules.tiltGravity = true
        rules.gravityMagnitude = 0.3
        let game = Game(rules: rules, levels: .list([Self.level]), seed: 5)
        game.replayLog = ReplayLog(game: game)
        var autoplayer = Autoplayer()
        for tick in 0..<(120 * 20) {
            var input = autoplayer.input(for: game)
            // The device swings from left to right and back every 4 s; readings come now and then.
            if tick % 30 == 0 {
                let lean = sin(Double(tick) / 480 * 2 * Double.pi) * 0.8
                input.tilt = Vector(dx: 9.81 * sin(lean), dy: 9.81 * cos(lean))
            }
            game.step(input)
            if tick == 120 * 5 + 1 {
                // A quarter of the way through the swing: gravity leans toward +x by the lean.
                let expected = Double.pi / 2 - sin(Double(120 * 5) / 480 * 2 * Double.pi) * 0.8
                #expect(abs(game.physics.gravity.angle - expected) < 1e-9)
                #expect(abs(game.physics.gravity.magnitude - 0.3) < 1e-9)
            }
        }
        let replay = game.replayLog!.replay(finishedWith: game)
        #expect(replay.inputs.contains { $0.input.tilt != nil })
        let url = URL(fileURLWithPath: TemporaryFolder.uniquePath("tilt") + ".replay")
        defer { try? FileManager.default.removeItem(at: url) }
        try replay.write(to: url)
        let result = try Replay.read(from: url).play()
        #expect(result.matches)
        #expect(result.game.state == game.state)

        var untilted = replay
        for k in untilted.inputs.indices { untilted.inputs[k].input.tilt = nil }
        #expect(!untilted.play().matches)
    }

    /// With tilt gravity off the tilt is still recorded but gravity keeps the settings'.
    @Test func tiltLeansGravityOnlyWhenTheSettingIsOn() {
        var rules = GameRules()
        rules.gravityMagnitude = 0.3
        let game = Game(rules: rules, levels: .list([Self.level]), seed: 5)
        game.step(GameInput(tilt: Vector(dx: 9.81, dy: 0)))
        #expect(game.tilt == Vector(dx: 9.81, dy: 0))
        #expect(abs(game.physics.gravity.angle - Double.pi / 2) < 1e-9)
        rules.tiltGravity = true
        game.apply(rules)
        #expect(abs(game.physics.gravity.angle) < 1e-9)
        // A reading near zero or not a number keeps the last tilt.
        game.step(GameInput(tilt: Vector(dx: 0.1, dy: 0)))
        game.step(GameInput(tilt: Vector(dx: Double.nan, dy: 1)))
        #expect(game.tilt == Vector(dx: 9.81, dy: 0))
        // A restart is a new game: no tilt until the next reading.
        game.restart()
        #expect(game.tilt == nil)
        #expect(abs(game.physics.gravity.angle - Double.pi / 2) < 1e-9)
    }
}
