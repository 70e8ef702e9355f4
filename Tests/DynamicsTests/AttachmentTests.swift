import Testing
import Foundation
import Dynamics

/// Snap, attachments, fields and regions against the numbers.
@Suite struct AttachmentTests {
    private func world() -> DynamicAnimator {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
        animator.pausesWhenAtRest = false
        return animator
    }

    @Test(arguments: [0.1, 0.5, 0.9])
    func snapSettlesWithinHalfAPointInTwoSeconds(damping: Double) {
        let animator = world()
        let card = BasicItem(center: Point(x: 200, y: 200), size: Size(width: 40, height: 40))
        let snap = SnapBehavior(item: card, snapTo: Point(x: 500, y: 400))
        snap.damping = damping
        animator.addBehavior(snap)
        animator.run(steps: 240)
        #expect(card.center.distance(to: Point(x: 500, y: 400)) < 0.5, "damping \(damping): at \(card.center)")
    }

    @Test func higherSnapDampingOvershootsLess() {
        func overshoot(_ damping: Double) -> Double {
            let animator = world()
            let card = BasicItem(center: Point(x: 200, y: 400), size: Size(width: 40, height: 40))
            let snap = SnapBehavior(item: card, snapTo: Point(x: 500, y: 400))
            snap.damping = damping
            animator.addBehavior(snap)
            var most = 0.0
            for _ in 0..<240 { animator.step(); most = max(most, card.center.x - 500) }
            return most
        }
        let low = overshoot(0.1), mid = overshoot(0.5), high = overshoot(0.9)
        #expect(low > mid && mid > high, "overshoots \(low), \(mid), \(high)")
        #expect(low > 1, "low damping does oscillate")
    }

    @Test func rigidPendulumKeepsItsLengthAndPeriod() {
        let animator = world()
        let anchor = Point(x: 500, y: 100)
        let length = 200.0
        // Released 0.2 rad from the vertical (small swing: the period is 2 pi sqrt(L / g)).
        let bob = makeBall(anchor.x + length * sin(0.2), anchor.y + length * cos(0.2), radius: 5)
        animator.addBehavior(AttachmentBehavior(item: bob, attachedToAnchor: anchor))
        animator.addBehavior(GravityBehavior(items: [bob]))
        var worst = 0.0
        var crossings: [Double] = []
        var last = bob.center.x - anchor.x
        for s in 1...1200 {
            animator.step()
            worst = max(worst, abs(bob.center.distance(to: anchor) - length) / length)
            let x = bob.center.x - anchor.x
            if last > 0 && x <= 0 {
                let f = last / (last - x)
                crossings.append((Double(s) - 1 + f) / 120)
            }
            last = x
        }
        #expect(worst < 0.005, "length kept within \(worst * 100)%")
        #expect(crossings.count >= 3)
        let period = (crossings.last! - crossings.first!) / Double(crossings.count - 1)
        // The small-swing period, corrected for a 0.2 rad amplitude (1 + a^2 / 16).
        let expected = 2 * Double.pi * (length / 1000).squareRoot() * (1 + 0.04 / 16)
        #expect(abs(period - expected) / expected < 0.02, "period \(period) s against \(expected) s")
    }

    @Test func twoHertzSpringOscillatesAtTwoHertz() {
        let animator = world()
        let anchor = Point(x: 500, y: 500)
        let weight = BasicItem(center: Point(x: 500, y: 600), size: Size(width: 20, height: 20))
        let spring = AttachmentBehavior(item: weight, attachedToAnchor: anchor)
        spring.length = 80   // stretched by 20 points
        spring.frequency = 2
        spring.damping = 0
        animator.addBehavior(spring)
        var crossings: [Double] = []
        var last = weight.center.y - 580
        for s in 1...600 {
            animator.step()
            let y = weight.center.y - 580
            if last > 0 && y <= 0 { crossings.append((Double(s) - 1 + last / (last - y)) / 120) }
            last = y
        }
        #expect(crossings.count >= 5)
        let period = (crossings.last! - crossings.first!) / Double(crossings.count - 1)
        #expect(abs(1 / period - 2) / 2 < 0.05, "frequency \(1 / period) Hz")
    }

