import UIKit

/// A student's Breakout, as in CS193p: a collision behavior subclass with a delegate, oval
/// and rectangle boundaries named by strings, pushes that remove themselves, and a ball
/// that a brick boundary stops.
final class BreakoutCollisionBehavior: UICollisionBehavior {
    override init(items: [UIDynamicItem]) {
        super.init(items: items)
        collisionMode = [.items, .boundaries]
    }
}

final class BreakoutBehavior: UIDynamicBehavior {
    let collider = BreakoutCollisionBehavior(items: [])
    let ballBehavior: UIDynamicItemBehavior = {
        let behavior = UIDynamicItemBehavior(items: [])
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

    func addBall(_ ball: UIView) {
        collider.addItem(ball)
        ballBehavior.addItem(ball)
    }

    func addBoundary(_ path: UIBezierPath, named name: String) {
        collider.removeBoundary(withIdentifier: name as NSCopying)
        collider.addBoundary(withIdentifier: name as NSCopying, for: path)
    }

    func removeBoundary(named name: String) {
        collider.removeBoundary(withIdentifier: name as NSCopying)
    }

    func launchBall(_ ball: UIView, angle: CGFloat, magnitude: CGFloat) {
        let push = UIPushBehavior(items: [ball], mode: .instantaneous)
        push.setAngle(angle, magnitude: magnitude)
        push.action = { [unowned push] in
            push.dynamicAnimator?.removeBehavior(push)
        }
        dynamicAnimator?.addBehavior(push)
    }
}

final class BreakoutScene: NSObject, UICollisionBehaviorDelegate {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let ball = BallView(frame: CGRect(x: 150, y: 400, width: 20, height: 20))
    let breakout = BreakoutBehavior()
    var animator: UIDynamicAnimator!
    var hitBricks: [String] = []

    final class BallView: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    }

    func viewDidLoad() {
        view.addSubview(ball)
        animator = UIDynamicAnimator(referenceView: view)
        animator.addBehavior(breakout)
        breakout.collider.collisionDelegate = self
        breakout.collider.translatesReferenceBoundsIntoBoundary = true
        breakout.addBall(ball)
        breakout.addBoundary(UIBezierPath(ovalIn: CGRect(x: 110, y: 450, width: 100, height: 20)), named: "paddle")
        for column in 0..<4 {
            let frame = CGRect(x: 10 + CGFloat(column) * 75, y: 60, width: 70, height: 20)
            breakout.addBoundary(UIBezierPath(rect: frame), named: "brick \(column)")
        }
        breakout.launchBall(ball, angle: -.pi / 2 + 0.2, magnitude: 0.5)
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        if let name = identifier as? String, name.hasPrefix("brick") {
            hitBricks.append(name)
            breakout.removeBoundary(named: name)
        }
    }
}
