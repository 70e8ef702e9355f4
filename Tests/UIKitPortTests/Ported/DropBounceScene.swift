import Dynamics

/// After a book's drop-bounce-roll example: views laid out on whole points, as a storyboard
/// places them, fall onto the bottom of the view and bounce. The ball is a view subclass with
/// its own `init(frame:)` and an elliptical outline; the box is a subclass whose designated
/// initializer takes a label, and whose `init(coder:)` calls its superclass's.
final class DropBall: BasicItem {
    private(set) var tint = "red"

    override init(frame: CGRect) {
        super.init(frame: frame)
        tint = "orange"
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var collisionBoundsType: DynamicItemCollisionBoundsType { .ellipse }
}

final class DropBox: BasicItem {
    let label: String

    init(frame: CGRect, label: String) {
        self.label = label
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        label = "from a storyboard"
        super.init(coder: coder)
    }
}

final class DropBounceScene {
    let view = BasicItem(frame: CGRect(x: 0, y: 0, width: 600, height: 2000))
    var animator: DynamicAnimator!
    let gravity = GravityBehavior()
    let collision = CollisionBehavior()

    func viewDidLoad() {
        animator = DynamicAnimator(referenceView: view)
        // The whole view is the boundary: no inset on any side.
        collision.setTranslatesReferenceBoundsIntoBoundary(with: EdgeInsetsMake(0, 0, 0, 0))
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
    }

    /// Drops `item` with its bottom `height` points above the view's bottom.
    @discardableResult
    func drop(_ item: BasicItem, from height: CGFloat, elasticity: CGFloat) -> DynamicItemBehavior {
        item.center = CGPoint(x: view.bounds.midX, y: view.bounds.maxY - height - item.bounds.height / 2)
        view.addSubview(item)
        let properties = DynamicItemBehavior(items: [item])
        properties.elasticity = elasticity
        properties.friction = 0
        animator.addBehavior(properties)
        gravity.addItem(item)
        collision.addItem(item)
        return properties
    }
}
