import Foundation
import Synchronization
import Testing
import TestSupport

/// The commands as a script runs them: `breakout host --headless --autoplay` and `breakout
/// join` in two processes print the same state hash; and between two network namespaces
/// with 100 ms of round trip and 5% loss (scripts/netns-duel, as root).
@Suite(.serialized) struct NetworkCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `breakout` built beside this test bundle.
    static var binary: String? { BuiltProduct.path("breakout") }

    static var canMakeNamespaces: Bool {
        getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/sbin/ip") && binary != nil
    }

    /// Runs `arguments` and returns its exit status, standard output and error.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self))
    }

    static func stateHash(_ json: String) -> String? {
        guard let data = json.data(using: .utf8), let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return object["stateHash"] as? String
    }

    @Test func hostAndJoinInTwoProcessesPrintTheSameStateHash() throws {
        let binary = try #require(Self.binary, "build the breakout executable first (swift build)")
        let folder = TemporaryFolder.uniquePath("net-cli")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let port = 20_000 + Int(getpid() % 20_000)
        let environment = ["XDG_CONFIG_HOME": folder + "/config", "XDG_DATA_HOME": folder + "/data"]
        let hostResult = Mutex<(Int32, String, String)?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            let result = try? Self.run(binary, ["host", "--port", "\(port)", "--bind", "127.0.0.1", "--headless", "--autoplay", "--seconds", "3", "--wait", "20"],
                                       environment: environment)
            hostResult.withLock { $0 = result }
            done.signal()
        }.start()
        // The host needs a moment to listen; the joiner retries a few times.
        var joined: (Int32, String, String) = (1, "", "")
        for _ in 0..<20 {
            Thread.sleep(forTimeInterval: 0.25)
            joined = try Self.run(binary, ["join", "127.0.0.1:\(port)", "--headless", "--autoplay", "--seconds", "3"], environment: environment)
            if joined.0 == 0 || !joined.2.contains("cannot reach") { break }
        }
        done.wait()
        let hosted = try #require(hostResult.withLock { $0 })
        #expect(joined.0 == 0 && hosted.0 == 0, "join: \(joined.2) host: \(hosted.2)")
        let a = try #require(Self.stateHash(hosted.1)), b = try #require(Self.stateHash(joined.1))
        #expect(a == b)
        #expect(joined.1.contains("\"outcome\" : \"finished\""))
    }

    @Test func aJoinerWithOtherSettingsIsToldWhatDiffers() throws {
        let binary = try #require(Self.binary)
        let folder = TemporaryFolder.uniquePath("net-cli")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "[ball]\nspeed = 700\n".write(toFile: folder + "/fast.toml", atomically: true, encoding: .utf8)
        let port = 40_000 + Int(getpid() % 20_000)
        let environment = ["XDG_CONFIG_HOME": folder + "/config", "XDG_DATA_HOME": folder + "/data"]
        Thread {
            _ = try? Self.run(binary, ["host", "--port", "\(port)", "--bind", "127.0.0.1", "--headless", "--autoplay", "--seconds", "1", "--wait", "4"],
                              environment: environment)
        }.start()
        var joined: (Int32, String, String) = (0, "", "")
        for _ in 0..<20 {
            Thread.sleep(forTimeInterval: 0.25)
            joined = try Self.run(binary, ["join", "127.0.0.1:\(port)", "--headless", "--config", folder + "/fast.toml"], environment: environment)
            if !joined.2.contains("cannot reach") { break }
        }
        #expect(joined.0 != 0)
        #expect(joined.2.contains("the host refused: settings differ: ball.speed (host 450.0, yours 700.0)"), "\(joined.2)")
    }

    /// A headless host nobody joins (audit W1) gives up after `--wait` seconds, saying so,
    /// with a failing exit (and its network threads shut down, or it would not exit).
    @Test func aHostNobodyJoinsGivesUpAfterItsWait() throws {
        let binary = try #require(Self.binary)
        let folder = TemporaryFolder.uniquePath("net-cli")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let environment = ["XDG_CONFIG_HOME": folder + "/config", "XDG_DATA_HOME": folder + "/data"]
        let start = Date()
        let (status, _, errors) = try Self.run(binary, ["host", "--port", "0", "--bind", "127.0.0.1", "--headless", "--wait", "1"],
                                               environment: environment)
        let took = Date().timeIntervalSince(start)
        #expect(status != 0)
        #expect(errors.contains("waiting for an opponent on 127.0.0.1:"), "\(errors)")
        #expect(errors.contains("error: no one joined within 1 s"), "\(errors)")
        #expect(took >= 1 && took < 5, "gave up after \(took) s")
    }

    /// `--stall-limit` is for one headless run: the window reads `network.stall_limit` from
    /// the settings file, and a bad value there is named as any other key's.
    @Test func theStallLimitOfTheCommandLineIsHeadlessAndTheFilesIsChecked() throws {
        let binary = try #require(Self.binary)
        let folder = TemporaryFolder.uniquePath("net-cli")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let environment = ["XDG_CONFIG_HOME": folder + "/config", "XDG_DATA_HOME": folder + "/data", "SDL_VIDEODRIVER": "dummy"]
        let windowed = try Self.run(binary, ["host", "--port", "0", "--bind", "127.0.0.1", "--stall-limit", "5"], environment: environment)
        #expect(windowed.0 != 0)
        #expect(windowed.2.contains("--stall-limit goes with --headless"), "\(windowed.2)")

        try "[network]\nstall_limit = 0\n".write(toFile: folder + "/stall.toml", atomically: true, encoding: .utf8)
        let headless = try Self.run(binary, ["host", "--port", "0", "--bind", "127.0.0.1", "--headless", "--wait", "0.2",
                                             "--config", folder + "/stall.toml"], environment: environment)
        #expect(headless.2.contains("stall.toml:2: network.stall_limit: 0 is out of range (allowed: 1...3600 seconds)"), "\(headless.2)")
        #expect(headless.2.contains("no one joined within"), "\(headless.2)")
    }

    @Test(.enabled(if: NetworkCommandTests.canMakeNamespaces))
    func twoNetworkNamespacesWithADelayAndLossEndWithTheSameStateHash() throws {
        let binary = try #require(Self.binary)
        let (status, output, errors) = try Self.run(Self.root.appendingPathComponent("scripts/netns-duel").path, ["100", "5", "6", binary])
        #expect(status == 0, "\(errors)")
        #expect(errors.contains("equal state hashes"), "\(errors)")
        #expect(output.components(separatedBy: "\"outcome\" : \"finished\"").count == 3, "both sides finished")
    }
}

