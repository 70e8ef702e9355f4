import Breakout
import BreakoutNet
import Foundation
import SettingsKit
import Testing
import TestSupport
@testable import ChartServer

/// `breakout submit` as a player runs it, against a real chart server on 127.0.0.1 (in this
/// process): a game recorded by `breakout simulate --record` is ranked and its place printed;
/// a tampered copy is refused with the server's reason; a server that takes the request and
/// never answers is given up on within `--timeout`, and a bad address, a closed port and a
/// missing file each get a line that says so.
@Suite(.serialized) struct SubmitCommandTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
        var seconds: Double
    }

    /// Runs the built `breakout` with `arguments` on a thread of its own (the server in this
    /// process keeps its threads), with settings from `folder`.
    static func breakout(_ arguments: [String], folder: TemporaryFolder) async throws -> Run {
        let binary = try #require(BuiltProduct.path("breakout"), "build the products first (swift build --build-tests)")
        return try await withCheckedThrowingContinuation { continuation in
            Thread {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: binary)
                process.arguments = arguments
                var environment = ProcessInfo.processInfo.environment
                environment["HOME"] = folder.path
                environment["XDG_CONFIG_HOME"] = folder.file("config")
                environment["XDG_DATA_HOME"] = folder.file("data")
                process.environment = environment
                let out = Pipe(), err = Pipe()
                process.standardOutput = out
                process.standardError = err
                let started = Date()
                do { try process.run() } catch { return continuation.resume(throwing: error) }
                let output = out.fileHandleForReading.readDataToEndOfFile()
                let errors = err.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(returning: Run(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
                                                   errors: String(decoding: errors, as: UTF8.self),
                                                   seconds: Date().timeIntervalSince(started)))
            }.start()
        }
    }

    /// A game the built `breakout simulate --record` plays (the autoplayer, default settings).
    static func recordedGame(in folder: TemporaryFolder, seed: Int = 5) async throws -> String {
        let path = folder.file("game-\(seed).replay")
        let run = try await breakout(["simulate", "--seconds", "12", "--autoplay", "--seed", "\(seed)", "--record", path], folder: folder)
        #expect(run.status == 0, "\(run.errors)")
        return path
    }

    @Test func aRecordedGameIsRankedAndItsPlacePrinted() async throws {
        let server = try await ChartTestServer.start()
        let folder = try TemporaryFolder("submit")
        let game = try await Self.recordedGame(in: folder)
        let run = try await Self.breakout(["submit", game, "--to", server.base.absoluteString, "--name", "Ann Lee", "--timeout", "60"],
                                          folder: folder)
        await server.stop()
        #expect(run.status == 0, "\(run.errors)")
        let match = try #require(run.output.firstMatch(of: /ranked: place (\d+) on the chart (\S+), score (\d+), level (\d+)/), "\(run.output)")
        #expect(match.1 == "1")
        #expect(match.2 == "generated-medium")
        #expect(run.output.contains("\(server.base.absoluteString)/charts/generated-medium"))
        // The server has it under the name, percent-encoded on the way.
        let replay = try Replay.read(from: URL(fileURLWithPath: game))
        #expect(Int(match.3) == replay.play().game.state.score)
    }

    @Test func aTamperedCopyIsRefusedWithTheServersReason() async throws {
        let server = try await ChartTestServer.start()
        let folder = try TemporaryFolder("submit-tampered")
        let game = try await Self.recordedGame(in: folder, seed: 6)
        let tampered = folder.file("tampered.replay")
        try ChartReplays.tampered(try Data(contentsOf: URL(fileURLWithPath: game))).write(to: URL(fileURLWithPath: tampered))
        let run = try await Self.breakout(["submit", tampered, "--to", server.base.absoluteString, "--name", "Mallory"], folder: folder)
        await server.stop()
        #expect(run.status == 2, "refused: exit status 2; \(run.errors)")
        #expect(run.errors.contains("refused, tampered: the replay does not play to its recorded end state"), "\(run.errors)")
        #expect(!run.output.contains("ranked"))
    }

    @Test func aServerThatNeverAnswersIsGivenUpOnWithinTheTimeout() async throws {
        let silent = try CannedHTTPServer(answer: nil)
        defer { silent.stop() }
        let folder = try TemporaryFolder("submit-silent")
        let game = try await Self.recordedGame(in: folder)
        let run = try await Self.breakout(["submit", game, "--to", silent.url, "--name", "Ann", "--timeout", "3"], folder: folder)
        #expect(run.status == 1)
        #expect(run.errors.contains("error: no answer from 127.0.0.1:\(silent.port) within 3 s"), "\(run.errors)")
        #expect(run.seconds >= 2.5 && run.seconds < 12, "bounded by --timeout: \(run.seconds) s")
    }

    @Test func badAddressesClosedPortsAndMissingFilesAreSaidPlainly() async throws {
        let folder = try TemporaryFolder("submit-bad")
        let game = try await Self.recordedGame(in: folder)
        let https = try await Self.breakout(["submit", game, "--to", "https://charts.example.org", "--name", "Ann"], folder: folder)
        #expect(https.status != 0)
        #expect(https.errors.contains("https is not supported; the game sends plain http:// only"), "\(https.errors)")
        let ftp = try await Self.breakout(["submit", game, "--to", "ftp://charts.example.org", "--name", "Ann"], folder: folder)
        #expect(ftp.status != 0 && ftp.errors.contains("is not an http:// address"), "\(ftp.errors)")

        // A port nothing listens on: refused at once.
        let closed = try CannedHTTPServer(answer: "")
        let port = closed.port
        closed.stop()
        let refused = try await Self.breakout(["submit", game, "--to", "http://127.0.0.1:\(port)", "--name", "Ann", "--timeout", "20"],
                                              folder: folder)
        #expect(refused.status == 1)
        #expect(refused.errors.contains("error: cannot reach 127.0.0.1:\(port): connection refused"), "\(refused.errors)")
        #expect(refused.seconds < 10)

        let missing = try await Self.breakout(["submit", folder.file("nothing.replay"), "--to", "http://127.0.0.1:\(port)", "--name", "Ann"],
                                              folder: folder)
        #expect(missing.status == 1 && missing.errors.contains("nothing.replay: no such file"), "\(missing.errors)")
        // Not a replay: stopped before anything is sent.
        try "my secrets".write(toFile: folder.file("notes.txt"), atomically: true, encoding: .utf8)
        let notes = try await Self.breakout(["submit", folder.file("notes.txt"), "--to", "http://127.0.0.1:\(port)", "--name", "Ann"],
                                            folder: folder)
        #expect(notes.status == 1 && notes.errors.contains("notes.txt") && !notes.errors.contains("cannot reach"), "\(notes.errors)")
    }

    @Test func withoutToTheSettingsFilesServerIsUsed() async throws {
        let server = try await ChartTestServer.start()
        let folder = try TemporaryFolder("submit-settings")
        let game = try await Self.recordedGame(in: folder, seed: 8)
        try "[online]\ncharts = \"\(server.base.absoluteString)\"\n".write(toFile: folder.file("charts.toml"), atomically: true, encoding: .utf8)
        let run = try await Self.breakout(["submit", game, "--config", folder.file("charts.toml"), "--name", "Bo"], folder: folder)
        let none = try await Self.breakout(["submit", game, "--name", "Bo"], folder: folder)
        await server.stop()
        #expect(run.status == 0 && run.output.contains("ranked: place 1"), "\(run.errors)")
        #expect(none.status != 0 && none.errors.contains("no chart server: give --to URL, or set online.charts"), "\(none.errors)")
    }
}

