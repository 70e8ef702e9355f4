import CSDL2
import Foundation

/// One image of a theme as a texture (destroyed with the last sheet that uses it).
final class ThemeImage {
    let texture: OpaquePointer
    /// The image's size in the file's pixels.
    let width: Int
    let height: Int

    init(texture: OpaquePointer, width: Int, height: Int) {
        self.texture = texture
        self.width = width
        self.height = height
    }

    deinit { SDL_DestroyTexture(texture) }
}

/// A theme's image cut into equal tiles in rows: a brick sheet, the paddle's pieces, the
/// frames of an animation. Loaded with SDL2_image (PNG or JPEG); an LBreakout2 image shows
/// black as transparent (its colour key).
struct SpriteSheet {
    let image: ThemeImage
    /// One tile's size, in the file's pixels.
    let tileWidth: Int
    let tileHeight: Int

    init(image: ThemeImage, tileWidth: Int, tileHeight: Int) {
        self.image = image
        self.tileWidth = max(1, min(tileWidth, image.width))
        self.tileHeight = max(1, min(tileHeight, image.height))
    }

    var texture: OpaquePointer { image.texture }
    var width: Int { image.width }
    var height: Int { image.height }
    var columns: Int { max(1, width / tileWidth) }
    var rows: Int { max(1, height / tileHeight) }

    /// The same image cut into other tiles.
    func retiled(width tileWidth: Int, height tileHeight: Int) -> SpriteSheet {
        SpriteSheet(image: image, tileWidth: tileWidth, tileHeight: tileHeight)
    }

    /// Texture coordinates (u0, v0, u1, v1) of the tile at `column`, `row` (clamped to the sheet).
    func uv(column: Int, row: Int = 0) -> (Double, Double, Double, Double) {
        let c = min(max(column, 0), columns - 1), r = min(max(row, 0), rows - 1)
        return uv(x: c * tileWidth, y: r * tileHeight, width: tileWidth, height: tileHeight)
    }

    /// Texture coordinates of a pixel rectangle of the image.
    func uv(x: Int, y: Int, width w: Int, height h: Int) -> (Double, Double, Double, Double) {
        let fw = Double(width), fh = Double(height)
        return (Double(x) / fw, Double(y) / fh, Double(x + w) / fw, Double(y + h) / fh)
    }

    /// The image read from `path`, as a texture of `renderer`, or why not. Images larger than
    /// 8192 pixels a side are refused (a theme's largest is a 1920x1080 frame).
    /// `inspect` sees the pixels before they become a texture (a frame's hole is found there).
    static func load(_ path: String, renderer: OpaquePointer, colourKey: ColourKey,
                     tileWidth: Int? = nil, tileHeight: Int? = nil,
                     inspect: ((UnsafeMutablePointer<SDL_Surface>) -> Void)? = nil) -> Result<SpriteSheet, ThemeProblem> {
        let file = (path as NSString).lastPathComponent
        guard let surface = IMG_Load(path) else {
            let reason = String(cString: SDL_GetError())
            return .failure(ThemeProblem(file: path, message: "cannot be read as an image (\(reason)); using the fallback"))
        }
        defer { SDL_FreeSurface(surface) }
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h)
        guard w > 0, h > 0, w <= 8192, h <= 8192 else {
            return .failure(ThemeProblem(file: path, message: "\(w)x\(h) pixels is outside 1...8192 a side; using the fallback"))
        }
        inspect?(surface)
        switch colourKey {
        case .none: break
        case .black: SDL_SetColorKey(surface, 1, SDL_MapRGB(surface.pointee.format, 0, 0, 0))
        case .topLeftPixel: SDL_SetColorKey(surface, 1, topLeftPixel(of: surface))
        case let .rgb(r, g, b): SDL_SetColorKey(surface, 1, SDL_MapRGB(surface.pointee.format, r, g, b))
        }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
            return .failure(ThemeProblem(file: path, message: "no texture for \(file): \(String(cString: SDL_GetError()))"))
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        // Scaled smoothly: themes are drawn at every window size.
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        return .success(SpriteSheet(image: ThemeImage(texture: texture, width: w, height: h),
                                    tileWidth: tileWidth ?? w, tileHeight: tileHeight ?? h))
    }

    /// The colour of one pixel of the image at `path` (`x` = -1: the last column); nil when
    /// the image does not load.
    static func pixel(atPath path: String, x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8)? {
        guard let surface = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let converted = SDL_ConvertSurfaceFormat(surface, SHIM_PIXELFORMAT_ARGB8888, 0) else { return nil }
        defer { SDL_FreeSurface(converted) }
        let w = Int(converted.pointee.w), h = Int(converted.pointee.h)
        let column = x < 0 ? w + x : x
        guard column >= 0, column < w, y >= 0, y < h, let base = converted.pointee.pixels else { return nil }
        let value = (base + y * Int(converted.pointee.pitch)).assumingMemoryBound(to: UInt32.self)[column]
        return (UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }

    /// The raw value of the image's top-left pixel, in its own format.
    private static func topLeftPixel(of surface: UnsafeMutablePointer<SDL_Surface>) -> UInt32 {
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        guard let pixels = surface.pointee.pixels else { return 0 }
        let bytes = Int(surface.pointee.format.pointee.BytesPerPixel)
        let p = pixels.assumingMemoryBound(to: UInt8.self)
        var value: UInt32 = 0
        for k in 0..<min(bytes, 4) { value |= UInt32(p[k]) << (8 * UInt32(k)) }
        return value
    }
}
