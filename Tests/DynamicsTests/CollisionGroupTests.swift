import Testing
import Dynamics

/// `DynamicItemBehavior.collisionGroup`: items of one group pass through each other and
/// still collide with everything else.
@Suite struct CollisionGroupTests {
    @Test func itemsOfOneGroupPassThroughEachOtherButNotThroughOthers() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 400))
        let left = BasicItem(center: Point(x: 100, y: 100), size: Size(width: 10, height: 10), shape: .ellipse)
        let right = BasicItem(center: Point(x: 200, y: 100), size: Size(width: 10, height: 10), shape: .ellipse)
        let box = BasicItem(center: Point(x: 150, y: 300), size: Size(width: 40, height: 20))
        let third = BasicItem(center: Point(x: 150, y: 200), size: Size(width: 10, height: 10), shape: .ellipse)
        animator.addBehavior(CollisionBehavior(items: [left, right, box, third]))
        let balls = DynamicItemBehavior(items: [left, right, third])
        balls.elasticity = 1
        balls.collisionGroup = 1
        animator.addBehavior(balls)
        balls.addLinearVelocity(Vector(dx: 200, dy: 0), for: left)
        balls.addLinearVelocity(Vector(dx: -200, dy: 0), for: right)
        balls.addLinearVelocity(Vector(dx: 0, dy: 300), for: third)
        for _ in 0..<60 { animator.step() }
        // The two balls crossed; the third met the box and came back up.
        #expect(left.center.x > 190 && right.center.x < 110)
        #expect(balls.velocity(for: third).dy < 0)
    }
}