    @Test func dragByMovingTheAnchor() {
        let animator = world()
        let view = BasicItem(center: Point(x: 100, y: 100), size: Size(width: 50, height: 50))
        let drag = AttachmentBehavior(item: view, offsetFromCenter: Vector(dx: 10, dy: 0), attachedToAnchor: Point(x: 110, y: 100))
        animator.addBehavior(drag)
        for k in 1...60 {
            drag.anchorPoint = Point(x: 110 + 5 * Double(k), y: 100 + 2 * Double(k))
            animator.step()
        }
        animator.run(steps: 120)
        let point = AttachmentBehavior.worldPointForTests(of: view, offset: Vector(dx: 10, dy: 0))
        #expect(point.distance(to: drag.anchorPoint) < 0.5, "the grabbed point follows the finger: \(point) vs \(drag.anchorPoint)")
    }

    @Test func slidingAttachmentKeepsTheItemOnItsAxis() {
        let animator = world()
        let slider = BasicItem(center: Point(x: 300, y: 300), size: Size(width: 30, height: 30))
        let rail = AttachmentBehavior.slidingAttachment(with: slider, attachmentAnchor: Point(x: 300, y: 300),
                                                        axisOfTranslation: Vector(dx: 1, dy: 0))
        animator.addBehavior(rail)
        let gravity = GravityBehavior(items: [slider])
        gravity.setAngle(.pi / 4, magnitude: 0.5)
        animator.addBehavior(gravity)
        animator.run(steps: 120)
        #expect(abs(slider.center.y - 300) < 0.5, "stays on the line: \(slider.center)")
        #expect(slider.center.x > 400, "slides along it: \(slider.center)")
        #expect(abs(slider.rotation) < 0.01)
    }

    @Test func fixedAttachmentMovesTwoItemsAsOne() {
        let animator = world()
        let a = BasicItem(center: Point(x: 300, y: 300), size: Size(width: 40, height: 40))
        let b = BasicItem(center: Point(x: 360, y: 300), size: Size(width: 40, height: 40))
        animator.addBehavior(AttachmentBehavior.fixedAttachment(with: a, attachedTo: b, attachmentAnchor: Point(x: 330, y: 300)))
        let push = PushBehavior(items: [a], mode: .instantaneous)
        push.pushDirection = Vector(dx: 0, dy: 0.5)
        animator.addBehavior(push)
        animator.run(steps: 120)
        #expect(abs(a.center.distance(to: b.center) - 60) < 0.5)
        #expect(abs(a.rotation - b.rotation) < 0.01, "turned together: \(a.rotation) \(b.rotation)")
        #expect(abs(a.rotation) > 0.05, "a push off the pair's centre turns it")
    }

    @Test func limitAttachmentIsARope() {
        let animator = world()
        let a = BasicItem(center: Point(x: 300, y: 300), size: Size(width: 20, height: 20))
        let b = BasicItem(center: Point(x: 400, y: 300), size: Size(width: 20, height: 20))
        animator.addBehavior(AttachmentBehavior.limitAttachment(with: a, offsetFromCenter: .zero, attachedTo: b, offsetFromCenter: .zero))
        let items = DynamicItemBehavior(items: [a, b])
        animator.addBehavior(items)
        items.addLinearVelocity(Vector(dx: 50, dy: 0), for: a)   // slack: closes freely
        animator.run(steps: 60)
        #expect(abs(a.center.distance(to: b.center) - 75) < 0.5, "a slack rope lets a close in freely")
        items.addLinearVelocity(Vector(dx: -200, dy: 0), for: a)  // pulls taut: held at 100
        animator.run(steps: 240)
        #expect(a.center.distance(to: b.center) < 100.5)
    }

    @Test func radialGravityPullsTowardItsPosition() {
        let animator = world()
        let item = makeBall(200, 200)
        let well = FieldBehavior.radialGravityField(position: Point(x: 500, y: 500))
        well.addItem(item)
        animator.addBehavior(well)
        let start = item.center.distance(to: well.position)
        animator.run(steps: 30)
        #expect(item.center.distance(to: well.position) < start - 10)
        let toward = (well.position - item.center).normalized, moved = (item.center - Point(x: 200, y: 200)).normalized
        #expect(toward.dot(moved) > 0.999, "straight toward it")
    }

    @Test func anItemOutsideTheRegionFeelsNothing() {
        let animator = world()
        let inside = makeBall(520, 500), outside = makeBall(800, 500)
        let field = FieldBehavior.linearGravityField(direction: Vector(dx: 0, dy: 1))
        field.position = Point(x: 500, y: 500)
        field.region = Region(radius: 100)
        field.addItem(inside); field.addItem(outside)
        animator.addBehavior(field)
        animator.run(steps: 10)
        #expect(outside.center == Point(x: 800, y: 500))
        #expect(inside.center.y > 500.5)
    }

