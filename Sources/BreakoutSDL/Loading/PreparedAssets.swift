import Breakout
import WindowKit

/// What the background loading made: plain data only (pixels, samples, levels). The main
/// thread turns the images into SDL textures and hands the sounds to the audio device.
struct PreparedAssets: Sendable {
    /// The glyph atlas (from a font file, or the built-in bitmap font).
    var font: GlyphAtlasImage
    var sounds: SoundBank
    var levels: LevelSequence
    /// Lines for the player: what failed to load and what stands in for it.
    var notices: [String]
    /// Seconds the preparation took.
    var loadingTime: Double
}
