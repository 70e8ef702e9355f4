import Dynamics
import Foundation
import WindowKit

/// What loading a theme a player downloaded must hold to, checked on one input: the fuzz
/// targets `theme-ini` and `theme-sheet` (`Fuzz/`, libFuzzer with AddressSanitizer) build a
/// theme folder from each input and load it as a player's theme, on SDL's dummy video driver
/// and software renderer; `ThemeFilesTests` runs the seeds. Each returns nil when the theme
/// was handled as it should be, else what went wrong.
///
/// ```swift
/// ThemeChecks.themeIni(Data("brickHeight = 30\n".utf8))   // nil
/// ```
@_spi(Fuzzing) public enum ThemeChecks {
    /// SDL on the dummy driver, and a hidden window's software renderer, made once.
    nonisolated(unsafe) private static var made: (session: SDLSession, window: GameWindow)?

    private static func renderer() -> Renderer? {
        if made == nil, let session = try? SDLSession.start(videoDriver: "dummy", audioDriver: "dummy") {
            var options = GameWindow.Options()
            options.software = true
            options.hidden = true
            if let window = try? GameWindow(title: "theme check", size: Size(width: 64, height: 64), options: options) {
                made = (session, window)
            }
        }
        return made?.window.renderer
    }

    /// A fresh folder for one input's theme.
    private static func folder() -> String {
        let path = NSTemporaryDirectory() + "breakout-theme-check-\(getpid())"
        try? FileManager.default.removeItem(atPath: path)
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// `theme.ini` from the input: every problem names the file (and a line of it, when it
    /// has one), and every value read stays in its range.
    public static func themeIni(_ data: Data) -> String? {
        guard let renderer = renderer() else { return nil }   // no SDL: nothing to check
        return themeIni(data, renderer: renderer)
    }

    /// The same on a renderer the caller has (the tests' window).
    static func themeIni(_ data: Data, renderer: Renderer) -> String? {
        let folder = folder()
        let ini = (folder as NSString).appendingPathComponent("theme.ini")
        _ = FileManager.default.createFile(atPath: ini, contents: data)
        let sprites = ThemeSprites(entry: ThemeEntry(name: "fuzz", format: .lbreakoutHD, folder: folder, fallbackFolder: nil), renderer: renderer)
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).count
        for problem in sprites.problems {
            guard problem.file.hasPrefix(folder) else { return "theme.ini: a problem that does not name a file of the theme: \(problem)" }
            if let line = problem.line, line < 1 || line > max(lines, 1) + 1 { return "theme.ini: a problem on line \(line) of \(lines): \(problem)" }
        }
        if !(1...64).contains(sprites.explosionFrames) || !(1...64).contains(sprites.weaponFrames) || !(1...1000).contains(sprites.brickFileHeight) {
            return "theme.ini: a value outside its range was taken"
        }
        return nil
    }

    /// Every sprite sheet of a theme is one PNG of the size and pixels the input gives (1 to
    /// 2,048 pixels wide, or past the 8,192 limit; 1 to 64 tall), with animation frame counts
    /// the input gives too (some out of range): each sheet loads or is refused with a
    /// problem naming it, and every tile of a loaded sheet lies inside its picture.
    public static func themeSheet(_ data: Data) -> String? {
        guard let renderer = renderer() else { return nil }
        return themeSheet(data, renderer: renderer)
    }

    static func themeSheet(_ data: Data, renderer: Renderer) -> String? {
        let bytes = [UInt8](data)
        func byte(_ k: Int) -> Int { bytes.isEmpty ? 0 : Int(bytes[k % bytes.count]) }
        let huge = byte(0) & 0x80 != 0 && byte(1) & 0x80 != 0
        let width = huge ? 8190 + byte(2) % 6 : 1 + (byte(0) << 8 | byte(1)) % 2048
        let height = 1 + byte(3) % 64
        let pixels = (0..<(width * height)).map { k -> UInt32 in
            UInt32(byte(4 + k * 3)) << 16 | UInt32(byte(5 + k * 3)) << 8 | UInt32(byte(6 + k * 3)) | (byte(k) & 1 == 0 ? 0xFF00_0000 : 0)
        }
        let folder = folder()
        let first = (folder as NSString).appendingPathComponent("bricks.png")
        do { try Image(width: width, height: height, argbPixels: pixels).savePNG(to: first) } catch { return nil }
        let names = ["extras.png", "paddle.png", "ball.png", "shot.png", "explosions.png", "life.png", "warp.png", "weapon.png", "shine.png", "frame.png"]
        for name in names { try? FileManager.default.copyItem(atPath: first, toPath: (folder as NSString).appendingPathComponent(name)) }
        let ini = "explAnim {\n\tframes = \(byte(7) % 70)\n}\nweaponAnim {\n\tframes = \(byte(8) % 70)\n}\n"
        _ = FileManager.default.createFile(atPath: (folder as NSString).appendingPathComponent("theme.ini"), contents: Data(ini.utf8))
        let sprites = ThemeSprites(entry: ThemeEntry(name: "fuzz", format: .lbreakoutHD, folder: folder, fallbackFolder: nil), renderer: renderer)
        let sheets: [(String, SpriteSheet?)] = [("bricks", sprites.bricks), ("extras", sprites.extras), ("paddle", sprites.paddle),
                                                ("ball", sprites.balls), ("shot", sprites.shots), ("explosions", sprites.explosions),
                                                ("life", sprites.life), ("warp", sprites.warp), ("weapon", sprites.weapon), ("shine", sprites.shine)]
        for (name, sheet) in sheets {
            guard let sheet else {
                if width <= 8192 { return "\(name).png: a \(width)x\(height) sheet did not load: \(sprites.problems)" }
                guard sprites.problems.contains(where: { $0.file.hasSuffix("\(name).png") }) else { return "\(name).png: refused without a problem naming it" }
                continue
            }
            guard sheet.tileWidth >= 1, sheet.tileHeight >= 1, sheet.columns * sheet.tileWidth <= sheet.width,
                  sheet.rows * sheet.tileHeight <= sheet.height else {
                return "\(name).png: \(sheet.width)x\(sheet.height) cut into \(sheet.columns)x\(sheet.rows) tiles of \(sheet.tileWidth)x\(sheet.tileHeight)"
            }
            for row in -1...sheet.rows {
                for column in [-1, 0, sheet.columns - 1, sheet.columns, Int.max / 2] {
                    let (u0, v0, u1, v1) = sheet.uv(column: column, row: row)
                    guard [u0, v0, u1, v1].allSatisfy({ (0...1).contains($0) }), u0 < u1, v0 < v1 else {
                        return "\(name).png: tile (\(column), \(row)) of \(sheet.columns)x\(sheet.rows) has texture coordinates \((u0, v0, u1, v1))"
                    }
                }
            }
        }
        return nil
    }
}
