import Dynamics

/// Item properties: two squares fall side by side onto the floor; one bounces with
/// elasticity 0.5, the other with 0.9 and a higher density.
final class ItemPropertiesScene {
    let view = BasicItem(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let square1 = BasicItem(frame: CGRect(x: 40, y: 100, width: 100, height: 100))
    let square2 = BasicItem(frame: CGRect(x: 235, y: 100, width: 100, height: 100))
    var animator: DynamicAnimator!
    var square1Properties: DynamicItemBehavior!
    var square2Properties: DynamicItemBehavior!

    func viewDidLoad() {
        view.addSubview(square1)
        view.addSubview(square2)
        animator = DynamicAnimator(referenceView: view)
        let gravity = GravityBehavior(items: [square1, square2])
        let collision = CollisionBehavior(items: [square1, square2])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionMode = [.boundaries]
        square1Properties = DynamicItemBehavior(items: [square1])
        square1Properties.elasticity = 0.5
        square1Properties.allowsRotation = false
        square2Properties = DynamicItemBehavior(items: [square2])
        square2Properties.elasticity = 0.9
        square2Properties.density = 3
        square2Properties.allowsRotation = false
        animator.addBehavior(square1Properties)
        animator.addBehavior(square2Properties)
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
    }
}
