import Dynamics
import Foundation

/// Plays by itself, for tests, the demo mode and benchmarks: it launches at once, puts the
/// paddle where the most urgent ball will come down (walls folded in), and offsets the hit
/// so the ball leaves toward the remaining bricks. It reads the game and returns input; it
/// uses no randomness of its own, so replays stay exact.
///
/// ```swift
/// var autoplayer = Autoplayer()
/// game.step(autoplayer.input(for: game))
/// ```
public struct Autoplayer: Sendable {
    public init() {}

    public mutating func input(for game: Game) -> GameInput {
        switch game.state.phase {
        case .serving:
            return GameInput(paddleX: aimX(for: game), launch: true)
        case .playing:
            return GameInput(paddleX: targetX(for: game))
        case .levelCleared:
            return GameInput(launch: true)
        case .gameOver:
            return .none
        }
    }

    /// Where the paddle should be now.
    func targetX(for game: Game) -> Double {
        let paddleTop = game.paddleRect.minY
        let r = game.settings.ballRadius
        var best: (time: Double, x: Double)?
        for ball in game.state.balls {
            guard let s = game.ballState(ball.id) else { continue }
            let time: Double
            if s.velocity.dy > 1 {
                time = (paddleTop - r - s.center.y) / s.velocity.dy
            } else {
                // Rising: it will come back; judge by height so the lowest ball counts most.
                time = 10 + (paddleTop - s.center.y) / 1000
            }
            guard time >= -0.05 else { continue }
            let x = Autoplayer.fold(s.center.x + s.velocity.dx * max(time, 0), lower: r, upper: game.layout.size.width - r)
            if best == nil || time < best!.time { best = (time, x) }
        }
        guard let (time, landing) = best else { return catchCapsuleX(for: game) ?? game.paddleX }
        // When nothing is close, fetch a capsule on the way.
        if time > 0.8, let capsuleX = catchCapsuleX(for: game) { return capsuleX }
        return landing - steeringOffset(for: game, from: landing)
    }

    /// The paddle offset (from the landing point) that sends the ball toward the bricks:
    /// the shortest shot, straight or banked off a wall, that no indestructible brick blocks.
    private func steeringOffset(for game: Game, from x: Double) -> Double {
        let bounce = game.settings.paddleBounceAngle * Double.pi / 180
        let top = game.paddleRect.minY - game.settings.ballRadius
        let width = game.layout.size.width
        let r = game.settings.ballRadius
        let walls = game.state.bricks.filter { $0.isAlive && !$0.kind.isBreakable }
            .map { game.brickRect($0.id).insetBy(dx: -r, dy: -r) }
        var best: (distance: Double, angle: Double)?
        for brick in game.state.bricks where brick.isAlive && brick.kind.isBreakable {
            let rect = game.brickRect(brick.id)
            // The target and its mirror images across the side walls and the top wall.
            for (ix, iy) in [(rect.midX, rect.midY), (-rect.midX, rect.midY), (2 * width - rect.midX, rect.midY),
                             (rect.midX, -rect.midY), (-rect.midX, -rect.midY), (2 * width - rect.midX, -rect.midY)] {
                let dx = ix - x, dy = top - iy
                let angle = atan2(dx, max(dy, 1))
                guard abs(angle) <= bounce * 0.95 else { continue }
                let distance = (dx * dx + dy * dy).squareRoot()
                if let b = best, b.distance <= distance { continue }
                guard Autoplayer.shotIsClear(from: x, top, to: ix, iy, target: rect, walls: walls, width: width) else { continue }
                best = (distance, angle)
            }
        }
        guard let angle = best?.angle else { return 0 }
        // The paddle sends the ball off at (offset / half width) x the bounce angle.
        return angle / bounce * game.paddleWidth / 2
    }

    /// Whether the shot from (x0, y0) toward the image point (x1, y1), folded back into the
    /// field at the walls, reaches `target` before any of `walls`.
    static func shotIsClear(from x0: Double, _ y0: Double, to x1: Double, _ y1: Double,
                            target: Rect, walls: [Rect], width: Double) -> Bool {
        let length = ((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)).squareRoot()
        let samples = max(8, Int(length / 6))
        for k in 1...samples {
            let t = Double(k) / Double(samples)
            let p = Point(x: fold(x0 + (x1 - x0) * t, lower: 0, upper: width), y: abs(y0 + (y1 - y0) * t))
            if target.contains(p) { return true }
            if walls.contains(where: { $0.contains(p) }) { return false }
        }
        return true
    }

    private func aimX(for game: Game) -> Double {
        let alive = game.state.bricks.filter { $0.isAlive && $0.kind.isBreakable }
        guard let brick = alive.first else { return game.paddleX }
        return game.brickRect(brick.id).midX
    }

    private func catchCapsuleX(for game: Game) -> Double? {
        let good = game.state.capsules.compactMap { c in game.capsuleState(c.id).map { ($0.center.y, $0.center.x) } }
        return good.max { $0.0 < $1.0 }?.1
    }

    /// x after bouncing between two walls, folded back into lower...upper.
    static func fold(_ x: Double, lower: Double, upper: Double) -> Double {
        let width = upper - lower
        guard width > 0 else { return lower }
        var t = (x - lower).truncatingRemainder(dividingBy: 2 * width)
        if t < 0 { t += 2 * width }
        return lower + (t <= width ? t : 2 * width - t)
    }
}
