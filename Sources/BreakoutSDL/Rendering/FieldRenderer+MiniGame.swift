import Breakout
import Dynamics
import Foundation
import WindowKit

/// What a mini-game gives its bricks to mean, drawn over them (`Game.miniGameMarks`): a
/// pulsing ring around the brick to hit (Sitting Ducks' marked duck, Hunter's prey), a ring
/// in the paddle's colour around the hunter, an arrow on every Hunter control pointing the
/// way a hit moves the hunter, and the gap Hunter's floor shuts filled in.
extension FieldRenderer {
    func drawMiniGameMarks(_ game: Game, bricks: BrickList, layout: FieldLayout, origin o: Point, step: Int,
                           into shapes: inout GeometryBatch) {
        // Twice a second, whatever the frame rate: the step counts 120 a second.
        let pulse = 0.5 + 0.5 * sin(Double(step) / Double(Game.stepsPerSecond) * 4 * Double.pi)
        for (id, mark) in game.miniGameMarks {
            let brick = bricks[id]
            guard brick.isAlive else { continue }
            let rect = layout.brickRect(column: brick.placement.column, row: brick.placement.row).offsetBy(dx: o.x, dy: o.y)
            switch mark {
            case .target:
                let grow = 1 + 2 * pulse
                shapes.frame(rect.insetBy(dx: -grow, dy: -grow), width: 2, color: Palette.accent.withAlpha(0.55 + 0.45 * pulse))
            case .hunter:
                shapes.frame(rect.insetBy(dx: -1, dy: -1), width: 2, color: Palette.paddle)
            case let .control(dx, dy):
                let c = rect.center, reach = min(rect.width, rect.height) * 0.32
                let tip = Point(x: c.x + Double(dx) * reach, y: c.y + Double(dy) * reach)
                let tail = Point(x: c.x - Double(dx) * reach, y: c.y - Double(dy) * reach)
                shapes.arrow(from: tail, to: tip, width: max(1.5, rect.height * 0.1), color: Color.white.withAlpha(0.85))
            case .sealsGap:
                // The strip between the brick and the wall is solid too: show it so.
                let left = rect.midX < o.x + layout.size.width / 2
                let gap = left ? Rect(x: o.x, y: rect.minY, width: rect.minX - o.x, height: rect.height)
                               : Rect(x: rect.maxX, y: rect.minY, width: o.x + layout.size.width - rect.maxX, height: rect.height)
                shapes.rect(gap, color: Palette.brick(brick).mixed(with: .black, 0.25))
            }
        }
    }
}
