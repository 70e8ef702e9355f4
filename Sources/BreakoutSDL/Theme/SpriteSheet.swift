import Foundation
import WindowKit

/// A theme's image cut into equal tiles in rows: a brick sheet, the paddle's pieces, the
/// frames of an animation. Loaded with SDL2_image (PNG or JPEG); an LBreakout2 image shows
/// black as transparent (its colour key).
struct SpriteSheet {
    /// The whole image (shared by the sheets cut from it; destroyed with the last).
    let texture: Texture
    /// One tile's size, in the file's pixels.
    let tileWidth: Int
    let tileHeight: Int

    init(texture: Texture, tileWidth: Int, tileHeight: Int) {
        self.texture = texture
        self.tileWidth = max(1, min(tileWidth, texture.width))
        self.tileHeight = max(1, min(tileHeight, texture.height))
    }

    var width: Int { texture.width }
    var height: Int { texture.height }
    var columns: Int { max(1, width / tileWidth) }
    var rows: Int { max(1, height / tileHeight) }

    /// The same image cut into other tiles.
    func retiled(width tileWidth: Int, height tileHeight: Int) -> SpriteSheet {
        SpriteSheet(texture: texture, tileWidth: tileWidth, tileHeight: tileHeight)
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
    /// `inspect` sees the picture before it becomes a texture (a frame's hole is found there).
    static func load(_ path: String, renderer: Renderer, colourKey: ColourKey,
                     tileWidth: Int? = nil, tileHeight: Int? = nil,
                     inspect: ((Image) -> Void)? = nil) -> Result<SpriteSheet, ThemeProblem> {
        let file = (path as NSString).lastPathComponent
        let image: Image
        do { image = try Image(contentsOf: path) } catch {
            return .failure(ThemeProblem(file: path, message: "cannot be read as an image (\(error.message)); using the fallback"))
        }
        let w = image.width, h = image.height
        guard w > 0, h > 0, w <= 8192, h <= 8192 else {
            return .failure(ThemeProblem(file: path, message: "\(w)x\(h) pixels is outside 1...8192 a side; using the fallback"))
        }
        inspect?(image)
        switch colourKey {
        case .none: break
        case .black: image.makeTransparent(red: 0, green: 0, blue: 0)
        case .topLeftPixel: image.makeTopLeftPixelTransparent()
        case let .rgb(r, g, b): image.makeTransparent(red: r, green: g, blue: b)
        }
        let texture: Texture
        do { texture = try image.texture(on: renderer) } catch {
            return .failure(ThemeProblem(file: path, message: "no texture for \(file): \(error.message)"))
        }
        // Scaled smoothly: themes are drawn at every window size.
        texture.smooth = true
        return .success(SpriteSheet(texture: texture, tileWidth: tileWidth ?? w, tileHeight: tileHeight ?? h))
    }

    /// The colour of one pixel of the image at `path` (`x` = -1: the last column); nil when
    /// the image does not load.
    static func pixel(atPath path: String, x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8)? {
        guard let image = try? Image(contentsOf: path), let pixels = image.argbPixels() else { return nil }
        let w = image.width, h = image.height
        let column = x < 0 ? w + x : x
        guard column >= 0, column < w, y >= 0, y < h else { return nil }
        let value = pixels[y * w + column]
        return (UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }
}
