import Testing
@testable import Dynamics

/// `World.validate()` recomputes what the step trusts after every step of a debug build
/// (`scripts/test-engine-debug` runs the engine's tests so): a counter a writer left out of
/// step stops the process at the next step, not steps later on a wrong path.
@Suite struct WorldValidationTests {
    @Test func anHonestWorldValidates() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 400))
        let items = (0..<6).map { BasicItem(center: Point(x: 50 + 50 * Double($0), y: 100), size: Size(width: 20, height: 20)) }
        let properties = DynamicItemBehavior(items: Array(items.prefix(3)))
        properties.elasticity = 0.5
        animator.addBehavior(properties)
        animator.addBehavior(GravityBehavior(items: items))
        let collision = CollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(AttachmentBehavior(item: items[4], attachedTo: items[5]))
        for _ in 0..<240 { animator.step() }
        animator.removeBehavior(collision)
        animator.step()
        animator.world.validate()
    }

    #if DEBUG
    /// The same world with one counter out of step: the next step traps.
    @Test func aCounterOutOfStepStopsTheNextStep() async {
        await #expect(processExitsWith: .failure) {
            let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 400))
            let ball = BasicItem(center: Point(x: 200, y: 100), size: Size(width: 20, height: 20), shape: .ellipse)
            animator.addBehavior(GravityBehavior(items: [ball]))
            animator.step()
            animator.world.kickingBodies += 1
            animator.step()
        }
    }
    #endif
}