    @Test func oppositeChargesAttractAndLikeChargesRepel() {
        let animator = world()
        let negative = makeBall(600, 500), positive = makeBall(400, 500)
        let field = FieldBehavior.electricField()
        field.position = Point(x: 500, y: 500)
        field.strength = 1   // a positive charge at the field's position
        field.addItem(negative); field.addItem(positive)
        let charges = DynamicItemBehavior(items: [negative])
        charges.charge = -1
        let others = DynamicItemBehavior(items: [positive])
        others.charge = 1
        animator.addBehavior(field); animator.addBehavior(charges); animator.addBehavior(others)
        animator.run(steps: 30)
        #expect(negative.center.x < 600, "attracted: \(negative.center)")
        #expect(positive.center.x < 400, "repelled: \(positive.center)")
    }

    @Test func magneticFieldTurnsAChargeWithoutChangingItsSpeed() {
        let animator = world()
        let charge = makeBall(500, 500)
        let field = FieldBehavior.magneticField()
        field.addItem(charge)
        let props = DynamicItemBehavior(items: [charge])
        props.charge = 1
        animator.addBehavior(field); animator.addBehavior(props)
        props.addLinearVelocity(Vector(dx: 100, dy: 0), for: charge)
        animator.run(steps: 60)
        let v = props.velocity(for: charge)
        #expect(abs(v.length - 100) < 1e-9)
        #expect(abs(v.dy) > 1, "turned: \(v)")
    }

    @Test func noiseIsSeededAndRepeatable() {
        func run(seed: UInt64) -> Point {
            let animator = world()
            let item = makeBall(500, 500)
            let noise = FieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)
            noise.noiseSeed = seed
            noise.addItem(item)
            animator.addBehavior(noise)
            animator.run(steps: 120)
            return item.center
        }
        #expect(run(seed: 7) == run(seed: 7))
        #expect(run(seed: 7) != run(seed: 8))
        #expect(run(seed: 7) != Point(x: 500, y: 500))
    }

    @Test func customFieldGetsItsBlockForce() {
        let animator = world()
        let item = BasicItem(center: Point(x: 500, y: 500), size: Size(width: 100, height: 100))
        let field = FieldBehavior.field { _, _, _, _, _, _ in Vector(dx: 1, dy: 0) }
        field.addItem(item)
        animator.addBehavior(field)
        animator.run(steps: 120)
        // 1 push unit on a unit mass: 100 points/s^2 for 1 s, about 50 points.
        #expect(abs(item.center.x - 550) < 1, "\(item.center)")
    }

    @Test func regionsCombine() {
        let ring = Region(radius: 100).difference(from: Region(radius: 50))
        #expect(ring.contains(Point(x: 75, y: 0)))
        #expect(!ring.contains(Point(x: 10, y: 0)))
        #expect(!ring.contains(Point(x: 150, y: 0)))
        let box = Region(size: Size(width: 20, height: 10))
        #expect(box.contains(Point(x: 9, y: 4)) && !box.contains(Point(x: 11, y: 0)))
        #expect(box.inverse().contains(Point(x: 11, y: 0)))
        #expect(box.union(with: ring).contains(Point(x: 0, y: 0)))
        #expect(!box.intersection(with: ring).contains(Point(x: 0, y: 0)))
        #expect(Region.infinite.contains(Point(x: 1e9, y: -1e9)))
    }

    @Test func resizedItemGetsANewShape() {
        let animator = world()
        let box = BasicItem(center: Point(x: 500, y: 500), size: Size(width: 20, height: 20))
        let props = DynamicItemBehavior(items: [box])
        animator.addBehavior(props)
        let push = PushBehavior(items: [box], mode: .instantaneous)
        push.magnitude = 1
        animator.addBehavior(push)
        box.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        animator.updateItem(usingCurrentState: box)
        animator.step()
        // A 100 x 100 item of density 1 has mass 1: a push of 1 gives 100 points/s.
        #expect(abs(props.velocity(for: box).dx - 100) < 1e-6, "\(props.velocity(for: box))")
    }
}

extension AttachmentBehavior {
    static func worldPointForTests(of item: DynamicItem, offset: Vector) -> Point { item.center + offset.rotated(by: item.rotation) }
}
