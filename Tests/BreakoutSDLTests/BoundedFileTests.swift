#if canImport(Glibc)
import Glibc
#endif
@testable import Breakout
@testable import BreakoutSDL
import Files
import Foundation
@testable import SettingsKit
import TestSupport
import Testing

/// Issue 63's audit: a path the player names that is a named pipe (or a device, a folder)
/// hung the game in Foundation's reader. `BoundedFile` refuses it at once, saying what it is,
/// and reads a regular file only up to its limit; the settings file, level files and replays
/// read through it.
@Suite struct BoundedFileTests {
    @Test func aRegularFileIsReadWholeAndOnlyUpToItsLimit() throws {
        let folder = try TemporaryFolder("bounded")
        let path = folder.file("a.txt")
        try Data("twelve bytes".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try BoundedFile.contents(of: path, limit: 12) == Data("twelve bytes".utf8))
        #expect(throws: BoundedFile.Failure.tooLarge(size: 12, limit: 11)) { try BoundedFile.contents(of: path, limit: 11) }
        try Data().write(to: URL(fileURLWithPath: folder.file("empty")))
        #expect(try BoundedFile.contents(of: folder.file("empty"), limit: 10).isEmpty)
        #expect(throws: BoundedFile.Failure.missing) { try BoundedFile.contents(of: folder.file("none"), limit: 10) }
        #expect(throws: BoundedFile.Failure.notAFile("a folder")) { try BoundedFile.contents(of: folder.path, limit: 10) }
        #expect(throws: BoundedFile.Failure.notAFile("a device")) { try BoundedFile.contents(of: "/dev/zero", limit: 10) }
    }

    @Test func aNamedPipeIsRefusedAtOnceWhereverItIsNamed() throws {
        let folder = try TemporaryFolder("pipes")
        let pipe = folder.file("fifo")
        #expect(mkfifo(pipe, 0o600) == 0)
        let start = Date()
        #expect(throws: BoundedFile.Failure.notAFile("a named pipe")) { try BoundedFile.contents(of: pipe, limit: 1 << 20) }
        // The settings file, a level file and a replay named by a pipe: one clear line each.
        let settings = SettingsFile.load(from: pipe, lastGood: Settings())
        #expect(settings.problems.map(\.description) == ["\(pipe): is not a file (a folder, a pipe or a device)"])
        #expect(throws: LevelLoadError(file: pipe, line: nil, message: "is a named pipe, not a level file")) { try LevelLoader.load(path: pipe) }
        #expect(throws: ReplayError(file: pipe, message: "is a named pipe, not a replay file")) { try Replay.read(from: URL(fileURLWithPath: pipe)) }
        #expect(Date().timeIntervalSince(start) < 2, "nothing waited on the pipe")
    }
}
