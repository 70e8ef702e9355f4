import Dynamics

/// After WWDC's "sticky corners": a light item is flung, and spring fields in each corner's
/// region catch it; strong resistance damps the swing.
final class StickyCornersScene {
    let view = BasicItem(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let item = BasicItem(frame: CGRect(x: 150, y: 350, width: 100, height: 100))
    var animator: DynamicAnimator!
    var itemBehavior: DynamicItemBehavior!
    var fields: [FieldBehavior] = []

    var corners: [CGPoint] {
        let inset: CGFloat = 80
        let b = view.bounds
        return [CGPoint(x: b.minX + inset, y: b.minY + inset), CGPoint(x: b.maxX - inset, y: b.minY + inset),
                CGPoint(x: b.minX + inset, y: b.maxY - inset), CGPoint(x: b.maxX - inset, y: b.maxY - inset)]
    }

    func viewDidLoad() {
        view.addSubview(item)
        animator = DynamicAnimator(referenceView: view)
        let collision = CollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        itemBehavior = DynamicItemBehavior(items: [item])
        itemBehavior.density = 0.01
        itemBehavior.resistance = 10
        itemBehavior.friction = 0
        itemBehavior.allowsRotation = false
        animator.addBehavior(itemBehavior)
        let size = CGSize(width: view.bounds.width / 2, height: view.bounds.height / 2)
        for corner in corners {
            let field = FieldBehavior.springField()
            field.position = corner
            field.region = Region(size: size)
            field.addItem(item)
            animator.addBehavior(field)
            fields.append(field)
        }
    }

    func flung(withVelocity velocity: CGPoint) {
        itemBehavior.addLinearVelocity(velocity, for: item)
    }
}
