import Breakout
import Dynamics
import WindowKit

/// The field in an installed theme's sprites: one textured batch per sheet (the wallpaper,
/// the bricks' shadows, the bricks, the capsules, the paddle, the shots, the balls), so a
/// frame stays a handful of draw calls however many bricks there are. What a theme has no
/// sheet for is drawn by the game's own code, as in the default theme.
struct ThemedBatches {
    var background = GeometryBatch()
    var shadows = GeometryBatch()
    var bricks = GeometryBatch()
    /// Bricks an animation draws (a flash, a fade, a shake) and their shadows, physical bricks
    /// and debris: they change every frame, so they stay out of the field's `baseLayer`, and
    /// are drawn over it.
    var animatedShadows = GeometryBatch()
    var animatedBricks = GeometryBatch()
    var capsules = GeometryBatch()
    var paddle = GeometryBatch()
    var shots = GeometryBatch()
    var balls = GeometryBatch()
    var weapon = GeometryBatch()
    var shine = GeometryBatch()
    var explosions = GeometryBatch()
    /// Drawn over the sprites: darkness.
    var overlay = GeometryBatch()

    mutating func removeAll() {
        background.removeAll(); shadows.removeAll(); bricks.removeAll(); capsules.removeAll()
        animatedShadows.removeAll(); animatedBricks.removeAll()
        paddle.removeAll(); shots.removeAll(); balls.removeAll(); overlay.removeAll()
        weapon.removeAll(); explosions.removeAll(); shine.removeAll()
    }

    var triangleCount: Int {
        background.triangleCount + shadows.triangleCount + bricks.triangleCount + capsules.triangleCount
            + animatedShadows.triangleCount + animatedBricks.triangleCount
            + paddle.triangleCount + shots.triangleCount + balls.triangleCount + overlay.triangleCount
            + weapon.triangleCount + explosions.triangleCount + shine.triangleCount
    }
}

extension FieldRenderer {
    /// The level's wallpaper over the field: a whole picture (as wide as LBreakout's 16
    /// bricks, LBreakoutHD's backgrounds) covers the field keeping its proportions; a tile
    /// (LBreakout2's) repeats at the theme's brick scale from the top-left corner, cut at the
    /// field's edges. False when the theme has none.
    func drawWallpaper(_ sprites: ThemeSprites, level: Int, field: Rect, brickHeight: Double) -> Bool {
        guard let sheet = sprites.background(forLevel: level) else { return false }
        if sprites.wallpapersCover || sheet.width >= 16 * 2 * sprites.brickFileHeight {
            themed.background.textured(field, uv: PageStyle.coverUV(sheet, window: field.size))
            return true
        }
        let scale = brickHeight / Double(max(1, sprites.brickFileHeight))
        let tileW = Double(sheet.width) * scale, tileH = Double(sheet.height) * scale
        guard tileW >= 1, tileH >= 1 else { return false }
        // Half a texel in from each edge: smooth scaling would blend in the opposite edge
        // and draw a seam between tiles.
        let du = 0.5 / Double(sheet.width), dv = 0.5 / Double(sheet.height)
        var y = field.minY
        while y < field.maxY {
            let h = min(tileH, field.maxY - y)
            var x = field.minX
            while x < field.maxX {
                let w = min(tileW, field.maxX - x)
                // Tiles overlap by a point: quads that only meet leave a hairline between them.
                let overlapX = x + w < field.maxX ? 1.0 : 0, overlapY = y + h < field.maxY ? 1.0 : 0
                themed.background.textured(Rect(x: x, y: y, width: w + overlapX, height: h + overlapY),
                                           uv: (du, dv, du + (w / tileW) * (1 - 2 * du), dv + (h / tileH) * (1 - 2 * dv)))
                x += tileW
            }
            y += tileH
        }
        return true
    }

    /// A brick from the theme's sheet, with its drop shadow; `tint` and `alpha` come from
    /// an animation (a flash, a fade).
    func drawThemedBrick(_ brick: Brick, rect: Rect, sheet: SpriteSheet, shadow: Double, tint: Color?, alpha: Double) {
        let uv = sheet.uv(column: ThemeTiles.brick(brick))
        if shadow > 0 {
            let r = rect.offsetBy(dx: shadow, dy: shadow), c = Color.black.withAlpha(0.45 * alpha)
            if drawingAnimations { themed.animatedShadows.textured(r, uv: uv, color: c) } else { themed.shadows.textured(r, uv: uv, color: c) }
        }
        let c = (tint ?? .white).withAlpha(alpha)
        if drawingAnimations { themed.animatedBricks.textured(rect, uv: uv, color: c) } else { themed.bricks.textured(rect, uv: uv, color: c) }
    }

    /// The paddle from its sheet: the left cap, the middle stretched, the right cap, from the
    /// row for its state (normal, sticky, frozen); a vanished ghost paddle is faint.
    func drawThemedPaddle(_ rect: Rect, sheet: SpriteSheet, row: Int, alpha: Double) {
        FieldRenderer.paddle(rect, sheet: sheet, row: row, colour: Color.white.withAlpha(alpha), into: &themed.paddle)
    }

