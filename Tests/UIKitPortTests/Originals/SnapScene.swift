import UIKit

/// Snap: a tap snaps the square to the tap, replacing the last snap.
final class SnapScene {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let square = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    var animator: UIDynamicAnimator!
    var snap: UISnapBehavior?

    func viewDidLoad() {
        view.addSubview(square)
        animator = UIDynamicAnimator(referenceView: view)
    }

    func tapped(at point: CGPoint) {
        if let snap = snap { animator.removeBehavior(snap) }
        let newSnap = UISnapBehavior(item: square, snapTo: point)
        newSnap.damping = 0.5
        animator.addBehavior(newSnap)
        snap = newSnap
    }
}
