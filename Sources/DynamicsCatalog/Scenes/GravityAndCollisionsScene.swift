import Dynamics

/// Gravity and collisions: balls and boxes fall, bounce and pile up inside the bounds.
final class GravityAndCollisionsScene: CatalogScene {
    static let title = "Gravity and collisions"

    required init(size: Size) {
        super.init(size: size)
        var items: [BasicItem] = []
        for k in 0..<12 {
            let x = 120 + Double(k % 6) * 110, y = 80 + Double(k / 6) * 70
            items.append(k % 2 == 0 ? ball(x, y, radius: 12 + Double(k % 3) * 4) : box(x, y, 36, 28, rotation: 0.3 * Double(k)))
        }
        let collision = CollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = DynamicItemBehavior(items: items)
        material.elasticity = 0.5
        material.friction = 0.4
        animator.addBehavior(GravityBehavior(items: items))
        animator.addBehavior(collision)
        animator.addBehavior(material)
    }
}
