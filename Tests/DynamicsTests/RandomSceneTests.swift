import Testing
import Dynamics

/// A random scene from a seed: a closed box, bricks, balls of several sizes, gravity at a
/// random angle, continuous and instantaneous pushes, random elasticity and friction, with
/// ball-ball collisions on or off.
struct RandomScene {
    let animator: DynamicAnimator
    let balls: [BasicItem]
    let props: [DynamicItemBehavior]
    let bricks: [Rect]
    let field: Rect

    init(seed: UInt64, balls count: Int = 16, ballsCollide: Bool? = nil, rectangles: Int = 0) {
        var rng = SeededGenerator(seed: seed)
        field = Rect(x: 0, y: 0, width: rng.double(250...450), height: rng.double(300...500))
        animator = DynamicAnimator(referenceBounds: field)
        let collision = CollisionBehavior()
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionMode = (ballsCollide ?? rng.chance(0.5)) ? .everything : .boundaries
        var bricks: [Rect] = []
        for _ in 0..<rng.int(3...12) {
            let r = Rect(x: rng.double(10...(field.width - 60)), y: rng.double(30...(field.height / 2)),
                         width: rng.double(14...50), height: 14)
            if !bricks.contains(where: { $0.insetBy(dx: -2, dy: -2).intersects(r) }) { bricks.append(r) }
        }
        for (k, r) in bricks.enumerated() { collision.addBoundary(withIdentifier: "brick\(k)", for: Path(rect: r)) }
        if rng.chance(0.5) {
            let y = field.height * 0.8
            collision.addBoundary(withIdentifier: "ledge", from: Point(x: 0, y: y), to: Point(x: field.width * 0.4, y: y + 30))
        }
        var balls: [BasicItem] = []
        var attempts = 0
        while balls.count < count + rectangles && attempts < 10_000 {
            attempts += 1
            let r = rng.double(3...10)
            let p = Point(x: rng.double((r + 1)...(field.width - r - 1)), y: rng.double((r + 1)...(field.height - r - 1)))
            if bricks.contains(where: { $0.insetBy(dx: -r - 1, dy: -r - 1).contains(p) }) { continue }
            if balls.contains(where: { $0.center.distance(to: p) < r + $0.bounds.width / 2 + 1 + 10 }) { continue }
            if p.y > field.height * 0.8 - 20 && p.y < field.height * 0.8 + 50 { continue }   // clear of the ledge
            if balls.count < count {
                balls.append(makeBall(p.x, p.y, radius: r))
            } else {
                balls.append(BasicItem(center: p, size: Size(width: r * 1.4, height: r * 0.8), rotation: rng.double(0...3)))
            }
        }
        self.bricks = bricks
        self.balls = balls
        for b in balls { collision.addItem(b) }
        animator.addBehavior(collision)
        // Two groups with different materials.
        let split = balls.count / 2
        var props: [DynamicItemBehavior] = []
        for group in [Array(balls[..<split]), Array(balls[split...])] {
            let p = DynamicItemBehavior(items: group)
            p.elasticity = rng.double(0...1)
            p.friction = rng.double(0...1)
            p.resistance = rng.chance(0.3) ? rng.double(0...0.5) : 0
            p.allowsRotation = rng.chance(0.5)
            p.density = rng.double(0.5...2)
            animator.addBehavior(p)
            props.append(p)
        }
        self.props = props
        let gravity = GravityBehavior(items: balls)
        gravity.setAngle(.pi / 2 + rng.double(-0.6...0.6), magnitude: rng.double(0...1.5))
        animator.addBehavior(gravity)
        let steady = PushBehavior(items: balls.filter { _ in rng.chance(0.3) }, mode: .continuous)
        steady.setAngle(rng.double(0...(2 * .pi)), magnitude: rng.double(0...0.05))
        animator.addBehavior(steady)
        let kick = PushBehavior(items: balls.filter { _ in rng.chance(0.5) }, mode: .instantaneous)
        kick.setAngle(rng.double(0...(2 * .pi)), magnitude: rng.double(0...0.5))
        animator.addBehavior(kick)
        for b in balls {
            let p = props.first { $0.items.contains { $0 === b } }!
            p.addLinearVelocity(Vector(angle: rng.double(0...(2 * .pi)), length: rng.double(0...1500)), for: b)
        }
    }

    func velocity(of b: BasicItem) -> Vector { props.first { $0.items.contains { $0 === b } }!.velocity(for: b) }
    func spin(of b: BasicItem) -> Double { props.first { $0.items.contains { $0 === b } }!.angularVelocity(for: b) }
}

