import Dynamics

/// Item groups: an L of three boxes and a dumbbell (two balls and a bar) fall and tumble,
/// each as one rigid body. A group collides as the convex hull of its items.
final class ItemGroupScene: CatalogScene {
    static let title = "Item groups"

    required init(size: Size) {
        super.init(size: size)
        let l = group([box(200, 100, 40, 40), box(240, 100, 40, 40), box(200, 140, 40, 40)])
        let dumbbell = group([ball(450, 120, radius: 20, .accent), box(500, 120, 70, 10, .link), ball(550, 120, radius: 20, .accent)])
        let tee = group([box(650, 60, 90, 20, .ball), box(650, 95, 20, 50, .ball)])
        tee.rotation = 0.4
        let groups = [l, dumbbell, tee]
        let collision = CollisionBehavior(items: groups)
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = DynamicItemBehavior(items: groups)
        material.elasticity = 0.3
        material.friction = 0.5
        animator.addBehavior(GravityBehavior(items: groups))
        animator.addBehavior(collision)
        animator.addBehavior(material)
        // Spin the dumbbell so it lands turning.
        material.addAngularVelocity(3, for: dumbbell)
    }
}
