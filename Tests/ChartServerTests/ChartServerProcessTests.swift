import Foundation
import Testing
import TestSupport
@testable import ChartServer

/// The built `breakout-charts` as a process: a game made by the built `breakout simulate
/// --record` is ranked, the server is killed with SIGKILL, and a new one on the same
/// database still has the entry.
@Suite(.serialized) struct ChartServerProcessTests {
    @Test func aRankedGameSurvivesAKill9() async throws {
        let folder = try TemporaryFolder("charts-kill")
        // A real replay, as a player's game writes it (settings from a fresh home folder).
        let replay = try ChartReplays.simulated(["--seconds", "15", "--autoplay", "--seed", "11"], in: folder)

        let database = folder.file("charts.sqlite")
        let first = try ChartServerProcess.launch(database: database)
        let id = try await first.client.submitAccepted(replay, name: "Survivor")
        let status = try await first.client.verdict(id)
        #expect(status["status"] as? String == "ranked", "\(status)")
        kill(first.process.processIdentifier, SIGKILL)
        #expect(first.waitForExit(seconds: 30))
        #expect(first.process.terminationReason == .uncaughtSignal)

        let second = try ChartServerProcess.launch(database: database)
        defer { second.stop() }
        let after = try await second.client.get("/api/submissions/\(id)").json()
        #expect(after["status"] as? String == "ranked")
        #expect(after["place"] as? Int == 1)
        #expect(after["score"] as? Int == status["score"] as? Int)
    }
}