    /// A paddle in `rect` from row `row` of its sheet: the left cap, the middle stretched,
    /// the right cap (the field's, and the theme page's preview).
    static func paddle(_ rect: Rect, sheet: SpriteSheet, row: Int, colour: Color, into batch: inout GeometryBatch) {
        let cap = min(rect.height, rect.width / 2)
        batch.textured(Rect(x: rect.minX, y: rect.minY, width: cap, height: rect.height),
                       uv: sheet.uv(column: 0, row: row), color: colour)
        if rect.width > 2 * cap {
            batch.textured(Rect(x: rect.minX + cap, y: rect.minY, width: rect.width - 2 * cap, height: rect.height),
                           uv: sheet.uv(column: 1, row: row), color: colour)
        }
        batch.textured(Rect(x: rect.maxX - cap, y: rect.minY, width: cap, height: rect.height),
                       uv: sheet.uv(column: 2, row: row), color: colour)
    }

    func drawThemedCapsule(_ extra: Extra, center: Point, sheet: SpriteSheet) {
        // The theme's extras are brick-sized (2:1); the capsule's height sets the size.
        let h = Game.capsuleSize.height * 1.6
        themed.capsules.textured(Rect(center: center, size: Size(width: 2 * h, height: h)), uv: sheet.uv(column: ThemeTiles.extra(extra)))
    }

    func drawThemedBall(_ center: Point, radius: Double, sheet: SpriteSheet, tile: Int) {
        themed.balls.textured(Rect(center: center, size: Size(width: 2 * radius, height: 2 * radius)), uv: sheet.uv(column: tile))
    }

    /// The theme's glint: after a second's pause it sweeps over one live brick, frame by
    /// frame, then pauses again. Which brick, and when, follow from the step (replays and
    /// screenshots show the same).
    func drawShine(_ game: Game, sheet: SpriteSheet, milliseconds: Int, origin o: Point) {
        let frameSteps = max(1, milliseconds * Game.stepsPerSecond / 1000)
        let pause = Game.stepsPerSecond, cycle = pause + sheet.columns * frameSteps
        let now = game.stepIndex, phase = now % cycle
        guard phase >= pause else { return }
        let bricks = game.state.bricks
        guard !bricks.isEmpty else { return }
        // Look from a spot the cycle picks for a brick still there (a few tries, no more).
        var pick = Int(UInt(now / cycle) &* 2_654_435_761 % UInt(bricks.count))
        for _ in 0..<8 {
            let brick = bricks[pick]
            if brick.isAlive && !brick.isHidden {
                let rect = game.layout.brickRect(column: brick.placement.column, row: brick.placement.row).offsetBy(dx: o.x, dy: o.y)
                themed.shine.textured(rect, uv: sheet.uv(column: (phase - pause) / frameSteps))
                return
            }
            pick = (pick + 7) % bricks.count
        }
    }

    /// Frame `frame` of the theme's explosion `row` (a colour), `size` points square, at `center`.
    func drawThemedExplosion(at center: Point, size: Double, frame: Int, row: Int, sheet: SpriteSheet) {
        themed.explosions.textured(Rect(center: center, size: Size(width: size, height: size)),
                                   uv: sheet.uv(column: min(frame, sheet.columns - 1), row: row % sheet.rows))
    }

    func drawThemedShot(_ center: Point, sheet: SpriteSheet, frame: Int) {
        themed.shots.textured(Rect(center: center, size: Size(width: 10, height: 10)), uv: sheet.uv(column: frame % sheet.columns))
    }

    /// Draws the theme's batches in order around the game's own shapes.
    func submitThemed(_ sprites: ThemeSprites, shapes: GeometryBatch, to renderer: Renderer) {
        let base = {
            if let sheet = sprites.background(forLevel: self.themedLevel) { self.themed.background.draw(on: renderer, texture: sheet.texture) }
            if let sheet = sprites.bricks {
                self.themed.shadows.draw(on: renderer, texture: sheet.texture)
                self.themed.bricks.draw(on: renderer, texture: sheet.texture)
            }
        }
        // The wallpaper covers the field, and the bricks change only when one is hit: one
        // copy a frame stands for the scaled picture and every brick.
        if let backdrop, hasWallpaper {
            baseLayer.draw(region: fieldRect, background: backdrop, on: renderer, base)
        } else {
            base()
        }
        if let sheet = sprites.bricks {
            // Over the still bricks: an animated brick's shadow may fall on a neighbour.
            themed.animatedShadows.draw(on: renderer, texture: sheet.texture)
            themed.animatedBricks.draw(on: renderer, texture: sheet.texture)
        }
        if let sheet = sprites.shine { themed.shine.draw(on: renderer, texture: sheet.texture) }
        shapes.draw(on: renderer)
        if let sheet = sprites.extras { themed.capsules.draw(on: renderer, texture: sheet.texture) }
        if let sheet = sprites.paddle { themed.paddle.draw(on: renderer, texture: sheet.texture) }
        if let sheet = sprites.weapon { themed.weapon.draw(on: renderer, texture: sheet.texture) }
        if let sheet = sprites.shots { themed.shots.draw(on: renderer, texture: sheet.texture) }
        if let sheet = sprites.balls { themed.balls.draw(on: renderer, texture: sheet.texture) }
        if let sheet = sprites.explosions { themed.explosions.draw(on: renderer, texture: sheet.texture) }
        themed.overlay.draw(on: renderer)
    }
}
