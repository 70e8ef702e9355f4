import Breakout
import CSDL2
import Dynamics
import Foundation
import WindowKit

/// Draws the playfield: background, bricks (one batched call), paddle, balls and capsules
/// (another), with the running animations' decorations. Reads the game; changes nothing.
public final class FieldRenderer {
    private var shapes = GeometryBatch()
    private var text = GeometryBatch()
    private var font: FontAtlas?

    public init() {}

    /// Triangles in the last build (for the frame benchmark).
    public var triangleCount: Int { shapes.triangleCount + text.triangleCount }

    func draw(_ game: Game, frame: FieldFrame, animations: AnimationPlayer?, font: FontAtlas, on renderer: OpaquePointer) {
        build(game, frame: frame, animations: animations, font: font)
        submit(to: renderer)
    }

    /// Builds this frame's geometry without drawing it.
    public func build(_ game: Game, frame: FieldFrame, animations: AnimationPlayer?, font: FontAtlas) {
        self.font = font
        shapes.removeAll()
        text.removeAll()
        let o = frame.origin
        let size = game.layout.size
        shapes.quad(Rect(x: o.x, y: o.y, width: size.width, height: size.height),
                    colors: (Palette.background, Palette.background, Palette.backgroundBottom, Palette.backgroundBottom))

        // Bricks: live ones, unless an animation draws them itself. (Read the state and the
        // layout once: each `game.state` read is a copy of the whole state.)
        let state = game.state
        let layout = game.layout
        let drawnElsewhere = animations?.bricksDrawnByAnimations(count: state.bricks.count)
        for brick in state.bricks where brick.isAlive {
            if drawnElsewhere?[brick.id] == true { continue }
            let rect = layout.brickRect(column: brick.placement.column, row: brick.placement.row).offsetBy(dx: o.x, dy: o.y)
            drawBrick(brick, rect: rect, into: &shapes, text: &text, font: font)
        }
        animations?.drawField(into: &shapes, text: &text, font: font, origin: o)

        // Paddle, capsules, balls.
        let paddle = frame.paddle.offsetBy(dx: o.x, dy: o.y)
        let pulse = animations?.paddleGlow ?? 0
        let paddleColor = Palette.paddle.mixed(with: .white, pulse)
        if game.settings.paddleShape == .oval {
            drawOval(paddle, color: paddleColor)
        } else {
            shapes.roundedRect(paddle, radius: paddle.height / 2, color: paddleColor)
            shapes.rect(Rect(x: paddle.minX + paddle.height / 2, y: paddle.minY + 1, width: paddle.width - paddle.height, height: 2),
                        color: Palette.paddleRim.withAlpha(0.8))
        }
        for capsule in state.capsules {
            guard let c = frame.capsules[capsule.id] else { continue }
            let r = Rect(center: Point(x: c.x + o.x, y: c.y + o.y), size: Game.capsuleSize)
            shapes.roundedRect(r, radius: r.height / 2, color: Palette.powerUp(capsule.powerUp))
            font.layoutCentered(Palette.letter(capsule.powerUp), at: r.center, height: r.height * 0.9, color: Palette.hudBand, into: &text)
        }
        let radius = game.settings.ballRadius
        for ball in state.balls {
            guard let c = frame.balls[ball.id] else { continue }
            shapes.circle(center: Point(x: c.x + o.x, y: c.y + o.y), radius: radius, color: Palette.ball, rim: Palette.ballRim)
        }
        for c in game.servingBallCenters {
            shapes.circle(center: Point(x: c.x + o.x, y: c.y + o.y), radius: radius, color: Palette.ball, rim: Palette.ballRim)
        }
    }

    /// Draws what `build` made: two calls, shapes then text.
    public func submit(to renderer: OpaquePointer) {
        shapes.draw(on: renderer)
        if let font { text.draw(on: renderer, texture: font.texture) }
    }

    /// A brick's face with a light top edge; marks for multi-hit (pips per hit left),
    /// explosive (a core), extra-ball (a dot) and power-up (its letter) bricks.
    func drawBrick(_ brick: Brick, rect: Rect, color: Color? = nil, alpha: Double = 1,
                   into shapes: inout GeometryBatch, text: inout GeometryBatch, font: FontAtlas) {
        let face = (color ?? Palette.brick(brick)).withAlpha(alpha)
        let dark = face.mixed(with: .black, 0.35)
        shapes.quad(rect, colors: (face, face, dark, dark))
        shapes.rect(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: max(1, rect.height * 0.15)),
                    color: Color.white.withAlpha(0.35 * alpha))
        let c = rect.center
        switch brick.kind {
        case .multiHit:
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
        case let .powerUp(p):
            font.layoutCentered(Palette.letter(p), at: c, height: rect.height * 0.7, color: Palette.hudBand.withAlpha(alpha), into: &text)
        case .indestructible:
            shapes.frame(rect.insetBy(dx: 2, dy: 2), width: 1, color: Color.white.withAlpha(0.25 * alpha))
        case .normal:
            break
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
