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
        /// A duel's second paddle, at the top.
        case topPaddle
        case brick(Int)
        /// The extra floor's barrier across the bottom.
        case floor
    }

    /// Something the game must handle after the step.
    enum Event {
        case contact(ball: DynamicItem, boundary: Boundary, at: Point)
        /// A ball or shot met a physical brick, or two physical bricks met (the game sorts
        /// out which).
        case bodyContact(DynamicItem, DynamicItem, at: Point)
        case ballLeftField(DynamicItem)
    }

    public let collision = CollisionBehavior()
    let ballMaterial = DynamicItemBehavior()
    let capsuleMaterial = DynamicItemBehavior()
    /// Laser shots: fast, unturning, stopped by the first boundary they meet.
    let shotMaterial = DynamicItemBehavior()
    let gravity = GravityBehavior()
    /// The magnet extras: gravity toward the paddle and drag, on the capsules they pull.
    let magnet = FieldBehavior.radialGravityField(position: .zero)
    let magnetDrag = FieldBehavior.dragField()
    /// Steering: gravity toward the paddle on the balls while the player holds the steer
    /// button (`Game+Steering.swift`); joined to the field the first time it pulls.
    private(set) lazy var steering: FieldBehavior = {
        let field = FieldBehavior.radialGravityField(position: .zero)
        field.strength = Game.steeringStrength
        addChildBehavior(field)
        return field
    }()
    private var steers = false
    /// Whether the steering field pulls balls this step.
    var isSteering: Bool { steers && !steering.items.isEmpty }
    /// The sticky paddle's hold on each ball, by ball item.
    private var holds: [ObjectIdentifier: AttachmentBehavior] = [:]
    private(set) var hasFloor = false
    /// Debris: boxes that tumble and pile up on the floor below the paddle, touching each
    /// other and the field's edges but no ball.
    let debrisCollision = CollisionBehavior()
    let debrisMaterial = DynamicItemBehavior()
    let debrisGravity = GravityBehavior()
    /// The level's physical bricks: bodies that swing, slide, turn and fall (`BrickBodies`).
    let bodies = BrickBodies()
    private var pushes: [PushBehavior] = []
    private var field = Rect.zero
    private var ballRadius = 6.0
    /// A duel's field is open at the top too: balls leave past either paddle.
    private var openTop = false
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
        shotMaterial.allowsRotation = false
        shotMaterial.elasticity = 0
        shotMaterial.friction = 0
        shotMaterial.resistance = 0
        magnet.strength = 2
        // Drag is a force: 3 per second on a capsule is 3 x its mass (area x density 1 / 10,000).
        magnetDrag.strength = 3 * Game.capsuleSize.width * Game.capsuleSize.height / 10_000
        addChildBehavior(collision)
        addChildBehavior(ballMaterial)
        addChildBehavior(capsuleMaterial)
        addChildBehavior(shotMaterial)
        addChildBehavior(gravity)
        addChildBehavior(magnet)
        addChildBehavior(magnetDrag)
        debrisMaterial.friction = 0.6
        debrisMaterial.elasticity = 0.1
        addChildBehavior(debrisCollision)
        addChildBehavior(debrisMaterial)
        addChildBehavior(debrisGravity)
        bodies.contacts.collisionDelegate = self
        addChildBehavior(bodies)
        action = { [unowned self] in self.noticeBallsOutside() }
    }

    /// Left, top and right walls, running past the bottom so a ball leaving near a corner
    /// still meets them.
    func setWalls(for layout: FieldLayout) {
        let w = layout.size.width, h = layout.size.height
        field = layout.bounds
        openTop = layout.isDuel
        if openTop {
            // Two walls, running past the top and the bottom.
            collision.addBoundary(withIdentifier: Boundary.walls, for: Path(polyline: [
                Point(x: 0, y: h + 200), Point(x: 0, y: -200), Point(x: w, y: -200), Point(x: w, y: h + 200),
            ]))
            // The segment across the top is far out of reach: balls leave long before it.
        } else {
            collision.addBoundary(withIdentifier: Boundary.walls, for: Path(polyline: [
                Point(x: 0, y: h + 200), Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h + 200),
            ]))
        }
        debrisCollision.addBoundary(withIdentifier: Boundary.walls, for: Path(polyline: [
            Point(x: 0, y: 0), Point(x: 0, y: h), Point(x: w, y: h), Point(x: w, y: 0),
        ]))
        // Physical bricks meet the walls as balls do, and fall out at the bottom.
        bodies.boundaries.addBoundary(withIdentifier: Boundary.walls, for: Path(polyline: [
            Point(x: 0, y: h + 200), Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h + 200),
        ]))
    }

    func setBrick(_ id: Int, rect: Rect?) {
        if let rect {
            collision.addBoundary(withIdentifier: Boundary.brick(id), for: Path(solidRect: rect))
            // Physical bricks stand on fixed ones (only in levels that have physical bricks).
            if bodies.isActive { bodies.boundaries.addBoundary(withIdentifier: Boundary.brick(id), for: Path(solidRect: rect)) }
        } else {
            collision.removeBoundary(withIdentifier: Boundary.brick(id))
            bodies.boundaries.removeBoundary(withIdentifier: Boundary.brick(id))
        }
    }

    func removeAllBricks() {
        for behavior in [collision, bodies.boundaries] {
            for id in behavior.boundaryIdentifiers {
                if case .brick = id.base as? Boundary { behavior.removeBoundary(withIdentifier: id) }
            }
        }
    }

    func setPaddle(_ rect: Rect, shape: PaddleShape) {
        collision.addBoundary(withIdentifier: Boundary.paddle, for: shape == .oval ? Path(ovalIn: rect) : Path(solidRect: rect))
    }

    func setTopPaddle(_ rect: Rect, shape: PaddleShape) {
        collision.addBoundary(withIdentifier: Boundary.topPaddle, for: shape == .oval ? Path(ovalIn: rect) : Path(solidRect: rect))
    }

    /// The ghost paddle, unseen, lets balls through.
    func removePaddle() { collision.removeBoundary(withIdentifier: Boundary.paddle) }

    /// The extra floor: a boundary along the bottom edge of the field, or none.
    func setFloor(_ on: Bool) {
        guard on != hasFloor else { return }
        hasFloor = on
        if on {
            collision.addBoundary(withIdentifier: Boundary.floor,
                                  from: Point(x: field.minX, y: field.maxY), to: Point(x: field.maxX, y: field.maxY))
        } else {
            collision.removeBoundary(withIdentifier: Boundary.floor)
        }
    }

    /// Points the magnet at `position` and gives it `capsules` (none: the magnet is off).
    func setMagnet(at position: Point, capsules: [DynamicItem]) {
        if magnet.position != position { magnet.position = position }
        for field in [magnet, magnetDrag] {
            let current = field.items
            if current.count == capsules.count && zip(current, capsules).allSatisfy({ $0 === $1 }) { continue }
            for item in current { field.removeItem(item) }
            for item in capsules { field.addItem(item) }
        }
    }

    /// Points the steering field at `position` and gives it `balls` (none: it pulls nothing).
    func setSteering(at position: Point, balls: [DynamicItem]) {
        guard steers || !balls.isEmpty else { return }
        steers = true
        if steering.position != position { steering.position = position }
        let current = steering.items
        if current.count == balls.count && zip(current, balls).allSatisfy({ $0 === $1 }) { return }
        for item in current { steering.removeItem(item) }
        for item in balls { steering.addItem(item) }
    }

    /// Holds `ball` at `point` (the sticky paddle), or moves its hold there.
    func hold(_ ball: DynamicItem, at point: Point) {
        if let hold = holds[ObjectIdentifier(ball)] {
            if hold.anchorPoint != point { hold.anchorPoint = point }
            return
        }
        let hold = AttachmentBehavior(item: ball, attachedToAnchor: point)
        hold.length = 0
        holds[ObjectIdentifier(ball)] = hold
        addChildBehavior(hold)
    }

    /// Lets go of `ball`.
    func release(_ ball: DynamicItem) {
        guard let hold = holds.removeValue(forKey: ObjectIdentifier(ball)) else { return }
        removeChildBehavior(hold)
    }

    /// The balls held now.
    var heldItems: [DynamicItem] { holds.values.map { $0.items[0] } }

    /// Whether any ball is held (read every step: no array made).
    var isHolding: Bool { !holds.isEmpty }

    func addDebris(_ box: DynamicItem) {
        debrisCollision.addItem(box)
        debrisMaterial.addItem(box)
        debrisGravity.addItem(box)
    }

    func removeDebris(_ box: DynamicItem) {
        debrisCollision.removeItem(box)
        debrisMaterial.removeItem(box)
        debrisGravity.removeItem(box)
    }

    /// A laser shot flies with the balls' boundaries but bounces off nothing: the game takes
    /// it away at its first contact.
    func addShot(_ shot: DynamicItem) {
        collision.addItem(shot)
        shotMaterial.addItem(shot)
        bodies.addMover(shot)
    }

    func removeShot(_ shot: DynamicItem) {
        collision.removeItem(shot)
        shotMaterial.removeItem(shot)
        bodies.removeMover(shot)
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
        bodies.addMover(ball)
    }

    func removeBall(_ ball: DynamicItem) {
        release(ball)
        collision.removeItem(ball)
        ballMaterial.removeItem(ball)
        gravity.removeItem(ball)
        bodies.removeMover(ball)
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

    public func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item1: DynamicItem,
                                  with item2: DynamicItem, at point: Point) {
        events.append(.bodyContact(item1, item2, at: point))
    }

    private func noticeBallsOutside() {
        // Spent pushes leave (their work is done in the step they were added).
        if !pushes.isEmpty {
            for push in pushes where !push.active { removeChildBehavior(push) }
            pushes.removeAll { !$0.active }
        }
        for ball in ballMaterial.items {
            let c = ball.center
            let aboveTop = openTop ? c.y + ballRadius < field.minY : c.y < field.minY - 100
            if c.y - ballRadius > field.maxY || c.x < field.minX - 100 || c.x > field.maxX + 100 || aboveTop {
                events.append(.ballLeftField(ball))
            }
        }
    }
}
