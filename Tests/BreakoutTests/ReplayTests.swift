import Dynamics
import Foundation
import Testing
import TestSupport
@testable import Breakout

@Suite struct ReplayTests {
    private func recordedReplay(seconds: Int = 20) -> Replay {
        let game = makeGame(testLevel(special: [(2, 1, .explosive)], extras: [(5, 2, .multiball)]), seed: 5)
        var recorder = ReplayRecorder(game: game)
        var autoplayer = Autoplayer()
        for k in 0..<(120 * seconds) {
            var input = autoplayer.input(for: game)
            input.push = k % 500 == 250
            recorder.step(game, input)
        }
        return recorder.replay(finishedWith: game)
    }

    private func temporaryFile(_ name: String) -> URL {
        URL(fileURLWithPath: TemporaryFolder.uniquePath("replay") + "-" + name)
    }

    @Test func replayReproducesTheFinalHash() throws {
        let replay = recordedReplay()
        let url = temporaryFile("replay.json")
        defer { try? FileManager.default.removeItem(at: url) }
        try replay.write(to: url)
        let result = try Replay.read(from: url).play()
        #expect(result.matches)
        #expect(result.game.stepIndex == replay.steps)
    }

    @Test func aChangedInputDiverges() throws {
        var replay = recordedReplay(seconds: 10)
        // From the middle on, the paddle is 150 points off where it was.
        for k in (replay.inputs.count / 2)..<replay.inputs.count {
            replay.inputs[k].input.paddleX = (replay.inputs[k].input.paddleX ?? 400) + 150
        }
        #expect(!replay.play().matches)
    }

    @Test func truncatedReplayIsAClearError() throws {
        let url = temporaryFile("replay.json")
        defer { try? FileManager.default.removeItem(at: url) }
        try recordedReplay(seconds: 2).write(to: url)
        let data = try Data(contentsOf: url)
        try data.prefix(data.count / 2).write(to: url)
        let error = #expect(throws: ReplayError.self) { try Replay.read(from: url) }
        #expect(error?.file == url.path)
        #expect(error?.description.contains("not valid JSON") == true)
    }

    /// A replay file nested 100,000 deep (audit R6), at the top, in a key the replay has, or in
    /// one it does not know: one clear line naming the file and the bound, not a stack
    /// overflow in Foundation's decoder (which recurses on nesting). A replay nesting 64 deep,
    /// and brackets inside strings, pass the check to the decoder.
    @Test(arguments: ["", "{\"format\":\"breakout-replay\",\"steps\":", "{\"format\":\"breakout-replay\",\"unknown\":"])
    func aReplayNestedAHundredThousandDeepIsAClearError(prefix: String) throws {
        let url = temporaryFile("deep.replay")
        defer { try? FileManager.default.removeItem(at: url) }
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        try Data((prefix + deep + (prefix.isEmpty ? "" : "}")).utf8).write(to: url)
        let error = #expect(throws: ReplayError.self) { try Replay.read(from: url) }
        #expect(error?.file == url.path)
        // The 65th level: the prefix's object is the first.
        let byte = prefix.isEmpty ? 65 : prefix.utf8.count + 64
        #expect(error?.message == "not a replay: arrays and objects nest more than 64 deep (at byte \(byte))", "\(String(describing: error))")
        // At the bound the decoder has its say (this is no replay), and brackets in strings
        // (an escaped quote too) do not count.
        let atBound = String(repeating: "[", count: 64) + "\"[[[{\\\"[[\"" + String(repeating: "]", count: 64)
        let decoded = #expect(throws: ReplayError.self) { try Replay.decode(Data(atBound.utf8), file: "r.json") }
        #expect(decoded?.message.contains("nest more than") == false, "\(String(describing: decoded))")
    }

