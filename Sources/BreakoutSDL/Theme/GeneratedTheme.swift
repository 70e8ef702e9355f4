import Breakout
import Dynamics
import Foundation
import WindowKit

/// The game's own theme, drawn by its code once when the window opens, into textures laid
/// out as an LBreakout theme's sheets, so one renderer draws both: bevelled bricks with a
/// gradient face and a highlight in LBreakout2's tile order, a capsule icon for each extra,
/// a paddle with end caps in three states, shaded balls for each ball extra, laser shots,
/// and a wallpaper per level (gradients, stripes, dots, rings, a lattice and a starfield),
/// made the first time a level shows it. Nothing is read from a file.
enum GeneratedTheme {
    /// A tile's size in the generated sheets (pixels): bricks and extras 2:1, as LBreakout's.
    static let brickWidth = 80, brickHeight = 40
    static let square = 40
    static let wallpapers = 6

    /// Renders `draw`'s geometry into a new transparent texture of `renderer`.
    static func texture(_ renderer: Renderer, width: Int, height: Int, font: FontAtlas?,
                        draw: (inout GeometryBatch, inout GeometryBatch) -> Void) -> Texture? {
        renderer.drawTexture(width: width, height: height) {
            var shapes = GeometryBatch(), text = GeometryBatch()
            draw(&shapes, &text)
            shapes.draw(on: renderer)
            if let font { text.draw(on: renderer, texture: font.texture) }
        }
    }

    // MARK: Bricks

    /// The face colour of each of the 21 brick tiles (LBreakout2's ids; nil: left empty).
    static func brickColour(_ tile: Int) -> Color? {
        switch tile {
        case 0: return Palette.indestructible
        case 1: return Color(hex: 0xA7AEC2)
        case 2: return Color(hex: 0x8E5CC8)
        case 3...5: return Color(hex: 0xC9D6EA).mixed(with: Color(hex: 0x3E5C8A), Double(tile - 3) / 2)
        case 7...9: return Color(hex: 0x8FF0DA).mixed(with: Color(hex: 0x1E8C7A), Double(tile - 7) / 2)
        case 10...17: return Palette.tints[tile - 10]
        case 18: return Palette.explosive
        case 19: return Color(hex: 0x66C26A)
        default: return nil
        }
    }

    static func bricks(_ renderer: Renderer) -> SpriteSheet? {
        let w = Double(brickWidth), h = Double(brickHeight)
        let image = texture(renderer, width: brickWidth * 21, height: brickHeight, font: nil) { shapes, _ in
            for tile in 0..<21 {
                guard let colour = brickColour(tile) else { continue }
                let r = Rect(x: Double(tile) * w + 1, y: 1, width: w - 2, height: h - 2)
                brick(r, colour: colour, into: &shapes)
                mark(tile, in: r, into: &shapes)
            }
        }
        return image.map { SpriteSheet(texture: $0, tileWidth: brickWidth, tileHeight: brickHeight) }
    }

