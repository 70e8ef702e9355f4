import Dynamics

/// Collisions and gravity: the square falls and lands on the bottom of the view. The walls
/// are the view's bounds added as a boundary path (an outline, as Kit draws it), and the
/// delegate hears the landing.
final class CollisionGravityScene: NSObject, CollisionBehaviorDelegate {
    let view = BasicItem(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let square = BasicItem(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    var animator: DynamicAnimator!
    var contacts: [String] = []
    var landedAt: CGPoint?

    func viewDidLoad() {
        view.addSubview(square)
        animator = DynamicAnimator(referenceView: view)
        let gravity = GravityBehavior(items: [square])
        let collision = CollisionBehavior(items: [square])
        collision.addBoundary(withIdentifier: "frame" as NSCopying, for: BezierPath(rect: view.bounds))
        collision.collisionDelegate = self
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
    }

    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        contacts.append(identifier as? String ?? "reference bounds")
        if landedAt == nil { landedAt = p }
    }
}
