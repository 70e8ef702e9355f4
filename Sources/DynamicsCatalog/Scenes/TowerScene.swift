import Dynamics

/// A tower of ten boxes: it stands, comes to rest and sleeps (the animator pauses). Knock it
/// over by dragging a box.
final class TowerScene: CatalogScene {
    static let title = "Box tower"

    required init(size: Size) {
        super.init(size: size)
        let boxes = (0..<10).map { k in box(size.width / 2, size.height - 20 - 40 * Double(k), 40, 40) }
        let collision = CollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = DynamicItemBehavior(items: boxes)
        material.friction = 0.6
        animator.addBehavior(GravityBehavior(items: boxes))
        animator.addBehavior(collision)
        animator.addBehavior(material)
    }
}
