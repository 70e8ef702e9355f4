import CSDL2
import Geometry

/// Where drawing goes: a window's renderer, or an offscreen canvas's. It does not own what
/// it draws on (the window or the canvas does); batches and textures draw through it.
///
/// ```swift
/// window.renderer.clear(Palette.background)
/// shapes.draw(on: window.renderer)
/// text.draw(on: window.renderer, texture: font.texture)
/// ```
public struct Renderer: Hashable {
    let handle: OpaquePointer
    /// What the current frame has drawn (`FrameSignature`), shared by every copy.
    public let signature: FrameSignature

    init(_ handle: OpaquePointer) {
        self.handle = handle
        signature = FrameSignature()
    }

    public static func == (a: Renderer, b: Renderer) -> Bool { a.handle == b.handle }
    public func hash(into hasher: inout Hasher) { hasher.combine(handle) }

    /// Fills everything drawn on (the current target) with `color`, without blending.
    public func clear(_ color: Color) {
        signature.fold(1)
        signature.fold(UInt64(color.r) << 24 | UInt64(color.g) << 16 | UInt64(color.b) << 8 | UInt64(color.a))
        if signature.dryRun { return }
        SDL_SetRenderDrawColor(handle, color.r, color.g, color.b, color.a)
        SDL_RenderClear(handle)
    }

    /// Sends what is batched in SDL to the target now (before reading its pixels or
    /// drawing the target's texture elsewhere).
    public func flush() { SDL_RenderFlush(handle) }

    /// Points to pixels: what is drawn next is this many times larger.
    public var scale: Double {
        get {
            var sx: Float = 1, sy: Float = 1
            SDL_RenderGetScale(handle, &sx, &sy)
            return Double(sx)
        }
        nonmutating set {
            signature.fold(4)
            signature.fold(newValue.bitPattern)
            SDL_RenderSetScale(handle, Float(newValue), Float(newValue))
        }
    }

    /// Draws what follows into `texture` (made with `Texture.target`), or back on the
    /// window or canvas for nil.
    public func setTarget(_ texture: Texture?) {
        signature.fold(3)
        signature.fold(texture?.serial ?? 0)
        if signature.dryRun { return }
        SDL_SetRenderTarget(handle, texture?.handle)
    }

    /// A texture of `width` by `height` pixels drawn by `draw`, on a transparent start, at
    /// scale 1; the target and scale in force before are put back after. Nil when SDL cannot
    /// make it (the renderer cannot draw into textures).
    /// (It draws for real in a dry run too: a texture is made once and kept.)
    public func drawTexture(width: Int, height: Int, _ draw: () -> Void) -> Texture? {
        guard let target = Texture.target(width: width, height: height, on: self) else { return nil }
        let dry = signature.dryRun
        let value = signature.value
        signature.begin(dryRun: false)
        defer { signature.restore(value: value, dryRun: dry) }
        let previous = SDL_GetRenderTarget(handle)
        let previousScale = scale
        SDL_SetRenderTarget(handle, target.handle)
        scale = 1
        clear(Color(r: 0, g: 0, b: 0, a: 0))
        draw()
        flush()
        SDL_SetRenderTarget(handle, previous)
        scale = previousScale
        target.smooth = true
        return target
    }
}
