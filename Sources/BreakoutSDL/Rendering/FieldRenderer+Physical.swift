import Breakout
import Dynamics
import Foundation
import WindowKit

/// Physical bricks (`BrickMount`): each drawn where its body is, turned as it has turned
/// (the theme's brick picture on a turned quad, or the flat face), over thin lines for what
/// holds it: a rod or a chain's link to its pivot or the brick above, a spring as a zigzag,
/// a rail along its track, a spinner's pin.
extension FieldRenderer {
    /// The mounts' lines and pins, under the bricks.
    func drawMounts(_ game: Game, origin o: Point, into shapes: inout GeometryBatch) {
        let colour = Palette.paddleRim.withAlpha(0.85)
        for line in game.mountLines {
            let a = Point(x: line.from.x + o.x, y: line.from.y + o.y), b = Point(x: line.to.x + o.x, y: line.to.y + o.y)
            switch line.mount {
            case .spin:
                shapes.circle(center: b, radius: 3, color: colour)
            case .spring:
                FieldRenderer.zigzag(from: b, to: a, into: &shapes, color: colour)
                shapes.circle(center: b, radius: 2, color: colour)
            case .rail:
                shapes.line(from: a, to: b, width: 2, color: colour.withAlpha(0.4))
            default:
                shapes.line(from: a, to: b, width: 2, color: colour)
                shapes.circle(center: b, radius: 2.5, color: colour)
            }
        }
    }

    /// A physical brick at its place and turn; pips and cores as for a fixed brick, at its
    /// centre.
    func drawPhysicalBrick(_ brick: Brick, center c: Point, rotation angle: Double, size: Size, into shapes: inout GeometryBatch) {
        let hx = size.width / 2, hy = size.height / 2
        let cs = cos(angle), sn = sin(angle)
        func corner(_ x: Double, _ y: Double) -> Point { Point(x: c.x + x * cs - y * sn, y: c.y + x * sn + y * cs) }
        let corners = FieldRenderer.corners(center: c, size: size, rotation: angle)
        if let sheet = sprites?.bricks {
            // They move: drawn every frame, over the field's `baseLayer`.
            themed.animatedBricks.textured(corners, uv: sheet.uv(column: ThemeTiles.brick(brick)))
            return
        }
        let face = Palette.brick(brick)
        shapes.polygon4(corners, color: face.mixed(with: .black, 0.15))
        // The light top edge, turned with the brick.
        let edge = max(1, size.height * 0.15)
        shapes.polygon4((corners.0, corners.1, corner(hx, -hy + edge), corner(-hx, -hy + edge)), color: Color.white.withAlpha(0.35))
        switch brick.kind {
        case .multiHit, .regenerating, .invisible, .explosive, .extraBall:
            drawMark(brick, rect: Rect(center: c, size: size), alpha: 1, into: &shapes)
        default:
            break
        }
    }

    /// The corners of a rectangle of `size` around `center`, turned by `rotation`: top left,
    /// top right, bottom right, bottom left (before the turn).
    static func corners(center c: Point, size: Size, rotation: Double) -> (Point, Point, Point, Point) {
        let hx = size.width / 2, hy = size.height / 2
        let cs = cos(rotation), sn = sin(rotation)
        func corner(_ x: Double, _ y: Double) -> Point { Point(x: c.x + x * cs - y * sn, y: c.y + x * sn + y * cs) }
        return (corner(-hx, -hy), corner(hx, -hy), corner(hx, hy), corner(-hx, hy))
    }

    /// A spring: a zigzag of eight turns from `a` to `b`.
    static func zigzag(from a: Point, to b: Point, into shapes: inout GeometryBatch, color: Color) {
        let d = b - a
        let length = (d.dx * d.dx + d.dy * d.dy).squareRoot()
        guard length > 1 else { return }
        let nx = -d.dy / length * 4, ny = d.dx / length * 4
        var last = a
        for k in 1...16 {
            let t = Double(k) / 16
            let side = k == 16 ? 0.0 : (k % 2 == 0 ? -1.0 : 1.0)
            let p = Point(x: a.x + d.dx * t + nx * side, y: a.y + d.dy * t + ny * side)
            shapes.line(from: last, to: p, width: 1.2, color: color)
            last = p
        }
    }
}
