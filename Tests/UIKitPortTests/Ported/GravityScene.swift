import Dynamics

/// The catalog's first scene: a square falls under default gravity, nothing else.
final class GravityScene {
    let view = BasicItem(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let square = BasicItem(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    var animator: DynamicAnimator!

    func viewDidLoad() {
        view.addSubview(square)
        animator = DynamicAnimator(referenceView: view)
        let gravity = GravityBehavior(items: [square])
        animator.addBehavior(gravity)
    }
}
