import Foundation
import Testing
import TestSupport
@testable import WindowKit

/// Issue 63's audit (W21): SDL's font and image loaders open the path they are given
/// themselves, and a named pipe there kept them waiting for a writer for ever. A pipe (or a
/// folder) named as a font or a picture is refused at once with a line that names it; the
/// built-in font stands in for the font. (`ThemeDrawingTests` sees the same through a theme.)
@Suite struct PipedAssetTests {
    @Test func aNamedPipeAsAFontIsRefusedAtOnceAndTheBuiltInFontStandsIn() throws {
        let folder = try TemporaryFolder("piped-font")
        let pipe = folder.file("font.ttf")
        try NamedPipe.make(at: pipe)
        let (result, seconds) = NamedPipe.timing([pipe]) { FontRasterizer.bestAvailable(pixelSize: 24, paths: [pipe, folder.path]) }
        let (atlas, problems) = try result.get()
        #expect(problems == ["\(pipe) is a named pipe, not a font file", "\(folder.path) is a folder, not a font file"])
        #expect(atlas.source == "built-in 5x7 font")
        #expect(seconds < 1, "waited \(seconds) s on the pipe")
    }

    @Test func aNamedPipeAsAPictureIsRefusedAtOnce() throws {
        let folder = try TemporaryFolder("piped-image")
        let pipe = folder.file("bricks.png")
        try NamedPipe.make(at: pipe)
        let (result, seconds) = NamedPipe.timing([pipe]) { try Image(contentsOf: pipe) }
        #expect(throws: (any Error).self) { try result.get() }
        if case let .failure(error) = result { #expect("\(error)" == "\(pipe) is a named pipe, not an image file") }
        #expect(seconds < 1, "waited \(seconds) s on the pipe")
        #expect(throws: (any Error).self) { try Image(contentsOf: folder.path) }
    }
}
