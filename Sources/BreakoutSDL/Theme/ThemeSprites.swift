import Dynamics
import Files
import Foundation
import WindowKit

/// An installed theme loaded as textures: the sprite sheets the field is drawn with, cut
/// into tiles by the rules both LBreakouts follow (bricks and extras in one row of 2:1
/// tiles; the paddle in four rows of three square tiles, normal, sticky and frozen; balls
/// in one row of square tiles, normal, energy, explosive, weak, chaotic; shots in square
/// frames; wallpapers scaled by the theme's brick size to ours and tiled). A file the theme
/// lacks comes from its fallback folder; one that does not load is a problem, and what has
/// no sheet at all is drawn by the game's own code.
@_spi(Benchmarks) public final class ThemeSprites {
    let entry: ThemeEntry
    private(set) var problems: [ThemeProblem] = []

    private(set) var bricks: SpriteSheet?
    private(set) var extras: SpriteSheet?
    private(set) var paddle: SpriteSheet?
    private(set) var balls: SpriteSheet?
    private(set) var shots: SpriteSheet?
    /// Explosions: rows of square frames, one row a colour (`explAnim`).
    private(set) var explosions: SpriteSheet?
    private(set) var explosionFrames = 9
    private(set) var explosionFrameMilliseconds = 50
    /// Lives: a spare slot and a life, brick-sized, one above the other.
    private(set) var life: SpriteSheet?
    /// The sign that warping is allowed, brick-sized.
    private(set) var warp: SpriteSheet?
    /// The laser on the paddle: a row of frames (`weaponAnim`).
    private(set) var weapon: SpriteSheet?
    private(set) var weaponFrames = 4
    /// A glint that sweeps over one brick now and then: a row of brick-sized frames (`shineAnim`).
    private(set) var shine: SpriteSheet?
    /// The frame around the field in wide windows.
    private(set) var frame: ThemeFrame?
    /// The HUD's font file and text colours (LBreakoutHD's themes name them).
    private(set) var fontFile: String?
    private(set) var textColour: Color?
    private(set) var highlightColour: Color?
    private(set) var shineFrameMilliseconds = 50
    /// The height of a brick in the theme's files, which its wallpapers are drawn to.
    private(set) var brickFileHeight = 20
    /// A brick's drop shadow, in the theme's pixels (scaled like the bricks).
    private(set) var shadowOffset = 10
    private(set) var shotFrameMilliseconds = 200
    /// Where the theme puts its menu, as fractions of its menu picture (`menu.centerX`,
    /// `menu.centerY` over LBreakout2's 640x480 by default).
    private(set) var menuCenter = (x: 180.0, y: 350.0)

    /// Wallpapers: the files found, loaded the first time a level shows one (or, for the
    /// game's own theme, drawn then).
    private var backgroundFiles: [String] = []
    private var backgroundSheets: [Int: SpriteSheet] = [:]
    private var drawnWallpapers = 0
    /// Whether the wallpapers are whole pictures that cover the field (else tiles).
    private(set) var wallpapersCover = false
    private let renderer: Renderer
    private var keysBlack: Bool { entry.format == .lbreakout2 }

    /// Loads `entry`'s sheets as textures of `renderer` (on the main thread).
    init(entry: ThemeEntry, renderer: Renderer) {
        self.entry = entry
        self.renderer = renderer
        guard entry.format != .builtIn, let folder = entry.folder else { return }
        if entry.format == .lbreakoutHD { readIni(folder) }
        bricks = sheet("bricks.png") { $0.retiled(width: 2 * $0.height, height: $0.height) }
        extras = sheet("extras.png") { $0.retiled(width: 2 * $0.height, height: $0.height) }
        paddle = sheet("paddle.png", key: .topLeftPixel) { $0.retiled(width: max(1, $0.height / 4), height: max(1, $0.height / 4)) }
        balls = sheet("ball.png") { $0.retiled(width: $0.height, height: $0.height) }
        shots = sheet("shot.png") { $0.retiled(width: $0.height, height: $0.height) }
        let explosionFrames = self.explosionFrames, weaponFrames = self.weaponFrames
        explosions = sheet("explosions.png") { sheet in
            let side = max(1, sheet.width / explosionFrames)
            return sheet.retiled(width: side, height: side)
        }
        life = sheet("life.png") { $0.retiled(width: $0.width, height: max(1, $0.width / 2)) }
        // LBreakout2's warp icon is not brick-sized; LBreakoutHD uses its own for those themes.
        warp = entry.format == .lbreakoutHD ? sheet("warp.png") { $0 } : nil
        weapon = sheet("weapon.png") { $0.retiled(width: max(1, $0.width / weaponFrames), height: $0.height) }
        shine = sheet("shine.png") { $0.retiled(width: 2 * $0.height, height: $0.height) }
        frame = loadFrame()
        backgroundFiles = findBackgrounds()
    }

