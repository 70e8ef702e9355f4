import Dynamics

/// Snap: tap anywhere and the box springs there, as UISnapBehavior does.
final class SnapScene: CatalogScene {
    static let title = "Snap"
    override var hint: String { "tap: the box snaps there" }
    private let square: BasicItem
    private var snap: SnapBehavior?

    required init(size: Size) {
        square = BasicItem(center: Point(x: size.width / 2, y: size.height / 2), size: Size(width: 60, height: 60))
        super.init(size: size)
        add(square, .box)
        tap(at: Point(x: size.width / 4, y: size.height / 3))
    }

    override func tap(at point: Point) {
        if let snap { animator.removeBehavior(snap) }
        let behavior = SnapBehavior(item: square, snapTo: point)
        behavior.damping = 0.3
        animator.addBehavior(behavior)
        snap = behavior
    }
}
