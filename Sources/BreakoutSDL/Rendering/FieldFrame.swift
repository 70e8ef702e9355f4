import Breakout
import Dynamics

/// What moves, as drawn in one frame: positions interpolated between the last two steps.
public struct FieldFrame {
    var paddle: Rect
    var balls: [Int: Point]
    var capsules: [Int: Point]
    /// Where the field sits in the window (below the HUD band).
    var origin: Point

    /// The state at the end of the last step.
    public static func capture(_ game: Game, origin: Point) -> FieldFrame {
        var balls: [Int: Point] = [:]
        for b in game.state.balls { balls[b.id] = game.ballState(b.id)?.center }
        var capsules: [Int: Point] = [:]
        for c in game.state.capsules { capsules[c.id] = game.capsuleState(c.id)?.center }
        return FieldFrame(paddle: game.paddleRect, balls: balls, capsules: capsules, origin: origin)
    }

    /// `alpha` of the way from `previous` to `current` (things that just appeared are not moved).
    static func interpolated(_ previous: FieldFrame, _ current: FieldFrame, alpha: Double) -> FieldFrame {
        func lerp(_ a: Point, _ b: Point) -> Point { Point(x: a.x + (b.x - a.x) * alpha, y: a.y + (b.y - a.y) * alpha) }
        var out = current
        for (id, p) in current.balls { if let q = previous.balls[id] { out.balls[id] = lerp(q, p) } }
        for (id, p) in current.capsules { if let q = previous.capsules[id] { out.capsules[id] = lerp(q, p) } }
        if previous.paddle.size == current.paddle.size {
            out.paddle.origin = lerp(previous.paddle.origin, current.paddle.origin)
        }
        return out
    }
}
