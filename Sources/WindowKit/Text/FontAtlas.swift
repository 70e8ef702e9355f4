import CSDL2
import Geometry

/// Text on screen: a glyph atlas texture and batched quads, one draw call per atlas.
///
/// ```swift
/// let font = try FontAtlas(image: image, renderer: window.renderer)
/// var batch = GeometryBatch()
/// font.layout("SCORE 120", at: Point(x: 10, y: 8), height: 18, color: .white, into: &batch)
/// batch.draw(on: window.renderer, texture: font.texture)
/// ```
public final class FontAtlas {
    public let texture: Texture
    let image: GlyphAtlasImage
    public var source: String { image.source }

    /// Must run on the main thread (it creates an SDL texture).
    public init(image: GlyphAtlasImage, renderer: Renderer) throws(SDLError) {
        // Textures made from here on scale smoothly unless told otherwise (glyphs drawn at every size).
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
        texture = try Texture.pixels(image.pixels, width: image.width, height: image.height, on: renderer)
        self.image = image
    }

    /// The width of `text` drawn `height` points tall.
    public func width(of text: String, height: Double) -> Double {
        let scale = height / Double(image.lineHeight)
        return text.reduce(0) { $0 + Double(glyph($1)?.advance ?? 0) * scale }
    }

    /// Adds `text` with its top-left at `origin`, `height` points tall.
    public func layout(_ text: String, at origin: Point, height: Double, color: Color, into batch: inout GeometryBatch) {
        if LayoutProbe.active != nil {
            LayoutProbe.text(text, frame: Rect(x: origin.x, y: origin.y, width: width(of: text, height: height), height: height), height: height)
        }
        let scale = height / Double(image.lineHeight)
        var x = origin.x
        let w = Double(image.width), h = Double(image.height)
        for ch in text {
            guard let g = glyph(ch) else { continue }
            if g.width > 0 && ch != " " {
                let dst = Rect(x: x, y: origin.y, width: Double(g.width) * scale, height: Double(g.height) * scale)
                batch.textured(dst, uv: (Double(g.x) / w, Double(g.y) / h, Double(g.x + g.width) / w, Double(g.y + g.height) / h), color: color)
            }
            x += Double(g.advance) * scale
        }
    }

    /// Adds `text` centred on `center`.
    public func layoutCentered(_ text: String, at center: Point, height: Double, color: Color, into batch: inout GeometryBatch) {
        let w = width(of: text, height: height)
        layout(text, at: Point(x: center.x - w / 2, y: center.y - height / 2), height: height, color: color, into: &batch)
    }

    private func glyph(_ ch: Character) -> GlyphAtlasImage.Glyph? {
        image.glyphs[ch] ?? image.glyphs["?"]
    }
}
