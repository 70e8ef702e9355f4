import Dynamics
import Foundation
import WindowKit

/// What loading a theme a player downloaded must hold to, checked on one input: the fuzz
/// targets `theme-ini`, `theme-sheet` and `theme-sounds` (`Fuzz/`, libFuzzer with
/// AddressSanitizer) build a theme folder from each input and load it as a player's theme, on
/// SDL's dummy drivers and software renderer; `ThemeFuzzRegressionTests` runs the seeds. Each returns nil when the theme
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
    @_spi(Fuzzing) public static func themeIni(_ data: Data) -> String? {
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
    @_spi(Fuzzing) public static func themeSheet(_ data: Data) -> String? {
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

    /// A theme's `brickhit.wav` from the input: the input's bytes as they are, or (most of
    /// the time, so the fuzzer gets past the header) a RIFF header whose format, channels,
    /// rate, bits and lengths the input picks, some of them lies, followed by the rest of the
    /// input. The recording reads or is refused with a problem naming it; what reads is
    /// 1 to `ThemeSounds.maxSeconds` of samples within -1...1; loading the theme's sounds
    /// reads the file once and plays what it read.
    @_spi(Fuzzing) public static func themeSounds(_ data: Data) -> String? {
        guard let renderer = renderer() else { return nil }   // SDL is up: its WAV reader and resampler
        return themeSounds(data, renderer: renderer)
    }

    /// The same where the caller has SDL up (the tests' window; the renderer is not drawn on).
    static func themeSounds(_ data: Data, renderer: Renderer) -> String? {
        let folder = folder()
        let path = (folder as NSString).appendingPathComponent("brickhit.wav")
        _ = FileManager.default.createFile(atPath: path, contents: Data(wav(from: [UInt8](data))))
        let rate = SoundBank.standardSampleRate
        let read = ThemeSounds.read(path, sampleRate: rate)
        switch read {
        case let .success(samples):
            guard (1...Int(ThemeSounds.maxSeconds * Double(rate))).contains(samples.count) else { return "brickhit.wav: \(samples.count) samples read" }
            guard samples.allSatisfy({ $0.isFinite && (-1...1).contains($0) }) else { return "brickhit.wav: a sample outside -1...1" }
        case let .failure(problem):
            guard problem.file == path, !problem.message.isEmpty else { return "brickhit.wav: a problem that does not name it: \(problem)" }
        }
        let entry = ThemeEntry(name: "fuzz", format: .lbreakoutHD, folder: folder, fallbackFolder: nil)
        let (bank, problems) = ThemeSounds.apply(entry, to: .empty)
        switch read {
        case let .success(samples):
            guard problems.isEmpty else { return "brickhit.wav read alone but not in the theme: \(problems)" }
            guard bank.samples(for: SoundRequest(.brick, pitchStep: 0)) == samples else { return "brickhit.wav: the theme plays other samples than it read" }
        case .failure:
            guard problems.count == 1, problems[0].file == path else { return "brickhit.wav: refused with \(problems.count) problems: \(problems)" }
        }
        return nil
    }

    /// The file `themeSounds` writes for `bytes`.
    static func wav(from bytes: [UInt8]) -> [UInt8] {
        guard let mode = bytes.first, mode % 4 != 0 else { return Array(bytes.dropFirst()) }
        var header = Array(bytes.dropFirst().prefix(16))
        header += [UInt8](repeating: 0, count: 16 - header.count)
        let payload = Array(bytes.dropFirst(17))
        func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
        func le32(_ v: Int) -> [UInt8] { le16(v & 0xFFFF) + le16(v >> 16 & 0xFFFF) }
        func field(_ k: Int) -> Int { Int(header[k]) }
        let formats = [1, 3, 2, 0x11, 6, 7, 0xFFFE, field(0) << 8 | field(1)]
        let format = formats[field(0) % formats.count]
        let channels = field(2) % 16 == 0 ? field(3) : 1 + field(2) % 2
        let rates = [8_000, 11_025, 22_050, 44_100, 48_000, 1 + field(5), field(5) << 24 | field(6) << 16 | field(7) << 8 | field(8)]
        let rate = rates[field(4) % rates.count]
        let bitChoices = [8, 16, 24, 32, 4, field(10)]
        let bits = bitChoices[field(9) % bitChoices.count]
        let blockAlign = field(11) % 8 == 0 ? field(12) : max(1, channels * bits / 8)
        let lies = field(13)
        let dataLength = lies & 1 == 0 ? payload.count : field(14) << 8 | field(15)
        var fmt = le16(format) + le16(channels) + le32(rate) + le32(rate * blockAlign) + le16(blockAlign) + le16(bits)
        if lies & 2 != 0 { fmt += le16(0) }   // a cbSize, as ADPCM headers have
        let body = Array("WAVE".utf8) + Array("fmt ".utf8) + le32(fmt.count) + fmt + Array("data".utf8) + le32(dataLength) + payload
        let riffLength = lies & 4 == 0 ? body.count : field(14)
        return Array("RIFF".utf8) + le32(riffLength) + body
    }
}
