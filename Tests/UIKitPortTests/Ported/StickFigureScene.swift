import Dynamics

/// A jointed stick figure hanging from a bar by its hands: each limb is a view pinned to the
/// next where they overlap, with a range of rotation and friction at the joint, and every
/// part is in one collision behavior of mode `.everything`.
final class StickFigureScene {
    let view = BasicItem(frame: CGRect(x: 0, y: 0, width: 600, height: 800))
    let bar = BasicItem(frame: CGRect(x: 150, y: 100, width: 300, height: 10))
    var animator: DynamicAnimator!
    var parts: [BasicItem] = []
    var pins: [AttachmentBehavior] = []
    var pinPoints: [CGPoint] = []

    func limb(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> BasicItem {
        let part = BasicItem(frame: CGRect(x: x, y: y, width: width, height: height))
        view.addSubview(part)
        parts.append(part)
        return part
    }

    func pin(_ a: BasicItem, _ b: BasicItem, at point: CGPoint, range: FloatRange?) {
        let pin = AttachmentBehavior.pinAttachment(with: a, attachedTo: b, attachmentAnchor: point)
        if let range = range { pin.attachmentRange = range }
        pin.frictionTorque = 5
        animator.addBehavior(pin)
        pins.append(pin)
        pinPoints.append(point)
    }

    func viewDidLoad() {
        view.addSubview(bar)
        animator = DynamicAnimator(referenceView: view)
        let leftForearm = limb(265, 104, 10, 66), rightForearm = limb(325, 104, 10, 66)
        let leftUpperArm = limb(265, 164, 10, 66), rightUpperArm = limb(325, 164, 10, 66)
        let torso = limb(265, 218, 70, 110)
        let head = limb(285, 180, 30, 44)
        let leftThigh = limb(270, 316, 14, 80), rightThigh = limb(316, 316, 14, 80)
        let leftShin = limb(270, 390, 12, 80), rightShin = limb(318, 390, 12, 80)

        let barBehavior = DynamicItemBehavior(items: [bar])
        barBehavior.isAnchored = true
        animator.addBehavior(barBehavior)
        let collision = CollisionBehavior(items: [bar] + parts)
        collision.collisionMode = .everything
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(GravityBehavior(items: parts))

        pin(leftForearm, bar, at: CGPoint(x: 270, y: 107), range: nil)
        pin(rightForearm, bar, at: CGPoint(x: 330, y: 107), range: nil)
        pin(leftForearm, leftUpperArm, at: CGPoint(x: 270, y: 167), range: FloatRangeMake(-2, 0.1))
        pin(rightForearm, rightUpperArm, at: CGPoint(x: 330, y: 167), range: FloatRangeMake(-0.1, 2))
        pin(leftUpperArm, torso, at: CGPoint(x: 270, y: 224), range: FloatRange(minimum: -1, maximum: 1))
        pin(rightUpperArm, torso, at: CGPoint(x: 330, y: 224), range: FloatRange(minimum: -1, maximum: 1))
        pin(head, torso, at: CGPoint(x: 300, y: 221), range: FloatRange(minimum: -0.3, maximum: 0.3))
        pin(torso, leftThigh, at: CGPoint(x: 277, y: 322), range: FloatRange(minimum: -0.5, maximum: 1.5))
        pin(torso, rightThigh, at: CGPoint(x: 323, y: 322), range: FloatRange(minimum: -1.5, maximum: 0.5))
        pin(leftThigh, leftShin, at: CGPoint(x: 276, y: 393), range: FloatRange(minimum: -2, maximum: 0))
        pin(rightThigh, rightShin, at: CGPoint(x: 324, y: 393), range: FloatRange(minimum: 0, maximum: 2))

        // A nudge, so the figure swings.
        let push = PushBehavior(items: [torso], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        animator.addBehavior(push)
    }
}
