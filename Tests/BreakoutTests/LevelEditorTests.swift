import Foundation
import Testing
import TestSupport
@testable import Breakout

/// The level editor's model: every edit an action with undo, strokes, the clipboard, the
/// list of levels, saving (atomically, reading back equal), exporting to LBreakout2,
/// autosave, and files that do not read.
@Suite struct LevelEditorTests {

    let a = GridCell(column: 1, row: 2), b = GridCell(column: 2, row: 2), c = GridCell(column: 3, row: 2)

    @Test func placingErasingUndoAndRedo() {
        let editor = LevelEditor(path: nil)
        #expect(editor.set.level.columns == 14 && editor.set.level.rows == 18, "a new level is LBreakout2's size")
        editor.tool = .brick(.explosive)
        editor.paint(at: a)
        editor.endStroke()
        #expect(editor.set.level.brick(at: a)?.kind == .explosive)
        #expect(editor.set.hasUnsavedChanges)
        // An extra goes onto the breakable brick there, and only there.
        editor.tool = .extra(.laser)
        editor.paint(at: a)
        editor.paint(at: b)
        editor.endStroke()
        #expect(editor.set.level.brick(at: a)?.extra == .laser)
        #expect(editor.set.level.brick(at: b) == nil, "an extra needs a brick")
        editor.paint(at: a, with: .eraser)
        editor.endStroke()
        #expect(editor.set.level.bricks.isEmpty)
        editor.undo()
        #expect(editor.set.level.brick(at: a) == BrickPlacement(column: 1, row: 2, kind: .explosive, extra: .laser))
        editor.undo()
        #expect(editor.set.level.brick(at: a)?.extra == nil)
        editor.undo()
        #expect(editor.set.level.bricks.isEmpty)
        #expect(!editor.set.canUndo && !editor.set.hasUnsavedChanges, "undoing everything is the state it opened in")
        editor.redo()
        editor.redo()
        #expect(editor.set.level.brick(at: a)?.extra == .laser)
        // A new edit after undo drops what could be redone.
        editor.undo()
        editor.tool = .brick(.normal)
        editor.paint(at: c)
        editor.endStroke()
        #expect(!editor.set.canRedo)
    }

    @Test func aDragIsOneUndoAndRepaintingIsNoEdit() {
        let editor = LevelEditor(path: nil)
        editor.tool = .brick(.multiHit(3))
        for cell in [a, b, c, b, a] { editor.paint(at: cell) }
        editor.endStroke()
        #expect(editor.set.level.bricks.count == 3)
        #expect(editor.set.done.count == 1 && editor.set.done[0].subactions.count == 3, "three cells changed, once each")
        // The same brick again changes nothing and is not an edit.
        editor.paint(at: b)
        editor.endStroke()
        editor.undo()
        #expect(editor.set.level.bricks.isEmpty, "the whole stroke goes in one undo")
        #expect(!editor.set.canUndo)
        // Outside the grid: nothing.
        editor.paint(at: GridCell(column: 14, row: 0))
        editor.paint(at: GridCell(column: -1, row: 3))
        #expect(editor.set.level.bricks.isEmpty && !editor.set.canUndo)
    }

    @Test func cutCopyAndPasteARectangle() {
        let editor = LevelEditor(path: nil)
        editor.tool = .brick(.normal)
        editor.paint(at: a)
        editor.tool = .brick(.indestructible)
        editor.paint(at: c)
        editor.endStroke()
        editor.select(from: c, to: a)   // corners in any order
        #expect(editor.selection == CellRect(from: a, to: c))
        editor.copy()
        editor.paste(at: GridCell(column: 12, row: 17))   // cut at the level's edge
        #expect(editor.set.level.brick(at: GridCell(column: 12, row: 17))?.kind == .normal)
        #expect(editor.set.level.bricks.count == 3)
        editor.undo()
        editor.cut()
        #expect(editor.set.level.bricks.isEmpty)
        editor.paste(at: GridCell(column: 0, row: 0))
        #expect(editor.set.level.brick(at: GridCell(column: 0, row: 0))?.kind == .normal)
        #expect(editor.set.level.brick(at: GridCell(column: 2, row: 0))?.kind == .indestructible)
        // Pasting empties the cells the rectangle covers.
        editor.clearSelection()
        editor.tool = .brick(.growing)
        editor.paint(at: GridCell(column: 1, row: 5))
        editor.endStroke()
        editor.paste(at: GridCell(column: 0, row: 5))
        #expect(editor.set.level.brick(at: GridCell(column: 1, row: 5)) == nil)
        editor.undo()
        editor.undo()
        editor.undo()
        editor.undo()
        #expect(editor.set.level.bricks.map(\.cell) == [a, c], "back to before the cut")
    }

