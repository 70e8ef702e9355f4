import Dynamics

/// A student's Breakout, as in CS193p: a collision behavior subclass with a delegate, oval
/// and rectangle boundaries named by strings, pushes that remove themselves, and a ball
/// that a brick boundary stops.
final class BreakoutCollisionBehavior: CollisionBehavior {
    override init(items: [DynamicItem]) {
        super.init(items: items)
        collisionMode = [.items, .boundaries]
    }
}

final class BreakoutBehavior: DynamicBehavior {
    let collider = BreakoutCollisionBehavior(items: [])
    let ballBehavior: DynamicItemBehavior = {
        let behavior = DynamicItemBehavior(items: [])
        behavior.elasticity = 1
        behavior.friction = 0
        behavior.resistance = 0
        behavior.allowsRotation = false
        return behavior
    }()

    override init() {
        super.init()
        addChildBehavior(collider)
        addChildBehavior(ballBehavior)
    }

    func addBall(_ ball: BasicItem) {
        collider.addItem(ball)
        ballBehavior.addItem(ball)
    }

    func addBoundary(_ path: BezierPath, named name: String) {
        collider.removeBoundary(withIdentifier: name as NSCopying)
        collider.addBoundary(withIdentifier: name as NSCopying, for: path)
    }

    func removeBoundary(named name: String) {
        collider.removeBoundary(withIdentifier: name as NSCopying)
    }

    func launchBall(_ ball: BasicItem, angle: CGFloat, magnitude: CGFloat) {
        let push = PushBehavior(items: [ball], mode: .instantaneous)
        push.setAngle(angle, magnitude: magnitude)
        push.action = { [unowned push] in
            push.dynamicAnimator?.removeBehavior(push)
        }
        dynamicAnimator?.addBehavior(push)
    }
}

final class BreakoutScene: NSObject, CollisionBehaviorDelegate {
    let view = BasicItem(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let ball = BallView(frame: CGRect(x: 150, y: 400, width: 20, height: 20))
    let breakout = BreakoutBehavior()
    var animator: DynamicAnimator!
    var hitBricks: [String] = []

    final class BallView: BasicItem {
        override var collisionBoundsType: DynamicItemCollisionBoundsType { .ellipse }
    }

    func viewDidLoad() {
        view.addSubview(ball)
        animator = DynamicAnimator(referenceView: view)
        animator.addBehavior(breakout)
        breakout.collider.collisionDelegate = self
        breakout.collider.translatesReferenceBoundsIntoBoundary = true
        breakout.addBall(ball)
        breakout.addBoundary(BezierPath(ovalIn: CGRect(x: 110, y: 450, width: 100, height: 20)), named: "paddle")
        for column in 0..<4 {
            let frame = CGRect(x: 10 + CGFloat(column) * 75, y: 60, width: 70, height: 20)
            breakout.addBoundary(BezierPath(rect: frame), named: "brick \(column)")
        }
        breakout.launchBall(ball, angle: -.pi / 2 + 0.2, magnitude: 0.5)
    }

    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        if let name = identifier as? String, name.hasPrefix("brick") {
            hitBricks.append(name)
            breakout.removeBoundary(named: name)
        }
    }
}
