import CSDL2
import Foundation

/// Renders a TrueType font's glyphs for the game's languages (printable ASCII, Latin-1's
/// letters and signs, the typographic quotes and dashes French and German use, and Russian's
/// Cyrillic) into one
/// `GlyphAtlasImage` with SDL_ttf.
/// Runs off the main thread (the loader's); only pixels come out, no SDL textures.
public enum FontRasterizer {
    /// Where the game looks for its font, in order.
    public static let candidatePaths = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf",
    ]

    /// Printable ASCII, Latin-1 from the no-break space on, the quotes, dashes and ellipsis
    /// of French and German text, and the Cyrillic letters of Russian (U+0400...U+045F).
    static let characters: [Character] = ((32...126).map { $0 } + (160...255).map { $0 }
        + [0x152, 0x153, 0x2013, 0x2014, 0x2018, 0x2019, 0x201A, 0x201C, 0x201D, 0x201E, 0x2026, 0x20AC]
        + (0x400...0x45F).map { $0 })
        .map { Character(UnicodeScalar($0)!) }

    /// The atlas's widest row, in pixels.
    static let maxWidth = 2048

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func rasterize(path: String, pixelSize: Int) throws(Failure) -> GlyphAtlasImage {
        guard FileManager.default.fileExists(atPath: path) else {
            throw Failure(description: "\(path): font file not found (install fonts-dejavu-core)")
        }
        // SDL_ttf would open a named pipe and wait on it for ever.
        if let what = PathKind.notAFile(path) {
            throw Failure(description: "\(path) is \(what), not a font file")
        }
        guard let font = TTF_OpenFont(path, Int32(pixelSize)) else {
            throw Failure(description: "\(path): cannot open the font: \(String(cString: SDL_GetError()))")
        }
        defer { TTF_CloseFont(font) }
        let characters = Self.characters
        let lineHeight = Int(TTF_FontHeight(font))
        var rendered: [(Character, UnsafeMutablePointer<SDL_Surface>, Int)] = []
        defer { for (_, s, _) in rendered { SDL_FreeSurface(s) } }
        for ch in characters {
            let code = UInt16(ch.unicodeScalars.first!.value)
            var minx: Int32 = 0, maxx: Int32 = 0, miny: Int32 = 0, maxy: Int32 = 0, advance: Int32 = 0
            TTF_GlyphMetrics(font, code, &minx, &maxx, &miny, &maxy, &advance)
            guard let raw = TTF_RenderGlyph_Blended(font, code, SDL_Color(r: 255, g: 255, b: 255, a: 255)),
                  let surface = SDL_ConvertSurfaceFormat(raw, SHIM_PIXELFORMAT_ARGB8888, 0) else { continue }
            SDL_FreeSurface(raw)
            rendered.append((ch, surface, Int(advance)))
        }
        guard !rendered.isEmpty else { throw Failure(description: "\(path): the font rendered no glyph") }
        // Shelves of glyphs no wider than `maxWidth`: a texture any renderer accepts.
        let rowHeight = rendered.map { Int($0.1.pointee.h) }.max() ?? lineHeight
        var places: [(x: Int, y: Int)] = []
        var x = 0, y = 0, width = 0
        for (_, surface, _) in rendered {
            let w = Int(surface.pointee.w)
            if x > 0, x + w > maxWidth { x = 0; y += rowHeight + 2 }
            places.append((x, y))
            x += w + 2
            width = max(width, x)
        }
        let height = y + rowHeight
        var pixels = [UInt32](repeating: 0, count: width * height)
        var glyphs: [Character: GlyphAtlasImage.Glyph] = [:]
        for ((ch, surface, advance), place) in zip(rendered, places) {
            let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
            let base = surface.pointee.pixels!.assumingMemoryBound(to: UInt8.self)
            for row in 0..<h {
                let src = UnsafeRawPointer(base + row * pitch).assumingMemoryBound(to: UInt32.self)
                for col in 0..<w { pixels[(place.y + row) * width + place.x + col] = src[col] }
            }
            glyphs[ch] = GlyphAtlasImage.Glyph(x: place.x, y: place.y, width: w, height: h, advance: advance)
        }
        return GlyphAtlasImage(width: width, height: height, pixels: pixels, glyphs: glyphs, lineHeight: lineHeight, source: path)
    }

    /// The first font that loads, or the built-in bitmap font with the reasons the files failed.
    public static func bestAvailable(pixelSize: Int, paths: [String] = candidatePaths) -> (GlyphAtlasImage, [String]) {
        var problems: [String] = []
        for path in paths {
            do { return (try rasterize(path: path, pixelSize: pixelSize), problems) } catch { problems.append(error.description) }
        }
        return (BitmapFont.atlas(), problems)
    }
}
