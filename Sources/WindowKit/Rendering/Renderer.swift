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

    init(_ handle: OpaquePointer) { self.handle = handle }

    /// Fills everything drawn on (the current target) with `color`, without blending.
    public func clear(_ color: Color) {
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
        nonmutating set { SDL_RenderSetScale(handle, Float(newValue), Float(newValue)) }
    }

    /// Draws what follows into `texture` (made with `Texture.target`), or back on the
    /// window or canvas for nil.
    public func setTarget(_ texture: Texture?) { SDL_SetRenderTarget(handle, texture?.handle) }

    /// A texture of `width` by `height` pixels drawn by `draw`, on a transparent start, at
    /// scale 1; the target and scale in force before are put back after. Nil when SDL cannot
    /// make it (the renderer cannot draw into textures).
    public func drawTexture(width: Int, height: Int, _ draw: () -> Void) -> Texture? {
        guard let target = Texture.target(width: width, height: height, on: self) else { return nil }
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
