import Breakout
import Foundation
import Testing
import TestSupport
@testable import ChartServer

/// Each of the server's limits on hostile uploads, against a real server with that limit set
/// low: the body's size, the rate per client, the queue's bound, the play a replay may claim,
/// the time verification may take, and the names.
@Suite(.serialized) struct ChartLimitsTests {
    @Test func aBodyPastTheLimitIs413() async throws {
        var limits = ChartLimits()
        limits.maxBodyBytes = 1_000
        let server = try await ChartTestServer.start(limits: limits)
        defer { Task { await server.stop() } }
        let answer = try await server.submit(Data(repeating: 0x20, count: 5_000), name: "Big")
        #expect(answer.status == 413)
        #expect(answer.text.contains("1000 bytes"), "\(answer.text)")
        // The place it did not take is free: a small one still goes in.
        #expect(try await server.submit(Data("{}".utf8), name: "Small").status == 202)
    }

    @Test func aClientPastItsUploadsPerMinuteIs429WithRetryAfter() async throws {
        var limits = ChartLimits()
        limits.uploadsPerMinute = 2
        let server = try await ChartTestServer.start(limits: limits)
        defer { Task { await server.stop() } }
        #expect(try await server.submit(Data("1".utf8), name: "A").status == 202)
        #expect(try await server.submit(Data("2".utf8), name: "A").status == 202)
        let third = try await server.submit(Data("3".utf8), name: "A")
        #expect(third.status == 429)
        let wait = try #require(third.headers["retry-after"].flatMap(Int.init))
        #expect((1...61).contains(wait))
    }

    @Test func aFullQueueIs503WithRetryAfterAndDoesNotGrow() async throws {
        var limits = ChartLimits()
        limits.maxPending = 2
        limits.workers = 0   // nobody verifies: the queue stays full
        let server = try await ChartTestServer.start(limits: limits)
        defer { Task { await server.stop() } }
        #expect(try await server.submit(Data("1".utf8), name: "A").status == 202)
        #expect(try await server.submit(Data("2".utf8), name: "B").status == 202)
        let full = try await server.submit(Data("3".utf8), name: "C")
        #expect(full.status == 503)
        #expect(full.headers["retry-after"] != nil)
        #expect(server.server.pool.pendingCount == 2)
        let waiting = try await server.get("/api/submissions/1").json()
        #expect(waiting["status"] as? String == "pending")
    }

    @Test func aReplayClaimingMorePlayThanAllowedIsRefusedUnplayed() async throws {
        var limits = ChartLimits()
        limits.maxSteps = 120 * 60   // a minute
        let server = try await ChartTestServer.start(limits: limits)
        defer { Task { await server.stop() } }
        let long = try ChartReplays.recorded(seed: 1, seconds: 61)
        let status = try await server.verdict(try await server.submitAccepted(long, name: "Long"))
        #expect(status["refusal"] as? String == "too-long")
        #expect(status["reason"] as? String == "too long: the replay claims 2 minutes of play; this server verifies at most 1 minutes", "\(status)")
    }

    @Test func aVerificationPastItsTimeIsRefused() async throws {
        var limits = ChartLimits()
        limits.verificationSeconds = 0
        let server = try await ChartTestServer.start(limits: limits)
        defer { Task { await server.stop() } }
        let status = try await server.verdict(try await server.submitAccepted(try ChartReplays.recorded(seed: 1, seconds: 20), name: "Slow"))
        #expect(status["refusal"] as? String == "too-long")
        #expect((status["reason"] as? String)?.contains("verifying it took more than") == true, "\(status)")
    }

    @Test func namesAreCutAndCleanedAndAnEmptyOneIs400() async throws {
        let server = try await ChartTestServer.start()
        defer { Task { await server.stop() } }
        let id = try await server.submitAccepted(Data("x".utf8), name: "  Ann\u{1B}[31m\n\u{202E}Bo  " + String(repeating: "z", count: 40))
        let name = try #require(try await server.get("/api/submissions/\(id)").json()["name"] as? String)
        #expect(name == "Ann[31mBo " + String(repeating: "z", count: 14))
        #expect(name.count == 24)
        #expect(try await server.submit(Data("x".utf8), name: "\u{7}\n ").status == 400)
        #expect(try await server.submit(Data("x".utf8), name: "").status == 400)
    }
}

/// The pieces under the limits, without a server.
@Suite struct ChartPartsTests {
    @Test func sha256MatchesTheStandardsVectors() {
        #expect(SHA256.hex(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex(Data(repeating: 0x61, count: 1_000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    /// Found by fuzz-upload: a name may open with a combining mark (U+034F), which the page
    /// drew on nothing; and a letter could carry any number of marks, piled over other rows.
    @Test func aMarkNeedsALetterAndALetterTakesFewMarks() {
        #expect(PlayerName.clean("\u{34F}\u{301}Ann", maxLength: 24) == "Ann")
        #expect(PlayerName.clean("A \u{301}B", maxLength: 24) == "A B")
        #expect(PlayerName.clean("Zo" + String(repeating: "\u{301}", count: 300), maxLength: 24) == "Zo\u{301}\u{301}\u{301}\u{301}")
        #expect(PlayerName.clean("\u{1F3FD}Bo", maxLength: 24) == "Bo")
        // What real names carry stays: Vietnamese (decomposed), pointed Hebrew, a skin tone, Hindi.
        for name in ["Nguye\u{302}\u{303}n", "\u{5E9}\u{5C1}\u{5B8}\u{5DC}\u{5D5}\u{5B9}\u{5DD}", "\u{1F44D}\u{1F3FD}", "\u{939}\u{93F}\u{928}\u{94D}\u{926}\u{940}"] {
            #expect(PlayerName.clean(name, maxLength: 24) == name, "\(name.debugDescription)")
        }
    }

    @Test func chartKeysReadBackAndRefuseOthers() {
        for text in ["generated-medium", "procedural-very_easy", "mini-invaders-hard", "set-0123456789abcdef0123-kids"] {
            #expect(ChartKey(text: text)?.text == text)
        }
        for text in ["", "medium", "generated", "generated-impossible", "set-xyz-medium", "set-0123-medium", "../etc-medium",
                     "mini-nonsense-medium", "mini-\"\u{301} onfocus=x-medium"] {
            #expect(ChartKey(text: text) == nil, "\(text)")
        }
    }

    @Test func aLevelsetsChartDoesNotDependOnTheLevelsOrder() throws {
        let levels = try #require(try? LevelSequence.named("!RANDOM!", seed: 1))
        guard case let .list(list) = levels, list.count > 1 else { return }
        #expect(ChartKey.digest(of: list) == ChartKey.digest(of: list.reversed()))
        #expect(ChartKey.digest(of: list) != ChartKey.digest(of: Array(list.dropFirst())))
    }

    @Test func theRateLimiterForgetsAMinuteLater() {
        let limiter = RateLimiter(perMinute: 1)
        let now = ContinuousClock.now
        #expect(limiter.admit("a", at: now) == nil)
        #expect(limiter.admit("a", at: now + .seconds(10)) == 51)
        #expect(limiter.admit("b", at: now + .seconds(10)) == nil)
        #expect(limiter.admit("a", at: now + .seconds(61)) == nil)
    }
}
