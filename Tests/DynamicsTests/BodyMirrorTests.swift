import Testing
@testable import Dynamics

/// A `BasicItem` reads its center and rotation from its body while an animator moves it,
/// instead of the animator writing them after every step. What a program sees must be what
/// the write-back gave: the same values as an item that is written (a class that only
/// conforms to `DynamicItem`), a value set on the item standing until the next step, and the
/// last position kept when the body goes.
@Suite struct BodyMirrorTests {
    /// An item the animator writes, as a UIKit view is written.
    final class WrittenItem: DynamicItem {
        var center: Point
        let bounds: Rect
        var rotation = 0.0
        let collisionBoundsType: DynamicItemCollisionBoundsType
        init(center: Point, size: Size, shape: CollisionBoundsType) {
            self.center = center
            bounds = Rect(origin: .zero, size: size)
            collisionBoundsType = shape
        }
    }

    /// One scene twice, with mirrored items and with written ones: balls and turning boxes
    /// under gravity, colliding with each other and the walls; items removed and added, moved
    /// by hand (with `updateItem(usingCurrentState:)`) and given states along the way.
    @Test func mirroredItemsSeeWhatWrittenItemsSee() {
        var random = SeededGenerator(seed: 11)
        let starts = (0..<40).map { k in
            (Point(x: random.double(40...560), y: random.double(40...360)),
             Vector(dx: random.double(-300...300), dy: random.double(-300...300)), k % 3 == 0)
        }
        func scene(_ make: (Point, Size, CollisionBoundsType) -> DynamicItem) -> (DynamicAnimator, [DynamicItem], DynamicItemBehavior) {
            let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 600, height: 400))
            let items = starts.map { make($0.0, Size(width: 14, height: $0.2 ? 10 : 14), $0.2 ? .rectangle : .ellipse) }
            let collision = CollisionBehavior(items: items)
            collision.translatesReferenceBoundsIntoBoundary = true
            let material = DynamicItemBehavior(items: items)
            material.elasticity = 0.8
            animator.addBehavior(collision)
            animator.addBehavior(material)
            animator.addBehavior(GravityBehavior(items: items))
            for (item, start) in zip(items, starts) { material.addLinearVelocity(start.1, for: item) }
            return (animator, items, material)
        }
        let (mirrored, basics, mirroredMaterial) = scene { BasicItem(center: $0, size: $1, shape: $2) }
        let (written, plains, writtenMaterial) = scene { WrittenItem(center: $0, size: $1, shape: $2) }
        for step in 0..<240 {
            if step == 60 {
                // The body of item 3 goes: the last body takes its number.
                for (animator, items) in [(mirrored, basics), (written, plains)] {
                    for behavior in animator.behaviors {
                        switch behavior {
                        case let b as CollisionBehavior: b.removeItem(items[3])
                        case let b as DynamicItemBehavior: b.removeItem(items[3])
                        case let b as GravityBehavior: b.removeItem(items[3])
                        default: break
                        }
                    }
                }
            }
            if step == 90 {
                for item in [basics[7], plains[7]] { item.center = Point(x: 300, y: 50); item.rotation = 0.5 }
                mirrored.updateItem(usingCurrentState: basics[7])
                written.updateItem(usingCurrentState: plains[7])
            }
            if step == 120 {
                let state = DynamicItemState(center: Point(x: 100, y: 100), velocity: Vector(dx: 50, dy: 0), rotation: 1, angularVelocity: 2)
                mirrored.setState(state, of: basics[9])
                written.setState(state, of: plains[9])
            }
            mirrored.step()
            written.step()
            for (k, (a, b)) in zip(basics, plains).enumerated() {
                #expect(a.center == b.center, "step \(step): \(a.center) against \(b.center)")
                // The write-back skips a circle's rotation while it does not turn (its angle
                // may have moved by a rounding since it last did); the body's angle is the truth.
                if k != 3 { #expect(a.rotation == mirrored.state(of: a)?.rotation, "step \(step)") }
                if starts[k].2 { #expect(a.rotation == b.rotation, "step \(step): a box's turn") }
            }
        }
        #expect(mirroredMaterial.velocity(for: basics[5]) == writtenMaterial.velocity(for: plains[5]))
        // The removed item stands where its body last stood, and stays there.
        #expect((basics[3] as? BasicItem)?.mirror.world == nil)
        #expect(basics[3].center == plains[3].center)
    }

    /// A center or rotation set on the item holds until the animator's next step, as a view's
    /// does until UIKit writes it again; the step does not take it unless
    /// `updateItem(usingCurrentState:)` is called.
    @Test func aValueSetHoldsUntilTheNextStep() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 400))
        let ball = makeBall(100, 100)
        let material = DynamicItemBehavior(items: [ball])
        animator.addBehavior(material)
        material.addLinearVelocity(Vector(dx: 60, dy: 0), for: ball)
        animator.step()
        #expect(ball.center.x > 100)
        let moved = ball.center
        ball.center = Point(x: 10, y: 10)
        ball.rotation = 2
        #expect(ball.center == Point(x: 10, y: 10) && ball.rotation == 2)
        animator.step()
        // Not taken: the body went on from where it was.
        #expect(ball.center.x > moved.x && ball.center.y == moved.y)
        ball.center = Point(x: 10, y: 10)
        animator.updateItem(usingCurrentState: ball)
        animator.step()
        #expect(ball.center.x > 10 && ball.center.x < 12 && ball.center.y == 10)
    }

    /// A body that goes, or an animator that goes, leaves the item where the body stood.
    @Test func theItemKeepsItsLastPlace() {
        let ball = makeBall(50, 50)
        let other = makeBall(200, 50)
        var last = Point.zero
        do {
            let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 400))
            let gravity = GravityBehavior(items: [ball, other])
            animator.addBehavior(gravity)
            for _ in 0..<10 { animator.step() }
            last = ball.center
            #expect(last.y > 50)
            gravity.removeItem(other)
            animator.step()
            let otherLast = other.center
            #expect(other.mirror.world == nil)
            for _ in 0..<5 { animator.step() }
            #expect(other.center == otherLast, "a removed item no longer follows a body")
            last = ball.center
        }
        // The animator is gone: the item keeps the body's last place and can be moved.
        #expect(ball.mirror.world == nil)
        #expect(ball.center == last)
        ball.center = Point(x: 1, y: 2)
        #expect(ball.center == Point(x: 1, y: 2))
    }
}
