import Breakout
import WindowKit

/// What the background loading made: plain data only (pixels, samples, levels). The main
/// thread turns the images into SDL textures and hands the sounds to the audio device.
public struct PreparedAssets: Sendable {
    /// The glyph atlas (from a font file, or the built-in bitmap font).
    public var font: GlyphAtlasImage
    public var sounds: SoundBank
    public var levels: LevelSequence
    /// Lines for the player: what failed to load and what stands in for it.
    public var notices: [String]
    /// Seconds the preparation took.
    public var loadingTime: Double
}