    /// LBreakoutHD's `frame.png`, or LBreakout2's three frame strips (all three, or none).
    private func loadFrame() -> ThemeFrame? {
        if entry.format == .lbreakoutHD {
            for path in locate("frame.png") {
                switch ThemeFrame.loadPicture(path, renderer: renderer) {
                case .success(let frame): return frame
                case .failure(let problem): problems.append(problem)
                }
            }
            return nil
        }
        // LBreakout2 keys all three strips by the right strip's top-right pixel.
        guard let rightPath = locate("fr_right.png").first,
              let key = SpriteSheet.pixel(atPath: rightPath, x: -1, y: 0) else { return nil }
        let colourKey = ColourKey.rgb(key.r, key.g, key.b)
        guard let left = sheet("fr_left.png", key: colourKey, cut: { $0 }), let top = sheet("fr_top.png", key: colourKey, cut: { $0 }),
              let right = sheet("fr_right.png", key: colourKey, cut: { $0 }) else { return nil }
        return ThemeFrame(pieces: .strips(left: left, top: top, right: right))
    }

    /// The menu's background (`menuback`, PNG or JPEG), loaded the first time a menu shows.
    var menuBackground: SpriteSheet? {
        if let loadedMenuBackground { return loadedMenuBackground }
        guard !menuBackgroundTried else { return nil }
        menuBackgroundTried = true
        for path in locate("menuback.png") + locate("menuback.jpg") {
            switch SpriteSheet.load(path, renderer: renderer, colourKey: .none) {
            case .success(let sheet):
                loadedMenuBackground = sheet
                return sheet
            case .failure(let problem):
                problems.append(problem)
            }
        }
        return nil
    }
    private var loadedMenuBackground: SpriteSheet?

    /// The menu's centre as a fraction of the menu picture.
    var menuAnchor: Point? {
        guard let sheet = menuBackground else { return nil }
        return Point(x: min(1, menuCenter.x / Double(sheet.width)), y: min(1, menuCenter.y / Double(sheet.height)))
    }
    private var menuBackgroundTried = false

    /// The game's own theme, drawn into textures of `renderer` now (a few milliseconds); its
    /// wallpapers are drawn the first time a level shows each.
    @_spi(Benchmarks) public init(generatedOn renderer: Renderer, font: FontAtlas) {
        entry = ThemeEntry(name: ThemeCatalog.defaultName, format: .builtIn, folder: nil, fallbackFolder: nil)
        self.renderer = renderer
        bricks = GeneratedTheme.bricks(renderer)
        extras = GeneratedTheme.extras(renderer, font: font)
        paddle = GeneratedTheme.paddle(renderer)
        balls = GeneratedTheme.balls(renderer)
        shots = GeneratedTheme.shots(renderer)
        brickFileHeight = GeneratedTheme.brickHeight
        shadowOffset = GeneratedTheme.brickHeight / 4
        shotFrameMilliseconds = 80
        drawnWallpapers = GeneratedTheme.wallpapers
        wallpapersCover = true
    }

    /// The wallpaper for level `number` (0-based): a different one per level, in turn.
    func background(forLevel number: Int) -> SpriteSheet? {
        if drawnWallpapers > 0 {
            let index = ((number % drawnWallpapers) + drawnWallpapers) % drawnWallpapers
            if let drawn = backgroundSheets[index] { return drawn }
            let drawn = GeneratedTheme.wallpaper(index, renderer: renderer)
            backgroundSheets[index] = drawn
            return drawn
        }
        guard !backgroundFiles.isEmpty else { return nil }
        let index = ((number % backgroundFiles.count) + backgroundFiles.count) % backgroundFiles.count
        if let loaded = backgroundSheets[index] { return loaded }
        switch SpriteSheet.load(backgroundFiles[index], renderer: renderer, colourKey: .none) {
        case .success(let sheet):
            backgroundSheets[index] = sheet
            return sheet
        case .failure(let problem):
            problems.append(problem)
            backgroundFiles.remove(at: index)
            backgroundSheets = [:]
            return background(forLevel: number)
        }
    }

