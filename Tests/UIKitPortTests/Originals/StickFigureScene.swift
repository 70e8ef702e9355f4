import UIKit

/// A jointed stick figure hanging from a bar by its hands: each limb is a view pinned to the
/// next where they overlap, with a range of rotation and friction at the joint, and every
/// part is in one collision behavior of mode `.everything`.
final class StickFigureScene {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 800))
    let bar = UIView(frame: CGRect(x: 150, y: 100, width: 300, height: 10))
    var animator: UIDynamicAnimator!
    var parts: [UIView] = []
    var pins: [UIAttachmentBehavior] = []
    var pinPoints: [CGPoint] = []

    func limb(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> UIView {
        let part = UIView(frame: CGRect(x: x, y: y, width: width, height: height))
        view.addSubview(part)
        parts.append(part)
        return part
    }

    func pin(_ a: UIView, _ b: UIView, at point: CGPoint, range: UIFloatRange?) {
        let pin = UIAttachmentBehavior.pinAttachment(with: a, attachedTo: b, attachmentAnchor: point)
        if let range = range { pin.attachmentRange = range }
        pin.frictionTorque = 5
        animator.addBehavior(pin)
        pins.append(pin)
        pinPoints.append(point)
    }

    func viewDidLoad() {
        view.addSubview(bar)
        animator = UIDynamicAnimator(referenceView: view)
        let leftForearm = limb(265, 104, 10, 66), rightForearm = limb(325, 104, 10, 66)
        let leftUpperArm = limb(265, 164, 10, 66), rightUpperArm = limb(325, 164, 10, 66)
        let torso = limb(265, 218, 70, 110)
        let head = limb(285, 180, 30, 44)
        let leftThigh = limb(270, 316, 14, 80), rightThigh = limb(316, 316, 14, 80)
        let leftShin = limb(270, 390, 12, 80), rightShin = limb(318, 390, 12, 80)

        let barBehavior = UIDynamicItemBehavior(items: [bar])
        barBehavior.isAnchored = true
        animator.addBehavior(barBehavior)
        let collision = UICollisionBehavior(items: [bar] + parts)
        collision.collisionMode = .everything
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: parts))

        pin(leftForearm, bar, at: CGPoint(x: 270, y: 107), range: nil)
        pin(rightForearm, bar, at: CGPoint(x: 330, y: 107), range: nil)
        pin(leftForearm, leftUpperArm, at: CGPoint(x: 270, y: 167), range: UIFloatRangeMake(-2, 0.1))
        pin(rightForearm, rightUpperArm, at: CGPoint(x: 330, y: 167), range: UIFloatRangeMake(-0.1, 2))
        pin(leftUpperArm, torso, at: CGPoint(x: 270, y: 224), range: UIFloatRange(minimum: -1, maximum: 1))
        pin(rightUpperArm, torso, at: CGPoint(x: 330, y: 224), range: UIFloatRange(minimum: -1, maximum: 1))
        pin(head, torso, at: CGPoint(x: 300, y: 221), range: UIFloatRange(minimum: -0.3, maximum: 0.3))
        pin(torso, leftThigh, at: CGPoint(x: 277, y: 322), range: UIFloatRange(minimum: -0.5, maximum: 1.5))
        pin(torso, rightThigh, at: CGPoint(x: 323, y: 322), range: UIFloatRange(minimum: -1.5, maximum: 0.5))
        pin(leftThigh, leftShin, at: CGPoint(x: 276, y: 393), range: UIFloatRange(minimum: -2, maximum: 0))
        pin(rightThigh, rightShin, at: CGPoint(x: 324, y: 393), range: UIFloatRange(minimum: 0, maximum: 2))

        // A nudge, so the figure swings.
        let push = UIPushBehavior(items: [torso], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        animator.addBehavior(push)
    }
}
