import UIKit

/// The catalog's first scene: a square falls under default gravity, nothing else.
final class GravityScene {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let square = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    var animator: UIDynamicAnimator!

    func viewDidLoad() {
        view.addSubview(square)
        animator = UIDynamicAnimator(referenceView: view)
        let gravity = UIGravityBehavior(items: [square])
        animator.addBehavior(gravity)
    }
}
