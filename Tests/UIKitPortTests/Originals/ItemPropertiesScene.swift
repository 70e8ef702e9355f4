import UIKit

/// Item properties: two squares fall side by side onto the floor; one bounces with
/// elasticity 0.5, the other with 0.9 and a higher density.
final class ItemPropertiesScene {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let square1 = UIView(frame: CGRect(x: 40, y: 100, width: 100, height: 100))
    let square2 = UIView(frame: CGRect(x: 235, y: 100, width: 100, height: 100))
    var animator: UIDynamicAnimator!
    var square1Properties: UIDynamicItemBehavior!
    var square2Properties: UIDynamicItemBehavior!

    func viewDidLoad() {
        view.addSubview(square1)
        view.addSubview(square2)
        animator = UIDynamicAnimator(referenceView: view)
        let gravity = UIGravityBehavior(items: [square1, square2])
        let collision = UICollisionBehavior(items: [square1, square2])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionMode = [.boundaries]
        square1Properties = UIDynamicItemBehavior(items: [square1])
        square1Properties.elasticity = 0.5
        square1Properties.allowsRotation = false
        square2Properties = UIDynamicItemBehavior(items: [square2])
        square2Properties.elasticity = 0.9
        square2Properties.density = 3
        square2Properties.allowsRotation = false
        animator.addBehavior(square1Properties)
        animator.addBehavior(square2Properties)
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
    }
}
