import Foundation
import Testing
import TestSupport

/// Issue 63's audit (W27): `breakout-bench startup` waits on the `breakout play` it times.
/// A run that never reaches its first frame is stopped at the time limit and named, and the
/// bench fails, instead of waiting for ever.
@Suite struct StartupBenchTests {
    @Test func aRunThatNeverEndsIsStoppedAtTheTimeLimit() throws {
        let bench = try #require(BuiltProduct.path("breakout-bench"), "build the breakout-bench executable first (swift build)")
        let folder = try TemporaryFolder("bench")
        // A "game" that never gets anywhere (exec: the script's process is the sleep itself).
        let hanging = folder.file("breakout")
        try "#!/bin/sh\nexec sleep 60\n".write(toFile: hanging, atomically: true, encoding: .utf8)
        #expect(chmod(hanging, 0o755) == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: bench)
        process.arguments = ["startup", "--runs", "1", "--time-limit", "1", "--game", hanging]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let start = Date()
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let took = Date().timeIntervalSince(start)
        #expect(process.terminationStatus != 0)
        #expect(text.contains("`breakout play --frames 2 --seed 1` did not finish within 1 s: stopped"), "\(text)")
        #expect(took >= 1 && took < 5, "stopped after \(took) s")
    }
}
