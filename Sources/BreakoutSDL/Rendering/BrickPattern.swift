import Breakout
import Dynamics
import WindowKit

/// `display.brick_patterns`: every kind of brick carries a shape of its own, drawn in white
/// on a dark outline, so kinds are told apart without their colours (red and green, the
/// theme's shades) and on any colour of brick. The shapes follow the flat look's marks
/// where those already said the kind, so a player who learnt one reads the other.
///
/// | kind | pattern |
/// | --- | --- |
/// | normal | none |
/// | multi-hit | a pip per hit left |
/// | regenerating | pips over a bar (it heals) |
/// | invisible, once found | pips in a frame |
/// | indestructible | a cross |
/// | wall | two courses of mortar |
/// | chaotic | a zigzag |
/// | explosive | a six-armed star |
/// | extra ball | a ring |
/// | growing | a plus |
///
/// ```swift
/// BrickPattern.draw(brick.kind, hitsLeft: brick.hitsLeft, in: rect, alpha: 1, into: &shapes)
/// ```
enum BrickPattern {
    static func draw(_ kind: BrickKind, hitsLeft: Int, in rect: Rect, alpha: Double, into shapes: inout GeometryBatch) {
        let c = rect.center, h = rect.height, w = rect.width
        let stroke = max(2, h * 0.12)
        let light = Color.white.withAlpha(0.95 * alpha), dark = Color.black.withAlpha(0.7 * alpha)
        /// A white stroke on a dark one a little wider: readable on white and on black bricks.
        func line(_ a: Point, _ b: Point) {
            shapes.line(from: a, to: b, width: stroke + 2, color: dark)
            shapes.line(from: a, to: b, width: stroke, color: light)
        }
        func dot(_ p: Point, _ r: Double) {
            shapes.circle(center: p, radius: r + 1, color: dark)
            shapes.circle(center: p, radius: r, color: light)
        }
        func pips(_ n: Int, y: Double) {
            let r = min(h * 0.16, w / Double(6 * max(n, 1)))
            for k in 0..<n { dot(Point(x: c.x + (Double(k) - Double(n - 1) / 2) * r * 3.2, y: y), r) }
        }
        let arm = h * 0.3
        switch kind {
        case .normal:
            break
        case .multiHit:
            pips(hitsLeft, y: c.y)
        case .regenerating:
            pips(hitsLeft, y: c.y - h * 0.1)
            line(Point(x: c.x - w * 0.25, y: c.y + h * 0.25), Point(x: c.x + w * 0.25, y: c.y + h * 0.25))
        case .invisible:
            pips(hitsLeft, y: c.y)
            shapes.frame(rect.insetBy(dx: 2, dy: 2), width: 3, color: dark)
            shapes.frame(rect.insetBy(dx: 3, dy: 3), width: 1, color: light)
        case .indestructible:
            line(Point(x: c.x - arm * 1.4, y: c.y - arm), Point(x: c.x + arm * 1.4, y: c.y + arm))
            line(Point(x: c.x - arm * 1.4, y: c.y + arm), Point(x: c.x + arm * 1.4, y: c.y - arm))
        case .wall:
            for y in [c.y - h * 0.18, c.y + h * 0.18] {
                line(Point(x: rect.minX + w * 0.12, y: y), Point(x: rect.maxX - w * 0.12, y: y))
            }
        case .chaotic:
            let zw = w * 0.6, zh = h * 0.22
            for k in 0..<4 {
                let x0 = c.x - zw / 2 + zw * Double(k) / 4, up = k % 2 == 0
                line(Point(x: x0, y: c.y + (up ? zh : -zh)), Point(x: x0 + zw / 4, y: c.y + (up ? -zh : zh)))
            }
        case .explosive:
            for k in 0..<3 {
                let a = Double(k) * Double.pi / 3 + Double.pi / 2
                let d = Vector(dx: cos(a) * arm * 1.2, dy: sin(a) * arm * 1.2)
                line(Point(x: c.x - d.dx, y: c.y - d.dy), Point(x: c.x + d.dx, y: c.y + d.dy))
            }
        case .extraBall:
            shapes.circle(center: c, radius: arm + 1, color: dark)
            shapes.circle(center: c, radius: arm, color: light)
            shapes.circle(center: c, radius: max(1, arm - stroke), color: dark)
        case .growing:
            line(Point(x: c.x - arm * 1.3, y: c.y), Point(x: c.x + arm * 1.3, y: c.y))
            line(Point(x: c.x, y: c.y - arm), Point(x: c.x, y: c.y + arm))
        }
    }
}
