import Breakout
import Foundation
import Testing
import TestSupport
@testable import ChartServer

/// The chart server for real: on 127.0.0.1 and a free port, a database in a temporary folder,
/// plain HTTP. A real replay is ranked, a tampered copy and garbage are refused, and the JSON
/// API and the page agree.
@Suite(.serialized) struct ChartServerTests {
    @Test func aRealReplayRanksATamperedCopyAndGarbageAreRefused() async throws {
        let server = try await ChartTestServer.start()
        defer { Task { await server.stop() } }
        let replay = try ChartReplays.recorded(seed: 7)
        let name = "Ann <b>&amp;</b>"

        let ranked = try await server.submitAccepted(replay, name: name)
        let tampered = try await server.submitAccepted(try ChartReplays.tampered(replay), name: "Cheat")
        let garbage = try await server.submitAccepted(Data("not a replay at all".utf8), name: "Noise")

        let first = try await server.verdict(ranked)
        #expect(first["status"] as? String == "ranked", "\(first)")
        #expect(first["place"] as? Int == 1)
        #expect(first["name"] as? String == name)
        let chart = try #require(first["chart"] as? String)
        #expect(chart == "generated-medium")

        let cheat = try await server.verdict(tampered)
        #expect(cheat["status"] as? String == "refused")
        #expect(cheat["refusal"] as? String == "tampered")
        #expect((cheat["reason"] as? String)?.hasPrefix("tampered: the replay does not play to its recorded end state") == true, "\(cheat)")

        let noise = try await server.verdict(garbage)
        #expect(noise["status"] as? String == "refused")
        #expect(noise["refusal"] as? String == "not-a-replay")
        #expect((noise["reason"] as? String)?.hasPrefix("not a replay") == true, "\(noise)")

        // A second game on the same chart: its place follows from the two scores.
        let other = try await server.verdict(try await server.submitAccepted(try ChartReplays.recorded(seed: 8, seconds: 20), name: "Bo"))
        #expect(other["status"] as? String == "ranked", "\(other)")
        let (a, b) = (try #require(first["score"] as? Int), try #require(other["score"] as? Int))
        #expect(other["place"] as? Int == (b > a ? 1 : 2))

        // The same file again is a copy, not a second entry.
        let again = try await server.verdict(try await server.submitAccepted(replay, name: "Ann"))
        #expect(again["refusal"] as? String == "duplicate", "\(again)")

        // The JSON API.
        let list = try JSONSerialization.jsonObject(with: try await server.get("/api/charts").body) as? [[String: Any]]
        #expect(list?.count == 1)
        #expect(list?.first?["key"] as? String == chart)
        #expect(list?.first?["entries"] as? Int == 2)
        let top = try await server.get("/api/charts/\(chart)").json()
        let entries = try #require(top["entries"] as? [[String: Any]])
        #expect(entries.map { $0["name"] as? String } == (b > a ? ["Bo", name] : [name, "Bo"]))
        #expect(entries.map { $0["place"] as? Int } == [1, 2])
        let link = try #require(entries.first { $0["name"] as? String == name }?["replay"] as? String)
        #expect(link == "/api/submissions/\(ranked)/replay")
        #expect(try await server.get(link).body == replay)
        #expect(try await server.get("/api/submissions/\(tampered)/replay").status == 404)
        #expect(try await server.get("/api/charts/nonsense").status == 404)
        #expect(try await server.get("/api/submissions/99999").status == 404)

        // The page: the name escaped, never markup.
        let index = try await server.get("/")
        #expect(index.status == 200)
        #expect(index.headers["content-type"]?.hasPrefix("text/html") == true)
        #expect(index.text.contains("<meta name=\"viewport\""))
        #expect(index.text.contains("href=\"/charts/\(chart)\""))
        #expect(!index.text.contains("<script"))
        let page = try await server.get("/charts/\(chart)")
        #expect(page.status == 200)
        #expect(page.text.contains("Ann &lt;b&gt;&amp;amp;&lt;/b&gt;"), "\(page.text)")
        #expect(!page.text.contains("<b>&amp;</b>"))
        #expect(page.text.contains(">Bo<"))
        #expect(page.text.contains("href=\"\(link)\""))
        #expect(!page.text.contains("Cheat") && !page.text.contains("Noise"))
        #expect(try await server.get("/charts/nonsense").status == 404)
    }

    @Test func theRecordedScoreMustBeTheOneThatPlays() async throws {
        let server = try await ChartTestServer.start()
        defer { Task { await server.stop() } }
        let honest = try ChartReplays.recorded(seed: 3, standing: true)
        let boasted = try ChartReplays.edit(honest) { object in
            var standing = object["standing"] as? [String: Any] ?? [:]
            standing["score"] = 999_999
            object["standing"] = standing
        }
        let fine = try await server.verdict(try await server.submitAccepted(honest, name: "Ann"))
        #expect(fine["status"] as? String == "ranked", "\(fine)")
        let boast = try await server.verdict(try await server.submitAccepted(boasted, name: "Boaster"))
        #expect(boast["refusal"] as? String == "tampered")
        #expect((boast["reason"] as? String)?.contains("records a score of 999999") == true, "\(boast)")
    }

    @Test func otherEnginesChangedSettingsAndDuelsAreRefusedWithAReason() async throws {
        let server = try await ChartTestServer.start()
        defer { Task { await server.stop() } }
        let replay = try ChartReplays.recorded(seed: 4, seconds: 3)
        let oldEngine = try ChartReplays.edit(replay) { $0["engine"] = 1 }
        var easier = GameRules()
        easier.ballSpeed = 350
        let slow = try ChartReplays.recorded(seed: 4, seconds: 3, rules: easier)
        let duel = try ChartReplays.recorded(seed: 4, seconds: 3, levels: .duel([LevelSequence.duelArena]))

        let engine = try await server.verdict(try await server.submitAccepted(oldEngine, name: "Old"))
        #expect(engine["refusal"] as? String == "other-version")
        #expect((engine["reason"] as? String)?.contains("physics engine 1") == true, "\(engine)")
        let changed = try await server.verdict(try await server.submitAccepted(slow, name: "Slow"))
        #expect(changed["refusal"] as? String == "off-chart")
        #expect((changed["reason"] as? String)?.contains("ballSpeed") == true, "\(changed)")
        let twoPaddles = try await server.verdict(try await server.submitAccepted(duel, name: "Duel"))
        #expect(twoPaddles["refusal"] as? String == "off-chart", "\(twoPaddles)")
    }

    @Test func aMiniGameHasItsOwnChart() async throws {
        let server = try await ChartTestServer.start()
        defer { Task { await server.stop() } }
        let game = try ChartReplays.recorded(seed: 2, seconds: 5, levels: .miniGame(.invaders))
        let status = try await server.verdict(try await server.submitAccepted(game, name: "Ann"))
        #expect(status["chart"] as? String == "mini-invaders-medium", "\(status)")
        let page = try await server.get("/")
        #expect(page.text.contains("/charts/mini-invaders-medium"))
    }

    @Test func aRankedGameOutlivesTheServer() async throws {
        let folder = try TemporaryFolder("charts-restart")
        let first = try await ChartTestServer.start(folder: folder)
        let id = try await first.submitAccepted(try ChartReplays.recorded(seed: 5, seconds: 3), name: "Ann")
        #expect(try await first.verdict(id)["status"] as? String == "ranked")
        await first.stop()
        let second = try await ChartTestServer.start(folder: folder)
        defer { Task { await second.stop() } }
        let status = try await second.get("/api/submissions/\(id)").json()
        #expect(status["status"] as? String == "ranked")
        #expect(status["place"] as? Int == 1)
    }
}
