import CSDL2

/// An image the renderer draws from: a theme's sheet, a font's glyphs, a picture drawn
/// once. Destroyed with the last reference to it. Textured geometry samples it
/// (`GeometryBatch.draw(on:texture:)`), blended by its alpha.
///
/// ```swift
/// let sheet = try Image(contentsOf: "bricks.png").texture(on: window.renderer)
/// quads.draw(on: window.renderer, texture: sheet)
/// ```
public final class Texture {
    let handle: OpaquePointer
    /// The size in pixels.
    public let width: Int
    public let height: Int
    /// A number no other texture of this process has (`FrameSignature` hashes it: a handle
    /// can be reused by a new texture once the old one is gone).
    let serial: UInt64
    nonisolated(unsafe) private static var made: UInt64 = 0

    init(handle: OpaquePointer, width: Int, height: Int) {
        self.handle = handle
        self.width = width
        self.height = height
        Texture.made += 1
        serial = Texture.made
        SDL_SetTextureBlendMode(handle, SDL_BLENDMODE_BLEND)
    }

    deinit { SDL_DestroyTexture(handle) }

    /// A texture the renderer can draw into (`Renderer.setTarget`), transparent where
    /// nothing is drawn; nil when the renderer cannot.
    public static func target(width: Int, height: Int, on renderer: Renderer) -> Texture? {
        guard width > 0, height > 0,
              let handle = SDL_CreateTexture(renderer.handle, SHIM_PIXELFORMAT_ARGB8888, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                             Int32(width), Int32(height)) else { return nil }
        return Texture(handle: handle, width: width, height: height)
    }

    /// A texture holding `pixels` (0xAARRGGBB, row by row, `width` a row).
    static func pixels(_ pixels: [UInt32], width: Int, height: Int, on renderer: Renderer) throws(SDLError) -> Texture {
        guard let handle = SDL_CreateTexture(renderer.handle, SHIM_PIXELFORMAT_ARGB8888, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                             Int32(width), Int32(height)) else {
            throw SDLError("SDL_CreateTexture(\(width)x\(height))")
        }
        pixels.withUnsafeBytes { buffer in _ = SDL_UpdateTexture(handle, nil, buffer.baseAddress, Int32(width * 4)) }
        return Texture(handle: handle, width: width, height: height)
    }

    /// Smooth (linear) scaling, for pictures drawn at every window size; off, the nearest
    /// pixel (the renderer's default, or the hint's).
    public var smooth: Bool {
        get {
            var mode = SDL_ScaleModeNearest
            SDL_GetTextureScaleMode(handle, &mode)
            return mode != SDL_ScaleModeNearest
        }
        set { SDL_SetTextureScaleMode(handle, newValue ? SDL_ScaleModeLinear : SDL_ScaleModeNearest) }
    }
}
