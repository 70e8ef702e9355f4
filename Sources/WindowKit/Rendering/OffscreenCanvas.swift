import CSDL2

/// An image in memory drawn by SDL's software renderer, saved as PNG: the game's icon, or
/// anything drawn without a window. Geometry batches draw on `renderer` as on a window's.
///
/// ```swift
/// let canvas = try OffscreenCanvas(width: 256, height: 256)
/// canvas.clear(Color(r: 0, g: 0, b: 0, a: 0))
/// batch.draw(on: canvas.renderer)
/// try canvas.savePNG(to: "icon.png")
/// ```
public final class OffscreenCanvas {
    public let width: Int
    public let height: Int
    public let renderer: Renderer
    private let surface: UnsafeMutablePointer<SDL_Surface>

    public init(width: Int, height: Int) throws(SDLError) {
        guard width > 0, height > 0, width <= 8192, height <= 8192 else {
            throw SDLError(message: "OffscreenCanvas: \(width)x\(height) is outside 1...8192")
        }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SHIM_PIXELFORMAT_ARGB8888) else {
            throw SDLError("SDL_CreateRGBSurfaceWithFormat")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw SDLError("SDL_CreateSoftwareRenderer")
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        self.width = width
        self.height = height
        self.surface = surface
        self.renderer = Renderer(renderer)
    }

    deinit {
        SDL_DestroyRenderer(renderer.handle)
        SDL_FreeSurface(surface)
    }

    /// Fills the whole image (transparent with alpha 0), without blending.
    public func clear(_ color: Color) { renderer.clear(color) }

    /// The pixels, 0xAARRGGBB, row by row.
    public func pixels() -> [UInt32] {
        renderer.flush()
        var out = [UInt32](repeating: 0, count: width * height)
        let pitch = Int(surface.pointee.pitch) / 4
        let base = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<height {
            for x in 0..<width { out[y * width + x] = base[y * pitch + x] }
        }
        return out
    }

    /// Writes the image as a PNG file (SDL2_image), alpha included.
    public func savePNG(to path: String) throws(SDLError) {
        renderer.flush()
        guard IMG_SavePNG(surface, path) == 0 else { throw SDLError("IMG_SavePNG(\(path))") }
    }

    /// The image as `window`'s icon (the title bar, the task bar).
    public func setAsIcon(of window: GameWindow) {
        renderer.flush()
        SDL_SetWindowIcon(window.window, surface)
    }
}
