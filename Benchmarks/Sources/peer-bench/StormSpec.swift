import Dynamics

/// One storm scene of shared/bench/storm.md, described once so every engine builds exactly
/// the same field, bricks and balls. Units are points and seconds, y down.
///
/// A tiled scene (`tileCount` above 1) is storm.md's field repeated `tileColumns` across and
/// `tileRows` down with its bricks, one closed box around them all, and `count / tileCount`
/// balls placed in each tile as storm.md places them in its one field. It keeps the gas's
/// density at N = 10,000, which storm.md's one field cannot hold apart (95% of the region).
struct StormSpec: Hashable, Sendable {
    /// One tile: storm.md's field.
    static let tile = Size(width: 1600, height: 1000)
    static let radius = 5.0
    static let stepDuration = 1.0 / 120
    static let defaultSteps = 1200

    /// 40 columns x 20 rows of 36 x 14 rectangles, row-major, in one tile.
    static let tileBricks: [Rect] = (0..<800).map { i in
        Rect(x: 2 + 40 * Double(i % 40), y: 60 + 18 * Double(i / 40), width: 36, height: 14)
    }

    var count: Int
    var speed: Double
    /// Ball-ball collisions on and the balls on a jittered grid (storm.md's gas variant).
    var gas = false
    var steps = StormSpec.defaultSteps
    /// Tiles across and down (1 x 1: storm.md's field).
    var tileColumns = 1
    var tileRows = 1

    var tileCount: Int { tileColumns * tileRows }

    var name: String {
        "\(gas ? "gas" : "storm") N=\(count) S=\(Int(speed))" + (tileCount > 1 ? " (\(tileColumns)x\(tileRows) fields)" : "")
    }

    /// The closed box around every tile.
    var field: Rect {
        Rect(x: 0, y: 0, width: StormSpec.tile.width * Double(tileColumns), height: StormSpec.tile.height * Double(tileRows))
    }

    /// Every tile's bricks, tile by tile (row-major), each tile's row-major.
    var bricks: [Rect] {
        (0..<tileCount).flatMap { k in
            let origin = tileOrigin(k)
            return StormSpec.tileBricks.map { Rect(x: $0.minX + origin.x, y: $0.minY + origin.y, width: $0.width, height: $0.height) }
        }
    }

    func tileOrigin(_ k: Int) -> Point {
        Point(x: StormSpec.tile.width * Double(k % tileColumns), y: StormSpec.tile.height * Double(k / tileColumns))
    }

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
        // The gas at N = 10,000 with N = 1,000's density: ten fields, 5 x 2 (issue 35's scaling).
        StormSpec(count: 10000, speed: 600, gas: true, tileColumns: 5, tileRows: 2),
    ]

    /// A smoke test: one slow, one fast and the gas scene, all small. The fast one is 3000
    /// points/s, not more: Box2D's continuous collision takes minutes at 20,000.
    static let quick: [StormSpec] = [
        StormSpec(count: 1000, speed: 600),
        StormSpec(count: 500, speed: 3000),
        StormSpec(count: 1000, speed: 600, gas: true),
    ]

    /// Each ball's start: three generator numbers per ball, in ball order; ball i in tile
    /// i / (count / tiles), placed there as storm.md places balls in its field.
    func balls() -> [BallState] {
        var rng = StormGenerator()
        let perTile = count / tileCount
        let columns = Int((Double(perTile) * 1560 / 530).squareRoot().rounded(.up))
        let rows = (perTile + columns - 1) / columns
        let cw = 1560 / Double(columns), ch = 530 / Double(rows)
        return (0..<count).map { i in
            let u1 = rng.next(), u2 = rng.next(), u3 = rng.next()
            let origin = tileOrigin(min(i / perTile, tileCount - 1)), k = i % perTile
            let center = gas
                ? Point(x: origin.x + 20 + (Double(k % columns) + 0.5) * cw + (u1 - 0.5) * 10,
                        y: origin.y + 450 + (Double(k / columns) + 0.5) * ch + (u2 - 0.5) * 10)
                : Point(x: origin.x + 20 + u1 * 1560, y: origin.y + 450 + u2 * 530)
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
