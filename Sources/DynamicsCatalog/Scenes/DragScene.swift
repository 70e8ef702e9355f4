import Dynamics

/// Drag: press on any item and pull. An attachment joins the item (where you pressed) to an
/// anchor that follows the pointer; letting go removes it. Every scene drags this way.
final class DragScene: CatalogScene {
    static let title = "Drag"
    override var hint: String { "press on an item and pull" }

    required init(size: Size) {
        super.init(size: size)
        let items = [box(200, 300, 80, 50), ball(400, 300, radius: 30), box(600, 300, 50, 90, .accent)]
        let collision = CollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = DynamicItemBehavior(items: items)
        material.resistance = 0.3
        material.angularResistance = 0.3
        animator.addBehavior(collision)
        animator.addBehavior(material)
    }
}
