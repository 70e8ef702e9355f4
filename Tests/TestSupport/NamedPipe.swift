#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization

/// Named pipes where a reader expects a file, for tests that the reader refuses them at once.
/// Should a reader open one anyway, it would wait for a writer for ever: after `release`
/// seconds a writer comes and goes (again every half second), so the reader sees the end of
/// the pipe, and the test fails on the time it took instead of hanging the suite.
///
/// ```swift
/// try NamedPipe.make(at: path)
/// let took = try NamedPipe.timing(path) { try Image(contentsOf: path) }   // seconds
/// ```
public enum NamedPipe {
    public static func make(at path: String) throws {
        guard mkfifo(path, 0o600) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, "errno": errno])
        }
    }

    /// Runs `body` with a writer standing by for `pipes` after `release` seconds; returns
    /// `body`'s result (or error) and the seconds it took.
    public static func timing<T>(_ pipes: [String], release: Double = 3,
                                 _ body: () throws -> T) -> (result: Result<T, Error>, seconds: Double) {
        let done = Flag()
        let watchdog = Thread {
            Thread.sleep(forTimeInterval: release)
            while !done.value.load(ordering: .acquiring) {
                // Opens only while a reader waits on the pipe (otherwise ENXIO), and closes:
                // the reader reads the end.
                for pipe in pipes {
                    let fd = open(pipe, O_WRONLY | O_NONBLOCK)
                    if fd >= 0 { close(fd) }
                }
                Thread.sleep(forTimeInterval: 0.5)
            }
        }
        watchdog.start()
        let start = Date()
        let result = Result { try body() }
        let seconds = Date().timeIntervalSince(start)
        done.value.store(true, ordering: .releasing)
        return (result, seconds)
    }

    private final class Flag: Sendable {
        let value = Atomic<Bool>(false)
    }
}