    /// A bevelled brick: a face lighter at the top, light top and left edges, dark bottom and
    /// right edges, and a highlight along the top.
    static func brick(_ r: Rect, colour: Color, into shapes: inout GeometryBatch) {
        let bevel = r.height * 0.16
        shapes.quad(r, colors: (colour.mixed(with: .white, 0.18), colour.mixed(with: .white, 0.18),
                                colour.mixed(with: .black, 0.2), colour.mixed(with: .black, 0.2)))
        let light = colour.mixed(with: .white, 0.55), dark = colour.mixed(with: .black, 0.45)
        shapes.polygon4((Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                         Point(x: r.maxX - bevel, y: r.minY + bevel), Point(x: r.minX + bevel, y: r.minY + bevel)), color: light)
        shapes.polygon4((Point(x: r.minX, y: r.minY), Point(x: r.minX + bevel, y: r.minY + bevel),
                         Point(x: r.minX + bevel, y: r.maxY - bevel), Point(x: r.minX, y: r.maxY)), color: light.mixed(with: colour, 0.35))
        shapes.polygon4((Point(x: r.minX, y: r.maxY), Point(x: r.minX + bevel, y: r.maxY - bevel),
                         Point(x: r.maxX - bevel, y: r.maxY - bevel), Point(x: r.maxX, y: r.maxY)), color: dark)
        shapes.polygon4((Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY),
                         Point(x: r.maxX - bevel, y: r.maxY - bevel), Point(x: r.maxX - bevel, y: r.minY + bevel)),
                        color: dark.mixed(with: colour, 0.35))
        shapes.rect(Rect(x: r.minX + bevel * 1.5, y: r.minY + bevel * 1.4, width: r.width - bevel * 3, height: max(1, r.height * 0.1)),
                    color: Color.white.withAlpha(0.45))
    }

    /// What sets a tile's brick apart: rivets on walls, a zigzag, pips for the hits left, a
    /// core, a cross.
    private static func mark(_ tile: Int, in r: Rect, into shapes: inout GeometryBatch) {
        let c = r.center, ink = Color.white.withAlpha(0.85)
        switch tile {
        case 0, 1:
            for (dx, dy) in [(-0.36, -0.24), (0.36, -0.24), (-0.36, 0.24), (0.36, 0.24)] {
                shapes.circle(center: Point(x: c.x + dx * r.width, y: c.y + dy * r.height), radius: r.height * 0.07,
                              color: tile == 0 ? Color.black.withAlpha(0.5) : Color.white.withAlpha(0.5))
            }
        case 2:
            let w = r.width * 0.6, h = r.height * 0.2
            for k in 0..<4 {
                let x0 = c.x - w / 2 + w * Double(k) / 4, up = k % 2 == 0
                shapes.line(from: Point(x: x0, y: c.y + (up ? h : -h)), to: Point(x: x0 + w / 4, y: c.y + (up ? -h : h)), width: 3, color: ink)
            }
        case 3...5, 7...9:
            let n = tile <= 5 ? tile - 2 : tile - 6
            for k in 0..<n {
                shapes.circle(center: Point(x: c.x + (Double(k) - Double(n - 1) / 2) * r.height * 0.45, y: c.y + r.height * 0.05),
                              radius: r.height * 0.1, color: ink)
            }
        case 18:
            shapes.circle(center: c, radius: r.height * 0.26, color: Palette.accent, rim: Color(hex: 0xFFF2B0))
        case 19:
            let arm = r.height * 0.26
            shapes.rect(Rect(x: c.x - arm, y: c.y - 2, width: 2 * arm, height: 4), color: ink)
            shapes.rect(Rect(x: c.x - 2, y: c.y - arm, width: 4, height: 2 * arm), color: ink)
        default:
            break
        }
    }

    // MARK: Extras, paddle, balls, shots

    /// Every extra's capsule in `ThemeTiles.extra`'s order: its colour, shaded, and its label.
    static func extras(_ renderer: Renderer, font: FontAtlas) -> SpriteSheet? {
        let w = Double(brickWidth), h = Double(brickHeight)
        let image = texture(renderer, width: brickWidth * 30, height: brickHeight, font: font) { shapes, text in
            for extra in Extra.allCases {
                let tile = ThemeTiles.extra(extra)
                let r = Rect(x: Double(tile) * w + 3, y: 5, width: w - 6, height: h - 10)
                let colour = Palette.extra(extra)
                shapes.roundedRect(r, radius: r.height / 2, color: colour.mixed(with: .black, 0.35))
                shapes.roundedRect(r.insetBy(dx: 2, dy: 2), radius: r.height / 2 - 2, color: colour)
                shapes.roundedRect(Rect(x: r.minX + r.height * 0.35, y: r.minY + 4, width: r.width - r.height * 0.7, height: r.height * 0.28),
                                   radius: r.height * 0.14, color: Color.white.withAlpha(0.4))
                // As large as the capsule allows: on the field the tile is drawn at half its size.
                let label = Palette.label(extra)
                let size = min(r.height * 0.86, r.height * 0.86 * (r.width - r.height * 0.5) / max(1, font.width(of: label, height: r.height * 0.86)))
                font.layoutCentered(label, at: Point(x: r.midX, y: r.midY + 1), height: size, color: Palette.hudBand, into: &text)
            }
        }
        return image.map { SpriteSheet(texture: $0, tileWidth: brickWidth, tileHeight: brickHeight) }
    }

    /// Three rows (normal, sticky, frozen) of a left cap, a middle and a right cap.
    static func paddle(_ renderer: Renderer) -> SpriteSheet? {
        let s = Double(square)
        let bodies = [Palette.paddle, Palette.paddle.mixed(with: Color(hex: 0x7CFC7C), 0.55), Color(hex: 0xE8F8FF)]
        let image = texture(renderer, width: square * 3, height: square * 4, font: nil) { shapes, _ in
            for (row, body) in bodies.enumerated() {
                let y = Double(row) * s
                let band = Rect(x: 0, y: y + s * 0.15, width: 3 * s, height: s * 0.7)
                // The middle: a cylinder, light along its top.
                shapes.quad(Rect(x: s, y: band.minY, width: s, height: band.height / 2),
                            colors: (body.mixed(with: .white, 0.5), body.mixed(with: .white, 0.5), body, body))
                shapes.quad(Rect(x: s, y: band.midY, width: s, height: band.height / 2),
                            colors: (body, body, body.mixed(with: .black, 0.45), body.mixed(with: .black, 0.45)))
                // The caps: rounded, in the accent colour (ice for a frozen paddle).
                let cap = row == 2 ? Color(hex: 0x9AD8FF) : Palette.accent
                for (x, flip) in [(0.0, false), (2 * s, true)] {
                    let r = Rect(x: x + (flip ? 0 : s * 0.1), y: band.minY, width: s * 0.9, height: band.height)
                    shapes.roundedRect(r, radius: band.height / 2, color: cap.mixed(with: .black, 0.3))
                    shapes.roundedRect(r.insetBy(dx: 2, dy: 2), radius: band.height / 2 - 2, color: cap)
                    shapes.rect(Rect(x: flip ? x : x + s * 0.55, y: band.minY, width: s * 0.45, height: band.height / 2),
                                color: body.mixed(with: .white, 0.5))
                    shapes.rect(Rect(x: flip ? x : x + s * 0.55, y: band.midY, width: s * 0.45, height: band.height / 2),
                                color: body.mixed(with: .black, 0.2))
                    shapes.circle(center: Point(x: r.midX + (flip ? 2 : -2), y: r.minY + band.height * 0.32), radius: band.height * 0.14,
                                  color: Color.white.withAlpha(0.6))
                }
            }
        }
        return image.map { SpriteSheet(texture: $0, tileWidth: square, tileHeight: square) }
    }

    /// Normal, energy, explosive, weak and chaotic balls: spheres lit from the top left.
    static func balls(_ renderer: Renderer) -> SpriteSheet? {
        let s = Double(square)
        let colours = [Palette.ball, Color(hex: 0x7DF9FF), Color(hex: 0xFF7A3D), Color(hex: 0x9A9AA8), Color(hex: 0xE070FF)]
        let image = texture(renderer, width: square * colours.count, height: square, font: nil) { shapes, _ in
            for (k, colour) in colours.enumerated() {
                let c = Point(x: (Double(k) + 0.5) * s, y: s / 2), r = s / 2 - 1
                shapes.circle(center: c, radius: r, color: colour.mixed(with: .black, 0.45))
                // Discs toward the light, each smaller and brighter: a shaded sphere.
                for step in 1...6 {
                    let t = Double(step) / 6
                    shapes.circle(center: Point(x: c.x - r * 0.25 * t, y: c.y - r * 0.25 * t), radius: r * (1 - 0.55 * t),
                                  color: colour.mixed(with: .white, 0.55 * t).mixed(with: .black, 0.3 * (1 - t)))
                }
                shapes.circle(center: Point(x: c.x - r * 0.38, y: c.y - r * 0.4), radius: r * 0.16, color: Color.white.withAlpha(0.9))
            }
        }
        return image.map { SpriteSheet(texture: $0, tileWidth: square, tileHeight: square) }
    }

    /// Four frames of a laser bolt, pulsing.
    static func shots(_ renderer: Renderer) -> SpriteSheet? {
        let s = Double(square)
        let image = texture(renderer, width: square * 4, height: square, font: nil) { shapes, _ in
            for k in 0..<4 {
                let glow = 0.5 + 0.5 * Double([0, 1, 2, 1][k]) / 2
                let c = Point(x: (Double(k) + 0.5) * s, y: s / 2)
                shapes.roundedRect(Rect(x: c.x - 5, y: 2, width: 10, height: s - 4), radius: 5, color: Color(hex: 0xFF4FD8).withAlpha(0.35 * glow))
                shapes.roundedRect(Rect(x: c.x - 2.5, y: 5, width: 5, height: s - 10), radius: 2.5, color: Color(hex: 0xFFB8F2))
            }
        }
        return image.map { SpriteSheet(texture: $0, tileWidth: square, tileHeight: square) }
    }

    // MARK: Wallpapers

    /// Wallpaper `index` (each level takes the next): a deep gradient with a pattern over it.
    static func wallpaper(_ index: Int, renderer: Renderer) -> SpriteSheet? {
        let w = 640, h = 480
        let palettes: [(Color, Color)] = [(Color(hex: 0x10142A), Color(hex: 0x2A1458)), (Color(hex: 0x071E2C), Color(hex: 0x0E4A5C)),
                                          (Color(hex: 0x1E0E24), Color(hex: 0x5A1640)), (Color(hex: 0x0C1A12), Color(hex: 0x1E4A32)),
                                          (Color(hex: 0x1A1408), Color(hex: 0x4A3010)), (Color(hex: 0x080C1E), Color(hex: 0x1A2A5E))]
        let (top, bottom) = palettes[index % palettes.count]
        let image = texture(renderer, width: w, height: h, font: nil) { shapes, _ in
            let W = Double(w), H = Double(h)
            shapes.quad(Rect(x: 0, y: 0, width: W, height: H), colors: (top, top, bottom, bottom))
            let ink = Color.white.withAlpha(0.05)
            var random = GameRandom(seed: UInt64(index) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
            switch index % wallpapers {
            case 0:   // diagonal stripes
                for k in stride(from: -H, to: W, by: 48) {
                    shapes.polygon4((Point(x: k, y: H), Point(x: k + 20, y: H), Point(x: k + 20 + H, y: 0), Point(x: k + H, y: 0)), color: ink)
                }
            case 1:   // a grid of dots
                for y in stride(from: 16.0, to: H, by: 32) {
                    for x in stride(from: 16.0, to: W, by: 32) { shapes.circle(center: Point(x: x, y: y), radius: 2.2, color: ink.withAlpha(1.6)) }
                }
            case 2:   // rings from a corner
                for r in stride(from: 40.0, to: 1300, by: 56) {
                    for k in 0..<90 {
                        let a = Double(k) / 90 * Double.pi / 2
                        let p = Point(x: W * 0.85 + r * cos(a + .pi / 2), y: H * 0.15 + r * sin(a))
                        shapes.circle(center: p, radius: 1.6, color: ink.withAlpha(1.4))
                    }
                }
            case 3:   // a lattice of diamonds
                for y in stride(from: 0.0, to: H + 60, by: 60) {
                    for x in stride(from: 0.0, to: W + 60, by: 60) {
                        shapes.polygon4((Point(x: x, y: y - 24), Point(x: x + 24, y: y), Point(x: x, y: y + 24), Point(x: x - 24, y: y)),
                                        color: ink.withAlpha(0.8))
                    }
                }
            case 4:   // soft blobs
                for _ in 0..<40 {
                    let p = Point(x: random.nextDouble(in: 0...1) * W, y: random.nextDouble(in: 0...1) * H)
                    shapes.circle(center: p, radius: 20 + random.nextDouble(in: 0...1) * 70, color: Color.white.withAlpha(0.025))
                }
            default:  // a starfield
                for _ in 0..<420 {
                    let p = Point(x: random.nextDouble(in: 0...1) * W, y: random.nextDouble(in: 0...1) * H)
                    shapes.circle(center: p, radius: 0.6 + random.nextDouble(in: 0...1) * 1.6, color: Color.white.withAlpha(0.25 + 0.5 * random.nextDouble(in: 0...1)))
                }
            }
        }
        return image.map { SpriteSheet(texture: $0, tileWidth: w, tileHeight: h) }
    }
}
