import Testing
import Dynamics
import TestSupport

/// Composite behaviors: children act with their parent, actions run once per step in tree
/// order, and the animator reference follows the tree.
@Suite struct BehaviorTreeTests {
    final class Composite: DynamicBehavior {
        let gravity: GravityBehavior
        var moves: [String] = []
        init(items: [DynamicItem]) {
            gravity = GravityBehavior(items: items)
            super.init()
            addChildBehavior(gravity)
        }
        override func willMove(to dynamicAnimator: DynamicAnimator?) { moves.append(dynamicAnimator == nil ? "out" : "in") }
    }

    @Test func childBehaviorsActWithTheirParent() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 400))
        let ball = makeBall(100, 0)
        let parent = Composite(items: [ball])
        animator.addBehavior(parent)
        animator.addBehavior(DynamicItemBehavior(items: [ball]))   // keeps the ball in the animator
        #expect(parent.gravity.dynamicAnimator === animator)
        #expect(parent.moves == ["in"])
        animator.run(steps: 120)
        #expect(relativeError(ball.center.y, 500) < 0.005)
        parent.removeChildBehavior(parent.gravity)
        #expect(parent.gravity.dynamicAnimator == nil)
        #expect(parent.childBehaviors.isEmpty)
        let y = ball.center.y
        animator.run(steps: 1)
        // Gravity gone: the ball coasts at 1000 points/s, with no further acceleration.
        #expect(isClose(ball.center.y - y, 1000.0 / 120, within: 1e-6))
        animator.removeBehavior(parent)
        #expect(parent.dynamicAnimator == nil)
        #expect(parent.moves == ["in", "out"])
        #expect(animator.behaviors.count == 1)
    }

    @Test func childAddedToAnAttachedParentJoinsTheAnimator() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 400))
        let ball = makeBall(100, 0)
        let parent = DynamicBehavior()
        animator.addBehavior(parent)
        let gravity = GravityBehavior(items: [ball])
        parent.addChildBehavior(gravity)
        #expect(gravity.dynamicAnimator === animator)
        animator.run(steps: 120)
        #expect(relativeError(ball.center.y, 500) < 0.005)
    }

    @Test func actionsRunOncePerStepParentsFirst() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 400))
        var log: [String] = []
        let parent = DynamicBehavior(), child = DynamicBehavior(), grandchild = DynamicBehavior(), other = DynamicBehavior()
        parent.action = { log.append("parent") }
        child.action = { log.append("child") }
        grandchild.action = { log.append("grandchild") }
        other.action = { log.append("other") }
        child.addChildBehavior(grandchild)
        parent.addChildBehavior(child)
        animator.addBehavior(parent)
        animator.addBehavior(other)
        animator.run(steps: 2)
        #expect(log == ["parent", "child", "grandchild", "other", "parent", "child", "grandchild", "other"])
        log.removeAll()
        animator.advance(by: 0.5 * animator.stepDuration)
        #expect(log.isEmpty, "no step, no action")
    }

    @Test func actionSeesTheStateAfterTheStep() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 400))
        let ball = makeBall(100, 0)
        let gravity = GravityBehavior(items: [ball])
        var seen: [(Int, Double)] = []
        // Unowned, as in UIKit code: an action holding its animator strongly would be a cycle.
        gravity.action = { [unowned animator] in seen.append((animator.stepCount, ball.center.y)) }
        animator.addBehavior(gravity)
        animator.run(steps: 3)
        #expect(seen.map(\.0) == [1, 2, 3])
        #expect(seen.last!.1 == Double(ball.center.y))
        #expect(seen[0].1 > 0)
    }

    @Test func addingTheSameBehaviorTwiceIsIgnored() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 400))
        let ball = makeBall(100, 0)
        let gravity = GravityBehavior(items: [ball])
        animator.addBehavior(gravity)
        animator.addBehavior(gravity)
        #expect(animator.behaviors.count == 1)
        gravity.addItem(ball)
        #expect(gravity.items.count == 1)
        animator.run(steps: 120)
        #expect(relativeError(ball.center.y, 500) < 0.005, "not applied twice")
    }

    @Test func movingAChildToAnotherParentDetachesItFromTheFirst() {
        let a = DynamicBehavior(), b = DynamicBehavior(), child = DynamicBehavior()
        a.addChildBehavior(child)
        b.addChildBehavior(child)
        #expect(a.childBehaviors.isEmpty)
        #expect(b.childBehaviors.count == 1 && b.childBehaviors[0] === child)
    }

    @Test func removeAllBehaviorsEmptiesTheAnimator() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 400))
        let ball = makeBall(100, 0)
        let behaviors: [DynamicBehavior] = [GravityBehavior(items: [ball]), CollisionBehavior(items: [ball]), DynamicItemBehavior(items: [ball])]
        for b in behaviors { animator.addBehavior(b) }
        animator.run(steps: 10)
        animator.removeAllBehaviors()
        #expect(animator.behaviors.isEmpty)
        #expect(behaviors.allSatisfy { $0.dynamicAnimator == nil })
        let c = ball.center
        animator.run(steps: 10)
        #expect(ball.center == c)
        #expect(animator.items(in: Rect(x: -1000, y: -1000, width: 3000, height: 3000)).isEmpty)
    }
}