    @Test func levelsAreAddedDuplicatedMovedRenamedAndDeletedWithUndo() {
        let editor = LevelEditor(path: nil)
        editor.tool = .brick(.explosive)
        editor.paint(at: a)
        editor.endStroke()
        editor.duplicateLevel()
        #expect(editor.set.levels.count == 2 && editor.set.current == 1)
        #expect(editor.set.level.brick(at: a)?.kind == .explosive)
        editor.addLevel()
        #expect(editor.set.levels.count == 3 && editor.set.current == 2 && editor.set.level.bricks.isEmpty)
        editor.rename(title: "Third", author: "Me")
        editor.moveLevel(by: -2)
        #expect(editor.set.levels.map(\.title) == ["Third", "", ""] && editor.set.current == 0)
        editor.deleteLevel()
        #expect(editor.set.levels.count == 2)
        editor.show(0)
        editor.deleteLevel()
        editor.deleteLevel()   // the last level stays
        #expect(editor.set.levels.count == 1)
        for _ in 0..<6 { editor.undo() }
        #expect(editor.set.levels.count == 1 && editor.set.level.bricks.count == 1, "every list edit undone")
        // Undo shows the level the edit was made on.
        editor.addLevel()
        editor.show(0)
        editor.undo()
        #expect(editor.set.current == 0)
    }

