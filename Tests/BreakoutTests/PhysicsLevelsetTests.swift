import Dynamics
import Foundation
import Testing
import TestSupport
@_spi(Engine) @testable import Breakout

/// The shipped physical levelset (`Config/levels/physics.level`): the autoplayer plays it to
/// its end with no freeze and no ball inside a brick at any step, a replay of each level
/// matches, and the command line's replay of a simulated run says so too.
@Suite struct PhysicsLevelsetTests {
    static let setPath = LevelLoaderTests.packageRoot.appendingPathComponent("Config/levels/physics.level").path

    @Test func theShippedSetPlaysToItsEndWithNoBallInsideABrick() throws {
        let levels = try LevelLoader.load(path: Self.setPath)
        #expect(levels.count == 10)
        #expect(levels.allSatisfy { $0.hasPhysicalBricks })
        let game = Game(rules: GameRules(), levels: .list(levels), seed: 3)
        var autoplayer = Autoplayer()
        var deepest = 0.0
        var clearedAt: [Int] = []
        var levelStart = 0
        // At most four minutes a level: no level may hang the game.
        let limit = 240 * Game.stepsPerSecond
        while clearedAt.count < levels.count && game.stepIndex - levelStart < limit && game.state.phase != .gameOver {
            let before = game.state.phase
            game.step(autoplayer.input(for: game))
            deepest = max(deepest, PhysicalBricksTests.deepestBallInBrick(game))
            if before != .levelCleared && game.state.phase == .levelCleared {
                clearedAt.append(game.stepIndex)
                levelStart = game.stepIndex
            }
        }
        #expect(clearedAt.count == levels.count, "cleared \(clearedAt.count) levels (at steps \(clearedAt)); stopped on level \(game.state.levelNumber) \(game.state.level.title) with \(game.state.breakableLeft) bricks left, phase \(game.state.phase)")
        #expect(deepest <= PhysicalBricksTests.tolerance, "a ball reached \(deepest) points into a brick")
    }

    @Test(arguments: 0..<10)
    func aReplayOfEachLevelMatches(level: Int) throws {
        let levels = try LevelLoader.load(path: Self.setPath)
        let game = Game(rules: GameRules(), levels: .list(Array(levels[level...] + levels[..<level])), seed: UInt64(level + 1))
        var recorder = ReplayRecorder(game: game)
        var autoplayer = Autoplayer()
        for k in 0..<(120 * 30) {
            var input = autoplayer.input(for: game)
            input.push = k % 700 == 350
            recorder.step(game, input)
        }
        let replay = recorder.replay(finishedWith: game)
        let decoded = try Replay.decode(try JSONEncoder().encode(replay), file: "physics.json")
        #expect(decoded.play().matches)
    }

    @Test func theCommandLineReplaysASimulatedRunExactly() throws {
        let binary = try #require(BuiltProduct.path("breakout"), "build the breakout executable first")
        let temporary = try TemporaryFolder.newFolderPath("physics-replay")
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        let replay = temporary + "/physics.json"
        func run(_ arguments: [String]) throws -> [String: Any] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
            process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CONFIG_HOME": temporary, "XDG_DATA_HOME": temporary]) { $1 }
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (try JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
        }
        let simulated = try run(["simulate", "--level", Self.setPath, "--autoplay", "--seconds", "300", "--seed", "2", "--record", replay])
        #expect((simulated["level"] as? Int ?? 0) > 1)
        let replayed = try run(["replay", replay, "--headless"])
        #expect(replayed["replayMatches"] as? Bool == true)
        #expect(replayed["stateHash"] as? String == simulated["stateHash"] as? String)
    }
}
