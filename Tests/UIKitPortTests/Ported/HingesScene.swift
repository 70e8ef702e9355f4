import Dynamics

/// The four kinds of attachment AttachmentBehavior's class methods make, one pair of views
/// each: a slider on a horizontal rail, a pin that lets a door swing through a quarter turn,
/// a weld that carries a flag with its pole, and a leash that lets a dog wander no farther
/// than it stood from its owner.
final class HingesScene {
    let view = BasicItem(frame: CGRect(x: 0, y: 0, width: 800, height: 800))
    let slider = BasicItem(frame: CGRect(x: 80, y: 80, width: 40, height: 40))
    let frame = BasicItem(frame: CGRect(x: 280, y: 80, width: 40, height: 40))
    let door = BasicItem(frame: CGRect(x: 320, y: 80, width: 120, height: 20))
    let pole = BasicItem(frame: CGRect(x: 580, y: 80, width: 20, height: 200))
    let flag = BasicItem(frame: CGRect(x: 600, y: 80, width: 80, height: 50))
    let owner = BasicItem(frame: CGRect(x: 180, y: 480, width: 40, height: 40))
    let dog = BasicItem(frame: CGRect(x: 330, y: 480, width: 40, height: 40))
    var animator: DynamicAnimator!
    var pin: AttachmentBehavior!
    var leash: AttachmentBehavior!

    func viewDidLoad() {
        for subview in [slider, frame, door, pole, flag, owner, dog] { view.addSubview(subview) }
        animator = DynamicAnimator(referenceView: view)

        let rail = AttachmentBehavior.slidingAttachment(with: slider, attachmentAnchor: slider.center,
                                                          axisOfTranslation: CGVector(dx: 1, dy: 0))
        animator.addBehavior(rail)

        let hinge = CGPoint(x: 320, y: 90)
        let frameHeld = DynamicItemBehavior(items: [frame])
        frameHeld.isAnchored = true
        animator.addBehavior(frameHeld)
        pin = AttachmentBehavior.pinAttachment(with: door, attachedTo: frame, attachmentAnchor: hinge)
        pin.attachmentRange = FloatRange(minimum: -.pi / 2, maximum: 0)
        animator.addBehavior(pin)

        let weld = AttachmentBehavior.fixedAttachment(with: flag, attachedTo: pole,
                                                        attachmentAnchor: CGPoint(x: 600, y: 105))
        animator.addBehavior(weld)

        leash = AttachmentBehavior.limitAttachment(with: dog, offsetFromCenter: .zero,
                                                     attachedTo: owner, offsetFromCenter: .zero)
        animator.addBehavior(leash)
        let ownerStands = DynamicItemBehavior(items: [owner])
        ownerStands.isAnchored = true
        animator.addBehavior(ownerStands)

        let gravity = GravityBehavior(items: [slider, door, pole, flag])
        gravity.angle = .pi / 4
        animator.addBehavior(gravity)
    }

    /// The dog runs off to the right (a push on it alone).
    func dogRunsOff() {
        let run = PushBehavior(items: [dog], mode: .continuous)
        run.pushDirection = CGVector(dx: 3, dy: -1)
        animator.addBehavior(run)
    }
}