/// Properties that hold in every random scene.
@Suite struct RandomSceneTests {
    @Test(arguments: Array(UInt64(1)...10))
    func ballsStayFiniteAndInsideTheBox(seed: UInt64) {
        // Even seeds: balls collide with each other too (the event-driven path).
        let scene = RandomScene(seed: seed, ballsCollide: seed % 2 == 0)
        var problems: [String] = []
        var deepest = 0.0
        var deepestAt = ""
        for s in 1...360 {
            scene.animator.step()
            for (k, b) in scene.balls.enumerated() {
                let c = b.center, v = scene.velocity(of: b), r = b.bounds.width / 2
                if !c.isFinite || !v.isFinite || !b.rotation.isFinite || !scene.spin(of: b).isFinite {
                    problems.append("ball \(k) not finite at step \(s): \(c) \(v)")
                } else if !scene.field.contains(c) {
                    problems.append("ball \(k) escaped at step \(s): \(c)")
                } else {
                    let gap = min(c.x - scene.field.minX, scene.field.maxX - c.x, c.y - scene.field.minY, scene.field.maxY - c.y)
                    if r - gap > deepest { deepest = r - gap; deepestAt = "ball \(k) at step \(s)" }
                }
            }
            if problems.count > 3 { break }
        }
        // No escape, nothing infinite or NaN:
        #expect(problems.isEmpty, "\(problems)")
        // and no ball sinks into a wall beyond rounding (circle sweeps are exact).
        #expect(deepest < 0.1, "\(deepestAt) sank \(deepest) points into a wall")
    }

    @Test(arguments: Array(UInt64(20)...27))
    func ballsDoNotEndInsideBricks(seed: UInt64) {
        let scene = RandomScene(seed: seed, balls: 12, ballsCollide: false)
        var inside: [String] = []
        for s in 1...480 {
            scene.animator.step()
            for (k, b) in scene.balls.enumerated() {
                let r = b.bounds.width / 2
                if let brick = scene.bricks.first(where: { $0.insetBy(dx: -r + 0.1, dy: -r + 0.1).contains(b.center) && $0.insetBy(dx: 0.1 - r, dy: 0.1 - r).width > 0 }) {
                    // Centre closer than r - 0.1 to the brick's rectangle: overlap beyond rounding.
                    let dx = max(brick.minX - b.center.x, 0, b.center.x - brick.maxX)
                    let dy = max(brick.minY - b.center.y, 0, b.center.y - brick.maxY)
                    if (dx * dx + dy * dy).squareRoot() < r - 0.1 { inside.append("ball \(k) in \(brick) at step \(s): \(b.center)") }
                }
            }
            if inside.count > 3 { break }
        }
        #expect(inside.isEmpty, "\(inside)")
    }

    @Test(arguments: [UInt64(40), 41, 42, 43])
    func ballsThatCollideDoNotOverlapMuch(seed: UInt64) {
        let scene = RandomScene(seed: seed, balls: 14, ballsCollide: true)
        var worst = 0.0
        var worstAt = ""
        for s in 1...240 {
            scene.animator.step()
            for i in 0..<scene.balls.count {
                for j in (i + 1)..<scene.balls.count {
                    let a = scene.balls[i], b = scene.balls[j]
                    let overlap = (a.bounds.width + b.bounds.width) / 2 - a.center.distance(to: b.center)
                    if overlap > worst { worst = overlap; worstAt = "balls \(i), \(j) at step \(s)" }
                }
            }
        }
        #expect(worst < 0.5, "overlap \(worst): \(worstAt)")
    }

    /// 60-63, the 7 seeds from 100 to 300 in which a small rectangle, kicked to thousands of
    /// points/s and radians/s, passed through a wall on engine 4 (129, 136, 142, 159, 215,
    /// 223, 282), and one that did while that was being mended (163). Engine 5's three mends:
    /// the contact point of overlapping polygons, sweeps after an impact or a wall turned a
    /// body in the drift, and a sweep out of looks.
    @Test(arguments: [UInt64(60), 61, 62, 63, 129, 136, 142, 159, 163, 215, 223, 282])
    func scenesWithRectanglesStayFiniteAndInside(seed: UInt64) {
        let scene = RandomScene(seed: seed, balls: 6, ballsCollide: true, rectangles: 6)
        var problems: [String] = []
        for s in 1...360 {
            scene.animator.step()
            for (k, b) in scene.balls.enumerated() {
                if !b.center.isFinite || !b.rotation.isFinite || !scene.velocity(of: b).isFinite {
                    problems.append("item \(k) not finite at step \(s)")
                } else if !scene.field.contains(b.center) {
                    problems.append("item \(k) (\(b.collisionBoundsType == .ellipse ? "ball" : "rectangle")) escaped at step \(s): \(b.center)")
                }
            }
            if problems.count > 3 { break }
        }
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test(arguments: [UInt64(80), 81, 82])
    func energyNeverGrowsWithoutForces(seed: UInt64) {
        // No gravity or pushes: with elasticity <= 1 the kinetic energy can only fall.
        let scene = RandomScene(seed: seed, balls: 10, ballsCollide: true)
        for b in scene.animator.behaviors where b is GravityBehavior || b is PushBehavior { scene.animator.removeBehavior(b) }
        // Linear plus rotational (friction trades one for the other); a disc has I = m r^2 / 2.
        func energy() -> Double {
            scene.balls.reduce(0) { sum, b in
                let p = scene.props.first { $0.items.contains { $0 === b } }!
                let r = b.bounds.width / 2
                let m = Double.pi * r * r * p.density
                let w = p.angularVelocity(for: b)
                return sum + 0.5 * m * p.velocity(for: b).lengthSquared + 0.25 * m * r * r * w * w
            }
        }
        scene.animator.step()
        var last = energy()
        var rises: [String] = []
        for s in 2...240 {
            scene.animator.step()
            let e = energy()
            if e > last * (1 + 1e-9) + 1e-9 { rises.append("step \(s): \(last) -> \(e)") }
            last = e
        }
        #expect(rises.isEmpty, "\(rises.prefix(3))")
    }
}
