import Breakout
import Dynamics
import Foundation
import WindowKit

/// Draws the playfield: background, bricks (one batched call), paddle, balls and capsules
/// (another), with the running animations' decorations. Reads the game; changes nothing.
@_spi(Benchmarks) public final class FieldRenderer {
    private var shapes = GeometryBatch()
    private var text = GeometryBatch()
    private var font: FontAtlas?
    /// Window points per field point (the field scaled to its window): texts the animations
    /// draw stay readable however small the field is.
    @_spi(Benchmarks) public var scale = 1.0
    /// The theme's sprites (the game's own or an installed theme's), or nil for the flat look:
    /// plain shapes, as for whatever a theme has no sheet for.
    @_spi(Benchmarks) public var sprites: ThemeSprites?
    /// `display.reduce_flashing`: the extra floor does not blink as it runs out.
    var reducesFlashing = false
    /// `display.brick_patterns`: each kind of brick carries its own pattern (`BrickPattern`).
    var drawsPatterns = false
    var themed = ThemedBatches()
    /// The level whose wallpaper the last build used.
    private(set) var themedLevel = 0
    /// The bricks' drop shadow this frame, in points (from the theme and the brick size).
    private var shadow = 0.0
    /// The field's rectangle in the last build, in points.
    private(set) var fieldRect = Rect.zero
    /// Whether the last build covered the field with the theme's wallpaper.
    private(set) var hasWallpaper = false
    /// The colour the window was cleared to just before the field is drawn, when nothing else
    /// is under it: the wallpaper, shadows and bricks are then copied from `baseLayer` while
    /// they stay the same. Nil: they are drawn every frame.
    @_spi(Benchmarks) public var backdrop: Color?
    /// The wallpaper with the bricks and their shadows (`LayerCache`).
    let baseLayer = LayerCache()
    /// The animations are drawing (their bricks go to `ThemedBatches.animatedBricks`).
    private(set) var drawingAnimations = false

    @_spi(Benchmarks) public init() {}

    /// Triangles in the last build (for the frame benchmark).
    @_spi(Benchmarks) public var triangleCount: Int { shapes.triangleCount + text.triangleCount + themed.triangleCount }

    func draw(_ game: Game, frame: FieldSnapshot, animations: AnimationPlayer?, font: FontAtlas, on renderer: Renderer) {
        build(game, frame: frame, animations: animations, font: font)
        submit(to: renderer)
    }

