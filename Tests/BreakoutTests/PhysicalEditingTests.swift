import Foundation
import Testing
import TestSupport
@testable import Breakout

/// The editor places physical bricks: a mount tool links the brick in a cell to its mount
/// (undone and redone as any edit), a chain link only under a brick, a rail along the row;
/// a new brick painted over keeps the mount, and what is saved reads back.
@Suite struct PhysicalEditingTests {
    let top = GridCell(column: 3, row: 1), link = GridCell(column: 3, row: 3), lone = GridCell(column: 6, row: 5)

    func editorWithBricks() -> LevelEditor {
        let editor = LevelEditor(path: nil)
        editor.tool = .brick(.indestructible)
        editor.paint(at: top)
        editor.endStroke()
        editor.tool = .brick(.normal)
        for cell in [link, lone] { editor.paint(at: cell) }
        editor.endStroke()
        return editor
    }

    @Test func aMountToolLinksTheBrickWithUndo() {
        let editor = editorWithBricks()
        editor.tool = .mount(.chain)
        editor.paint(at: link)
        editor.endStroke()
        #expect(editor.set.level.brick(at: link)?.mount == .chain)
        // A chain link needs a brick above it: the lone brick has none, and stays fixed.
        editor.paint(at: lone)
        editor.endStroke()
        #expect(editor.set.level.brick(at: lone)?.mount == nil)
        // A mount needs a brick: an empty cell stays empty.
        editor.tool = .mount(.box)
        editor.paint(at: GridCell(column: 0, row: 0))
        editor.endStroke()
        #expect(editor.set.level.brick(at: GridCell(column: 0, row: 0)) == nil)
        // A rail runs along the whole row.
        editor.tool = .mount(.rail(from: 0, to: 0, speed: 2))
        editor.paint(at: lone)
        editor.endStroke()
        #expect(editor.set.level.brick(at: lone)?.mount == .rail(from: 0, to: 13, speed: 2))
        editor.undo()
        #expect(editor.set.level.brick(at: lone)?.mount == nil)
        editor.redo()
        #expect(editor.set.level.brick(at: lone)?.mount == .rail(from: 0, to: 13, speed: 2))
        // "Fixed" takes the mount away; a brick painted over a physical one keeps its mount.
        editor.tool = .mount(nil)
        editor.paint(at: lone)
        editor.endStroke()
        #expect(editor.set.level.brick(at: lone)?.mount == nil)
        editor.tool = .brick(.multiHit(3))
        editor.paint(at: link)
        editor.endStroke()
        #expect(editor.set.level.brick(at: link) == BrickPlacement(column: 3, row: 3, kind: .multiHit(3), mount: .chain))
    }

    @Test func whatIsSavedReadsBackAndALinkThatLostItsHoldIsWrittenFixed() throws {
        let editor = editorWithBricks()
        editor.tool = .mount(.chain)
        editor.paint(at: link)
        editor.endStroke()
        editor.tool = .mount(.spin(speed: 90))
        editor.paint(at: lone)
        editor.endStroke()
        let folder = try TemporaryFolder.newFolderPath("physical-editing")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try editor.save(as: "moving", in: folder)
        #expect(try LevelLoader.load(path: path) == editor.set.levels)
        // The brick the link hung from goes: the file still reads, the link fixed.
        editor.paint(at: top, with: .eraser)
        editor.endStroke()
        let text = LevelFile.write(editor.set.levels)
        let read = try LevelFile.parse(text, fileName: "moving.level")
        #expect(read[0].brick(at: link)?.mount == nil && read[0].brick(at: lone)?.mount == .spin(speed: 90))
    }

    @Test func bracketsTurnTheMountsNumberWithUndo() {
        let editor = editorWithBricks()
        editor.tool = .mount(.spin(speed: 90))
        editor.paint(at: lone)
        editor.endStroke()
        editor.cursor = lone
        editor.adjustMount(by: 2)
        #expect(editor.set.level.brick(at: lone)?.mount == .spin(speed: 120))
        editor.adjustMount(by: -100)
        #expect(editor.set.level.brick(at: lone)?.mount == .spin(speed: -720))
        editor.undo()
        #expect(editor.set.level.brick(at: lone)?.mount == .spin(speed: 120))
        editor.tool = .mount(.hang(length: 2))
        editor.paint(at: lone)
        editor.endStroke()
        editor.adjustMount(by: -10)
        #expect(editor.set.level.brick(at: lone)?.mount == .hang(length: 0.5))
        // A mount without a number, or a fixed brick, stays as it is.
        editor.cursor = top
        let revision = editor.set.revision
        editor.adjustMount(by: 1)
        #expect(editor.set.revision == revision)
    }

    @Test func thePaletteHasEveryMount() {
        for name in BrickMount.names {
            #expect(EditorTool.palette.contains { if case let .mount(m?) = $0 { return m.name == name }; return false })
        }
        #expect(EditorTool.palette.contains(.mount(nil)))
    }
}
