import UIKit

/// A custom dynamic item, as the catalog's: the animator moves a point, and the item maps
/// that point to the size of a button, so a spring makes the button grow and shrink.
final class PositionToBoundsMapping: NSObject, UIDynamicItem {
    private let target: UIView
    var transform: CGAffineTransform = .identity

    init(target: UIView) {
        self.target = target
        super.init()
    }

    var bounds: CGRect {
        // Fixed, so the item weighs as a 100 x 100 view; only the center moves.
        CGRect(x: 0, y: 0, width: 100, height: 100)
    }

    var center: CGPoint {
        get { CGPoint(x: target.bounds.size.width, y: target.bounds.size.height) }
        set { target.bounds = CGRect(x: 0, y: 0, width: newValue.x, height: newValue.y) }
    }
}

final class CustomItemScene {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let button = UIView(frame: CGRect(x: 137, y: 300, width: 100, height: 40))
    var animator: UIDynamicAnimator!
    var mapping: PositionToBoundsMapping!

    func viewDidLoad() {
        view.addSubview(button)
        animator = UIDynamicAnimator(referenceView: view)
    }

    func buttonTapped() {
        animator.removeAllBehaviors()
        mapping = PositionToBoundsMapping(target: button)
        let attachment = UIAttachmentBehavior(item: mapping, attachedToAnchor: mapping.center)
        attachment.frequency = 1.0
        attachment.damping = 0.1
        let push = UIPushBehavior(items: [mapping], mode: .instantaneous)
        push.angle = .pi / 4
        push.magnitude = 2
        animator.addBehavior(attachment)
        animator.addBehavior(push)
    }
}
