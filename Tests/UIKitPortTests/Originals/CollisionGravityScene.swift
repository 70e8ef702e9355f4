import UIKit

/// Collisions and gravity: the square falls and lands on the bottom of the view. The walls
/// are the view's bounds added as a boundary path (an outline, as UIKit draws it), and the
/// delegate hears the landing.
final class CollisionGravityScene: NSObject, UICollisionBehaviorDelegate {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let square = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    var animator: UIDynamicAnimator!
    var contacts: [String] = []
    var landedAt: CGPoint?

    func viewDidLoad() {
        view.addSubview(square)
        animator = UIDynamicAnimator(referenceView: view)
        let gravity = UIGravityBehavior(items: [square])
        let collision = UICollisionBehavior(items: [square])
        collision.addBoundary(withIdentifier: "frame" as NSCopying, for: UIBezierPath(rect: view.bounds))
        collision.collisionDelegate = self
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        contacts.append(identifier as? String ?? "reference bounds")
        if landedAt == nil { landedAt = p }
    }
}
