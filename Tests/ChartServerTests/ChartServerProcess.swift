import Foundation
import Testing
import TestSupport

/// The built `breakout-charts` as a process of its own on 127.0.0.1 and a free port, as CI
/// and a player run it. Every wait is bounded: the server must name its port within a
/// minute, and `stop()` (also when the value goes away) sends SIGTERM, waits at most 30 s for
/// the graceful stop, then sends SIGKILL. (Not under `timeout`: a process started from a
/// Swift concurrency thread inherits its mask, SIGTERM blocked, and `timeout` never unblocks
/// it, so it would not pass the stop on.)
///
/// ```swift
/// let server = try ChartServerProcess.launch(database: folder.file("charts.sqlite"))
/// defer { server.stop() }
/// let id = try await server.client.submitAccepted(replay, name: "Ann")
/// ```
final class ChartServerProcess: @unchecked Sendable {
    let process: Process
    let base: URL
    private let output: OutputBuffer

    var client: ChartClient { ChartClient(base: base) }

    private init(process: Process, base: URL, output: OutputBuffer) {
        self.process = process
        self.base = base
        self.output = output
    }

    /// Starts the built server on `database`; throws when it is not built or names no port.
    static func launch(database: String, arguments: [String] = []) throws -> ChartServerProcess {
        let binary = try #require(BuiltProduct.path("breakout-charts"), "build the products first (swift build --build-tests)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--port", "0", "--database", database] + arguments
        let pipe = Pipe()
        let output = OutputBuffer()
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let chunk = handle.availableData
            if chunk.isEmpty { handle.readabilityHandler = nil } else { output.append(chunk) }
        }
        process.standardOutput = pipe
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline && process.isRunning {
            if let match = output.text.firstMatch(of: /listening on (http:\/\/127\.0\.0\.1:\d+)/) {
                return ChartServerProcess(process: process, base: URL(string: String(match.1))!, output: output)
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        let server = ChartServerProcess(process: process, base: URL(string: "http://127.0.0.1")!, output: output)
        server.stop()
        throw Failure("breakout-charts did not say where it listens within 60 s: \(output.text)")
    }

    /// SIGTERM, then at most `grace` seconds for the graceful stop, then SIGKILL. Returns
    /// whether it stopped by itself within the grace time.
    @discardableResult
    func stop(grace: Double = 30) -> Bool {
        guard process.isRunning else { return true }
        process.terminate()
        if waitForExit(seconds: grace) { return true }
        kill(process.processIdentifier, SIGKILL)
        _ = waitForExit(seconds: 10)
        return false
    }

    /// Waits at most `seconds` for the process to end; whether it did.
    func waitForExit(seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return !process.isRunning
    }

    deinit { stop(grace: 5) }
}

/// What a child process has printed so far, filled from its pipe's reading thread.
private final class OutputBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ chunk: Data) { lock.withLock { data.append(chunk) } }
    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}
