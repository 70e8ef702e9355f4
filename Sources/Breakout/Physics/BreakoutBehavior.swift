import Dynamics

/// The playfield on the engine, as one composite behavior: walls on three sides (the bottom
/// is open), bricks and the paddle as collision boundaries, the balls' material, gravity,
/// pushes, and falling capsules. It reports contacts and balls that left the field; the
/// game turns them into actions.
///
/// ```swift
/// let field = BreakoutBehavior()
/// animator.addBehavior(field)
/// field.setWalls(for: layout)
/// field.setBrick(3, rect: layout.brickRect(column: 3, row: 0))
/// field.addBall(ball)
/// ```
public final class BreakoutBehavior: DynamicBehavior, CollisionBehaviorDelegate {
    /// What a boundary is.
    enum Boundary: Hashable, Sendable {
        case walls
        case paddle
        case brick(Int)
    }

    /// Something the game must handle after the step.
    enum Event {
        case contact(ball: DynamicItem, boundary: Boundary, at: Point)
        case ballLeftField(DynamicItem)
    }

    public let collision = CollisionBehavior()
    let ballMaterial = DynamicItemBehavior()
    let capsuleMaterial = DynamicItemBehavior()
    let gravity = GravityBehavior()
    private var pushes: [PushBehavior] = []
    private var field = Rect.zero
    private var ballRadius = 6.0
    /// Collected during a step; the game takes them after it.
    private(set) var events: [Event] = []

    override public init() {
        super.init()
        collision.collisionMode = .boundaries
        collision.collisionDelegate = self
        ballMaterial.friction = 0
        ballMaterial.resistance = 0
        ballMaterial.allowsRotation = false
        capsuleMaterial.allowsRotation = false
        addChildBehavior(collision)
        addChildBehavior(ballMaterial)
        addChildBehavior(capsuleMaterial)
        addChildBehavior(gravity)
        action = { [unowned self] in self.noticeBallsOutside() }
    }

    /// Left, top and right walls, running past the bottom so a ball leaving near a corner
    /// still meets them.
    func setWalls(for layout: FieldLayout) {
        let w = layout.size.width, h = layout.size.height
        field = layout.bounds
        collision.addBoundary(withIdentifier: Boundary.walls, for: Path(polyline: [
            Point(x: 0, y: h + 200), Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h + 200),
        ]))
    }

    func setBrick(_ id: Int, rect: Rect?) {
        if let rect { collision.addBoundary(withIdentifier: Boundary.brick(id), for: Path(rect: rect)) }
        else { collision.removeBoundary(withIdentifier: Boundary.brick(id)) }
    }

    func removeAllBricks() {
        for id in collision.boundaryIdentifiers {
            if case .brick = id.base as? Boundary { collision.removeBoundary(withIdentifier: id) }
        }
    }

    func setPaddle(_ rect: Rect, shape: PaddleShape) {
        collision.addBoundary(withIdentifier: Boundary.paddle, for: shape == .oval ? Path(ovalIn: rect) : Path(rect: rect))
    }

    func setBallMaterial(elasticity: Double, radius: Double) {
        ballMaterial.elasticity = elasticity
        ballRadius = radius
    }

    func setGravity(magnitude: Double, angleDegrees: Double) {
        gravity.setAngle(angleDegrees * Double.pi / 180, magnitude: magnitude)
    }

    func addBall(_ ball: DynamicItem) {
        collision.addItem(ball)
        ballMaterial.addItem(ball)
        gravity.addItem(ball)
    }

    func removeBall(_ ball: DynamicItem) {
        collision.removeItem(ball)
        ballMaterial.removeItem(ball)
        gravity.removeItem(ball)
    }

    /// Capsules fall at a steady speed and pass through everything.
    func addCapsule(_ capsule: DynamicItem) { capsuleMaterial.addItem(capsule) }
    func removeCapsule(_ capsule: DynamicItem) { capsuleMaterial.removeItem(capsule) }

    /// An instantaneous push that changes `ball`'s velocity by `speed` points/s toward `angle`.
    func push(_ ball: DynamicItem, angle: Double, speed: Double) {
        let size = ball.bounds.size
        let mass = Double.pi * size.width * size.height / 4 * ballMaterial.density / 10_000
        let push = PushBehavior(items: [ball], mode: .instantaneous)
        push.setAngle(angle, magnitude: speed * mass / PushBehavior.pointsPerUnit)
        pushes.append(push)
        addChildBehavior(push)
    }

    /// Hands the events of the last step to `handle`, oldest first, and forgets them. The
    /// list keeps its storage (returning it as an array would make the next step copy it).
    func drainEvents(_ handle: (Event) -> Void) {
        var k = 0
        while k < events.count {
            handle(events[k])
            k += 1
        }
        events.removeAll(keepingCapacity: true)
    }

    public func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem,
                                  withBoundaryIdentifier identifier: AnyHashable?, at point: Point) {
        guard let boundary = identifier?.base as? Boundary else { return }
        events.append(.contact(ball: item, boundary: boundary, at: point))
    }

    private func noticeBallsOutside() {
        // Spent pushes leave (their work is done in the step they were added).
        if !pushes.isEmpty {
            for push in pushes where !push.active { removeChildBehavior(push) }
            pushes.removeAll { !$0.active }
        }
        for ball in collision.items {
            let c = ball.center
            if c.y - ballRadius > field.maxY || c.x < field.minX - 100 || c.x > field.maxX + 100 || c.y < field.minY - 100 {
                events.append(.ballLeftField(ball))
            }
        }
    }
}
