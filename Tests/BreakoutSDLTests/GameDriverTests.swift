@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import Dynamics
import Foundation
import Testing

/// The game screen's drivers without a window: each way of playing steps its game on the
/// window's clock, and tells the screen what it must answer.
@Suite struct GameDriverTests {
    /// Hears a driver's steps as the game screen does, and may stop the frame.
    final class Listener: StepListener {
        var steps = 0
        var events: [DriverEvent] = []
        var stopAfter = Int.max
        func mayStep() -> Bool { steps < stopAfter }
        func didStep(_ event: DriverEvent?) {
            steps += 1
            if let event { events.append(event) }
        }
    }

    private static func level() -> Level {
        var bricks: [BrickPlacement] = []
        for c in 0..<10 { bricks.append(BrickPlacement(column: c, row: 0, kind: .normal)) }
        return Level(title: "driver test", columns: 10, rows: 1, bricks: bricks)
    }

    @Test func aSoloFrameRunsItsDueStepsWithTheControlsAndStopsWhereTheScreenSays() {
        let game = Game(rules: GameRules(), levels: .list([Self.level()]), seed: 3)
        let driver = SoloDriver(game: game)
        var controls = PlayerControls(following: game)
        let kept = [controls.apply(.paddleTo(200), in: game), controls.apply(.push, in: game), controls.apply(.togglePause, in: game)]
        #expect(kept == [true, true, false], "pausing is the screen's, not the controls'")
        let listener = Listener()
        driver.play(for: 3.5 * Game.stepDuration, controls: &controls, listener: listener)
        #expect(listener.steps == 3 && game.stepIndex == 3)
        #expect(abs(driver.alpha - 0.5) < 1e-6)
        #expect(game.paddleX < 400, "the paddle went toward its target")
        #expect(!game.state.balls.isEmpty && game.state.phase == .playing, "the push served")
        // An overlay opens after one step: the frame stops there, its time stays banked.
        listener.stopAfter = listener.steps + 1
        driver.play(for: 2 * Game.stepDuration, controls: &controls, listener: listener)
        #expect(game.stepIndex == 4)
        listener.stopAfter = .max
        driver.play(for: 0, controls: &controls, listener: listener)
        #expect(game.stepIndex == 5, "the banked step runs on the next frame")
    }

    /// `rules.game_speed`: at 50 the window's second brings half a second of play, the same
    /// steps at half the pace; a replay recorded at 50 plays back at 50 whatever the settings.
    @Test func aSlowerGameSpeedPlaysTheSameStepsAtItsPace() throws {
        var rules = GameRules()
        rules.gameSpeed = 50
        let slow = Game(rules: rules, levels: .list([Self.level()]), seed: 3)
        let full = Game(rules: GameRules(), levels: .list([Self.level()]), seed: 3)
        let slowDriver = SoloDriver(game: slow), fullDriver = SoloDriver(game: full)
        var slowControls = PlayerControls(following: slow), fullControls = PlayerControls(following: full)
        let listener = Listener()
        for _ in 0..<30 {   // half a second of frames at 60 Hz
            slowDriver.play(for: 1.0 / 60, controls: &slowControls, listener: listener)
            fullDriver.play(for: 1.0 / 60, controls: &fullControls, listener: listener)
        }
        #expect(full.stepIndex == 60 && slow.stepIndex == 30)
        // The same steps, only later: the full-speed game's first 30 equal the slowed 30.
        let again = Game(rules: GameRules(), levels: .list([Self.level()]), seed: 3)
        for _ in 0..<30 { again.step(GameInput(paddleX: again.paddleX)) }
        #expect(again.stateHash() == slow.stateHash())

        var recorder = ReplayRecorder(game: slow)
        for _ in 0..<240 { recorder.step(slow, GameInput(paddleX: 320)) }
        let replay = try Replay.decode(JSONEncoder().encode(recorder.replay(finishedWith: slow)), file: "slow.replay")
        #expect(replay.rules.gameSpeed == 50)
        let driver = ReplayDriver(replay)
        var controls = PlayerControls(following: driver.game)
        for _ in 0..<60 { driver.play(for: 1.0 / 60, controls: &controls, listener: listener) }
        #expect(driver.game.stepIndex == 60, "a second of the window replays 60 steps, not 120")
    }

