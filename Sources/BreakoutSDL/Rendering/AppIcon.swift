import Dynamics
import Foundation
import WindowKit

/// The game's icon, drawn by our own code at any size: a rounded tile with a night-blue
/// gradient, three rows of bevelled bricks with one knocked out and sparks where it was, a
/// shaded ball on its way up, and the paddle with its end caps. `breakout icon` saves it as
/// the PNG the desktop shows; the window uses it too.
public enum AppIcon {
    /// Gives `window` the icon (64 pixels; about a millisecond to draw). Without it the title
    /// bar and the task switcher show a blank.
    static func apply(to window: GameWindow) {
        guard let canvas = try? OffscreenCanvas(width: 64, height: 64) else { return }
        canvas.clear(Color(r: 0, g: 0, b: 0, a: 0))
        var batch = GeometryBatch()
        draw(size: 64, into: &batch)
        batch.draw(on: canvas.renderer)
        canvas.setAsIcon(of: window)
    }

    /// The icon's geometry for a `size` x `size` image (transparent outside the tile).
    public static func draw(size: Double, into batch: inout GeometryBatch) {
        let s = size
        let tile = Rect(x: 0.03 * s, y: 0.03 * s, width: 0.94 * s, height: 0.94 * s)
        roundedGradient(tile, radius: 0.2 * s, top: Color(hex: 0x1B2350), bottom: Color(hex: 0x3A1760), into: &batch)

        // Bricks: three rows of four, bevelled, with a drop shadow; row 3 misses one.
        let columns = 4, rows = 3
        let gap = 0.018 * s
        let left = 0.12 * s, top = 0.17 * s
        let width = (0.76 * s - gap * Double(columns - 1)) / Double(columns), height = 0.085 * s
        let colours = [Palette.tints[0], Palette.tints[1], Palette.tints[2]]
        for row in 0..<rows {
            for column in 0..<columns where !(row == 2 && column == 1) {
                let r = Rect(x: left + Double(column) * (width + gap), y: top + Double(row) * (height + gap),
                             width: width, height: height)
                bevelledBrick(r, colour: colours[row], shadow: 0.02 * s, into: &batch)
            }
        }
        // Sparks where the missing brick was.
        let hole = Point(x: left + 1.5 * width + gap, y: top + 2.5 * height + 2 * gap)
        for (k, spark) in [(0.0, 0.9), (0.9, 0.7), (2.1, 0.8), (3.0, 0.6), (4.2, 0.75), (5.3, 0.65)].enumerated() {
            let d = 0.07 * s * spark.1
            let p = Point(x: hole.x + d * cos(spark.0), y: hole.y + d * sin(spark.0))
            batch.circle(center: p, radius: 0.012 * s * (k % 2 == 0 ? 1 : 0.7), color: Palette.accent)
        }

        // The ball, rising toward the gap, with its trail.
        let ball = Point(x: 0.43 * s, y: 0.6 * s), radius = 0.055 * s
        for k in 1...3 {
            let t = Double(k)
            batch.circle(center: Point(x: ball.x + 0.035 * s * t, y: ball.y + 0.05 * s * t), radius: radius * (1 - 0.2 * t),
                         color: Palette.ballRim.withAlpha(0.35 - 0.09 * t))
        }
        batch.circle(center: ball, radius: radius, color: Palette.ball, rim: Palette.ballRim)
        batch.circle(center: Point(x: ball.x - radius * 0.35, y: ball.y - radius * 0.35), radius: radius * 0.35,
                     color: Color.white)

        // The paddle: a bar with rounded end caps in the accent colour and a highlight.
        let paddle = Rect(x: 0.27 * s, y: 0.8 * s, width: 0.46 * s, height: 0.07 * s)
        batch.roundedRect(paddle.offsetBy(dx: 0, dy: 0.015 * s), radius: paddle.height / 2, color: Color.black.withAlpha(0.35))
        batch.roundedRect(paddle, radius: paddle.height / 2, color: Palette.paddle)
        let cap = paddle.height
        batch.roundedRect(Rect(x: paddle.minX, y: paddle.minY, width: cap * 1.2, height: paddle.height),
                          radius: paddle.height / 2, color: Palette.accent)
        batch.roundedRect(Rect(x: paddle.maxX - cap * 1.2, y: paddle.minY, width: cap * 1.2, height: paddle.height),
                          radius: paddle.height / 2, color: Palette.accent)
        batch.rect(Rect(x: paddle.minX + cap * 1.3, y: paddle.minY + paddle.height * 0.18,
                        width: paddle.width - cap * 2.6, height: paddle.height * 0.2), color: Palette.paddleRim.withAlpha(0.8))
    }

    /// A rounded rectangle filled with a vertical gradient, one row of the tile at a time
    /// (each row as wide as the rounded corners allow).
    static func roundedGradient(_ r: Rect, radius: Double, top: Color, bottom: Color, into batch: inout GeometryBatch) {
        let rows = max(8, min(512, Int(r.height.rounded())))
        let step = r.height / Double(rows)
        for k in 0..<rows {
            let y = r.minY + Double(k) * step
            let middle = y + step / 2
            // How far the corner's arc pulls this row in.
            var inset = 0.0
            let fromTop = middle - r.minY, fromBottom = r.maxY - middle
            let d = min(fromTop, fromBottom)
            if d < radius {
                let dy = radius - d
                inset = radius - (radius * radius - dy * dy).squareRoot()
            }
            let colour = top.mixed(with: bottom, (middle - r.minY) / r.height)
            batch.rect(Rect(x: r.minX + inset, y: y, width: r.width - 2 * inset, height: step), color: colour)
        }
    }

    /// A brick of the game's own theme, with its shadow.
    static func bevelledBrick(_ r: Rect, colour: Color, shadow: Double, into batch: inout GeometryBatch) {
        batch.rect(r.offsetBy(dx: shadow, dy: shadow), color: Color.black.withAlpha(0.35))
        GeneratedTheme.brick(r, colour: colour, into: &batch)
    }

}
