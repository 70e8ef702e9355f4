import Breakout
import Foundation
import Testing
import TestSupport

/// Replays for the chart server's tests: recorded in-process with the autoplayer, written as
/// the game writes them, and altered copies of them.
enum ChartReplays {
    /// A game of generated levels at the standard rules, the autoplayer playing.
    static func recorded(seed: UInt64 = 7, seconds: Int = 10, rules: GameRules = GameRules(),
                         levels: LevelSequence = .generated, standing: Bool = false) throws -> Data {
        let game = Game(rules: rules, levels: levels, seed: seed)
        var recorder = ReplayRecorder(game: game)
        var autoplayer = Autoplayer()
        for _ in 0..<(Game.stepsPerSecond * seconds) {
            recorder.step(game, autoplayer.input(for: game))
        }
        var replay = recorder.replay(finishedWith: game)
        if standing { replay.standing = ReplayStanding(game) }
        return try file(replay)
    }

    /// A replay made by the built `breakout simulate ARGUMENTS --record FILE`, as a player's
    /// game writes it: settings from a fresh home folder inside `folder`. At most 5 minutes.
    static func simulated(_ arguments: [String], in folder: TemporaryFolder, name: String = "game.replay") throws -> Data {
        let breakout = try #require(BuiltProduct.path("breakout"), "build the products first (swift build --build-tests)")
        let simulate = Process()
        simulate.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        simulate.arguments = ["-k", "5", "300", breakout, "simulate"] + arguments + ["--record", folder.file(name)]
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = folder.path
        environment["XDG_CONFIG_HOME"] = folder.file("config")
        environment["XDG_DATA_HOME"] = folder.file("data")
        simulate.environment = environment
        simulate.standardOutput = FileHandle.nullDevice
        try simulate.run()
        simulate.waitUntilExit()
        guard simulate.terminationStatus == 0 else { throw Failure("breakout simulate \(arguments) exited with \(simulate.terminationStatus)") }
        return try Data(contentsOf: URL(fileURLWithPath: folder.file(name)))
    }

    /// The bytes `Replay.write` puts in a file.
    static func file(_ replay: Replay) throws -> Data {
        let url = URL(fileURLWithPath: TemporaryFolder.uniquePath("chart-replay"))
        defer { try? FileManager.default.removeItem(at: url) }
        try replay.write(to: url)
        return try Data(contentsOf: url)
    }

    /// The replay as JSON to edit, and back.
    static func edit(_ data: Data, _ change: (inout [String: Any]) throws -> Void) throws -> Data {
        guard var object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { throw Failure("not an object") }
        try change(&object)
        return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }

    /// A copy whose paddle is 150 points off from the middle input on (as the game's own
    /// replay test changes one): the game plays differently, so it cannot end on the
    /// recorded hash.
    static func tampered(_ data: Data) throws -> Data {
        try edit(data) { object in
            guard var inputs = object["inputs"] as? [[String: Any]], inputs.count > 2 else { throw Failure("no inputs to change") }
            for k in (inputs.count / 2)..<inputs.count {
                var input = inputs[k]["input"] as? [String: Any] ?? [:]
                input["paddleX"] = ((input["paddleX"] as? Double) ?? 400) + 150
                inputs[k]["input"] = input
            }
            object["inputs"] = inputs
        }
    }
}