    /// The editor screen sends `EditorCommand`s: each does what its method does, checked by
    /// running one script both ways and comparing after every step.
    @Test func eachCommandDoesWhatItsMethodDoes() {
        let byCommand = LevelEditor(path: nil), byMethod = LevelEditor(path: nil)
        let far = GridCell(column: 5, row: 4)
        let script: [(EditorCommand, (LevelEditor) -> Void)] = [
            (.paint(a), { $0.paint(at: self.a) }),
            (.paint(b), { $0.paint(at: self.b) }),
            (.endStroke, { $0.endStroke() }),
            (.paint(b, tool: .eraser), { $0.paint(at: self.b, with: .eraser) }),
            (.endStroke, { $0.endStroke() }),
            (.select(from: a, to: c), { $0.select(from: self.a, to: self.c) }),
            (.copy, { $0.copy() }),
            (.paste(at: far), { $0.paste(at: far) }),
            (.clearSelection, { $0.clearSelection() }),
            (.undo, { $0.undo() }),
            (.redo, { $0.redo() }),
            (.selectAll, { $0.selectAll() }),
            (.cut, { $0.cut() }),
            (.paste(), { $0.paste() }),
            (.erase, { $0.erase() }),
            (.addLevel, { $0.addLevel() }),
            (.duplicateLevel, { $0.duplicateLevel() }),
            (.rename(title: "T", author: "A"), { $0.rename(title: "T", author: "A") }),
            (.moveLevel(by: -1), { $0.moveLevel(by: -1) }),
            (.show(level: 0), { $0.show(0) }),
            (.deleteLevel, { $0.deleteLevel() }),
            (.adjustMount(by: 1), { $0.adjustMount(by: 1) }),
            (.undo, { $0.undo() }),
        ]
        for (k, (command, method)) in script.enumerated() {
            byCommand.perform(command)
            method(byMethod)
            #expect(byCommand.set.levels == byMethod.set.levels && byCommand.set.current == byMethod.set.current
                    && byCommand.selection == byMethod.selection && byCommand.cursor == byMethod.cursor
                    && byCommand.set.done.count == byMethod.set.done.count, "step \(k): \(command)")
        }
        #expect(byCommand.set.levels.count == 3, "the script did edit: three levels, one deleted and undone")
    }

    @Test func savingWritesOurFormatAtomicallyAndReadsBackEqual() throws {
        let folder = try TemporaryFolder.newFolderPath("editor-tests")
        let path = folder + "/new.level"
        let editor = try LevelEditor.open(path: path)   // not there yet: a new levelset
        editor.tool = .brick(.regenerating(3))
        editor.paint(at: a)
        editor.endStroke()
        editor.tool = .extra(.joker)
        editor.paint(at: a)
        editor.endStroke()
        editor.rename(title: "Mine", author: "Tester")
        editor.addLevel()
        editor.tool = .brick(.chaotic)
        editor.paint(at: c)
        editor.endStroke()
        #expect(try editor.save() == path)
        #expect(!editor.set.hasUnsavedChanges)
        let read = try LevelLoader.load(path: path)
        #expect(read == editor.set.levels)
        // Reopened, the same levels; no temporary files left beside.
        #expect(try LevelEditor.open(path: path).set.levels == editor.set.levels)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["new.level"])
        // Save as: a name in a folder; a bad name is refused with the reason.
        #expect(throws: LevelSaveError.self) { try editor.save(as: "../x", in: folder) }
        #expect(try editor.save(as: "copy", in: folder + "/levels") == folder + "/levels/copy.level")
        // A new file in a folder not made yet: the folder comes with the save.
        let deep = try LevelEditor.open(path: folder + "/a/b/deep.level")
        deep.paint(at: a)
        deep.endStroke()
        #expect(try deep.save() == folder + "/a/b/deep.level")
    }

    @Test func anLBreakout2SetOpensSavesInOurFormatAndExportsBackIdentically() throws {
        let folder = try TemporaryFolder.newFolderPath("editor-tests")
        let source = folder + "/Set"
        let text = LBreakoutLevelsetText.sample
        try text.write(toFile: source, atomically: true, encoding: .utf8)
        let editor = try LevelEditor.open(path: source)
        #expect(editor.path == nil, "LBreakout2's file is not overwritten in our format")
        #expect(throws: LevelSaveError.self) { try editor.save() }
        let ours = try editor.save(as: "Set", in: folder)
        #expect(try LevelLoader.load(path: ours) == LevelLoader.load(path: source))
        let exported = folder + "/Exported"
        try LevelEditor.open(path: ours).exportLBreakout2(to: exported)
        #expect(try String(contentsOfFile: exported, encoding: .utf8) == text, "byte for byte")
    }

    @Test func anAutosaveKeepsUnsavedChangesAndOpensNextTime() throws {
        let folder = try TemporaryFolder.newFolderPath("editor-tests")
        let path = folder + "/auto.level"
        let first = try LevelEditor.open(path: path)
        try first.save()
        #expect(!first.autosave(), "nothing unsaved: nothing written")
        first.paint(at: b)
        first.endStroke()
        #expect(first.autosave())
        #expect(!first.autosave(), "nothing new since")
        #expect(first.autosavePath == folder + "/.auto.level.autosave")
        let reopened = try LevelEditor.open(path: path)
        #expect(reopened.set.level.brick(at: b) != nil)
        #expect(reopened.set.hasUnsavedChanges && reopened.openingNote?.contains("autosave") == true)
        try reopened.save()
        #expect(!FileManager.default.fileExists(atPath: reopened.autosavePath), "a save takes the autosave away")

        // A new levelset keeps its autosave in the player's folder, and gets it back.
        let levels = folder + "/levels"
        let untitled = LevelEditor.untitled(autosaveFolder: levels)
        untitled.paint(at: c)
        untitled.endStroke()
        #expect(untitled.autosave() && untitled.autosavePath == levels + "/.untitled.level.autosave")
        let again = LevelEditor.untitled(autosaveFolder: levels)
        #expect(again.set.level.brick(at: c) != nil && again.set.hasUnsavedChanges)
        try again.save(as: "kept", in: levels)
        #expect(try FileManager.default.contentsOfDirectory(atPath: levels) == ["kept.level"], "saved: the untitled autosave is gone")
    }

    @Test func aFileThatDoesNotReadOpensNothing() throws {
        let folder = try TemporaryFolder.newFolderPath("editor-tests")
        let bad = folder + "/bad.level"
        try "title: x\n##\n#\n".write(toFile: bad, atomically: true, encoding: .utf8)
        #expect {
            _ = try LevelEditor.open(path: bad)
        } throws: { error in
            "\(error)".hasPrefix("\(bad):3:")
        }
        #expect(throws: LevelLoadError.self) { try LevelEditor.open(path: folder + "/missing-without-extension") }
    }

    @Test func thePaletteHasEveryBrickKindAndEveryExtra() {
        let tools = EditorTool.palette
        for entry in BrickKind.catalog {
            #expect(tools.contains { if case let .brick(k) = $0 { return k.sameFamily(as: entry.kind) } else { return false } })
        }
        for extra in Extra.allCases { #expect(tools.contains(.extra(extra))) }
        #expect(tools.contains(.eraser))
        #expect(Set(tools.map(\.name)).count == tools.count, "names tell every tool apart")
    }

    @Test func theCatalogListsEverySourceAndPreviewsLazily() throws {
        let ours = try TemporaryFolder.newFolderPath("editor-tests"), player = try TemporaryFolder.newFolderPath("editor-tests"), lb = try TemporaryFolder.newFolderPath("editor-tests"), hd = try TemporaryFolder.newFolderPath("editor-tests")
        try "title: One\nauthor: A\n##\n---\ntitle: Two\n#.\n".write(toFile: ours + "/two.level", atomically: true, encoding: .utf8)
        try "title: Broken\n#\n##\n".write(toFile: player + "/broken.level", atomically: true, encoding: .utf8)
        try "ignored".write(toFile: player + "/notes.txt", atomically: true, encoding: .utf8)
        try LBreakoutLevelsetText.sample.write(toFile: lb + "/Set", atomically: true, encoding: .utf8)
        // LBreakoutHD's folder holds LBreakout2's sets as well as its own: each is listed once,
        // LBreakoutHD's own before LBreakout2's.
        try LBreakoutLevelsetText.sample.write(toFile: hd + "/Set", atomically: true, encoding: .utf8)
        try LBreakoutLevelsetText.sample.write(toFile: hd + "/Africa", atomically: true, encoding: .utf8)
        let entries = LevelsetCatalog.entries(bundled: ours, player: player, lbreakout: lb, lbreakoutHD: hd).filter { !$0.isPseudo }
        #expect(entries.map(\.name) == ["Generated", "Procedural", "two", "broken", "Africa", "Set"])
        #expect(entries.map(\.origin) == [.builtIn, .builtIn, .bundled, .player, .lbreakoutHD, .lbreakout2])
        // Without LBreakout2, LBreakoutHD's copy of its set is listed.
        #expect(LevelsetCatalog.entries(bundled: nil, player: nil, lbreakout: nil, lbreakoutHD: hd).filter { !$0.isPseudo }.map(\.name)
                == ["Generated", "Procedural", "Africa", "Set"])
        let two = entries[2].preview(rules: GameRules())
        #expect(two.levelCount == 2 && two.author == "A" && two.first?.title == "One")
        let broken = entries[3].preview(rules: GameRules())
        #expect(broken.problem?.hasPrefix(player + "/broken.level:3:") == true)
        #expect(throws: LevelLoadError.self) { try entries[3].sequence() }
        #expect(entries[4].preview(rules: GameRules()).levelCount == 2)
        #expect(entries[0].preview(rules: GameRules()).first != nil)
    }

    /// Installed LBreakout2 sets are all listed (when the package is there), and the 24 only
    /// LBreakoutHD ships beside them, each of which reads.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: LevelsetCatalog.lbreakoutFolder)))
    func installedLevelsetsAreListed() throws {
        let entries = LevelsetCatalog.entries(bundled: nil, player: nil)
        #expect(entries.filter { $0.origin == .lbreakout2 }.count >= 100)
        guard FileManager.default.fileExists(atPath: LevelsetCatalog.lbreakoutHDFolder) else { return }
        let hd = entries.filter { $0.origin == .lbreakoutHD }
        #expect(hd.count >= 20, "\(hd.map(\.name))")
        #expect(hd.contains { $0.name == "LBreakoutHD" } && hd.contains { $0.name == "Hieroglyphs" })
        #expect(Set(entries.map(\.name)).count == entries.count, "no set listed twice")
        for entry in hd {
            let preview = entry.preview(rules: GameRules())
            #expect(preview.problem == nil && preview.levelCount > 0, "\(entry.name): \(preview.problem ?? "no levels")")
        }
    }
}

/// A small LBreakout2 levelset written by hand for these tests (two levels).
enum LBreakoutLevelsetText {
    static var sample: String {
        func grid(_ rows: [String]) -> [String] { rows + Array(repeating: String(repeating: ".", count: 14), count: 18 - rows.count) }
        var lines = ["Version: 1.00"]
        lines += ["Level:", "Tester", "First", "Bricks:"]
        lines += grid(["aabbccddeeffgg", "EE#@vxyz*!hijk"])
        lines += ["Bonus:"]
        lines += grid(["0+..-.........", "..........s..."])
        lines += ["Level:", "Tester", "Second", "Bricks:"]
        lines += grid([".....aaaa....."])
        lines += ["Bonus:"]
        lines += grid(["......?......."])
        return lines.joined(separator: "\n") + "\n"
    }
}
