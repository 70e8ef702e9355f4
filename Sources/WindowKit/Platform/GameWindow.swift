import CSDL2
import Geometry

/// The window and its renderer: resizable, high-DPI aware (drawing is in points; the
/// renderer scales to pixels), vsync'd when the renderer supports it.
///
/// ```swift
/// let window = try GameWindow(title: "Breakout", size: Size(width: 800, height: 640))
/// window.clear(Color(r: 0, g: 0, b: 0))
/// window.present()
/// ```
public final class GameWindow {
    /// SDL's window (the platform's; screens draw through `renderer`).
    let window: OpaquePointer
    public let renderer: Renderer

    public struct Options: Sendable {
        public var fullscreen = false
        /// The software renderer (tests, the frame benchmark, machines without a GPU).
        public var software = false
        public var vsync = true
        /// Not shown on screen (tests and benchmarks under the dummy or offscreen drivers).
        public var hidden = false
        public init() {}
    }

    public init(title: String, size: Size, options: Options = Options()) throws(SDLError) {
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if options.fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        if options.hidden { flags |= SDL_WINDOW_HIDDEN.rawValue }
        guard let w = SDL_CreateWindow(title, SHIM_WINDOWPOS_CENTERED, SHIM_WINDOWPOS_CENTERED,
                                       Int32(size.width), Int32(size.height), flags) else {
            throw SDLError("SDL_CreateWindow")
        }
        var rendererFlags = options.software ? SDL_RENDERER_SOFTWARE.rawValue : SDL_RENDERER_ACCELERATED.rawValue
        if options.vsync && !options.software { rendererFlags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
        var r = SDL_CreateRenderer(w, -1, rendererFlags)
        if r == nil && !options.software {
            // No accelerated renderer here: fall back to software rather than fail.
            r = SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue)
        }
        guard let r else {
            SDL_DestroyWindow(w)
            throw SDLError("SDL_CreateRenderer")
        }
        window = w
        renderer = Renderer(r)
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND)
        SDL_SetWindowMinimumSize(w, 320, 260)
        syncScale()
    }

    /// Whether the window fills the screen (desktop fullscreen: the screen keeps its mode).
    public var isFullscreen: Bool {
        SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue == SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
    }

    /// Fills the screen or goes back to a window (F11 or Alt+Enter in the game).
    public func toggleFullscreen() {
        SDL_SetWindowFullscreen(window, isFullscreen ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
        syncScale()
    }

    /// What the pointer does over the window; set every frame, applied when it changes.
    /// SDL's dummy video driver has no relative mode: the mode is still kept (and motion
    /// still reports how far the mouse moved), and `relativeModeRefused` says so.
    public var pointerMode: PointerMode = .free {
        didSet { if pointerMode != oldValue { applyPointerMode() } }
    }

    /// The video driver turned relative mode down the last time it was asked for.
    private(set) var relativeModeRefused = false

    private func applyPointerMode() {
        let captured = pointerMode == .captured
        relativeModeRefused = SDL_SetRelativeMouseMode(captured ? SDL_TRUE : SDL_FALSE) != 0 && captured
        let confined: Bool
        switch pointerMode {
        case .free: confined = false
        case let .hidden(c): confined = c
        case .captured: confined = true
        }
        SDL_SetWindowGrab(window, confined ? SDL_TRUE : SDL_FALSE)
        _ = SDL_ShowCursor(pointerMode == .free ? SDL_ENABLE : SDL_DISABLE)
    }

    deinit {
        // The pointer is the desktop's again.
        if pointerMode != .free {
            SDL_SetRelativeMouseMode(SDL_FALSE)
            _ = SDL_ShowCursor(SDL_ENABLE)
        }
        SDL_DestroyRenderer(renderer.handle)
        SDL_DestroyWindow(window)
    }

    /// How much larger than the desktop's points the interface is drawn (a player's
    /// interface scale): the screens lay out in a window this much smaller and are drawn
    /// this much larger. Whatever is asked, the window stays at least 320 x 260 of its
    /// points, the smallest size every screen is laid out for (`effectiveInterfaceScale`).
    public var interfaceScale = 1.0 {
        didSet { if interfaceScale != oldValue { syncScale() } }
    }

    /// The interface scale in force at the window's present size: `interfaceScale`, less
    /// where the window is too small for it, and never below 1.
    public var effectiveInterfaceScale: Double {
        let d = desktopSize
        return max(1, min(interfaceScale, d.width / 320, d.height / 260))
    }

    /// The window's size in the desktop's points.
    var desktopSize: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return Size(width: Double(w), height: Double(h))
    }

    /// The window's size in points (what the game lays out in): the desktop's points over
    /// the interface scale.
    public var size: Size {
        let d = desktopSize, s = effectiveInterfaceScale
        return s == 1 ? d : Size(width: d.width / s, height: d.height / s)
    }

    /// The renderer's output in pixels (larger than `size` on high-DPI screens).
    public var pixelSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer.handle, &w, &h)
        return (Int(w), Int(h))
    }

    /// Pixels per point.
    public var scale: Double {
        let s = size
        return s.width > 0 ? Double(pixelSize.width) / s.width : 1
    }

    /// Makes drawing in points land on the right pixels (call after a resize).
    public func syncScale() {
        let s = Float(scale)
        SDL_RenderSetScale(renderer.handle, s, s)
    }

    /// Draws what follows `factor` times larger than points (a field scaled into its area);
    /// `syncScale()` goes back to points.
    public func scaleDrawing(by factor: Double) {
        let s = Float(scale * factor)
        SDL_RenderSetScale(renderer.handle, s, s)
    }

    public var title: String {
        get { String(cString: SDL_GetWindowTitle(window)) }
        set { SDL_SetWindowTitle(window, newValue) }
    }

    public func clear(_ color: Color) {
        renderer.clear(color)
    }

    public func present() { SDL_RenderPresent(renderer.handle) }

    /// The refresh rate of the display the window is on (Hz), or nil when SDL does not know
    /// it (some drivers report 0).
    public var displayRefreshRate: Int? {
        let display = SDL_GetWindowDisplayIndex(window)
        guard display >= 0 else { return nil }
        var mode = SDL_DisplayMode()
        guard SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 else { return nil }
        return Int(mode.refresh_rate)
    }

    /// The rendered pixels, 0xAARRGGBB, row by row, at pixel resolution.
    public func readPixels() throws(SDLError) -> (width: Int, height: Int, pixels: [UInt32]) {
        let (w, h) = pixelSize
        var pixels = [UInt32](repeating: 0, count: w * h)
        // Read in pixel units, whatever the drawing scale.
        SDL_RenderSetScale(renderer.handle, 1, 1)
        defer { syncScale() }
        let ok = pixels.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(renderer.handle, nil, SHIM_PIXELFORMAT_ARGB8888, buffer.baseAddress, Int32(w * 4)) == 0
        }
        guard ok else { throw SDLError("SDL_RenderReadPixels") }
        return (w, h, pixels)
    }

    /// Saves what was last rendered: a PNG file when the path ends in `.png`, else BMP.
    public func saveScreenshot(to path: String) throws(SDLError) {
        var (w, h, pixels) = try readPixels()
        let png = path.lowercased().hasSuffix(".png")
        let saved = pixels.withUnsafeMutableBytes { buffer -> Int32 in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(buffer.baseAddress, Int32(w), Int32(h), 32,
                                                                   Int32(w * 4), SHIM_PIXELFORMAT_ARGB8888) else { return -1 }
            defer { SDL_FreeSurface(surface) }
            return png ? IMG_SavePNG(surface, path) : shim_save_bmp(surface, path)
        }
        _ = (w, h)
        guard saved == 0 else { throw SDLError(png ? "IMG_SavePNG(\(path))" : "SDL_SaveBMP(\(path))") }
    }

    /// Asks for a new size in points (the player's own resize does this too); a
    /// `.resized` event follows.
    public func resize(to size: Size) {
        SDL_SetWindowSize(window, Int32(size.width), Int32(size.height))
    }
}
