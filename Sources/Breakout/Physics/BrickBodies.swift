import Dynamics

/// The physical bricks of a level on the engine, as one composite behavior: each brick a
/// body under gravity that meets the walls, the fixed bricks and the other physical bricks,
/// held by its mount's attachments (the game makes them, `Game+PhysicalBricks`). Balls and
/// laser shots ("movers") meet the bodies by exact sweeps, with the bodies moving and
/// turning; they share a collision group, so they still pass through each other. It is
/// active only in a level with physical bricks: elsewhere the balls collide with boundaries
/// alone, as they always did, and the step stays on the engine's fast path.
///
/// ```swift
/// let bodies = BrickBodies()
/// bodies.setActive(true)
/// bodies.addBrick(item)
/// bodies.addAttachment(AttachmentBehavior(item: item, attachedToAnchor: pivot))
/// ```
final class BrickBodies: DynamicBehavior {
    /// Bricks against the walls and the fixed bricks (the paddle lets them through).
    let boundaries = CollisionBehavior()
    /// Balls and shots against bricks, and bricks against each other; its delegate hears of
    /// every began contact.
    let contacts = CollisionBehavior()
    let material = DynamicItemBehavior()
    let gravity = GravityBehavior()
    /// Balls and shots: one collision group, so they pass through each other as before.
    let moverGroup = DynamicItemBehavior()
    /// Whether the level has physical bricks.
    private(set) var isActive = false
    /// The balls and shots in play, oldest first (so activating adds them in a set order).
    private var movers: [DynamicItem] = []
    /// The attachments in play, in the order they were added.
    private(set) var attachments: [AttachmentBehavior] = []

    /// Gravity on the bricks, whatever the balls' (1 is 1,000 points/s^2).
    static let gravityMagnitude = 0.6
    /// The ball's collision group.
    static let moverGroupNumber = 1

    override init() {
        super.init()
        boundaries.collisionMode = .boundaries
        contacts.collisionMode = .items
        material.density = 0.5
        material.friction = 0.4
        material.elasticity = 0.2
        material.resistance = 0.05
        material.angularResistance = 0.1
        gravity.magnitude = BrickBodies.gravityMagnitude
        moverGroup.collisionGroup = BrickBodies.moverGroupNumber
        for child in [boundaries, contacts, material, gravity, moverGroup] as [DynamicBehavior] { addChildBehavior(child) }
    }

    /// Turns the bodies on for a level with physical bricks (balls and shots then meet them),
    /// or off.
    func setActive(_ on: Bool) {
        guard on != isActive else { return }
        isActive = on
        for mover in movers {
            if on { contacts.addItem(mover); moverGroup.addItem(mover) } else { contacts.removeItem(mover); moverGroup.removeItem(mover) }
        }
    }

    func addMover(_ item: DynamicItem) {
        guard !movers.contains(where: { $0 === item }) else { return }
        movers.append(item)
        if isActive { contacts.addItem(item); moverGroup.addItem(item) }
    }

    func removeMover(_ item: DynamicItem) {
        guard let k = movers.firstIndex(where: { $0 === item }) else { return }
        movers.remove(at: k)
        contacts.removeItem(item)
        moverGroup.removeItem(item)
    }

    func addBrick(_ item: DynamicItem) {
        boundaries.addItem(item)
        contacts.addItem(item)
        material.addItem(item)
        gravity.addItem(item)
    }

    func removeBrick(_ item: DynamicItem) {
        boundaries.removeItem(item)
        contacts.removeItem(item)
        material.removeItem(item)
        gravity.removeItem(item)
    }

    func addAttachment(_ attachment: AttachmentBehavior) {
        attachments.append(attachment)
        addChildBehavior(attachment)
    }

    func removeAttachment(_ attachment: AttachmentBehavior) {
        guard let k = attachments.firstIndex(where: { $0 === attachment }) else { return }
        attachments.remove(at: k)
        removeChildBehavior(attachment)
    }
}