    /// Version 5 came before Very Easy: its replays still play to their hash, except those
    /// played at Easy, which plays faster now and is refused with one line.
    @Test func aVersion5ReplayPlaysUnlessItWasPlayedAtTheOldEasy() throws {
        var old = recordedReplay(seconds: 2)
        old.version = 5
        let encoder = JSONEncoder()
        let read = try Replay.decode(try encoder.encode(old), file: "r.json")
        #expect(read.play().matches)
        old.rules.difficulty = .easy
        #expect(throws: ReplayError(file: "r.json", message: "this version-5 replay was played at the Easy difficulty from before Very Easy came; Easy plays faster now, so it cannot be played back (version 7 replays can)")) {
            try Replay.decode(try encoder.encode(old), file: "r.json")
        }
        // A change to Easy on the way counts too; a version-6 replay at Easy reads.
        old.rules.difficulty = .medium
        var change = GameRules()
        change.difficulty = .easy
        old.events.append(ReplayEvent(tick: old.steps, rules: change))
        #expect(throws: ReplayError.self) { try Replay.decode(try encoder.encode(old), file: "r.json") }
        old.version = Replay.currentVersion
        #expect(throws: Never.self) { try Replay.decode(try encoder.encode(old), file: "r.json") }
    }

    /// Version 6 came before a duel's rallies heated up: its solo games still play to their
    /// hash, its duels are refused with one line.
    @Test func aVersion6ReplayPlaysUnlessItIsADuel() throws {
        var solo = recordedReplay(seconds: 2)
        solo.version = 6
        let encoder = JSONEncoder()
        #expect(try Replay.decode(try encoder.encode(solo), file: "r.json").play().matches)
        let game = Game(rules: GameRules(), levels: .duel([LevelSequence.duelArena]), seed: 3)
        var recorder = ReplayRecorder(game: game)
        for _ in 0..<240 { recorder.step(game, GameInput(paddleX: 300, launch: true)) }
        var duel = recorder.replay(finishedWith: game)
        #expect(try Replay.decode(try encoder.encode(duel), file: "r.json").play().matches)
        duel.version = 6
        #expect(throws: ReplayError(file: "r.json", message: "this version-6 replay is a duel's; a long rally heats up and ends now, so it cannot be played back (version 7 replays can)")) {
            try Replay.decode(try encoder.encode(duel), file: "r.json")
        }
    }

    @Test func wrongFormatVersionAndStepsAreNamed() throws {
        let good = recordedReplay(seconds: 2)
        var other = good
        other.version = 9
        let encoder = JSONEncoder()
        #expect(throws: ReplayError(file: "r.json", message: "replay version 9 is not supported (this game reads version 7)")) {
            try Replay.decode(try encoder.encode(other), file: "r.json")
        }
        // A replay recorded before the geometry became Foundation's: sizes as objects.
        var old = try #require(try JSONSerialization.jsonObject(with: encoder.encode(good)) as? [String: Any])
        old["version"] = 3
        old["fieldSize"] = ["width": 800, "height": 600]
        #expect(throws: ReplayError(file: "r.json", message: "replay version 3 is not supported (this game reads version 7)")) {
            try Replay.decode(try JSONSerialization.data(withJSONObject: old), file: "r.json")
        }
        // Version 4 has no engine field: it was recorded on engine 1, and says so.
        old = try #require(try JSONSerialization.jsonObject(with: encoder.encode(good)) as? [String: Any])
        old["version"] = 4
        old["engine"] = nil
        let needsEngine1 = "this replay needs physics engine 1; this game runs engine \(EngineVersion.current), which plays only replays recorded on it"
        #expect(throws: ReplayError(file: "r.json", message: needsEngine1)) {
            try Replay.decode(try JSONSerialization.data(withJSONObject: old), file: "r.json")
        }
        // Version-5 replays recorded on engine 2 (before resting boxes were solved in substeps),
        // 3 (before a landing's shock was propagated), 4 (before polygons' contact points
        // were mended), 5 (before shock propagation left the spin alone) and 6 (before
        // bounces answered the true approach).
        for engine in [2, 3, 4, 5, 6] {
            other = good
            other.engine = engine
            #expect(throws: ReplayError(file: "r.json", message: "this replay needs physics engine \(engine); this game runs engine \(EngineVersion.current), which plays only replays recorded on it")) {
                try Replay.decode(try encoder.encode(other), file: "r.json")
            }
        }
        // A current replay from another engine.
        other = good
        other.engine = EngineVersion.current + 1
        let needsNext = "this replay needs physics engine \(EngineVersion.current + 1); this game runs engine \(EngineVersion.current), which plays only replays recorded on it"
        #expect(throws: ReplayError(file: "r.json", message: needsNext)) {
            try Replay.decode(try encoder.encode(other), file: "r.json")
        }
        #expect(good.engine == EngineVersion.current)
        other = good
        other.format = "something"
        #expect(throws: ReplayError(file: "r.json", message: "not a replay: format is \"something\", expected \"breakout-replay\"")) {
            try Replay.decode(try encoder.encode(other), file: "r.json")
        }
        other = good
        other.inputs[1].tick = other.inputs[0].tick
        let error = #expect(throws: ReplayError.self) { try Replay.decode(try encoder.encode(other), file: "r.json") }
        #expect(error?.message.contains("input 1 is at tick") == true)
        let missing = #expect(throws: ReplayError.self) { try Replay.decode(Data("{\"format\":\"breakout-replay\"}".utf8), file: "r.json") }
        #expect(missing?.message.contains("missing") == true)
    }
}
