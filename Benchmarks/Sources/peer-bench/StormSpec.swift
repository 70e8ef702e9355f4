import Dynamics

/// One storm scene of shared/bench/storm.md, described once so every engine builds exactly
/// the same field, bricks and balls. Units are points and seconds, y down.
struct StormSpec: Hashable, Sendable {
    static let field = Rect(x: 0, y: 0, width: 1600, height: 1000)
    static let radius = 5.0
    static let stepDuration = 1.0 / 120
    static let defaultSteps = 1200

    /// 40 columns x 20 rows of 36 x 14 rectangles, row-major.
    static let bricks: [Rect] = (0..<800).map { i in
        Rect(x: 2 + 40 * Double(i % 40), y: 60 + 18 * Double(i / 40), width: 36, height: 14)
    }

    var count: Int
    var speed: Double
    /// Ball-ball collisions on and the balls on a jittered grid (storm.md's gas variant).
    var gas = false
    var steps = StormSpec.defaultSteps

    var name: String { "\(gas ? "gas" : "storm") N=\(count) S=\(Int(speed))" }

    /// The runs storm.md asks for.
    static let all: [StormSpec] = [
        StormSpec(count: 1000, speed: 600),
        StormSpec(count: 10000, speed: 600),
        StormSpec(count: 500, speed: 3000),
        StormSpec(count: 500, speed: 20000),
        StormSpec(count: 500, speed: 100_000),
        StormSpec(count: 1000, speed: 600, gas: true),
        // The dense gas: twice the balls in the same region (the most its grid holds apart
        // with the jitter; 10,000 would overlap, at 95% of the area).
        StormSpec(count: 2000, speed: 600, gas: true),
    ]

    /// A smoke test: one slow, one fast and the gas scene, all small. The fast one is 3000
    /// points/s, not more: Box2D's continuous collision takes minutes at 20,000.
    static let quick: [StormSpec] = [
        StormSpec(count: 1000, speed: 600),
        StormSpec(count: 500, speed: 3000),
        StormSpec(count: 1000, speed: 600, gas: true),
    ]

    /// Each ball's start: three generator numbers per ball, in ball order.
    func balls() -> [BallState] {
        var rng = StormGenerator()
        let columns = Int((Double(count) * 1560 / 530).squareRoot().rounded(.up))
        let rows = (count + columns - 1) / columns
        let cw = 1560 / Double(columns), ch = 530 / Double(rows)
        return (0..<count).map { i in
            let u1 = rng.next(), u2 = rng.next(), u3 = rng.next()
            let center = gas
                ? Point(x: 20 + (Double(i % columns) + 0.5) * cw + (u1 - 0.5) * 10,
                        y: 450 + (Double(i / columns) + 0.5) * ch + (u2 - 0.5) * 10)
                : Point(x: 20 + u1 * 1560, y: 450 + u2 * 530)
            return BallState(center: center, velocity: Vector(angle: u3 * 2 * Double.pi, length: speed))
        }
    }
}

/// A ball's centre (points) and velocity (points/s), as every engine reports it back.
struct BallState: Sendable {
    var center: Point
    var velocity: Vector
}

/// The 64-bit LCG of storm.md, starting at state 1.
struct StormGenerator {
    var state: UInt64 = 1

    mutating func next() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / 9_007_199_254_740_992
    }
}