    @Test func theControlsKeepThePaddlesTargetsInsideTheField() {
        let game = Game(rules: GameRules(), levels: .list([Self.level()]), seed: 3)
        var controls = PlayerControls(following: game)
        _ = controls.apply(.paddleKeys(1), in: game)
        controls.moveTargets(for: 10, in: game, speed: 900)
        #expect(controls.paddleTarget == game.clampPaddle(.infinity), "held right for 10 s: at the right wall, not beyond")
        _ = controls.apply(.paddleBy(-1e6), in: game)
        #expect(controls.paddleTarget == game.clampPaddle(-.infinity))
        #expect(game.clampPaddle(-.infinity) > 0 && game.clampPaddle(.infinity) < game.layout.size.width)
    }

    @Test func aReplayDriverPlaysTheRecordingAndSaysOnceThatItEnded() throws {
        let game = Game(rules: GameRules(), levels: .list([Self.level()]), seed: 5)
        var recorder = ReplayRecorder(game: game)
        recorder.step(game, GameInput(paddleX: 300, launch: true))
        for _ in 0..<40 { recorder.step(game, GameInput(paddleX: 320)) }
        let replay = recorder.replay(finishedWith: game)
        let driver = ReplayDriver(replay)
        var controls = PlayerControls(following: driver.game)
        _ = controls.apply(.paddleTo(0), in: driver.game)   // the window's controls steer nothing
        let listener = Listener()
        for _ in 0..<10 { driver.play(for: 8 * Game.stepDuration, controls: &controls, listener: listener) }
        #expect(driver.game.stepIndex == 41)
        #expect(driver.game.stateHash() == game.stateHash())
        #expect(driver.hasEnded)
        let ends = listener.events.filter { if case .replayEnded = $0 { return true } else { return false } }
        #expect(ends.count == 1, "the end is told once")
        #expect(!driver.policy.isPlayed && !driver.policy.canRewind && !driver.policy.followsRules && driver.ownRules == replay.rules)
    }

    /// What the game screen asks of its driver instead of which driver it has: the panel's
    /// title, whether the game is saved to resume, who plays the top paddle.
    @Test func eachDriverTellsTheScreenWhatKindOfGameItPlays() throws {
        let game = { Game(rules: GameRules(), levels: .list([Self.level()]), seed: 6) }
        let solo = SoloDriver(game: game()), demo = DemoDriver(game: game())
        #expect(solo.policy.isSolo && !demo.policy.isSolo)
        let duel = { Game(rules: GameRules(), levels: .duel([LevelSequence.duelArena]), seed: 6) }
        let twoPlayers = DuelDriver(game: duel()), computer = DuelDriver(game: duel(), computer: .medium)
        #expect(twoPlayers.policy.secondPadPlaysTop && !twoPlayers.policy.playsComputer && computer.policy.playsComputer)
        let seat = HotSeatDriver(HotSeat(names: ["Ann", "Bob"], rules: GameRules(), levels: .list([Self.level()]), seed: 6), seed: 6)
        #expect(seat.title == "Hot-seat: Ann" && seat.hotSeat?.players.map(\.name) == ["Ann", "Bob"])
        var recorder = ReplayRecorder(game: solo.game)
        recorder.step(solo.game, GameInput(paddleX: 300, launch: true))
        let replay = ReplayDriver(recorder.replay(finishedWith: solo.game))
        #expect(replay.title == nil && replay.policy.untitledName == "Replay" && !replay.replayHasEnded)
        let drivers: [any GameDriver] = [solo, demo, twoPlayers, computer, seat, replay]
        #expect(drivers.filter(\.policy.isSolo).count == 1 && drivers.filter(\.policy.secondPadPlaysTop).count == 2)
        #expect(drivers.allSatisfy { $0.networkMatch == nil } && drivers.filter { $0.hotSeat != nil }.count == 1)
        #expect(drivers.filter { $0.title != nil }.count == 1 && drivers.filter { $0.policy.untitledName != nil }.count == 1)
    }

