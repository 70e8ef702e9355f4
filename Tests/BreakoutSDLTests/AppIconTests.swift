@_spi(Benchmarks) @testable import BreakoutSDL
import CSDL2
import Foundation
import Testing
import TestSupport
import WindowKit

/// The icon the game draws for the desktop and its window: a rounded tile, transparent
/// around it, with the bricks, ball and paddle in the game's colours, saved as a real PNG.
@Suite struct AppIconTests {
    private func drawn(size: Int) throws -> [UInt32] {
        let canvas = try OffscreenCanvas(width: size, height: size)
        canvas.clear(Color(r: 0, g: 0, b: 0, a: 0))
        var batch = GeometryBatch()
        AppIcon.draw(size: Double(size), into: &batch)
        batch.draw(on: canvas.renderer)
        return canvas.pixels()
    }

    private func near(_ pixel: UInt32, _ colour: Color, within tolerance: Int = 40) -> Bool {
        let r = Int((pixel >> 16) & 0xFF), g = Int((pixel >> 8) & 0xFF), b = Int(pixel & 0xFF)
        return abs(r - Int(colour.r)) + abs(g - Int(colour.g)) + abs(b - Int(colour.b)) <= tolerance
    }

    @Test(arguments: [48, 256]) func theTileIsOpaqueAndItsCornersTransparent(size: Int) throws {
        let pixels = try drawn(size: size)
        #expect(pixels.count == size * size)
        // Corners outside the rounded tile: alpha 0.
        for (x, y) in [(0, 0), (size - 1, 0), (0, size - 1), (size - 1, size - 1), (size / 30, size / 30)] {
            #expect(pixels[y * size + x] >> 24 == 0, "corner \(x),\(y) is \(String(pixels[y * size + x], radix: 16))")
        }
        // The middle of the tile and its edges' middles: opaque.
        for (x, y) in [(size / 2, size / 2), (size / 2, size / 20), (size / 20, size / 2)] {
            #expect(pixels[y * size + x] >> 24 == 0xFF, "\(x),\(y) is not opaque")
        }
    }

    @Test func itShowsTheBricksBallAndPaddleInTheGamesColours() throws {
        let size = 256
        let pixels = try drawn(size: size)
        func count(_ colour: Color) -> Int { pixels.filter { $0 >> 24 == 0xFF && near($0, colour) }.count }
        // Three rows of bricks in the first three tints, each row 3 or 4 bricks of about 44x22.
        // (Their faces shade from light to dark: about a third of each brick is near its tint.)
        for tint in Palette.tints[0..<3] { #expect(count(tint) > 600, "bricks of \(tint)") }
        #expect(count(Palette.paddle) > 800, "the paddle")
        #expect(count(Palette.ball) > 100, "the ball (its white core; the rim shades toward blue)")
        #expect(count(Palette.accent) > 200, "the paddle's caps and the sparks")
    }

    @Test func itIsSavedAsAPNGThatLoadsBack() throws {
        let path = TemporaryFolder.uniquePath("icon") + ".png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let canvas = try OffscreenCanvas(width: 128, height: 128)
        canvas.clear(Color(r: 0, g: 0, b: 0, a: 0))
        var batch = GeometryBatch()
        AppIcon.draw(size: 128, into: &batch)
        batch.draw(on: canvas.renderer)
        try canvas.savePNG(to: path)
        let header = try Data(contentsOf: URL(fileURLWithPath: path)).prefix(8)
        #expect(Array(header) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let loaded = try #require(IMG_Load(path))
        defer { SDL_FreeSurface(loaded) }
        #expect(loaded.pointee.w == 128 && loaded.pointee.h == 128)
        #expect(loaded.pointee.format.pointee.Amask != 0, "it keeps its alpha")
    }

    @Test func aCanvasOutsideItsLimitsIsRefused() {
        #expect(throws: SDLError.self) { try OffscreenCanvas(width: 0, height: 10) }
        #expect(throws: SDLError.self) { try OffscreenCanvas(width: 10, height: 9000) }
    }
}
