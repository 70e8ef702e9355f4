@testable import Breakout
@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Dynamics
import Foundation
import Testing
import WindowTestKit
import TestSupport
@testable import WindowKit

/// The themes' frames around the field in wide windows (LBreakoutHD's frame.png with its
/// transparent hole, LBreakout2's three keyed strips) and LBreakoutHD's HUD font and colours.
@Suite(.serialized, .oneWindowTestAtATime) @MainActor struct ThemeFrameTests {
    nonisolated static var installed: Bool { ThemeFilesTests.installed }

    private func app(theme: String, themes: String? = nil, size: Size = Size(width: 1280, height: 720)) throws -> TestApp {
        let app = try TestSDL.app(TestSDL.options(size: size) {
            $0.settings.display.theme = theme
            $0.levels = .list([TestSDL.level(columns: 10, rows: 4)])
            $0.playerThemesFolder = themes ?? TemporaryFolder.uniquePath("no-themes")
        })
        app.runFrame(elapsed: 1.0 / 60)
        return app
    }

    /// A `width` x `height` ARGB surface, opaque grey with `hole` transparent.
    private func surface(width: Int, height: Int, hole: (x: Int, y: Int, w: Int, h: Int)?) throws -> UnsafeMutablePointer<SDL_Surface> {
        let s = try #require(SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SHIM_PIXELFORMAT_ARGB8888))
        let pitch = Int(s.pointee.pitch)
        for y in 0..<height {
            let row = (s.pointee.pixels! + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let inHole = hole.map { x >= $0.x && x < $0.x + $0.w && y >= $0.y && y < $0.y + $0.h } ?? false
                row[x] = inHole ? 0x00FF_FFFF : 0xFF80_8080
            }
        }
        return s
    }

    /// A `width` x `height` picture, opaque grey with `hole` transparent.
    private func image(width: Int, height: Int, hole: (x: Int, y: Int, w: Int, h: Int)?) throws -> Image {
        var pixels = [UInt32](repeating: 0xFF80_8080, count: width * height)
        if let hole {
            for y in hole.y..<hole.y + hole.h { for x in hole.x..<hole.x + hole.w { pixels[y * width + x] = 0x00FF_FFFF } }
        }
        return try Image(width: width, height: height, argbPixels: pixels)
    }

    @Test func theFramesHoleIsWhereItsPixelsAreTransparent() throws {
        _ = TestSDL.session
        #expect(ThemeFrame.transparentBounds(try image(width: 40, height: 30, hole: (5, 4, 20, 15))) == Rect(x: 5, y: 4, width: 20, height: 15))
        #expect(ThemeFrame.transparentBounds(try image(width: 40, height: 30, hole: nil)) == nil)
    }

    @Test func aFrameWithoutAHoleIsNamedAndTheGameGoesOnWithout() throws {
        _ = TestSDL.session
        let themes = TemporaryFolder.uniquePath("themes")
        defer { try? FileManager.default.removeItem(atPath: themes) }
        let folder = themes + "/Solid"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "brickHeight = 20\nfontNormal {\n name = missing.otf\n}\n".write(toFile: folder + "/theme.ini", atomically: true, encoding: .utf8)
        let solid = try surface(width: 64, height: 36, hole: nil)
        defer { SDL_FreeSurface(solid) }
        // SDL2_image reads an image by its content, whatever its name says.
        #expect(shim_save_bmp(solid, folder + "/frame.png") == 0)
        let app = try app(theme: "Solid", themes: themes)
        let notices = app.notices.joined(separator: "\n")
        #expect(notices.contains(folder + "/frame.png: has no transparent area for the field; no frame is drawn"), "\(notices)")
        #expect(notices.contains(folder + "/theme.ini: fontNormal: missing.otf is not in the theme's folder"), "\(notices)")
        #expect(app.appWindow.theme?.frame == nil || ThemeFilesTests.installed, "no frame unless Standard's stands in")
        #expect(app.appWindow.hudFont === app.appWindow.font || ThemeFilesTests.installed)
        for _ in 0..<10 { app.runFrame(elapsed: 1.0 / 60) }
        #expect(app.frameCount >= 10)
    }

    @Test(.enabled(if: ThemeFrameTests.installed)) func lbreakoutHDsFrameSurroundsTheFieldAndItsBoxesHoldThePanel() throws {
        let app = try app(theme: "Standard")
        let frame = try #require(app.appWindow.theme?.frame)
        #expect(frame.coversPanel)
        let layout = WindowLayout(window: app.window.size)
        #expect(layout.style == .side)
        // Nothing of the frame is drawn over the field.
        let field = layout.field
        for batch in app.screen.hud.frame {
            for v in batch.vertices {
                let p = Point(x: Double(v.position.x), y: Double(v.position.y))
                let inside = p.x > field.minX + 0.5 && p.x < field.maxX - 0.5 && p.y > field.minY + 0.5 && p.y < field.maxY - 0.5
                #expect(!inside, "a frame vertex at \(p) lies inside the field \(field)")
            }
        }
        #expect(app.screen.hud.frame.first.map { $0.vertices.count >= 12 } == true, "at least the left, right and top parts")
        // The frame's metal shows left of the field, where the plain theme has the window's colour.
        let pixels = try Pixels(app.window)
        let left = pixels.rgb(Point(x: field.minX / 2, y: field.midY))
        #expect(Pixels.distance(left, AlertTestSupport.rgb(Palette.hudBand)) > 30, "\(String(left, radix: 16))")
        // The side panel's text keeps inside the frame's boxes; the HUD uses the theme's font.
        let content = try #require(frame.panelContent(around: field, window: app.window.size))
        for e in app.screen.hud.elements where e.rect.minX >= field.maxX {
            #expect(e.rect.minX >= content.minX - 0.5 && e.rect.maxX <= content.maxX + 0.5, "\(e.name) at \(e.rect) leaves \(content)")
        }
        #expect(app.appWindow.hudFont !== app.appWindow.font, "fnormal.otf")
        #expect(app.screen.hud.accentColor == app.appWindow.theme?.highlightColour)
        // The plain band of a 4:3 window has no frame.
        let narrow = try self.app(theme: "Standard", size: Size(width: 800, height: 600))
        #expect(narrow.screen.hud.frame.allSatisfy { $0.vertices.isEmpty })
    }

    @Test(.enabled(if: ThemeFrameTests.installed)) func lbreakout2sStripsAreKeyedByTheRightStripsCorner() throws {
        let app = try app(theme: "LBreakout2")
        let frame = try #require(app.appWindow.theme?.frame)
        #expect(!frame.coversPanel)
        let layout = WindowLayout(window: app.window.size)
        let places = frame.stripPlaces(around: layout.field, window: app.window.size)
        #expect(places.count == 3)
        // fr_left's sky-blue window is its colour key: none of it shows.
        let pixels = try Pixels(app.window)
        let strip = places[0]
        #expect(pixels.count(in: strip, near: 0x02C6FE, tolerance: 12) == 0)
        #expect(pixels.count(in: strip, near: AlertTestSupport.rgb(Palette.background), tolerance: 6) > 0, "the background shows through")
    }
}
