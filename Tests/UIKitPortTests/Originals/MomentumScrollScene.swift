import UIKit

/// Scrolling with momentum and a rubber band, the way apps build it on UIKit Dynamics: a plain
/// NSObject item stands for the scroll offset. A fling gives it the finger's velocity and
/// resistance slows it down; past the end of the content, an attachment of zero length, added
/// from the behavior's action, pulls it back to the edge.
final class MomentumScrollScene: NSObject, UIDynamicAnimatorDelegate {
    /// The scroll offset as a dynamic item: a point with a 1 x 1 bounds (UIKit refuses an
    /// item without area).
    final class OffsetItem: NSObject, UIDynamicItem {
        var center = CGPoint.zero
        var bounds = CGRect(x: 0, y: 0, width: 1, height: 1)
        var transform = CGAffineTransform.identity
    }

    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let offset = OffsetItem()
    let maximumOffset: CGFloat = 1000
    var animator: UIDynamicAnimator!
    var inertia: UIDynamicItemBehavior?
    var rubberBand: UIAttachmentBehavior?
    var isDecelerating = false

    func viewDidLoad() {
        animator = UIDynamicAnimator(referenceView: view)
        animator.delegate = self
    }

    /// The finger comes down: whatever moved the content stops.
    func panBegan() {
        animator.removeAllBehaviors()
        inertia = nil
        rubberBand = nil
        isDecelerating = false
    }

    /// The finger moves the content by `distance` points.
    func panned(by distance: CGFloat) {
        offset.center.y += distance
    }

    /// The finger lifts at `velocity` points per second.
    func panEnded(velocity: CGFloat) {
        let behavior = UIDynamicItemBehavior(items: [offset])
        behavior.addLinearVelocity(CGPoint(x: 0, y: velocity), for: offset)
        behavior.resistance = 2
        behavior.action = { [weak self] in self?.bounceIfPastTheEnd() }
        animator.addBehavior(behavior)
        inertia = behavior
        isDecelerating = true
    }

    private func bounceIfPastTheEnd() {
        guard rubberBand == nil else { return }
        let y = offset.center.y
        guard y < 0 || y > maximumOffset else { return }
        let band = UIAttachmentBehavior(item: offset, attachedToAnchor: CGPoint(x: 0, y: y < 0 ? 0 : maximumOffset))
        band.length = 0
        band.damping = 1
        band.frequency = 2
        animator.addBehavior(band)
        rubberBand = band
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        isDecelerating = false
    }
}
