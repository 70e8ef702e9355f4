import CSDL2
import Geometry

/// A layer of a frame that seldom changes (a field's wallpaper and bricks), drawn once into a
/// texture and copied from it while its draws stay the same: one opaque copy a frame instead
/// of every scaled, blended picture in it. On a machine without a GPU (Mesa's software
/// OpenGL) a scaled wallpaper alone costs several milliseconds a frame; the copy a fraction.
///
/// The layer must be drawn right after the window was cleared to `background`, and be the
/// only thing under `region`: the texture is cleared to the same colour, so the region's
/// pixels, copied without blending, are the very pixels the draws would have left there.
///
/// Whether the draws changed is learned as a still screen learns it (`FrameSignature`): they
/// run once as a dry run that only hashes, and for real only when the hash is new.
///
/// ```swift
/// window.clear(background)
/// layer.draw(region: field, background: background, on: renderer) {
///     wallpaper.draw(on: renderer, texture: sheet)
///     bricks.draw(on: renderer, texture: bricksSheet)
/// }
/// ```
public final class LayerCache {
    private var texture: Texture?
    /// The hash of the draws, region and scale the texture holds.
    private var key: UInt64 = 0
    /// Times the texture was drawn again (for tests).
    public private(set) var redraws = 0
    /// Whether the layer is copied from its texture (off: drawn directly, every frame).
    public var isEnabled = true

    public init() {}

    /// Draws the layer covering `region` (in points at the renderer's scale now), from the
    /// texture when `draws` hash as they did last time.
    public func draw(region: Rect, background: Color, on renderer: Renderer, _ draws: () -> Void) {
        let signature = renderer.signature
        guard isEnabled, region.width > 0, region.height > 0 else {
            draws()
            return
        }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer.handle, &width, &height)
        let scale = renderer.scale
        // The region in whole pixels, rounded outward: its edge pixels hold the background
        // where the draws do not reach, as the window's do.
        let x0 = max(0, Int((region.minX * scale).rounded(.down))), y0 = max(0, Int((region.minY * scale).rounded(.down)))
        let x1 = min(Int(width), Int((region.maxX * scale).rounded(.up))), y1 = min(Int(height), Int((region.maxY * scale).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return }

        // The draws' hash, apart from the frame's; the frame folds it in, in a dry run too,
        // so a dry run and the frame it stands for hash alike.
        let frameValue = signature.value, frameIsDry = signature.dryRun
        signature.begin(dryRun: true)
        signature.fold(UInt64(x0) << 48 | UInt64(y0) << 32 | UInt64(x1) << 16 | UInt64(y1))
        signature.fold(UInt64(width) << 32 | UInt64(height))
        signature.fold(scale.bitPattern)
        signature.fold(UInt64(background.r) << 24 | UInt64(background.g) << 16 | UInt64(background.b) << 8 | UInt64(background.a))
        draws()
        let layerKey = signature.value
        signature.restore(value: frameValue, dryRun: frameIsDry)
        signature.fold(5)
        signature.fold(layerKey)
        if frameIsDry { return }

        if texture == nil || texture!.width != Int(width) || texture!.height != Int(height) {
            texture = Texture.target(width: Int(width), height: Int(height), on: renderer)
            texture?.smooth = false
            key = 0
        }
        guard let texture else {
            // The renderer cannot draw into textures: every frame draws the layer itself.
            let value = signature.value
            draws()
            signature.restore(value: value, dryRun: false)
            return
        }
        if layerKey != key || key == 0 {
            redraw(into: texture, background: background, scale: scale, on: renderer, draws)
            key = layerKey
            redraws += 1
        }
        // One copy, pixel for pixel, without blending: the region is opaque (cleared to the
        // background first), so this is what the draws would have left on the window.
        var rect = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
        SDL_SetTextureBlendMode(texture.handle, SDL_BLENDMODE_NONE)
        SDL_RenderSetScale(renderer.handle, 1, 1)
        SDL_RenderCopy(renderer.handle, texture.handle, &rect, &rect)
        let s = Float(scale)
        SDL_RenderSetScale(renderer.handle, s, s)
        SDL_SetTextureBlendMode(texture.handle, SDL_BLENDMODE_BLEND)
    }

    /// Draws the layer into its texture at the window's scale, on the background.
    private func redraw(into texture: Texture, background: Color, scale: Double, on renderer: Renderer, _ draws: () -> Void) {
        let signature = renderer.signature
        let frameValue = signature.value
        let previous = SDL_GetRenderTarget(renderer.handle)
        SDL_SetRenderTarget(renderer.handle, texture.handle)
        // A target keeps its own scale (SDL puts the window's back when the target is reset).
        let s = Float(scale)
        SDL_RenderSetScale(renderer.handle, s, s)
        SDL_SetRenderDrawColor(renderer.handle, background.r, background.g, background.b, background.a)
        SDL_RenderClear(renderer.handle)
        draws()
        SDL_RenderFlush(renderer.handle)
        SDL_SetRenderTarget(renderer.handle, previous)
        SDL_RenderSetScale(renderer.handle, s, s)
        signature.restore(value: frameValue, dryRun: false)
    }
}
