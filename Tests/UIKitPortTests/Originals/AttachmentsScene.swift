import UIKit

/// Attachments: the square hangs from an anchor by a rigid attachment at its corner, and
/// a pan moves the anchor, dragging the square.
final class AttachmentsScene {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let square = UIView(frame: CGRect(x: 137, y: 300, width: 100, height: 100))
    var animator: UIDynamicAnimator!
    var attachment: UIAttachmentBehavior!

    func viewDidLoad() {
        view.addSubview(square)
        animator = UIDynamicAnimator(referenceView: view)
        let anchor = CGPoint(x: square.center.x, y: square.center.y - 110)
        attachment = UIAttachmentBehavior(item: square, offsetFromCenter: UIOffset(horizontal: -25, vertical: -25),
                                          attachedToAnchor: anchor)
        let gravity = UIGravityBehavior(items: [square])
        animator.addBehavior(attachment)
        animator.addBehavior(gravity)
    }

    func panned(to point: CGPoint) {
        attachment.anchorPoint = point
    }

    /// Where the attachment holds the square, in the view.
    var attachedPoint: CGPoint {
        CGPoint(x: -25, y: -25).applying(square.transform).applying(CGAffineTransform(translationX: square.center.x, y: square.center.y))
    }
}
