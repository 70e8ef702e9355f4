import Breakout
import WindowKit

/// What the loader prepares: the font, the sounds and the levels a game needs.
///
/// ```swift
/// let loader = AssetLoader(request: AssetRequest(options: options))
/// ```
struct AssetRequest: Sendable {
    /// Font files to try, in order (the built-in bitmap font is the last resort).
    var fontPaths: [String]
    /// Pixel height the glyph atlas is rasterized at.
    var fontPixelSize = AssetRequest.standardFontPixelSize
    /// The size glyphs are rasterized at (text is scaled from it).
    static let standardFontPixelSize = 48
    /// Levels already chosen (a `--level` file); nil: the settings' level source, whose
    /// files are read in the background.
    var levels: LevelSequence?
    var settings: Settings
    var sampleRate = SoundBank.standardSampleRate

    /// `fontPaths` nil: the usual places (`PlayOptions().fontPaths`).
    init(fontPaths: [String]? = nil, levels: LevelSequence? = nil, settings: Settings = Settings()) {
        self.fontPaths = fontPaths ?? FontRasterizer.candidatePaths
        self.levels = levels
        self.settings = settings
    }

    /// What a window started with `options` needs.
    init(options: PlayOptions) {
        self.init(fontPaths: options.fontPaths, levels: options.levels, settings: options.settings)
    }
}
