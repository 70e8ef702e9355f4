import Dynamics

/// Pushes: an instantaneous push set up as Apple's sample does (the angle first, then the
/// magnitude), and a continuous push on a second square. No gravity.
final class PushScene {
    let view = BasicItem(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let square = BasicItem(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    let other = BasicItem(frame: CGRect(x: 100, y: 400, width: 100, height: 100))
    var animator: DynamicAnimator!
    var instantaneous: PushBehavior!
    var continuous: PushBehavior!

    func viewDidLoad() {
        view.addSubview(square)
        view.addSubview(other)
        animator = DynamicAnimator(referenceView: view)
        instantaneous = PushBehavior(items: [square], mode: .instantaneous)
        instantaneous.angle = .pi / 4
        instantaneous.magnitude = 1
        continuous = PushBehavior(items: [other], mode: .continuous)
        continuous.setAngle(0, magnitude: 1)
        let properties = DynamicItemBehavior(items: [square, other])
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
