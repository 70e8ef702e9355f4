import Dynamics

/// A toy box, as the FieldBehavior, Region, DynamicItemGroup and
/// DynamicAnimatorDelegate documentation describes them: a magnet (a radial gravity field
/// limited to a region) pulls the marble near it and leaves the far one alone; a dumbbell of
/// two views moves as one body under gravity onto a floor boundary the collision delegate
/// names; and the animator tells its delegate when everything has come to rest.
final class ToyBoxScene: NSObject, DynamicAnimatorDelegate, CollisionBehaviorDelegate {
    let view = BasicItem(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let nearMarble = MarbleView(frame: CGRect(x: 140, y: 90, width: 20, height: 20))
    let farMarble = MarbleView(frame: CGRect(x: 690, y: 90, width: 20, height: 20))
    let leftWeight = BasicItem(frame: CGRect(x: 300, y: 100, width: 40, height: 40))
    let rightWeight = BasicItem(frame: CGRect(x: 400, y: 100, width: 40, height: 40))
    var animator: DynamicAnimator!
    var magnet: FieldBehavior!
    var dumbbell: DynamicItemGroup!
    var floorContacts: [String] = []
    var pauses = 0
    var resumes = 0

    func viewDidLoad() {
        for subview in [nearMarble, farMarble, leftWeight, rightWeight] { view.addSubview(subview) }
        animator = DynamicAnimator(referenceView: view)
        animator.delegate = self

        magnet = FieldBehavior.radialGravityField(position: CGPoint(x: 150, y: 300))
        magnet.region = Region(radius: 250)
        magnet.strength = 5
        magnet.minimumRadius = 20
        magnet.addItem(nearMarble)
        magnet.addItem(farMarble)
        animator.addBehavior(magnet)

        let marbles = DynamicItemBehavior(items: [nearMarble, farMarble])
        marbles.resistance = 2
        animator.addBehavior(marbles)

        dumbbell = DynamicItemGroup(items: [leftWeight, rightWeight])
        let gravity = GravityBehavior(items: [dumbbell])
        animator.addBehavior(gravity)

        let collision = CollisionBehavior(items: [dumbbell, nearMarble, farMarble])
        collision.collisionMode = .boundaries
        collision.addBoundary(withIdentifier: "floor" as NSString,
                              from: CGPoint(x: 0, y: 500), to: CGPoint(x: 800, y: 500))
        collision.setTranslatesReferenceBoundsIntoBoundary(with: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        collision.collisionDelegate = self
        animator.addBehavior(collision)

        let weights = DynamicItemBehavior(items: [dumbbell])
        weights.elasticity = 0
        weights.friction = 1
        animator.addBehavior(weights)
    }

    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        if let name = identifier as? String, item === dumbbell { floorContacts.append(name) }
    }

    func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { pauses += 1 }

    func dynamicAnimatorWillResume(_ animator: DynamicAnimator) { resumes += 1 }

    /// The magnet, switched off: the marbles keep what speed they have.
    func switchOffMagnet() {
        animator.removeBehavior(magnet)
    }

    /// The magnet, switched on again.
    func switchOnMagnet() {
        animator.addBehavior(magnet)
    }

    final class MarbleView: BasicItem {
        override var collisionBoundsType: DynamicItemCollisionBoundsType { .ellipse }
    }
}
