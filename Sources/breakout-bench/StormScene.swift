import Dynamics

/// The storm scene of shared/bench/storm.md: a closed 1600 x 1000 box, 40 x 20 static
/// bricks, N balls of radius 5 at speed S, perfectly elastic, no friction, no gravity.
struct StormScene {
    static let field = Rect(x: 0, y: 0, width: 1600, height: 1000)
    static let radius = 5.0
    static let defaultSteps = 1200

    let animator: DynamicAnimator
    private(set) var balls: [DynamicItem]
    /// What the balls are (an app's own class, or `BasicItem`).
    let items: StormItemKind
    let itemBehavior: DynamicItemBehavior
    let collision: CollisionBehavior
    let bricks: [Rect]
    let speed: Double

    init(count: Int, speed: Double, gas: Bool, items: StormItemKind = .basic) {
        var rng = StormGenerator()
        self.speed = speed
        self.items = items
        animator = DynamicAnimator(referenceBounds: StormScene.field)
        var bricks: [Rect] = []
        for i in 0..<800 {
            let c = i % 40, r = i / 40
            bricks.append(Rect(x: 2 + 40 * Double(c), y: 60 + 18 * Double(r), width: 36, height: 14))
        }
        self.bricks = bricks
        let size = Size(width: 2 * StormScene.radius, height: 2 * StormScene.radius)
        var balls: [DynamicItem] = []
        var velocities: [Vector] = []
        let columns = Int((Double(count) * 1560 / 530).squareRoot().rounded(.up))
        let rows = (count + columns - 1) / columns
        for i in 0..<count {
            let u1 = rng.next(), u2 = rng.next(), u3 = rng.next()
            let center: Point
            if gas {
                let cw = 1560 / Double(columns), ch = 530 / Double(rows)
                let c = Double(i % columns), r = Double(i / columns)
                center = Point(x: 20 + (c + 0.5) * cw + (u1 - 0.5) * 10, y: 450 + (r + 0.5) * ch + (u2 - 0.5) * 10)
            } else {
                center = Point(x: 20 + u1 * 1560, y: 450 + u2 * 530)
            }
            balls.append(items.makeBall(center, size))
            velocities.append(Vector(angle: u3 * 2 * Double.pi, length: speed))
        }
        self.balls = balls
        collision = CollisionBehavior(items: balls)
        collision.collisionMode = gas ? .everything : .boundaries
        collision.translatesReferenceBoundsIntoBoundary = true
        for (i, brick) in bricks.enumerated() { collision.addBoundary(withIdentifier: i, for: Path(rect: brick)) }
        itemBehavior = DynamicItemBehavior(items: balls)
        itemBehavior.elasticity = 1
        itemBehavior.friction = 0
        itemBehavior.resistance = 0
        itemBehavior.allowsRotation = false
        animator.addBehavior(collision)
        animator.addBehavior(itemBehavior)
        for (ball, v) in zip(balls, velocities) { itemBehavior.addLinearVelocity(v, for: ball) }
        animator.pausesWhenAtRest = false
    }

    /// Churn: `count` balls leave (chosen by `rng`) and as many new ones join at the scene's
    /// speed, placed as storm.md places balls. Not part of storm.md: it measures what adding
    /// and removing items costs a running scene.
    mutating func replace(_ count: Int, using rng: inout StormGenerator) {
        for _ in 0..<count where !balls.isEmpty {
            let ball = balls.remove(at: Int(rng.next() * Double(balls.count)))
            collision.removeItem(ball)
            itemBehavior.removeItem(ball)
        }
        let size = Size(width: 2 * StormScene.radius, height: 2 * StormScene.radius)
        for _ in 0..<count {
            let ball = items.makeBall(Point(x: 20 + rng.next() * 1560, y: 450 + rng.next() * 530), size)
            balls.append(ball)
            collision.addItem(ball)
            itemBehavior.addItem(ball)
            itemBehavior.addLinearVelocity(Vector(angle: rng.next() * 2 * Double.pi, length: speed), for: ball)
        }
    }

    /// Kinetic energy with unit mass per ball (all balls weigh the same).
    func kineticEnergy() -> Double {
        balls.reduce(0) { $0 + itemBehavior.velocity(for: $1).lengthSquared / 2 }
    }

    func escapedCount() -> Int {
        balls.filter { !StormScene.field.contains($0.center) }.count
    }

    func insideBrickCount() -> Int {
        balls.filter { ball in
            let p = ball.center
            return bricks.contains { p.x > $0.minX && p.x < $0.maxX && p.y > $0.minY && p.y < $0.maxY }
        }.count
    }
}

/// The 64-bit LCG of storm.md, starting at state 1.
struct StormGenerator {
    var state: UInt64 = 1

    mutating func next() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / 9_007_199_254_740_992
    }
}
