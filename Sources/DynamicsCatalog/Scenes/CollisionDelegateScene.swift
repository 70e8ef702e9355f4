import Dynamics

/// The collision delegate: every contact that begins flashes where it happened, a ball
/// meeting a ball larger and longer than a ball meeting a wall.
final class CollisionDelegateScene: CatalogScene, CollisionBehaviorDelegate {
    static let title = "Collision delegate"
    private(set) var contactsBegun = 0

    required init(size: Size) {
        super.init(size: size)
        var balls: [BasicItem] = []
        for k in 0..<14 {
            balls.append(ball(80 + Double(k % 7) * 100, 100 + Double(k / 7) * 120, radius: 14))
        }
        let collision = CollisionBehavior(items: balls)
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = self
        let material = DynamicItemBehavior(items: balls)
        material.elasticity = 1
        material.resistance = 0
        for (k, b) in balls.enumerated() { material.addLinearVelocity(Vector(dx: 260, dy: 0).rotated(by: Double(k) * 0.9), for: b) }
        animator.addBehavior(collision)
        animator.addBehavior(material)
    }

    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item1: DynamicItem, with item2: DynamicItem, at point: Point) {
        contactsBegun += 1
        flashes.append((point, 0.6))
    }

    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem, withBoundaryIdentifier identifier: AnyHashable?, at point: Point) {
        contactsBegun += 1
        flashes.append((point, 0.4))
    }
}
