@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import Dynamics
import Foundation
import Testing
import TestSupport
import WindowTestKit

/// The editor screen links a brick to its mount: a mount from the palette, a click on the
/// brick, the mount's sign drawn on it, undone with Ctrl+Z, and saved; "]" turns its number up.
extension SDLTests {
    @Test func aMountFromThePaletteMakesTheBrickPhysical() throws {
        let folder = try TemporaryFolder.newFolderPath("editor")
        let path = folder + "/moving.level"
        try "title: Moving\n..X..\n.....\n..#..\n".write(toFile: path, atomically: true, encoding: .utf8)
        let (host, screen) = try Self.editorHost(path: path, data: folder)
        let layout = screen.layout(host.window.size)
        let cell = GridCell(column: 2, row: 2)
        let before = try Pixels(host.window)
        let k = try #require(EditorTool.palette.firstIndex(of: .mount(.chain)))
        SyntheticEvent.click(layout.paletteItem(k).center)
        Self.frames(host)
        #expect(screen.tool == .mount(.chain))
        SyntheticEvent.click(layout.frame(of: cell).center)
        Self.frames(host)
        #expect(screen.editor.set.level.brick(at: cell)?.mount == .chain)
        // Its sign: a rod up from the brick's top edge, drawn over the cell above.
        if let shots = ProcessInfo.processInfo.environment["BREAKOUT_SCREENSHOT_DIR"] {
            try? host.window.saveScreenshot(to: shots + "/editor-mount.bmp")
        }
        let frame = layout.frame(of: cell)
        let after = try Pixels(host.window)
        #expect((-2...2).contains { dx in
            let rod = Point(x: frame.midX + Double(dx), y: frame.minY - 8)
            return Pixels.distance(after.rgb(rod), before.rgb(rod)) > 40
        })
        SyntheticEvent.keyPress(.letter("z"), modifiers: .control)
        Self.frames(host)
        #expect(screen.editor.set.level.brick(at: cell)?.mount == nil)
        SyntheticEvent.keyPress(.letter("y"), modifiers: .control)
        SyntheticEvent.keyPress(.letter("s"), modifiers: .control)
        Self.frames(host)
        #expect(try LevelLoader.load(path: path)[0].brick(at: cell)?.mount == .chain)
        // A spinner, then "]": it turns faster.
        let spin = try #require(EditorTool.palette.firstIndex(of: .mount(.spin(speed: 90))))
        SyntheticEvent.click(layout.paletteItem(spin).center)
        Self.frames(host)
        SyntheticEvent.click(layout.frame(of: cell).center)
        SyntheticEvent.keyPress(.letter("]"))
        Self.frames(host)
        #expect(screen.editor.set.level.brick(at: cell)?.mount == .spin(speed: 105))
    }
}
