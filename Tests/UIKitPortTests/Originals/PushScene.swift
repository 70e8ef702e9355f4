import UIKit

/// Pushes: an instantaneous push set up as Apple's sample does (the angle first, then the
/// magnitude), and a continuous push on a second square. No gravity.
final class PushScene {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let square = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    let other = UIView(frame: CGRect(x: 100, y: 400, width: 100, height: 100))
    var animator: UIDynamicAnimator!
    var instantaneous: UIPushBehavior!
    var continuous: UIPushBehavior!

    func viewDidLoad() {
        view.addSubview(square)
        view.addSubview(other)
        animator = UIDynamicAnimator(referenceView: view)
        instantaneous = UIPushBehavior(items: [square], mode: .instantaneous)
        instantaneous.angle = .pi / 4
        instantaneous.magnitude = 1
        continuous = UIPushBehavior(items: [other], mode: .continuous)
        continuous.setAngle(0, magnitude: 1)
        let properties = UIDynamicItemBehavior(items: [square, other])
        properties.allowsRotation = false
        animator.addBehavior(properties)
        animator.addBehavior(instantaneous)
        animator.addBehavior(continuous)
    }

    /// A tap pushes again, toward the tap, as the sample's gesture handler does.
    func tapped(at point: CGPoint) {
        let dx = point.x - square.center.x, dy = point.y - square.center.y
        instantaneous.pushDirection = CGVector(dx: dx / 100, dy: dy / 100)
        instantaneous.active = true
    }
}
