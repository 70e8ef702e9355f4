import Breakout
import WindowKit

/// What the loader prepares: the font, the sounds and the levels a game needs.
///
/// ```swift
/// let loader = AssetLoader(request: AssetRequest(options: options))
/// ```
public struct AssetRequest: Sendable {
    /// Font files to try, in order (the built-in bitmap font is the last resort).
    public var fontPaths: [String]
    /// Pixel height the glyph atlas is rasterized at.
    public var fontPixelSize = 48
    /// Levels already chosen (a `--level` file); nil: the settings' level source, whose
    /// files are read in the background.
    public var levels: LevelSequence?
    public var settings: Settings
    public var sampleRate = SoundBank.standardSampleRate

    /// `fontPaths` nil: the usual places (`PlayOptions().fontPaths`).
    public init(fontPaths: [String]? = nil, levels: LevelSequence? = nil, settings: Settings = Settings()) {
        self.fontPaths = fontPaths ?? FontRasterizer.candidatePaths
        self.levels = levels
        self.settings = settings
    }

    /// What a window started with `options` needs.
    public init(options: PlayOptions) {
        self.init(fontPaths: options.fontPaths, levels: options.levels, settings: options.settings)
    }
}