/// The client library against the real server and against servers that answer wrongly:
/// every wrong answer is an error that says what was wrong, never a crash.
@Suite(.serialized) struct ChartClientTests {
    /// Seconds each request may take: generous, as the whole suite shares two cores with this
    /// server (a 10 s bound once ran out there, where alone the test takes 0.3 s).
    static let patience = 60.0

    @Test func theClientSubmitsPollsAndReadsTheChart() async throws {
        let server = try await ChartTestServer.start()
        let address = try HTTPAddress.parse(server.base.absoluteString)
        let client = BreakoutNet.ChartClient(address: address)
        let replay = try ChartReplays.recorded(seed: 3)
        let verdict = try await client.submitAndWait(replay, name: "Zoë <b>", timeout: 60)
        guard case let .ranked(place, chart, score, _) = verdict else { Issue.record("\(verdict)"); return }
        #expect(place == 1 && chart == "generated-medium" && score >= 0)
        let online = try await client.chart(chart, timeout: Self.patience)
        #expect(online.entries.map(\.name) == ["Zoë <b>"])
        #expect(online.entries.first?.score == score && online.entries.first?.date != nil)
        // A chart nobody is on is empty, not an error.
        #expect(try await client.chart("mini-invaders-hard", timeout: Self.patience).entries.isEmpty)
        let garbage = try await client.submitAndWait(Data("not a replay".utf8), name: "G", timeout: 60)
        guard case let .refused(code, reason) = garbage else { Issue.record("\(garbage)"); return }
        #expect(code == "not-a-replay" && !reason.isEmpty)
        // The server's own message for what it turns down.
        await #expect(throws: ChartClientError.turnedDown(status: 400, message: "A player's name is needed: POST /api/submissions?name=NAME (percent-encoded).")) {
            _ = try await client.submit(replay, name: "\u{7}", timeout: Self.patience)
        }
        await server.stop()
    }

    /// What a server answers, and the start of the error it must give.
    static let wrongAnswers: [(String, String)] = [
        (ok("hello"), "does not answer as a chart server does: not the JSON a chart server sends (hello)"),
        (ok(record(#""status":"ranked""#)), "a ranked upload without its place, chart, score and level"),
        (ok(record(#""status":"sleepy""#)), "an upload's status \"sleepy\""),
        (ok(record(#""status":"refused","refusal":"tampered""#)), "a refused upload without its reason"),
        // The record's shape is the server's (`SubmissionRecord`): one without its id is not it.
        (ok(#"{"status":"pending","name":"Ann","submittedAt":"2026-12-06T12:00:00Z"}"#), "not the JSON a chart server sends"),
        (ok(#"[1, 2, 3]"#), "not the JSON a chart server sends"),
        ("SSH-2.0-OpenSSH_9.2\r\n\r\n", "does not answer as a chart server does: not HTTP"),
        ("HTTP/1.1 200 OK\r\nContent-Length: 400\r\n\r\n{\"status\":", "the connection closed in the middle of the answer"),
        ("HTTP/1.1 503 Service Unavailable\r\nContent-Length: 9\r\n\r\nbusy\nbusy", "the server answered 503: busy"),
        ("HTTP/1.1 200 OK\r\nContent-Length: 3000000\r\n\r\n" + String(repeating: "x", count: 1_100_000), "an answer longer than 1048576 bytes"),
    ]

    /// An upload's record as the server writes it (`SubmissionRecord`), with these fields too.
    static func record(_ fields: String) -> String { #"{"id":1,"name":"Ann","submittedAt":"2026-12-06T12:00:00Z","# + fields + "}" }

    static func ok(_ body: String) -> String { "HTTP/1.1 200 OK\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body }

    @Test func wrongAnswersAreErrorsThatSayWhat() async throws {
        for (answer, expected) in Self.wrongAnswers {
            let server = try CannedHTTPServer(answer: answer)
            defer { server.stop() }
            let client = BreakoutNet.ChartClient(address: try HTTPAddress.parse(server.url))
            do {
                let status = try await client.submission(1, timeout: 10)
                Issue.record("\(answer.prefix(40)): answered \(status)")
            } catch {
                #expect(error.description.contains(expected), "\(answer.prefix(40)): \(error)")
            }
        }
    }

    @Test func addressesAreReadAsThePlayerWritesThem() throws {
        let plain = try HTTPAddress.parse(" http://192.168.1.20:8080/ ")
        #expect(plain.host == "192.168.1.20" && plain.port == 8080 && plain.basePath == "" && plain.description == "http://192.168.1.20:8080")
        let named = try HTTPAddress.parse("HTTP://charts.example.org/breakout/")
        #expect(named.port == 80 && named.path("/api/charts") == "/breakout/api/charts")
        let six = try HTTPAddress.parse("http://[::1]:9000")
        #expect(six.host == "::1" && six.hostAndPort == "[::1]:9000")
        for (text, problem) in [("https://x.org", "https is not supported"), ("x.org:80", "is not an http:// address"),
                                ("http://x.org:0", "the port must be a number in 1...65535"), ("http://x.org:http", "the port"),
                                ("http://", "is not an http:// address"), ("http://user@x.org", "is not an http:// address"),
                                ("http://x.org/?q=1", "is not an http:// address"), ("http://x .org", "is not an http:// address")] {
            #expect(throws: HTTPAddress.Problem.self, "\(text)") { try HTTPAddress.parse(text) }
            do { _ = try HTTPAddress.parse(text) } catch { #expect(error.description.contains(problem), "\(text): \(error)") }
        }
    }
}
