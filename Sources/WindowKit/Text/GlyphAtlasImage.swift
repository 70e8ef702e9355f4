/// Glyphs packed into one image, ready to become a texture: the background loader makes it,
/// the main thread uploads it.
public struct GlyphAtlasImage: Sendable {
    public struct Glyph: Sendable {
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int
        /// How far the pen moves after this glyph, in atlas pixels.
        public var advance: Int
    }

    public var width: Int
    public var height: Int
    /// 0xAARRGGBB, white glyphs on transparent (tinted when drawn).
    public var pixels: [UInt32]
    public var glyphs: [Character: Glyph]
    /// Pixel height of a line of text in the atlas.
    public var lineHeight: Int
    /// Where the atlas came from (a font file, or the built-in bitmap font).
    public var source: String
}
