import Foundation
import Testing
import TestSupport
@testable import ChartServer

/// The built `breakout-charts` as a process: a game made by the built `breakout simulate
/// --record` is ranked, the server is killed with SIGKILL, and a new one on the same
/// database still has the entry.
@Suite(.serialized) struct ChartServerProcessTests {
    /// Starts the server on a free port; returns the process and its address.
    private func launch(_ binary: String, database: String) throws -> (Process, URL) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--port", "0", "--database", database]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var text = ""
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
            if let match = text.firstMatch(of: /listening on (http:\/\/127\.0\.0\.1:\d+)/) {
                return (process, URL(string: String(match.1))!)
            }
        }
        process.terminate()
        throw Failure("breakout-charts did not say where it listens: \(text)")
    }

    @Test func aRankedGameSurvivesAKill9() async throws {
        let charts = try #require(BuiltProduct.path("breakout-charts"), "build the products first (swift build --build-tests)")
        let breakout = try #require(BuiltProduct.path("breakout"))
        let folder = try TemporaryFolder("charts-kill")

        // A real replay, as a player's game writes it (settings from a fresh home folder).
        let simulate = Process()
        simulate.executableURL = URL(fileURLWithPath: breakout)
        simulate.arguments = ["simulate", "--seconds", "15", "--autoplay", "--seed", "11", "--record", folder.file("game.replay")]
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = folder.path
        environment["XDG_CONFIG_HOME"] = folder.file("config")
        environment["XDG_DATA_HOME"] = folder.file("data")
        simulate.environment = environment
        simulate.standardOutput = FileHandle.nullDevice
        try simulate.run()
        simulate.waitUntilExit()
        #expect(simulate.terminationStatus == 0)
        let replay = try Data(contentsOf: URL(fileURLWithPath: folder.file("game.replay")))

        let database = folder.file("charts.sqlite")
        let (first, base) = try launch(charts, database: database)
        let client = ChartClient(base: base)
        let id = try await client.submitAccepted(replay, name: "Survivor")
        let status = try await client.verdict(id)
        #expect(status["status"] as? String == "ranked", "\(status)")
        kill(first.processIdentifier, SIGKILL)
        first.waitUntilExit()
        #expect(first.terminationReason == .uncaughtSignal)

        let (second, again) = try launch(charts, database: database)
        defer { second.terminate(); second.waitUntilExit() }
        let after = try await ChartClient(base: again).get("/api/submissions/\(id)").json()
        #expect(after["status"] as? String == "ranked")
        #expect(after["place"] as? Int == 1)
        #expect(after["score"] as? Int == status["score"] as? Int)
    }
}
