import Breakout
import Foundation
import SettingsKit
import Translations
import WindowKit

/// The theme the window draws with and the sounds it plays, switched when `display.theme`
/// or `display.theme_sounds` changes: the sheets of the chosen theme (the game's own drawn
/// once, "flat" for none), its HUD font, and its recordings over the synthesized bank.
/// What goes wrong (a theme not installed, a broken file) is said through `notice`.
///
/// ```swift
/// let themes = ThemeManager(renderer: window.renderer, font: font, sounds: bank, ...)
/// themes.use(settings)                  // at start, and on every settings change
/// field.sprites = themes.current
/// ```
final class ThemeManager {
    /// The theme the field is drawn with: the game's own, drawn when the window opens, or an
    /// installed one; nil only for "flat" (the plain shapes).
    private(set) var current: ThemeSprites?
    /// What the sounds play: the synthesized bank, with the theme's recordings when
    /// `display.theme_sounds` is on and the theme has them.
    private(set) var soundBank: SoundBank
    private let renderer: Renderer
    private let font: FontAtlas
    private let synthesizedSounds: SoundBank
    private let playerThemesFolder: String?
    private let settingsPath: String?
    private let notice: ([String]) -> Void
    /// Where a new sound bank goes (the live audio device's client).
    private let soundsChanged: (SoundBank) -> Void
    /// The theme's HUD font (`hudFont`), made when the theme is chosen.
    private var themeFont: FontAtlas?
    private var name = ""
    private var generated: ThemeSprites?
    private var soundsFromTheme: String?

    init(renderer: Renderer, font: FontAtlas, sounds: SoundBank, playerThemesFolder: String?, settingsPath: String?,
         notice: @escaping ([String]) -> Void, soundsChanged: @escaping (SoundBank) -> Void) {
        self.renderer = renderer
        self.font = font
        synthesizedSounds = sounds
        soundBank = sounds
        self.playerThemesFolder = playerThemesFolder
        self.settingsPath = settingsPath
        self.notice = notice
        self.soundsChanged = soundsChanged
    }

    /// Takes the settings' theme and theme sounds (each loaded only when it changed).
    func use(_ settings: Settings) {
        useTheme(named: settings.display.theme)
        useThemeSounds(settings.display.themeSounds)
    }

    /// Draws with the theme called `name` from now on, loading its sheets (a tenth of a
    /// second for LBreakoutHD's); a name that is not installed, or a theme's broken files,
    /// show in the banner, and the game goes on with what could be loaded.
    func useTheme(named name: String) {
        guard name != self.name else { return }
        self.name = name
        themeFont = nil
        if name == ThemeCatalog.flatName { current = nil; return }
        if name == ThemeCatalog.defaultName { current = ownTheme(); return }
        let entries = self.entries()
        guard let entry = ThemeCatalog.entry(named: name, in: entries) else {
            current = ownTheme()
            var place = "display.theme"
            if let path = settingsPath {
                let file = URL(fileURLWithPath: path).lastPathComponent
                place = SettingsFile.line(of: "display.theme", inFileAt: path).map { "\(file):\($0): display.theme" } ?? "\(file): display.theme"
            }
            let names = entries.map { "\"" + $0.name + "\"" }.joined(separator: ", ")
            notice([tr("%1$s: no theme named \"%2$s\" is installed (allowed: %3$s); drawing the default", place, name, names)])
            return
        }
        let loaded = ThemeSprites(entry: entry, renderer: renderer)
        notice(loaded.problems.map(\.description))
        current = loaded
        if let file = loaded.fontFile {
            // A font that does not load leaves the game's own (and says why).
            let (image, problems) = FontRasterizer.bestAvailable(pixelSize: AssetRequest.standardFontPixelSize, paths: [file])
            notice(problems)
            if problems.isEmpty { themeFont = try? FontAtlas(image: image, renderer: renderer) }
        }
    }

    /// The theme's own font for the HUD (LBreakoutHD's fontNormal), or the game's.
    var hudFont: FontAtlas { themeFont ?? font }

    /// The themes there are, with the player's folder this window was given.
    func entries() -> [ThemeEntry] {
        ThemeCatalog.entries(playerRoot: playerThemesFolder ?? ThemeCatalog.playerRoot())
    }

    /// The game's own theme, drawn the first time it is wanted.
    func ownTheme() -> ThemeSprites {
        if let generated { return generated }
        let drawn = ThemeSprites(generatedOn: renderer, font: font)
        generated = drawn
        return drawn
    }

    /// Plays the current theme's recordings (`on`) or the synthesized sounds; reads the
    /// files only when the theme or the choice changed.
    func useThemeSounds(_ on: Bool) {
        let wanted = on ? current?.entry.name : nil
        guard wanted != soundsFromTheme else { return }
        soundsFromTheme = wanted
        if on, let entry = current?.entry {
            let (bank, problems) = ThemeSounds.apply(entry, to: synthesizedSounds)
            notice(problems.map(\.description))
            soundBank = bank
        } else {
            soundBank = synthesizedSounds
        }
        soundsChanged(soundBank)
    }
}
