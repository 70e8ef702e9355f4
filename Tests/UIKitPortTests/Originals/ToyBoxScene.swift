import UIKit

/// A toy box, as the UIFieldBehavior, UIRegion, UIDynamicItemGroup and
/// UIDynamicAnimatorDelegate documentation describes them: a magnet (a radial gravity field
/// limited to a region) pulls the marble near it and leaves the far one alone; a dumbbell of
/// two views moves as one body under gravity onto a floor boundary the collision delegate
/// names; and the animator tells its delegate when everything has come to rest.
final class ToyBoxScene: NSObject, UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let nearMarble = MarbleView(frame: CGRect(x: 140, y: 90, width: 20, height: 20))
    let farMarble = MarbleView(frame: CGRect(x: 690, y: 90, width: 20, height: 20))
    let leftWeight = UIView(frame: CGRect(x: 300, y: 100, width: 40, height: 40))
    let rightWeight = UIView(frame: CGRect(x: 400, y: 100, width: 40, height: 40))
    var animator: UIDynamicAnimator!
    var magnet: UIFieldBehavior!
    var dumbbell: UIDynamicItemGroup!
    var floorContacts: [String] = []
    var pauses = 0
    var resumes = 0

    func viewDidLoad() {
        for subview in [nearMarble, farMarble, leftWeight, rightWeight] { view.addSubview(subview) }
        animator = UIDynamicAnimator(referenceView: view)
        animator.delegate = self

        magnet = UIFieldBehavior.radialGravityField(position: CGPoint(x: 150, y: 300))
        magnet.region = UIRegion(radius: 250)
        magnet.strength = 5
        magnet.minimumRadius = 20
        magnet.addItem(nearMarble)
        magnet.addItem(farMarble)
        animator.addBehavior(magnet)

        let marbles = UIDynamicItemBehavior(items: [nearMarble, farMarble])
        marbles.resistance = 2
        animator.addBehavior(marbles)

        dumbbell = UIDynamicItemGroup(items: [leftWeight, rightWeight])
        let gravity = UIGravityBehavior(items: [dumbbell])
        animator.addBehavior(gravity)

        let collision = UICollisionBehavior(items: [dumbbell, nearMarble, farMarble])
        collision.collisionMode = .boundaries
        collision.addBoundary(withIdentifier: "floor" as NSString,
                              from: CGPoint(x: 0, y: 500), to: CGPoint(x: 800, y: 500))
        collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        collision.collisionDelegate = self
        animator.addBehavior(collision)

        let weights = UIDynamicItemBehavior(items: [dumbbell])
        weights.elasticity = 0
        weights.friction = 1
        animator.addBehavior(weights)
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        if let name = identifier as? String, item === dumbbell { floorContacts.append(name) }
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { pauses += 1 }

    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { resumes += 1 }

    /// The magnet, switched off: the marbles keep what speed they have.
    func switchOffMagnet() {
        animator.removeBehavior(magnet)
    }

    /// The magnet, switched on again.
    func switchOnMagnet() {
        animator.addBehavior(magnet)
    }

    final class MarbleView: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    }
}
