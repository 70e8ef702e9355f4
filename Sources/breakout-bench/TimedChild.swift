import Foundation
import Synchronization

/// A child process run to its end within a time limit. Its standard error is read on a
/// thread of its own (so a child that writes much never blocks on the pipe), and a child
/// still running at the limit is stopped (SIGTERM, SIGKILL a second later) and named: a
/// `breakout play` that never reaches its first frame no longer holds the bench for ever.
///
/// ```swift
/// let (status, errors) = try TimedChild.run(process, limit: 60)
/// ```
enum TimedChild {
    struct TimedOut: Error, CustomStringConvertible {
        let command: String
        let limit: Double

        var description: String {
            let seconds = limit == limit.rounded() ? "\(Int(limit))" : "\(limit)"
            return "\(command) did not finish within \(seconds) s: stopped"
        }
    }

    private final class Collected: Sendable {
        let errors = Mutex<Data>(Data())
    }

    static func run(_ process: Process, limit: Double) throws -> (status: Int32, errors: String) {
        let pipe = Pipe()
        process.standardError = pipe
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        let collected = Collected(), read = DispatchSemaphore(value: 0)
        let handle = pipe.fileHandleForReading
        Thread {
            let data = handle.readDataToEndOfFile()
            collected.errors.withLock { $0 = data }
            read.signal()
        }.start()
        if exited.wait(timeout: .now() + limit) == .timedOut {
            process.terminate()
            if exited.wait(timeout: .now() + 1) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                exited.wait()
            }
            let command = ([process.executableURL?.lastPathComponent ?? "the child"] + (process.arguments ?? [])).joined(separator: " ")
            throw TimedOut(command: "`\(command)`", limit: limit)
        }
        // The pipe ends when its last writer goes; a child's own child may keep it open, so
        // what was written by then is enough.
        _ = read.wait(timeout: .now() + 1)
        return (process.terminationStatus, String(decoding: collected.errors.withLock { $0 }, as: UTF8.self))
    }
}
