import Testing
import Dynamics
import TestSupport

/// Fast balls (3,000 to 100,000 points/s, radius 5) against 1-point-thin walls and
/// 14-point bricks: none ends up on the wrong side or inside a brick.
@Suite struct TunnellingTests {
    enum Wall: String, CaseIterable, CustomTestStringConvertible {
        case segment, thinRect, brickColumn
        var testDescription: String { rawValue }
    }

    static let field = Rect(x: 0, y: 0, width: 400, height: 300)
    static let wallX = 200.0
    static let radius = 5.0

    /// Bricks 14 points thick: a column at x 200...214 closing the field, plus loose bricks
    /// on the balls' side.
    static let brickColumn = stride(from: 0.0, to: 300, by: 14).map { Rect(x: wallX, y: $0, width: 14, height: 14) }
    static let looseBricks = [Rect(x: 60, y: 40, width: 36, height: 14), Rect(x: 120, y: 150, width: 14, height: 14),
                              Rect(x: 40, y: 230, width: 60, height: 14), Rect(x: 150, y: 90, width: 14, height: 40)]

    private func run(speed: Double, wall: Wall, mode: CollisionBehavior.Mode, balls count: Int, steps: Int, seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let animator = DynamicAnimator(referenceBounds: TunnellingTests.field)
        let collision = CollisionBehavior()
        collision.collisionMode = mode
        collision.translatesReferenceBoundsIntoBoundary = true
        var bricks: [Rect] = []
        switch wall {
        case .segment:
            collision.addBoundary(withIdentifier: "wall", from: Point(x: TunnellingTests.wallX, y: 0), to: Point(x: TunnellingTests.wallX, y: 300))
        case .thinRect:
            let r = Rect(x: TunnellingTests.wallX, y: 0, width: 1, height: 300)
            collision.addBoundary(withIdentifier: "wall", for: Path(rect: r))
        case .brickColumn:
            bricks = TunnellingTests.brickColumn + TunnellingTests.looseBricks
            for (k, r) in bricks.enumerated() { collision.addBoundary(withIdentifier: k, for: Path(rect: r)) }
        }
        var balls: [BasicItem] = []
        while balls.count < count {
            let p = Point(x: rng.double(10...190), y: rng.double(10...290))
            // Start clear of every brick (by the radius) and, when balls collide, of each other.
            if bricks.contains(where: { $0.insetBy(dx: -6, dy: -6).contains(p) }) { continue }
            if mode != .boundaries && balls.contains(where: { $0.center.distance(to: p) < 11 }) { continue }
            balls.append(makeBall(p.x, p.y, radius: TunnellingTests.radius))
        }
        for b in balls { collision.addItem(b) }
        let props = elasticBehavior(balls)
        animator.addBehavior(collision)
        animator.addBehavior(props)
        for b in balls {
            // Toward the wall, at angles up to 80 degrees off the normal.
            let angle = rng.double(-1.4...1.4)
            props.addLinearVelocity(Vector(angle: angle, length: speed), for: b)
        }
        var escapes: [String] = []
        var wallHits = 0
        let side = Rect(x: 0, y: 0, width: TunnellingTests.wallX, height: 300)
        for s in 1...steps {
            animator.step()
            for (k, b) in balls.enumerated() {
                let c = b.center
                if !side.contains(c) || !TunnellingTests.field.contains(c) {
                    escapes.append("ball \(k) at \(c) after step \(s)")
                } else if let brick = bricks.first(where: { $0.contains(c) }) {
                    escapes.append("ball \(k) at \(c) inside brick \(brick) after step \(s)")
                }
                if c.x > TunnellingTests.wallX - 60 { wallHits += 1 }
            }
            if escapes.count > 5 { break }
        }
        #expect(escapes.isEmpty, "\(escapes.prefix(5))")
        // The balls kept their speed (elastic walls) and so went on bouncing.
        let slowest = balls.map { props.velocity(for: $0).length }.min() ?? 0
        #expect(slowest > speed * (mode == .boundaries ? 0.999 : 0.0) , "slowest ball \(slowest)")
        #expect(wallHits > 0)
    }

    @Test(arguments: [3_000.0, 20_000.0, 100_000.0], Wall.allCases)
    func ballsStayOnTheirSide(speed: Double, wall: Wall) {
        run(speed: speed, wall: wall, mode: .boundaries, balls: 40, steps: 120, seed: 1234)
    }

    @Test(arguments: [3_000.0, 20_000.0, 100_000.0], Wall.allCases)
    func ballsThatAlsoCollideWithEachOtherStayOnTheirSide(speed: Double, wall: Wall) {
        // The event-driven path (ball-ball collisions on) sweeps against boundaries too.
        run(speed: speed, wall: wall, mode: .everything, balls: 20, steps: 60, seed: 99)
    }

    @Test(arguments: [3_000.0, 20_000.0, 100_000.0])
    func fastBallsDoNotPassThroughEachOther(speed: Double) {
        // b sits a tenth of a second's travel ahead of a; at 100,000 points/s a covers the gap
        // (10,000 points) in 12 steps, far more than its own size per step.
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100_000, height: 100))
        let a = makeBall(1_000, 50), b = makeBall(1_000 + speed / 10, 50)
        let collision = CollisionBehavior(items: [a, b])
        collision.collisionMode = .items
        let props = elasticBehavior([a, b])
        animator.addBehavior(collision)
        animator.addBehavior(props)
        props.addLinearVelocity(Vector(dx: speed, dy: 0), for: a)
        animator.run(steps: 30)
        #expect(a.center.x < b.center.x - 10 + 1e-6, "a \(a.center.x), b \(b.center.x)")
        #expect(isClose(props.velocity(for: a).dx, 0, within: 1e-6))
        #expect(isClose(props.velocity(for: b).dx, speed, within: 1e-6))
    }

    @Test(arguments: [3_000.0, 20_000.0])
    func fastRectanglesStayInTheField(speed: Double) {
        var rng = SeededGenerator(seed: 5)
        let animator = DynamicAnimator(referenceBounds: TunnellingTests.field)
        var items: [BasicItem] = []
        for _ in 0..<8 {
            items.append(BasicItem(center: Point(x: rng.double(20...180), y: rng.double(20...280)),
                                   size: Size(width: 12, height: 6), rotation: rng.double(0...3)))
        }
        let collision = CollisionBehavior(items: items)
        collision.collisionMode = .boundaries
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.addBoundary(withIdentifier: "wall", from: Point(x: 200, y: 0), to: Point(x: 200, y: 300))
        let props = DynamicItemBehavior(items: items)
        props.elasticity = 1
        animator.addBehavior(collision)
        animator.addBehavior(props)
        for item in items { props.addLinearVelocity(Vector(angle: rng.double(-1.4...1.4), length: speed), for: item) }
        var escapes: [Point] = []
        for _ in 0..<120 {
            animator.step()
            escapes += items.map(\.center).filter { !($0.x > 0 && $0.x < 200 && $0.y > 0 && $0.y < 300) }
        }
        #expect(escapes.isEmpty, "\(escapes.count) samples out of the chamber, first: \(escapes.prefix(3))")
    }
}