    /// Builds this frame's geometry without drawing it.
    @_spi(Benchmarks) public func build(_ game: Game, frame: FieldSnapshot, animations: AnimationPlayer?, font: FontAtlas) {
        self.font = font
        shapes.removeAll()
        text.removeAll()
        themed.removeAll()
        let o = frame.origin
        let size = game.layout.size
        let field = Rect(x: o.x, y: o.y, width: size.width, height: size.height)
        fieldRect = field
        hasWallpaper = false
        if let sprites {
            let brickHeight = game.layout.brickRect(column: 0, row: 0).height
            themedLevel = game.state.levelNumber - 1
            hasWallpaper = drawWallpaper(sprites, level: themedLevel, field: field, brickHeight: brickHeight)
            shadow = Double(sprites.shadowOffset) * brickHeight / Double(max(1, sprites.brickFileHeight)) * 0.5
        }
        if !hasWallpaper {
            shapes.quad(field, colors: (Palette.background, Palette.background, Palette.backgroundBottom, Palette.backgroundBottom))
        }

        // Bricks: live ones, unless an animation draws them itself. (Read the state and the
        // layout once: each `game.state` read is a copy of the whole state.)
        let state = game.state
        let layout = game.layout
        let drawnElsewhere = animations?.bricksDrawnByAnimations(count: state.bricks.count)
        let physical = state.level.hasPhysicalBricks
        if physical { drawMounts(game, origin: o, into: &shapes) }
        for brick in state.bricks where brick.isAlive && !brick.isHidden {
            // A physical brick where its body is (an animation's flash plays over it there).
            if physical, let pose = game.brickPose(brick.id) {
                let size = layout.brickRect(column: 0, row: 0).size
                drawPhysicalBrick(brick, center: Point(x: pose.center.x + o.x, y: pose.center.y + o.y), rotation: pose.rotation, size: size, into: &shapes)
                continue
            }
            if drawnElsewhere?[brick.id] == true { continue }
            var rect = layout.brickRect(column: brick.placement.column, row: brick.placement.row).offsetBy(dx: o.x, dy: o.y)
            if layout.bricksTouch && sprites?.bricks == nil { rect = rect.insetBy(dx: 1, dy: 1) }
            drawBrick(brick, rect: rect, into: &shapes, text: &text, font: font)
        }
        if state.miniGame != nil {
            drawMiniGameMarks(game, bricks: state.bricks, layout: layout, origin: o, step: game.stepIndex, into: &shapes)
        }
        if let sprites, let sheet = sprites.shine {
            drawShine(game, sheet: sheet, milliseconds: sprites.shineFrameMilliseconds, origin: o)
        }
        drawingAnimations = true
        animations?.drawField(into: &shapes, text: &text, font: font, origin: o, scale: scale)
        drawingAnimations = false
        // Debris is drawn under the paddle and the balls, and fades where it comes near them.
        let keepClear = [frame.paddle] + state.balls.compactMap { ball in
            frame.balls[ball.id].map { Rect(center: Point(x: $0.x, y: $0.y), size: Size(width: 2 * game.rules.ballRadius, height: 2 * game.rules.ballRadius)) }
        }
        for piece in game.debris { drawDebris(piece, at: game.stepIndex, origin: o, keepClear: keepClear) }

        // Paddle, capsules, balls.
        let paddle = frame.paddle.offsetBy(dx: o.x, dy: o.y)
        let pulse = animations?.paddleGlow ?? 0
        let extras = state.extras, now = game.stepIndex
        // A frozen paddle turns icy; a ghost paddle that has vanished shows as a faint outline.
        var paddleColor = Palette.paddle.mixed(with: .white, pulse)
        if extras.isActive(.frozenPaddle, at: now) { paddleColor = paddleColor.mixed(with: Color(hex: 0xE8F8FF), 0.7) }
        if !game.paddleIsSolid { paddleColor = paddleColor.withAlpha(0.15) }
        if extras.isActive(.stickyPaddle, at: now) { paddleColor = paddleColor.mixed(with: Color(hex: 0x7CFC7C), 0.45) }
        if extras.isActive(.extraFloor, at: now) {
            // It blinks in its last three seconds (unless flashing is reduced).
            let left = extras.secondsLeft(.extraFloor, at: now)
            if left > 3 || (now / 8) % 2 == 0 || reducesFlashing {
                shapes.rect(Rect(x: o.x, y: o.y + size.height - 4, width: size.width, height: 4), color: Palette.accent)
            }
        }
        if let top = frame.topPaddle?.offsetBy(dx: o.x, dy: o.y) {
            // A duel's second player: the theme's paddle, or ours in the second player's colour.
            if let sheet = sprites?.paddle {
                FieldRenderer.paddle(top, sheet: sheet, row: 0, colour: Palette.secondPlayer.mixed(with: .white, 0.35), into: &themed.paddle)
            } else if game.rules.paddleShape == .oval {
                drawOval(top, color: Palette.secondPlayer)
            } else {
                shapes.roundedRect(top, radius: top.height / 2, color: Palette.secondPlayer)
            }
        }
        if let sheet = sprites?.paddle {
            drawThemedPaddle(paddle, sheet: sheet, row: ThemeTiles.paddleRow(extras, at: now), alpha: game.paddleIsSolid ? 1 : 0.15)
        } else if game.rules.paddleShape == .oval {
            drawOval(paddle, color: paddleColor)
        } else {
            shapes.roundedRect(paddle, radius: paddle.height / 2, color: paddleColor)
            shapes.rect(Rect(x: paddle.minX + paddle.height / 2, y: paddle.minY + 1, width: paddle.width - paddle.height, height: 2),
                        color: Palette.paddleRim.withAlpha(0.8))
        }
        for capsule in state.capsules {
            guard let c = frame.capsules[capsule.id] else { continue }
            let r = Rect(center: Point(x: c.x + o.x, y: c.y + o.y), size: Game.capsuleSize)
            if let sheet = sprites?.extras {
                drawThemedCapsule(capsule.extra, center: r.center, sheet: sheet)
                continue
            }
            shapes.roundedRect(r, radius: r.height / 2, color: Palette.extra(capsule.extra))
            font.layoutCentered(Palette.label(capsule.extra), at: r.center, height: r.height * 0.9, color: Palette.hudBand, into: &text)
        }
        for shot in state.shots {
            guard let c = game.shotCenter(shot.id) else { continue }
            if let sheet = sprites?.shots {
                let frameSteps = max(1, sprites!.shotFrameMilliseconds * 120 / 1000)
                drawThemedShot(Point(x: c.x + o.x, y: c.y + o.y), sheet: sheet, frame: now / frameSteps)
                continue
            }
            shapes.rect(Rect(x: c.x + o.x - 1.5, y: c.y + o.y - 6, width: 3, height: 12), color: Color(hex: 0xFF4FD8))
        }
        if extras.isActive(.laser, at: now) {
            if let sheet = sprites?.weapon {
                // The theme's gun on the paddle's middle, its frames turning.
                let side = paddle.height * 1.6
                themed.weapon.textured(Rect(center: Point(x: paddle.midX, y: paddle.midY - paddle.height * 0.4), size: Size(width: side, height: side)),
                                       uv: sheet.uv(column: (now / 12) % sheet.columns))
            } else {
                shapes.rect(Rect(x: paddle.midX - 3, y: paddle.minY - 6, width: 6, height: 6), color: Color(hex: 0xFF4FD8))
            }
        }
        if game.allowsSteering { drawSteering(game, state: state, frame: frame, paddle: paddle, origin: o) }
        let radius = game.rules.ballRadius
        let ballColor = Palette.ball(extras, at: now)
        let ballSheet = sprites?.balls, ballTile = ThemeTiles.ball(extras, at: now)
        for ball in state.balls {
            guard let c = frame.balls[ball.id] else { continue }
            let center = Point(x: c.x + o.x, y: c.y + o.y)
            if let ballSheet {
                drawThemedBall(center, radius: radius, sheet: ballSheet, tile: ballTile)
            } else {
                shapes.circle(center: center, radius: radius, color: ballColor, rim: Palette.ballRim)
            }
        }
        if extras.isActive(.darkness, at: now) { drawDarkness(state, frame: frame, size: size, origin: o) }
        for c in game.servingBallCenters {
            let center = Point(x: c.x + o.x, y: c.y + o.y)
            if let ballSheet {
                drawThemedBall(center, radius: radius, sheet: ballSheet, tile: 0)
            } else {
                shapes.circle(center: center, radius: radius, color: Palette.ball, rim: Palette.ballRim)
            }
        }
    }

