import UIKit

/// A composite behavior, as the catalog's pendulum: a UIDynamicBehavior subclass that owns
/// its child behaviors, hangs a weight from a point and drags it with a pan.
final class PendulumBehavior: UIDynamicBehavior {
    private let draggingBehavior: UIAttachmentBehavior
    private let pushBehavior: UIPushBehavior

    init(weight: UIDynamicItem, suspendedFromPoint point: CGPoint) {
        let gravity = UIGravityBehavior(items: [weight])
        let attachment = UIAttachmentBehavior(item: weight, attachedToAnchor: point)
        draggingBehavior = UIAttachmentBehavior(item: weight, attachedToAnchor: .zero)
        pushBehavior = UIPushBehavior(items: [weight], mode: .instantaneous)
        pushBehavior.active = false
        super.init()
        addChildBehavior(gravity)
        addChildBehavior(attachment)
        addChildBehavior(pushBehavior)
    }

    func beginDraggingWeight(at point: CGPoint) {
        draggingBehavior.anchorPoint = point
        draggingBehavior.length = 0
        addChildBehavior(draggingBehavior)
    }

    func dragWeight(to point: CGPoint) {
        draggingBehavior.anchorPoint = point
    }

    func endDraggingWeight(withVelocity velocity: CGPoint) {
        var magnitude = sqrt(pow(velocity.x, 2) + pow(velocity.y, 2))
        let angle = atan2(velocity.y, velocity.x)
        magnitude /= 500
        pushBehavior.angle = angle
        pushBehavior.magnitude = magnitude
        pushBehavior.active = true
        removeChildBehavior(draggingBehavior)
    }
}

final class PendulumScene {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let weight = UIView(frame: CGRect(x: 167, y: 380, width: 40, height: 40))
    let pivot = CGPoint(x: 187, y: 200)
    var animator: UIDynamicAnimator!
    var pendulum: PendulumBehavior!

    func viewDidLoad() {
        view.addSubview(weight)
        animator = UIDynamicAnimator(referenceView: view)
        pendulum = PendulumBehavior(weight: weight, suspendedFromPoint: pivot)
        animator.addBehavior(pendulum)
    }
}
