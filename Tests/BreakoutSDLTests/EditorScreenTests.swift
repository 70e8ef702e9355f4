@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Dynamics
import Foundation
import Testing
import TestSupport
import WindowTestKit
@testable import WindowKit

/// The level editor in the window: synthetic clicks and keys, pixels read back; files
/// saved, reloaded and exported; test play and back; unsaved changes asked about.
extension SDLTests {
    static func editorHost(path: String, data: String) throws -> (AppWindow, EditorScreen) {
        let host = try host(start: .editor(path), data: data)
        frames(host)
        return (host, try #require(host.top as? EditorScreen))
    }


    @Test func placeEraseUndoRedoAndSaveThenReload() throws {
        let folder = try TemporaryFolder.newFolderPath("editor")
        let path = folder + "/new.level"
        let (host, screen) = try Self.editorHost(path: path, data: folder)
        let layout = screen.layout(host.window.size)
        let cell = GridCell(column: 4, row: 3), next = GridCell(column: 5, row: 3)
        let r = layout.frame(of: cell).insetBy(dx: 3, dy: 3)
        let empty = try Pixels(host.window).rgb(r.center)

        // The palette: a click chooses the explosive brick.
        let k = EditorTool.palette.firstIndex(of: .brick(.explosive))!
        let item = layout.paletteItem(k)
        SyntheticEvent.click(item.center)
        Self.frames(host)
        #expect(screen.tool == .brick(.explosive))
        // A click places it: the cell shows the explosive colour.
        SyntheticEvent.click(r.center)
        Self.frames(host)
        #expect(screen.editor.set.level.brick(at: cell)?.kind == .explosive)
        let explosive = AlertTestSupport.rgb(Palette.explosive)
        #expect(try Pixels(host.window).count(in: r, near: explosive) > Int(r.width * r.height / 2))
        // A drag paints on; the right button erases.
        SyntheticEvent.mouseButton(true, at: layout.frame(of: next).center)
        SyntheticEvent.mouseMotion(to: layout.frame(of: GridCell(column: 6, row: 3)).center)
        SyntheticEvent.mouseButton(false, at: layout.frame(of: GridCell(column: 6, row: 3)).center)
        Self.frames(host)
        #expect(screen.editor.set.level.bricks.count == 3)
        SyntheticEvent.click(r.center, button: .right)
        Self.frames(host)
        #expect(screen.editor.set.level.brick(at: cell) == nil)
        #expect(Pixels.distance(try Pixels(host.window).rgb(r.center), empty) < 30, "the erased cell looks empty again")
        // Ctrl+Z brings it back, Ctrl+Y takes it away again.
        SyntheticEvent.keyPress(.letter("z"), modifiers: .control)
        Self.frames(host)
        #expect(screen.editor.set.level.brick(at: cell)?.kind == .explosive)
        #expect(try Pixels(host.window).count(in: r, near: explosive) > Int(r.width * r.height / 2))
        SyntheticEvent.keyPress(.letter("y"), modifiers: .control)
        Self.frames(host)
        #expect(screen.editor.set.level.brick(at: cell) == nil)
        // Keys: the cursor moves and Space places; Ctrl+S saves.
        SyntheticEvent.keyPress(.left)
        SyntheticEvent.keyPress(.space)
        SyntheticEvent.keyPress(.letter("s"), modifiers: .control)
        Self.frames(host)
        #expect(screen.editor.set.level.brick(at: GridCell(column: 3, row: 3))?.kind == .explosive)
        #expect(!screen.editor.set.hasUnsavedChanges)
        let saved = try LevelLoader.load(path: path)
        #expect(saved == screen.editor.set.levels)
        #expect(saved[0].bricks.map(\.cell) == [GridCell(column: 3, row: 3), GridCell(column: 5, row: 3), GridCell(column: 6, row: 3)])
        if let shots = ProcessInfo.processInfo.environment["BREAKOUT_SCREENSHOT_DIR"] {
            try host.window.saveScreenshot(to: shots + "/editor.bmp")
        }
        // The buttons under the level list: New adds a level, Undo takes it back.
        let new = layout.buttons[EditorLayout.buttonOrder.firstIndex(of: .newLevel)!]
        SyntheticEvent.click(new.center)
        Self.frames(host)
        #expect(screen.editor.set.levels.count == 2 && screen.editor.set.current == 1)
        SyntheticEvent.click(layout.buttons[EditorLayout.buttonOrder.firstIndex(of: .undo)!].center)
        Self.frames(host)
        #expect(screen.editor.set.levels.count == 1 && !screen.editor.set.hasUnsavedChanges)
        // Nothing unsaved: Esc leaves at once (the editor was the first screen: the window closes).
        SyntheticEvent.keyPress(.escape)
        Self.frames(host)
        #expect(host.quitRequested)
    }

    @Test func testPlayPlaysTheEditsAndEscReturnsWhereItWas() throws {
        let folder = try TemporaryFolder.newFolderPath("editor")
        let (host, screen) = try Self.editorHost(path: folder + "/play.level", data: folder)
        // Nothing to break yet: no test play.
        SyntheticEvent.keyPress(.return)
        Self.frames(host)
        #expect(host.top === screen)
        screen.editor.tool = .brick(.multiHit(2))
        for c in 2..<8 { screen.editor.paint(at: GridCell(column: c, row: 1)) }
        screen.editor.endStroke()
        screen.editor.addLevel()
        screen.editor.tool = .brick(.normal)
        screen.editor.paint(at: GridCell(column: 0, row: 0))
        screen.editor.endStroke()
        screen.editor.show(0)
        screen.editor.cursor = GridCell(column: 9, row: 9)
        SyntheticEvent.keyPress(.return)
        Self.frames(host, 30)
        let game = try #require(host.top as? GameScreen)
        #expect(game.isTestPlay)
        #expect(game.game.state.bricks.count == 6 && game.game.state.bricks.allSatisfy { $0.kind == BrickKind.multiHit(2) })
        SyntheticEvent.keyPress(.escape)
        Self.frames(host)
        #expect(host.top === screen && !host.quitRequested)
        #expect(screen.editor.set.current == 0 && screen.editor.cursor == GridCell(column: 9, row: 9), "back where it was")
        #expect(screen.editor.set.levels.count == 2 && screen.editor.set.hasUnsavedChanges)
    }

    @Test func exportToLBreakout2ReadsBackIdentically() throws {
        let folder = try TemporaryFolder.newFolderPath("editor")
        let source = folder + "/Set"
        // An LBreakout2 levelset of two levels: coloured, multi-hit, walls, extras.
        var first = TestSDL.level(columns: 14, rows: 3)
        first.bricks = first.bricks.map { var b = $0; b.tint = 10 + b.column % 8; b.extra = b.column == 2 ? .laser : nil; return b }
        first.bricks.append(BrickPlacement(column: 0, row: 5, kind: .wall, tint: 1))
        let second = Level(title: "Second", author: "Tester", columns: 14, rows: 18,
                           bricks: [BrickPlacement(column: 3, row: 4, kind: .multiHit(3), tint: 5, extra: .joker)])
        let sample = try LBreakoutLevelset.write([first, second])
        try sample.write(toFile: source, atomically: true, encoding: .utf8)
        let (host, screen) = try Self.editorHost(path: source, data: folder)
        #expect(screen.editor.set.levels.count == 2)
        // Ctrl+E asks for a name (typed), Enter exports into the player's levels folder.
        SyntheticEvent.keyPress(.letter("e"), modifiers: .control)
        Self.frames(host)
        for _ in 0..<3 { SyntheticEvent.keyPress(.backspace) }
        SyntheticEvent.text("Out")
        SyntheticEvent.keyPress(.return)
        Self.frames(host)
        let exported = folder + "/levels/Out"
        #expect(try String(contentsOfFile: exported, encoding: .utf8) == sample)
        #expect(try LevelLoader.load(path: exported) == screen.editor.set.levels)
        // Ctrl+S on an LBreakout2 set asks for a name in our format; the dialog's OK button
        // takes it with the mouse alone.
        SyntheticEvent.keyPress(.letter("s"), modifiers: .control)
        SyntheticEvent.text("-ours")
        Self.frames(host)
        let ok = try #require(screen.prompt?.prompt.layout(window: host.window.size, font: host.font).buttons.first)
        SyntheticEvent.mouseButton(true, at: ok.center)
        SyntheticEvent.mouseButton(false, at: ok.center)
        Self.frames(host)
        #expect(screen.prompt == nil)
        let ours = folder + "/levels/Set-ours.level"
        #expect(try LevelLoader.load(path: ours) == LevelLoader.load(path: source))
    }

    @Test func unsavedChangesAskBeforeLeaving() throws {
        let folder = try TemporaryFolder.newFolderPath("editor")
        let path = folder + "/ask.level"
        let (host, screen) = try Self.editorHost(path: path, data: folder)
        SyntheticEvent.keyPress(.space)
        Self.frames(host)
        #expect(screen.editor.set.hasUnsavedChanges)
        // Esc asks (the window's question, which takes no answer in its first fifth of a
        // second); Cancel (Esc again) keeps editing.
        SyntheticEvent.keyPress(.escape)
        Self.frames(host, 20)
        #expect(host.isAsking && host.questions.question?.heading == "Unsaved changes")
        let dialog = host.questions.layout(window: host.window.size, font: host.font)
        #expect(try Pixels(host.window).count(in: dialog.buttons[0], near: AlertTestSupport.rgb(Palette.accent)) > 100, "Save is focused")
        SyntheticEvent.keyPress(.escape)
        Self.frames(host)
        #expect(host.top === screen && !host.quitRequested && !host.isAsking)
        // The window's close button asks too; Discard closes without writing.
        let quit = WindowEvent.quit
        SyntheticEvent.push(quit)
        Self.frames(host, 20)
        #expect(!host.quitRequested && host.isAsking)
        SyntheticEvent.click(dialog.buttons[1].center)
        Self.frames(host)
        #expect(host.quitRequested)
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(!FileManager.default.fileExists(atPath: screen.editor.autosavePath), "discarded: no autosave left")
    }

    /// Opened from the title menu: paint, Esc, Discard, open the editor again: an empty
    /// level, and no autosave brings the bricks back.
    @Test func discardDiscardsTheAutosaveToo() throws {
        let folder = try TemporaryFolder.newFolderPath("editor")
        let host = try Self.host(start: .titleMenu, data: folder)
        Self.frames(host)
        let menu = try #require(host.top as? TitleMenuScreen)
        menu.choose(.editor, app: host)
        Self.frames(host)
        let first = try #require(host.top as? EditorScreen)
        SyntheticEvent.keyPress(.space)
        SyntheticEvent.keyPress(.right)
        SyntheticEvent.keyPress(.space)
        Self.frames(host)
        #expect(first.editor.set.level.bricks.count == 2)
        SyntheticEvent.keyPress(.escape)
        Self.frames(host, 20)
        let dialog = host.questions.layout(window: host.window.size, font: host.font)
        SyntheticEvent.click(dialog.buttons[1].center)   // Discard
        Self.frames(host)
        #expect(host.top === menu)
        #expect(!FileManager.default.fileExists(atPath: first.editor.autosavePath))
        menu.choose(.editor, app: host)
        Self.frames(host)
        let again = try #require(host.top as? EditorScreen)
        #expect(again !== first && again.editor.set.level.bricks.isEmpty && !again.editor.set.hasUnsavedChanges)
    }

    /// A right click erases on the grid and goes back anywhere else; the Back button goes back.
    @Test func theEditorGoesBackWithTheMouse() throws {
        let folder = try TemporaryFolder.newFolderPath("editor")
        let host = try Self.host(start: .titleMenu, data: folder)
        Self.frames(host)
        let menu = try #require(host.top as? TitleMenuScreen)
        menu.choose(.editor, app: host)
        Self.frames(host)
        let editor = try #require(host.top as? EditorScreen)
        let layout = editor.layout(host.window.size)
        SyntheticEvent.mouseButton(true, at: Point(x: layout.grid.midX, y: layout.grid.midY), button: .right)
        SyntheticEvent.mouseButton(false, at: Point(x: layout.grid.midX, y: layout.grid.midY), button: .right)
        Self.frames(host)
        #expect(host.top === editor, "a right click on the grid erases")
        let off = Point(x: layout.grid.midX, y: layout.grid.maxY + 4)
        #expect(layout.cell(at: off) == nil && layout.paletteIndex(at: off) == nil && !layout.buttons.contains { $0.contains(off) })
        SyntheticEvent.mouseButton(true, at: off, button: .right)
        SyntheticEvent.mouseButton(false, at: off, button: .right)
        Self.frames(host)
        #expect(host.top === menu)
        menu.choose(.editor, app: host)
        Self.frames(host)
        let again = try #require(host.top as? EditorScreen)
        let back = again.layout(host.window.size).buttons[EditorLayout.buttonOrder.firstIndex(of: .back)!]
        SyntheticEvent.click(back.center)
        Self.frames(host)
        #expect(host.top === menu)
    }

    @Test func aFileThatDoesNotReadOpensNothingAndSaysWhere() throws {
        let folder = try TemporaryFolder.newFolderPath("editor")
        let bad = folder + "/bad.level"
        try "title: x\n##\n#\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let host = try Self.host(start: .editor(bad), data: folder)
        Self.frames(host)
        #expect(host.top is TitleMenuScreen)
        #expect(host.notices.last?.contains("\(bad):3:") == true)
    }
}

extension SDLTests {
    /// The real executable in a real X window: `breakout edit NEW.level`, a click in the grid
    /// and Ctrl+S (real X input through xdotool), and the saved file plays in `simulate`.
    @Test(.enabled(if: XvfbRun.isAvailable && FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool"),
                   "xvfb-run, xdotool or the built `breakout` executable is missing"))
    func editorInARealXWindowSavesALevelThatPlays() throws {
        let folder = try TemporaryFolder.newFolderPath("editor")
        let file = folder + "/NEW.level"
        let layout = EditorLayout(window: Size(width: 960, height: 720), columns: 14, rows: 18)
        let target = layout.frame(of: GridCell(column: 6, row: 2)).center
        let script = """
            "$0" edit "$1" --software &
            pid=$!
            wid=$(timeout 30 xdotool search --sync --onlyvisible --name '^Breakout$' | head -n 1)
            [ -n "$wid" ] || { kill $pid; exit 3; }
            sleep 1
            xdotool windowfocus --sync "$wid"
            xdotool mousemove --window "$wid" \(Int(target.x)) \(Int(target.y)) click 1
            sleep 0.5
            xdotool key ctrl+s
            sleep 0.5
            xdotool key Escape
            for i in $(seq 1 100); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
            if kill -0 $pid 2>/dev/null; then kill $pid; exit 4; fi
            wait $pid
            """
        let status = try XvfbRun.run(["/bin/sh", "-c", script, XvfbRun.executable, file])
        #expect(status == 0, "the editor saved and closed (3: no window, 4: did not close)")
        let levels = try LevelLoader.load(path: file)
        #expect(levels.count == 1 && levels[0].bricks.map(\.cell) == [GridCell(column: 6, row: 2)])
        // The saved level plays.
        let simulate = Process()
        simulate.executableURL = URL(fileURLWithPath: XvfbRun.executable)
        simulate.arguments = ["simulate", "--level", file, "--seconds", "20", "--autoplay"]
        let out = Pipe()
        simulate.standardOutput = out
        try simulate.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        simulate.waitUntilExit()
        #expect(simulate.terminationStatus == 0)
        let summary = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(summary["steps"] as? Int ?? 0 > 0)
        // One brick a level: each level cleared is that brick broken, and the set starts over.
        #expect((summary["level"] as? Int ?? 0) >= 2 && summary["bricksBroken"] as? Int == (summary["level"] as? Int ?? 0) - 1,
                "the brick placed in the window is broken, level after level: \(summary)")
    }
}
