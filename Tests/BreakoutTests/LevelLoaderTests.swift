import Foundation
import Testing
import TestSupport
@testable import Breakout

@Suite final class LevelLoaderTests {
    /// The folders `temporaryFile` made, removed when the test ends.
    private var folders: [URL] = []

    deinit { for folder in folders { try? FileManager.default.removeItem(at: folder) } }

    /// The package's top folder, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Writes `data` to a fresh temporary file and returns its path.
    func temporaryFile(_ name: String, _ data: Data) throws -> String {
        let folder = try TemporaryFolder.newFolderURL("LevelLoaderTests")
        folders.append(folder)
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    static let lbreakoutText = LBreakoutLevelsetTests.text(
        ["Version: 1.00"] + LBreakoutLevelsetTests.level(author: "Ann", title: "One", bricks: ["*a............"])
    )

    @Test func detectsTheFormatByItsMarkerLines() {
        #expect(LevelLoader.format(of: Self.lbreakoutText) == .lbreakout2)
        #expect(LevelLoader.format(of: "Bricks:\n") == .lbreakout2)
        #expect(LevelLoader.format(of: "title: Level: One\n##\n") == .breakout)
        #expect(LevelLoader.format(of: "") == .breakout)
    }

    @Test func loadsBothFormatsFromFiles() throws {
        let ours = try LevelLoader.load(path: temporaryFile("two.level", Data("title: Two\n*#\n".utf8)))
        #expect(ours.map(\.title) == ["Two"])
        #expect(ours[0].bricks.map(\.kind) == [.explosive, .normal])

        let theirs = try LevelLoader.load(path: temporaryFile("Ann", Data(Self.lbreakoutText.utf8)))
        #expect(theirs.map(\.title) == ["One"])
        #expect(theirs[0].columns == 14 && theirs[0].rows == 18)
        #expect(theirs[0].bricks.map(\.kind) == [.explosive, .normal])
    }

    @Test func errorsNameThePathAsGiven() throws {
        let path = try temporaryFile("bad.level", Data("##\n#\n".utf8))
        #expect(throws: LevelLoadError(file: path, line: 2, message: "row 2: expected 2 characters like the level's first row (line 1), got 1")) {
            try LevelLoader.load(path: path)
        }
        var lines = LBreakoutLevelsetTests.level()
        lines[8] = "............"
        let set = try temporaryFile("Short", Data(LBreakoutLevelsetTests.text(lines).utf8))
        #expect(throws: LevelLoadError(file: set, line: 9, message: "expected 14 characters in Bricks row 5, got 12")) {
            try LevelLoader.load(path: set)
        }
    }

    @Test func aMissingFileIsAnErrorWithoutALine() {
        do {
            _ = try LevelLoader.load(path: "/nonexistent/levels/none.level")
            Issue.record("loading a missing file succeeded")
        } catch {
            #expect(error.file == "/nonexistent/levels/none.level")
            #expect(error.line == nil)
            #expect(error.description == "/nonexistent/levels/none.level: no such file")
        }
    }

    @Test func latin1TextIsReadWhenItIsNotUTF8() throws {
        // "Fantaisie" in Latin-1: 0xEF is "ï" there and invalid on its own in UTF-8.
        var lines = LBreakoutLevelsetTests.level(author: "Jacques", title: "Fanta\u{EF}sie", bricks: ["a............."])
        lines[0] = "Level:"
        let bytes = LBreakoutLevelsetTests.text(lines).unicodeScalars.map { UInt8($0.value) }
        #expect(String(data: Data(bytes), encoding: .utf8) == nil)
        let levels = try LevelLoader.load(path: temporaryFile("Latin", Data(bytes)))
        #expect(levels[0].title == "Fantaïsie")
    }

    @Test func theShippedExampleLevelsLoad() throws {
        let folder = Self.packageRoot.appendingPathComponent("Config/levels")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".\(LevelFile.fileExtension)") }.sorted()
        #expect(names == ["castle.level", "fuse.level", "invaders.level", "physics.level"])
        var titles: [String] = []
        for name in names {
            let levels = try LevelLoader.load(path: folder.appendingPathComponent(name).path)
            for level in levels {
                #expect(level.breakableCount > 0, "\(name): \(level.title)")
                #expect(!level.author.isEmpty)
                // Each example survives a round trip through the writer.
                #expect(try LevelFile.parse(LevelFile.write(level), fileName: name) == [level])
            }
            titles += levels.map(\.title)
        }
        #expect(titles == ["Castle", "Short Fuse", "Invader", "Invader, Armoured", "Pendulums", "Chains", "Springs", "Towers", "Sliders",
                           "Windmills", "Bridge", "Wrecking Ball", "Clockwork", "Everything Moves"])
    }

    /// What is not a level file is named plainly: a folder, a binary file, a missing file;
    /// a character that does not print is quoted by its code, never sent to the terminal.
    @Test func notALevelFileIsNamedPlainly() throws {
        let folder = try TemporaryFolder.newFolderPath("loader")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: LevelLoadError(file: folder, line: nil, message: "is a folder, not a level file (name one of the files in it)")) {
            try LevelLoader.load(path: folder)
        }
        #expect(throws: LevelLoadError(file: folder + "/none.level", line: nil, message: "no such file")) {
            try LevelLoader.load(path: folder + "/none.level")
        }
        let binary = folder + "/program.level"
        try Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01]).write(to: URL(fileURLWithPath: binary))
        do {
            _ = try LevelLoader.load(path: binary)
            Issue.record("a binary file read as levels")
        } catch {
            #expect(error.description == "\(binary):1: is not a text file (byte 1 is the control byte 0x7F); level files are text")
        }
        // Inside a text level, a control character is quoted by its code.
        do {
            _ = try LevelFile.parse("title: x\n#\u{1B}#\n", fileName: "odd.level")
            Issue.record("an escape character read as a brick")
        } catch {
            #expect(error.description.contains("unknown brick U+001B in column 2"))
            #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 })
        }
    }
}
