import Breakout
import Dynamics

/// What moves, as drawn in one frame: positions interpolated between the last two steps.
@_spi(Benchmarks) public struct FieldSnapshot {
    var paddle: Rect
    /// A duel's top paddle.
    var topPaddle: Rect?
    var balls: [Int: Point]
    var capsules: [Int: Point]
    /// Where the field sits in the window (below the HUD band).
    var origin: Point

    /// An empty frame at `origin`, to capture into.
    @_spi(Benchmarks) public init(origin: Point) {
        paddle = .zero
        balls = [:]
        capsules = [:]
        self.origin = origin
    }

    init(paddle: Rect, balls: [Int: Point], capsules: [Int: Point], origin: Point) {
        self.paddle = paddle
        self.balls = balls
        self.capsules = capsules
        self.origin = origin
    }

    /// The state at the end of the last step.
    @_spi(Benchmarks) public static func capture(_ game: Game, origin: Point) -> FieldSnapshot {
        var frame = FieldSnapshot(origin: origin)
        frame.capture(game)
        return frame
    }

    /// Takes the state at the end of the last step, reusing this frame's storage (a window
    /// captures one every step: it allocates nothing once the tables have grown).
    @_spi(Benchmarks) public mutating func capture(_ game: Game) {
        balls.removeAll(keepingCapacity: true)
        for b in game.state.balls { balls[b.id] = game.ballCenter(b.id) }
        capsules.removeAll(keepingCapacity: true)
        for c in game.state.capsules { capsules[c.id] = game.capsuleCenter(c.id) }
        paddle = game.paddleRect
        topPaddle = game.state.duel == nil ? nil : game.topPaddleRect
    }

    /// Becomes `alpha` of the way from `previous` to `current` (things that just appeared are
    /// not moved), in this frame's own storage.
    @_spi(Benchmarks) public mutating func interpolate(_ previous: FieldSnapshot, _ current: FieldSnapshot, alpha: Double) {
        func lerp(_ a: Point, _ b: Point) -> Point { Point(x: a.x + (b.x - a.x) * alpha, y: a.y + (b.y - a.y) * alpha) }
        origin = current.origin
        balls.removeAll(keepingCapacity: true)
        for (id, p) in current.balls { balls[id] = previous.balls[id].map { lerp($0, p) } ?? p }
        capsules.removeAll(keepingCapacity: true)
        for (id, p) in current.capsules { capsules[id] = previous.capsules[id].map { lerp($0, p) } ?? p }
        paddle = current.paddle
        if previous.paddle.size == current.paddle.size {
            paddle.origin = lerp(previous.paddle.origin, current.paddle.origin)
        }
        topPaddle = current.topPaddle
        if let now = current.topPaddle, let before = previous.topPaddle, before.size == now.size {
            topPaddle?.origin = lerp(before.origin, now.origin)
        }
    }
}
