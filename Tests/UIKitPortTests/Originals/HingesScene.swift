import UIKit

/// The four kinds of attachment UIAttachmentBehavior's class methods make, one pair of views
/// each: a slider on a horizontal rail, a pin that lets a door swing through a quarter turn,
/// a weld that carries a flag with its pole, and a leash that lets a dog wander no farther
/// than it stood from its owner.
final class HingesScene {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 800))
    let slider = UIView(frame: CGRect(x: 80, y: 80, width: 40, height: 40))
    let frame = UIView(frame: CGRect(x: 280, y: 80, width: 40, height: 40))
    let door = UIView(frame: CGRect(x: 320, y: 80, width: 120, height: 20))
    let pole = UIView(frame: CGRect(x: 580, y: 80, width: 20, height: 200))
    let flag = UIView(frame: CGRect(x: 600, y: 80, width: 80, height: 50))
    let owner = UIView(frame: CGRect(x: 180, y: 480, width: 40, height: 40))
    let dog = UIView(frame: CGRect(x: 330, y: 480, width: 40, height: 40))
    var animator: UIDynamicAnimator!
    var pin: UIAttachmentBehavior!
    var leash: UIAttachmentBehavior!

    func viewDidLoad() {
        for subview in [slider, frame, door, pole, flag, owner, dog] { view.addSubview(subview) }
        animator = UIDynamicAnimator(referenceView: view)

        let rail = UIAttachmentBehavior.slidingAttachment(with: slider, attachmentAnchor: slider.center,
                                                          axisOfTranslation: CGVector(dx: 1, dy: 0))
        animator.addBehavior(rail)

        let hinge = CGPoint(x: 320, y: 90)
        let frameHeld = UIDynamicItemBehavior(items: [frame])
        frameHeld.isAnchored = true
        animator.addBehavior(frameHeld)
        pin = UIAttachmentBehavior.pinAttachment(with: door, attachedTo: frame, attachmentAnchor: hinge)
        pin.attachmentRange = UIFloatRange(minimum: -.pi / 2, maximum: 0)
        animator.addBehavior(pin)

        let weld = UIAttachmentBehavior.fixedAttachment(with: flag, attachedTo: pole,
                                                        attachmentAnchor: CGPoint(x: 600, y: 105))
        animator.addBehavior(weld)

        leash = UIAttachmentBehavior.limitAttachment(with: dog, offsetFromCenter: .zero,
                                                     attachedTo: owner, offsetFromCenter: .zero)
        animator.addBehavior(leash)
        let ownerStands = UIDynamicItemBehavior(items: [owner])
        ownerStands.isAnchored = true
        animator.addBehavior(ownerStands)

        let gravity = UIGravityBehavior(items: [slider, door, pole, flag])
        gravity.angle = .pi / 4
        animator.addBehavior(gravity)
    }

    /// The dog runs off to the right (a push on it alone).
    func dogRunsOff() {
        let run = UIPushBehavior(items: [dog], mode: .continuous)
        run.pushDirection = CGVector(dx: 3, dy: -1)
        animator.addBehavior(run)
    }
}