    /// Draws what `build` made: shapes then text (with a theme, its sprite batches around the shapes).
    @_spi(Benchmarks) public func submit(to renderer: Renderer) {
        if let sprites {
            submitThemed(sprites, shapes: shapes, to: renderer)
        } else {
            shapes.draw(on: renderer)
        }
        if let font { text.draw(on: renderer, texture: font.texture) }
    }

    /// A brick's face with a light top edge; marks for multi-hit (pips per hit left),
    /// explosive (a core) and extra-ball (a dot) bricks. Extras inside bricks stay hidden, as in LBreakoutHD.
    @inline(__always)
    func drawBrick(_ brick: Brick, rect: Rect, color: Color? = nil, alpha: Double = 1,
                   into shapes: inout GeometryBatch, text: inout GeometryBatch, font: FontAtlas) {
        if let sheet = sprites?.bricks {
            drawThemedBrick(brick, rect: rect, sheet: sheet, shadow: shadow, tint: color, alpha: alpha)
            if drawsPatterns { BrickPattern.draw(brick.kind, hitsLeft: brick.hitsLeft, in: rect, alpha: alpha, into: &shapes) }
            return
        }
        let face = (color ?? Palette.brick(brick)).withAlpha(alpha)
        let dark = face.mixed(with: .black, 0.35)
        shapes.quad(rect, colors: (face, face, dark, dark))
        shapes.rect(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: max(1, rect.height * 0.15)),
                    color: Color.white.withAlpha(0.35 * alpha))
        if case .normal = brick.kind { return }
        if drawsPatterns {
            BrickPattern.draw(brick.kind, hitsLeft: brick.hitsLeft, in: rect, alpha: alpha, into: &shapes)
        } else {
            drawMark(brick, rect: rect, alpha: alpha, into: &shapes)
        }
    }

    /// What sets a brick apart from a normal one (kept out of line: most bricks are normal,
    /// and the loop over thousands of them stays small).
    @inline(never)
    func drawMark(_ brick: Brick, rect: Rect, alpha: Double, into shapes: inout GeometryBatch) {
        let c = rect.center
        switch brick.kind {
        case .multiHit, .regenerating, .invisible:
            let n = brick.hitsLeft
            let pip = min(rect.height * 0.28, rect.width / Double(3 * max(n, 1)))
            for k in 0..<n {
                let x = c.x + (Double(k) - Double(n - 1) / 2) * pip * 2.4
                shapes.circle(center: Point(x: x, y: c.y), radius: pip / 2, color: Color.white.withAlpha(0.85 * alpha))
            }
        case .explosive:
            shapes.circle(center: c, radius: rect.height * 0.28, color: Palette.accent.withAlpha(alpha))
        case .extraBall:
            shapes.circle(center: c, radius: rect.height * 0.25, color: Palette.paddle.withAlpha(alpha))
        case .indestructible, .wall:
            shapes.frame(rect.insetBy(dx: 2, dy: 2), width: 1, color: Color.white.withAlpha(0.25 * alpha))
        case .chaotic:
            // A zigzag: bounces go anywhere.
            let w = rect.width * 0.6, h = rect.height * 0.22
            for k in 0..<4 {
                let x0 = c.x - w / 2 + w * Double(k) / 4, x1 = x0 + w / 4
                let up = k % 2 == 0
                shapes.line(from: Point(x: x0, y: c.y + (up ? h : -h)), to: Point(x: x1, y: c.y + (up ? -h : h)),
                            width: 2, color: Color.white.withAlpha(0.8 * alpha))
            }
        case .growing:
            let arm = rect.height * 0.3
            shapes.rect(Rect(x: c.x - arm, y: c.y - 1.5, width: 2 * arm, height: 3), color: Color.white.withAlpha(0.85 * alpha))
            shapes.rect(Rect(x: c.x - 1.5, y: c.y - arm, width: 3, height: 2 * arm), color: Color.white.withAlpha(0.85 * alpha))
        case .normal:
            break
        }
    }

    /// Steering: the meter under the paddle while it is not full (its share of the paddle's
    /// width, red when too low to pull), and a faint line from each ball it pulls to the paddle.
    @inline(never)
    private func drawSteering(_ game: Game, state: GameState, frame: FieldSnapshot, paddle: Rect, origin o: Point) {
        if game.isSteering {
            for ball in state.balls {
                guard let c = frame.balls[ball.id] else { continue }
                shapes.line(from: Point(x: c.x + o.x, y: c.y + o.y), to: Point(x: paddle.midX, y: paddle.minY),
                            width: 2, color: Palette.paddle.withAlpha(0.3))
            }
        }
        guard let charge = game.steeringCharge, charge < 1 else { return }
        let bar = Rect(x: paddle.minX, y: paddle.maxY + 4, width: paddle.width, height: 3)
        shapes.rect(bar, color: Color.black.withAlpha(0.5))
        shapes.rect(Rect(x: bar.minX, y: bar.minY, width: bar.width * charge, height: bar.height),
                    color: charge < 0.05 ? Palette.explosive : Palette.paddle)
    }

    /// How opaque debris may be near what the player must see: a piece within a few points
    /// of the paddle or a ball is drawn faint (a third), so a pile never hides them.
    static func debrisVisibility(center: Point, size: Size, keepClear: [Rect]) -> Double {
        let reach = max(size.width, size.height) / 2 + 6
        let near = keepClear.contains { r in
            center.x > r.minX - reach && center.x < r.maxX + reach && center.y > r.minY - reach && center.y < r.maxY + reach
        }
        return near ? 0.3 : 1
    }

    /// A piece of debris: its brick's face, turned as the box has turned, fading at the end.
    private func drawDebris(_ piece: Debris, at step: Int, origin o: Point, keepClear: [Rect]) {
        let alpha = piece.opacity(at: step) * FieldRenderer.debrisVisibility(center: piece.item.center, size: piece.size, keepClear: keepClear)
        guard alpha > 0 else { return }
        let c = piece.item.center, angle = piece.item.rotation
        let hx = piece.size.width / 2, hy = piece.size.height / 2
        let cs = cos(angle), sn = sin(angle)
        func corner(_ x: Double, _ y: Double) -> Point { Point(x: o.x + c.x + x * cs - y * sn, y: o.y + c.y + x * sn + y * cs) }
        let corners = (corner(-hx, -hy), corner(hx, -hy), corner(hx, hy), corner(-hx, hy))
        if let sheet = sprites?.bricks {
            themed.animatedBricks.textured(corners, uv: sheet.uv(column: ThemeTiles.brick(piece.brick)), color: Color.white.withAlpha(0.8 * alpha))
            return
        }
        let color = Palette.brick(piece.brick).withAlpha(0.8 * alpha)
        shapes.polygon4(corners, color: color)
    }

    /// Darkness: the field under a dark veil, lifted around the balls and the paddle. The
    /// veil is a grid of quads whose corners each take the darkness at that point, so the
    /// light fades smoothly.
    private func drawDarkness(_ state: GameState, frame: FieldSnapshot, size: Size, origin o: Point) {
        let tile = 16.0, light = 70.0
        var lights: [Point] = state.balls.compactMap { frame.balls[$0.id].map { Point(x: $0.x, y: $0.y) } }
        lights.append(frame.paddle.center)
        let columns = Int((size.width / tile).rounded(.up)), rows = Int((size.height / tile).rounded(.up))
        func shade(_ c: Int, _ r: Int) -> Double {
            let x = Double(c) * tile, y = Double(r) * tile
            var nearest = Double.infinity
            for p in lights { nearest = min(nearest, (p.x - x) * (p.x - x) + (p.y - y) * (p.y - y)) }
            return min(0.94, max(0, (nearest.squareRoot() - light * 0.6) / light))
        }
        var above = (0...columns).map { shade($0, 0) }
        for r in 0..<rows {
            let below = (0...columns).map { shade($0, r + 1) }
            for c in 0..<columns where above[c] + above[c + 1] + below[c] + below[c + 1] > 0 {
                // With a theme the veil goes over its sprites, drawn after the shapes.
                let quad = Rect(x: o.x + Double(c) * tile, y: o.y + Double(r) * tile, width: tile, height: tile)
                let colors = (Color.black.withAlpha(above[c]), Color.black.withAlpha(above[c + 1]),
                              Color.black.withAlpha(below[c + 1]), Color.black.withAlpha(below[c]))
                if sprites == nil { shapes.quad(quad, colors: colors) } else { themed.overlay.quad(quad, colors: colors) }
            }
            above = below
        }
    }

    private func drawOval(_ r: Rect, color: Color) {
        // An ellipse as a stretched disc: scale a unit circle's fan.
        let n = 40
        var points: [Point] = []
        for k in 0..<n {
            let t = 2 * Double.pi * Double(k) / Double(n)
            points.append(Point(x: r.midX + cos(t) * r.width / 2, y: r.midY + sin(t) * r.height / 2))
        }
        for k in 0..<n {
            shapes.polygon4((r.center, points[k], points[(k + 1) % n], r.center), color: color)
        }
    }
}
