import Testing
import Dynamics
import Foundation

/// Snap, attachments, fields and item groups added, changed and removed between steps: from
/// an `action` closure and from a collision delegate callback, as UIKit code does.
@Suite struct BehaviorsFromCallbacksTests {
    @Test func aSnapAddedMovedAndRemovedByAnAction() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 600, height: 600))
        let box = BasicItem(center: Point(x: 100, y: 100), size: Size(width: 30, height: 30))
        let gravity = GravityBehavior(items: [box])
        gravity.magnitude = 0
        let probe = DynamicItemBehavior(items: [box])
        animator.addBehavior(probe)
        var snap: SnapBehavior?
        var phases: [String] = []
        func settled(at p: Point) -> Bool { box.center.distance(to: p) < 1 && probe.velocity(for: box).length < 0.5 }
        let first = Point(x: 300, y: 300), second = Point(x: 400, y: 200)
        // Actions run only while the animator runs, so each change is made while the box moves.
        gravity.action = {
            if snap == nil && phases.isEmpty {
                let s = SnapBehavior(item: box, snapTo: first)
                animator.addBehavior(s)
                snap = s
                phases.append("added")
            } else if let s = snap, s.snapPoint == first, settled(at: first) {
                s.snapPoint = second
                phases.append("moved")
            } else if let s = snap, s.snapPoint == second, settled(at: second) {
                animator.removeBehavior(s)
                snap = nil
                gravity.magnitude = 1
                phases.append("removed")
            }
        }
        animator.addBehavior(gravity)
        animator.run(steps: 720)
        #expect(phases == ["added", "moved", "removed"])
        #expect(box.center.y > 400, "the snap is gone and gravity takes the box: \(box.center)")
        #expect(abs(box.center.x - second.x) < 3, "straight down from the second snap point: \(box.center)")
    }

    /// On the first touch of the floor: hang the ball from a rope and switch a field on.
    final class Catcher: CollisionBehaviorDelegate {
        let animator: DynamicAnimator
        let ball: DynamicItem
        var rope: AttachmentBehavior?
        let wind = FieldBehavior.linearGravityField(direction: Vector(dx: 1, dy: 0))
        init(animator: DynamicAnimator, ball: DynamicItem) { self.animator = animator; self.ball = ball }

        func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem,
                               withBoundaryIdentifier identifier: AnyHashable?, at point: Point) {
            guard rope == nil else { return }
            let r = AttachmentBehavior(item: ball, attachedToAnchor: Point(x: ball.center.x, y: 200))
            animator.addBehavior(r)
            rope = r
            wind.strength = 0.5
            wind.addItem(ball)
            animator.addBehavior(wind)
            // A change in the same callback applies too.
            r.length = 150
        }
    }

    @Test func anAttachmentAndAFieldAddedFromTheCollisionDelegate() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 600, height: 600))
        let ball = makeBall(300, 500, radius: 10)
        let collision = CollisionBehavior(items: [ball])
        collision.translatesReferenceBoundsIntoBoundary = true
        let catcher = Catcher(animator: animator, ball: ball)
        collision.collisionDelegate = catcher
        let material = DynamicItemBehavior(items: [ball])
        material.elasticity = 0.5
        material.resistance = 0.5
        animator.addBehavior(collision)
        animator.addBehavior(material)
        animator.addBehavior(GravityBehavior(items: [ball]))
        animator.run(steps: 1200)
        #expect(catcher.rope != nil, "the floor was touched")
        // Hanging 150 points from (300, 200), blown to the right by the wind: gravity 1 down,
        // wind 0.5 across, so the rope leans at atan(0.5) from the vertical.
        let d = ball.center - Point(x: 300, y: 200)
        #expect(abs(d.length - 150) < 1, "on the rope: \(d.length)")
        #expect(abs(atan2(d.dx, d.dy) - atan(0.5)) < 0.05, "leaning with the wind: \(atan2(d.dx, d.dy))")
    }

    @Test func aFieldStrengthChangedAndAGroupAddedByAnAction() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
        let a = BasicItem(center: Point(x: 480, y: 500), size: Size(width: 40, height: 40))
        let b = BasicItem(center: Point(x: 520, y: 500), size: Size(width: 40, height: 40))
        let pull = FieldBehavior.linearGravityField(direction: Vector(dx: 0, dy: 1))
        pull.strength = 0
        var group: DynamicItemGroup?
        pull.action = {
            if animator.stepCount == 5 {
                let g = DynamicItemGroup(items: [a, b])
                pull.addItem(g)
                group = g
            }
            if animator.stepCount == 60 { pull.strength = 0.2 }
        }
        animator.addBehavior(pull)
        animator.run(steps: 60)
        #expect(group != nil && a.center.y == 500, "in the field, but at strength 0 nothing moves")
        animator.run(steps: 60)
        // 0.2 x 1000 points/s^2 for 0.5 s: about 25 points down, both boxes together.
        #expect(a.center.y > 515 && abs(a.center.y - b.center.y) < 1e-9, "\(a.center) \(b.center)")
    }
}