    // MARK: Loading

    private func readIni(_ folder: String) {
        let path = (folder as NSString).appendingPathComponent("theme.ini")
        // Read by `BoundedFile`: not Foundation's reader, which leaked a 4 KB buffer on an
        // empty file (the theme-ini fuzz target's LeakSanitizer found it) and waits on a pipe.
        let data: Data
        do {
            data = try BoundedFile.contents(of: path, limit: 256 * 1024)
        } catch .tooLarge {
            problems.append(ThemeProblem(file: path, message: "is larger than 256 KB or not text; using LBreakout2's sizes"))
            return
        } catch {
            problems.append(ThemeProblem(file: path, message: "cannot be read (\(error)); using LBreakout2's sizes"))
            return
        }
        guard let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .isoLatin1) else {
            problems.append(ThemeProblem(file: path, message: "is larger than 256 KB or not text; using LBreakout2's sizes"))
            return
        }
        var ini = ThemeIni(text: text, file: path)
        brickFileHeight = ini.integer("brickHeight", 1...1000, default: 20)
        _ = ini.integer("brickWidth", 1...2000, default: 40)
        shadowOffset = ini.integer("shadowOffset", 0...1000, default: 10)
        shotFrameMilliseconds = ini.integer("shotAnim.delay", 1...10_000, default: 200)
        explosionFrames = ini.integer("explAnim.frames", 1...64, default: 9)
        explosionFrameMilliseconds = ini.integer("explAnim.delay", 1...10_000, default: 50)
        weaponFrames = ini.integer("weaponAnim.frames", 1...64, default: 4)
        shineFrameMilliseconds = ini.integer("shineAnim.delay", 1...10_000, default: 50)
        // The HUD's font and colours (LBreakoutHD's fontNormal, fontColorNormal and
        // fontColorHighlight); the font file must be in the theme's folder or its fallback.
        if let name = ini.string("fontNormal.name"), !name.contains("/") {
            fontFile = locate(name).first
            if fontFile == nil { problems.append(ThemeProblem(file: path, message: "fontNormal: \(name) is not in the theme's folder; using the game's font")) }
        }
        func colour(_ block: String) -> Color? {
            guard ini.string("\(block).r") != nil else { return nil }
            let c = ["r", "g", "b", "a"].map { UInt8(ini.integer("\(block).\($0)", 0...255, default: 255)) }
            return Color(r: c[0], g: c[1], b: c[2], a: c[3])
        }
        textColour = colour("fontColorNormal")
        highlightColour = colour("fontColorHighlight")
        menuCenter = (Double(ini.integer("menu.centerX", 0...10_000, default: 180)),
                      Double(ini.integer("menu.centerY", 0...10_000, default: 350)))
        problems += ini.problems
    }

    /// The theme's file `name`, else its fallback folder's; nil when neither has one.
    private func locate(_ name: String) -> [String] {
        [entry.folder, entry.fallbackFolder].compactMap { $0 }
            .map { ($0 as NSString).appendingPathComponent(name) }
            .filter { FileManager.default.fileExists(atPath: $0) }
    }

    private func sheet(_ name: String, key: ColourKey = .black, cut: (SpriteSheet) -> SpriteSheet) -> SpriteSheet? {
        for path in locate(name) {
            switch SpriteSheet.load(path, renderer: renderer, colourKey: keysBlack ? key : .none) {
            case .success(let sheet): return cut(sheet)
            case .failure(let problem): problems.append(problem)
            }
        }
        return nil
    }

    /// back0, back1, ... (PNG before JPEG), consecutive, at most 10: the theme's own if it
    /// has back0, else the fallback folder's.
    private func findBackgrounds() -> [String] {
        for folder in [entry.folder, entry.fallbackFolder].compactMap({ $0 }) {
            var files: [String] = []
            for n in 0..<10 {
                let candidates = ["png", "jpg"].map { (folder as NSString).appendingPathComponent("back\(n).\($0)") }
                guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else { break }
                files.append(found)
            }
            if !files.isEmpty { return files }
        }
        return []
    }
}

/// Which colour of an image shows as transparent: none (images with alpha), black (most of
/// LBreakout2's), or the top-left pixel's (LBreakout2's paddles).
enum ColourKey {
    case none, black, topLeftPixel
    /// A colour given as red, green, blue (LBreakout2's frame: its right strip's top-right pixel).
    case rgb(UInt8, UInt8, UInt8)
}
