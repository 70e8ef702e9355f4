import Dynamics

/// A pyramid of boxes, 12 rows: 78 boxes resting on each other.
final class PyramidScene: CatalogScene {
    static let title = "Pyramid"

    required init(size: Size) {
        super.init(size: size)
        let side = 30.0, rows = 12
        var boxes: [BasicItem] = []
        for row in 0..<rows {
            let count = rows - row
            let x0 = size.width / 2 - Double(count - 1) * side / 2
            for k in 0..<count {
                boxes.append(box(x0 + side * Double(k), size.height - side / 2 - side * Double(row), side, side,
                                 row % 2 == 0 ? .box : .accent))
            }
        }
        let collision = CollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = DynamicItemBehavior(items: boxes)
        material.friction = 0.6
        animator.addBehavior(GravityBehavior(items: boxes))
        animator.addBehavior(collision)
        animator.addBehavior(material)
    }
}
