import Testing
import Dynamics

/// Bodies held by a joint take the second half of their step's kick at the start of the
/// next step. Removing a body renumbers the last one into its place; the bodies held then
/// must still get their kick, once, and no other body may get it.
@Suite struct RemovingJoinedBodiesTests {
    /// Three balls under gravity, side by side; those marked hang from an anchor by a rod.
    private struct Scene {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
        let items = [makeBall(200, 300, radius: 10), makeBall(500, 300, radius: 10), makeBall(800, 300, radius: 10)]
        let gravities: [GravityBehavior]
        let rods: [AttachmentBehavior?]

        init(hanging: [Bool]) {
            animator.pausesWhenAtRest = false
            gravities = items.map { GravityBehavior(items: [$0]) }
            rods = zip(items, hanging).map { item, hangs in
                hangs ? AttachmentBehavior(item: item, attachedToAnchor: Point(x: item.center.x + 60, y: 200)) : nil
            }
            for behavior in gravities as [DynamicBehavior] + rods.compactMap({ $0 }) { animator.addBehavior(behavior) }
        }

        func remove(_ k: Int) {
            if let rod = rods[k] { animator.removeBehavior(rod) }
            animator.removeBehavior(gravities[k])
        }
    }

    /// The first ball leaves its last behavior between two steps, and the last ball's body
    /// takes its number: a hanging ball's place goes to a free one, or a free ball's to a
    /// hanging one. The other two balls go on exactly as in the scene that kept the first.
    @Test(arguments: [[true, true, false], [false, true, true]])
    func theOthersGoOnAsIfNothingLeft(hanging: [Bool]) {
        let kept = Scene(hanging: hanging), removed = Scene(hanging: hanging)
        kept.animator.run(steps: 30)
        removed.animator.run(steps: 30)
        removed.remove(0)
        kept.animator.run(steps: 30)
        removed.animator.run(steps: 30)
        for k in 1...2 {
            #expect(removed.items[k].center == kept.items[k].center, "item \(k): \(removed.items[k].center) against \(kept.items[k].center)")
        }
    }

    @Test func removingEveryBehaviorEmptiesTheWorldAndItFillsAgain() {
        let scene = Scene(hanging: [true, false, true])
        scene.animator.run(steps: 30)
        scene.animator.removeAllBehaviors()
        #expect(scene.animator.behaviors.isEmpty)
        #expect(scene.animator.items(in: Rect(x: 0, y: 0, width: 1000, height: 1000)).isEmpty)
        // Added again, the pendulums swing on from where they were left, on their rods.
        let at = scene.items[2].center
        for behavior in scene.gravities as [DynamicBehavior] + scene.rods.compactMap({ $0 }) { scene.animator.addBehavior(behavior) }
        scene.animator.run(steps: 30)
        #expect(scene.items[2].center != at)
        let rod = Point(x: 800, y: 300).distance(to: Point(x: 860, y: 200))
        #expect(abs(scene.items[2].center.distance(to: Point(x: 860, y: 200)) - rod) < 0.5)
    }
}