    /// Each mode's policy, read from its real driver, is what the mode promises: a replay
    /// cannot rewind and keeps its own rules; a network duel can neither pause, rewind nor
    /// start over; solo rewinds and keeps its replay; only solo is saved to resume.
    @Test func eachDriversPolicyIsWhatItsModeDocuments() {
        let game = { Game(rules: GameRules(), levels: .list([Self.level()]), seed: 6) }
        let duel = { Game(rules: GameRules(), levels: .duel([LevelSequence.duelArena]), seed: 6) }
        let solo = SoloDriver(game: game())
        var recorder = ReplayRecorder(game: solo.game)
        recorder.step(solo.game, GameInput(paddleX: 300, launch: true))
        let drivers: [(String, any GameDriver, PlayPolicy)] = [
            ("solo", solo, .solo),
            ("demo", DemoDriver(game: game()), .demo),
            ("duel", DuelDriver(game: duel()), .duel),
            ("versus computer", DuelDriver(game: duel(), computer: .medium), .versusComputer),
            ("hot-seat", HotSeatDriver(HotSeat(names: ["Ann", "Bob"], rules: GameRules(), levels: .list([Self.level()]), seed: 6), seed: 6), .hotSeat),
            ("replay", ReplayDriver(recorder.replay(finishedWith: solo.game)), .replay),
        ]
        for (mode, driver, preset) in drivers { #expect(driver.policy == preset, "\(mode) returns its preset") }
        let policy = Dictionary(uniqueKeysWithValues: drivers.map { ($0.0, $0.1.policy) })
        let soloPolicy = policy["solo"]!, replay = policy["replay"]!, demo = policy["demo"]!, seat = policy["hot-seat"]!
        #expect(soloPolicy.isPlayed && soloPolicy.canRewind && soloPolicy.followsRules && soloPolicy.keepsReplay && soloPolicy.isSolo)
        #expect(soloPolicy.restartRefusal == nil && soloPolicy.pauseRefusal == nil)
        #expect(!replay.isPlayed && !replay.canRewind && !replay.followsRules && !replay.keepsReplay && replay.untitledName != nil)
        #expect(!demo.isPlayed && !demo.canRewind && demo.followsRules && demo.keepsReplay)
        #expect(seat.isPlayed && !seat.canRewind && !seat.keepsReplay && seat.followsRules)
        for mode in ["duel", "versus computer"] {
            let p = policy[mode]!
            #expect(p.isPlayed && p.canRewind && p.secondPadPlaysTop && p.keepsReplay && !p.isSolo, "\(mode)")
        }
        #expect(!policy["duel"]!.playsComputer && policy["versus computer"]!.playsComputer)
        #expect(policy.values.filter(\.isSolo).count == 1, "only solo is saved to resume")
        #expect(policy.values.allSatisfy { $0.pauseRefusal == nil && $0.restartRefusal == nil }, "only a network duel refuses")
        // A network duel (its real driver is checked in the window: NetworkWindowTests).
        let network = PlayPolicy.network
        #expect(network.isPlayed && !network.canRewind && !network.followsRules && !network.keepsReplay && !network.isSolo)
        #expect(network.pauseRefusal != nil && network.restartRefusal != nil)
    }

    @Test func aHotSeatTurnPassesWithTheFinishedGameAndTheNextPlayersPaddle() {
        var settings = Settings()
        settings.rules.lives = 2
        let seat = HotSeat(names: ["Ann", "Bob"], rules: settings.rules, levels: .list([Self.level()]), seed: 4)
        let driver = HotSeatDriver(seat, seed: 4)
        var controls = PlayerControls(following: driver.game)
        _ = controls.apply(.push, in: driver.game)
        _ = controls.apply(.paddleTo(0), in: driver.game)   // Ann's paddle in the corner: the ball is lost
        let listener = Listener()
        let ann = driver.game
        for _ in 0..<(30 * 15) where listener.events.isEmpty {
            driver.play(for: 8 * Game.stepDuration, controls: &controls, listener: listener)
        }
        guard case let .turnPassed(finished, next, player)? = listener.events.first else {
            Issue.record("no turn passed: \(listener.events)")
            return
        }
        #expect(finished === ann && next === driver.game && next !== ann && player == "Bob")
        #expect(controls.paddleTarget == next.paddleX, "Bob's paddle starts where his game has it")
        let restarted = driver.restart(rules: settings.rules, levels: .list([Self.level()]))
        #expect(restarted?.player == "Ann" && restarted?.game === driver.game && driver.game.stepIndex == 0)
    }
}
