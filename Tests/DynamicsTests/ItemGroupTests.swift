import Testing
import Dynamics
import Foundation
import TestSupport

/// DynamicItemGroup: items that move, turn and collide as one body.
@Suite struct ItemGroupTests {
    private func twoBoxes() -> (BasicItem, BasicItem, DynamicItemGroup) {
        let left = BasicItem(center: Point(x: 300, y: 300), size: Size(width: 40, height: 40))
        let right = BasicItem(center: Point(x: 340, y: 300), size: Size(width: 40, height: 40))
        return (left, right, DynamicItemGroup(items: [left, right]))
    }

    @Test func theGroupIsCenteredOnItsItemsAndCollidesAsTheirHull() {
        let (_, _, group) = twoBoxes()
        #expect(group.center == Point(x: 320, y: 300))
        #expect(group.bounds.size == Size(width: 80, height: 40))
        guard case let .polygon(hull) = group.collisionBoundsType else { Issue.record("not a path"); return }
        #expect(Set(hull.map { "\($0.x),\($0.y)" }) == ["-40.0,-20.0", "40.0,-20.0", "40.0,20.0", "-40.0,20.0"])
    }

    @Test func itRotatesAsOneRigidBodyWhenPushedOffCentre() {
        let (left, right, group) = twoBoxes()
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
        let push = PushBehavior(items: [group], mode: .instantaneous)
        push.pushDirection = Vector(dx: 0, dy: 1)
        push.setTargetOffsetFromCenter(Vector(dx: 40, dy: 0), for: group)
        let material = DynamicItemBehavior(items: [group])
        animator.addBehavior(push)
        animator.addBehavior(material)
        animator.run(steps: 60)
        #expect(material.angularVelocity(for: group) > 0.1, "an off-centre push turns it")
        #expect(abs(group.rotation) > 0.05)
        #expect(group.center.y > 301, "and moves it along the push")
        // Rigid: the items keep their distance and turn with the group.
        #expect(isClose(left.center.distance(to: right.center), 40, within: 1e-9))
        #expect(isClose(left.rotation, group.rotation, within: 1e-12) && isClose(right.rotation, group.rotation, within: 1e-12))
        let mid = Point(x: (left.center.x + right.center.x) / 2, y: (left.center.y + right.center.y) / 2)
        #expect(mid.distance(to: group.center) < 1e-9)
        let axis = right.center - left.center
        #expect(abs(remainder(atan2(axis.dy, axis.dx) - group.rotation, 2 * .pi)) < 1e-9, "the right box is where the turn puts it")
    }

    @Test func aGroupTurnsSlowerThanOneOfItsItemsWouldForTheSamePush() {
        // The group's inertia is its items' about the shared centre: far more than one box's.
        func spin(_ item: DynamicItem) -> Double {
            let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
            let material = DynamicItemBehavior(items: [item])
            let push = PushBehavior(items: [item], mode: .instantaneous)
            push.pushDirection = Vector(dx: 0, dy: 1)
            push.setTargetOffsetFromCenter(Vector(dx: 10, dy: 0), for: item)
            animator.addBehavior(push)
            animator.addBehavior(material)
            animator.run(steps: 2)
            return material.angularVelocity(for: item)
        }
        let (_, _, group) = twoBoxes()
        let single = BasicItem(center: Point(x: 300, y: 300), size: Size(width: 40, height: 40))
        let wGroup = spin(group), wSingle = spin(single)
        // Two 40x40 boxes 40 apart: inertia 2 m (40^2/6 + 20^2) against m 40^2/6 for one.
        let expected = (40.0 * 40 / 6) / (2 * (40.0 * 40 / 6 + 400))
        #expect(isClose(wGroup / wSingle, expected, within: 1e-6), "ratio \(wGroup / wSingle)")
    }

    @Test func aGroupFallsAndRestsOnTheFloorAsOne() {
        let box = BasicItem(center: Point(x: 300, y: 300), size: Size(width: 40, height: 40))
        let ball = BasicItem(center: Point(x: 350, y: 290), size: Size(width: 20, height: 20), shape: .ellipse)
        let group = DynamicItemGroup(items: [box, ball])
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 600))
        let collision = CollisionBehavior(items: [group])
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = DynamicItemBehavior(items: [group])
        material.friction = 0.5
        animator.addBehavior(GravityBehavior(items: [group]))
        animator.addBehavior(collision)
        animator.addBehavior(material)
        animator.run(steps: 600)
        // The box lies flat on the floor (the ball hangs beside it, 10 points up); both moved together.
        #expect(isClose(box.center.y, 580, within: 0.1), "box at \(box.center)")
        #expect(abs(group.rotation) < 0.01)
        #expect(isClose(ball.center.y - box.center.y, -10, within: 0.5))
        #expect(isClose(box.center.distance(to: ball.center), (50.0 * 50 + 10 * 10).squareRoot(), within: 1e-9))
        #expect(!animator.isRunning, "at rest, the animator pauses")
    }
}
