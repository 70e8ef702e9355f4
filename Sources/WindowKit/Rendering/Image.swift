import CSDL2
import Geometry

/// A picture in memory, read from a PNG, JPEG or BMP file (SDL2_image), before it becomes a
/// texture: its pixels can be read (a frame's transparent hole) and a colour made
/// transparent (an LBreakout2 sheet's black).
///
/// ```swift
/// let image = try Image(contentsOf: "bricks.png")
/// image.makeTransparent(red: 0, green: 0, blue: 0)
/// let texture = try image.texture(on: window.renderer)
/// ```
public final class Image {
    private let surface: UnsafeMutablePointer<SDL_Surface>

    /// The file's picture, or an error with SDL2_image's reason. A path that is not a regular
    /// file is refused before SDL opens it (a named pipe would keep it waiting for ever).
    public init(contentsOf path: String) throws(SDLError) {
        if let what = PathKind.notAFile(path) {
            throw SDLError(message: "\(path) is \(what), not an image file")
        }
        guard let surface = IMG_Load(path) else {
            throw SDLError(message: String(cString: SDL_GetError()))
        }
        self.surface = surface
    }

    /// A picture of `width` by `height` pixels holding `argbPixels` (0xAARRGGBB, row by row).
    public init(width: Int, height: Int, argbPixels: [UInt32]) throws(SDLError) {
        guard width > 0, height > 0, argbPixels.count == width * height,
              let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SHIM_PIXELFORMAT_ARGB8888) else {
            throw SDLError(message: "Image: \(argbPixels.count) pixels do not make \(width)x\(height), or SDL has no memory")
        }
        let pitch = Int(surface.pointee.pitch)
        for y in 0..<height {
            let row = (surface.pointee.pixels! + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { row[x] = argbPixels[y * width + x] }
        }
        self.surface = surface
    }

    deinit { SDL_FreeSurface(surface) }

    /// Writes the picture as a PNG file (a theme made by a test or a fuzz target).
    public func savePNG(to path: String) throws(SDLError) {
        guard IMG_SavePNG(surface, path) == 0 else { throw SDLError("IMG_SavePNG(\(path))") }
    }

    public var width: Int { Int(surface.pointee.w) }
    public var height: Int { Int(surface.pointee.h) }

    /// The pixels as 0xAARRGGBB, row by row (converted from the file's format; opaque
    /// formats read alpha 255); nil when SDL cannot convert them.
    public func argbPixels() -> [UInt32]? {
        guard let converted = SDL_ConvertSurfaceFormat(surface, SHIM_PIXELFORMAT_ARGB8888, 0) else { return nil }
        defer { SDL_FreeSurface(converted) }
        SDL_LockSurface(converted)
        defer { SDL_UnlockSurface(converted) }
        guard let base = converted.pointee.pixels else { return nil }
        let w = Int(converted.pointee.w), h = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        var out = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w { out[y * w + x] = row[x] }
        }
        return out
    }

    /// Pixels of exactly this colour are drawn transparent (SDL's colour key).
    public func makeTransparent(red: UInt8, green: UInt8, blue: UInt8) {
        SDL_SetColorKey(surface, 1, SDL_MapRGB(surface.pointee.format, red, green, blue))
    }

    /// Pixels of the top-left pixel's exact value (in the file's own format) are drawn
    /// transparent, as LBreakout2 keys some of its sheets.
    public func makeTopLeftPixelTransparent() {
        SDL_LockSurface(surface)
        var value: UInt32 = 0
        if let pixels = surface.pointee.pixels {
            let bytes = Int(surface.pointee.format.pointee.BytesPerPixel)
            let p = pixels.assumingMemoryBound(to: UInt8.self)
            for k in 0..<min(bytes, 4) { value |= UInt32(p[k]) << (8 * UInt32(k)) }
        }
        SDL_UnlockSurface(surface)
        SDL_SetColorKey(surface, 1, value)
    }

    /// The picture as a texture of `renderer`, blended by alpha and the colour key.
    public func texture(on renderer: Renderer) throws(SDLError) -> Texture {
        guard let handle = SDL_CreateTextureFromSurface(renderer.handle, surface) else {
            throw SDLError(message: String(cString: SDL_GetError()))
        }
        return Texture(handle: handle, width: width, height: height)
    }
}
