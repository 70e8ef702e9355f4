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

    /// The paddle offset (from the landing point) that sends the ball toward the bricks.
    private func steeringOffset(for game: Game, from x: Double) -> Double {
        let alive = game.state.bricks.filter { $0.isAlive && $0.kind.isBreakable }
        guard !alive.isEmpty else { return 0 }
        // Aim at the lowest breakable brick nearest the landing point.
        let target = alive.map { game.brickRect($0.id) }.min { a, b in
            (abs(a.midX - x) - a.maxY * 2) < (abs(b.midX - x) - b.maxY * 2)
        }!
        let rise = max(game.paddleRect.minY - target.maxY, 1)
        let wanted = atan2(target.midX - x, rise)
        let maxAngle = game.settings.paddleBounceAngle * Double.pi / 180 * 0.9
        let angle = min(max(wanted, -maxAngle), maxAngle)
        let fraction = angle / (game.settings.paddleBounceAngle * Double.pi / 180)
        return fraction * game.paddleWidth / 2 * 0.9
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
