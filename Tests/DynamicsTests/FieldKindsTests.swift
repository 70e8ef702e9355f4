import Testing
import Dynamics
import Foundation
import TestSupport

/// The field kinds and attachments AttachmentTests does not cover, against numbers.
@Suite struct FieldKindsTests {
    /// One ball of radius 10 in `field` only, given `velocity`; runs `steps` steps and returns
    /// where the ball is and how fast it goes.
    private func run(_ field: FieldBehavior, at p: Point, velocity: Vector = .zero, steps: Int) -> (center: Point, v: Vector) {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 100_000, height: 100_000))
        let ball = makeBall(p.x, p.y, radius: 10)
        let material = DynamicItemBehavior(items: [ball])
        field.addItem(ball)
        animator.addBehavior(material)
        animator.addBehavior(field)
        material.addLinearVelocity(velocity, for: ball)
        animator.run(steps: steps)
        return (ball.center, material.velocity(for: ball))
    }

    /// The ball's mass (area x density / 10,000): drag and spring fields are forces.
    static let ballMass = Double.pi * 100 / 10_000

    @Test func dragFieldSlowsAsItsStrengthSays() {
        let drag = FieldBehavior.dragField()
        drag.strength = Self.ballMass
        let v = run(drag, at: Point(x: 500, y: 500), velocity: Vector(dx: 100, dy: 0), steps: 120).v
        // A force: implicit per step, v / (1 + strength h / m), 120 times.
        let expected: Double = 100 * pow(1.0 / (1.0 + 1.0 / 120.0), 120.0)
        #expect(isClose(v.dx, expected, within: expected * 0.01), "\(v)")
    }

    @Test func vortexFieldTurnsClockwiseOnScreen() {
        let vortex = FieldBehavior.vortexField()
        vortex.position = Point(x: 500, y: 500)
        let v = run(vortex, at: Point(x: 600, y: 500), steps: 1).v
        #expect(v.dy > 0 && abs(v.dx) < 1e-9, "to the right of the centre it pushes down: \(v)")
    }

    @Test func linearGravityFieldIsGravityAlongItsDirection() {
        let field = FieldBehavior.linearGravityField(direction: Vector(dx: 1, dy: 0))
        let v = run(field, at: Point(x: 500, y: 500), steps: 120).v
        #expect(isClose(v.dx, 1000, within: 1e-6) && v.dy == 0, "\(v)")
    }

    @Test func velocityFieldSetsTheVelocity() {
        let field = FieldBehavior.velocityField(direction: Vector(dx: 0, dy: -1))
        field.strength = 250
        let v = run(field, at: Point(x: 500, y: 500), velocity: Vector(dx: 80, dy: 0), steps: 3).v
        #expect(isClose(v.dx, 0, within: 1e-9) && isClose(v.dy, -250, within: 1e-9), "\(v)")
    }

    @Test func springFieldOscillatesAboutItsPosition() {
        // Acceleration -strength / m x displacement: omega = 10 rad/s at strength 100 m.
        let spring = FieldBehavior.springField()
        spring.strength = 100 * Self.ballMass
        spring.position = Point(x: 500, y: 500)
        let halfPeriod = Int((Double.pi / 10 * 120).rounded())
        let center = run(spring, at: Point(x: 600, y: 500), steps: halfPeriod).center
        #expect(isClose(center.x, 400, within: 2), "half a period later, on the other side: \(center.x)")
    }

    @Test func turbulenceActsOnlyOnMovingItems() {
        let still = run(FieldBehavior.turbulenceField(smoothness: 0.5, animationSpeed: 1), at: Point(x: 500, y: 500), steps: 60)
        #expect(still.center == Point(x: 500, y: 500), "at rest: no turbulence")
        let moving = run(FieldBehavior.turbulenceField(smoothness: 0.5, animationSpeed: 1), at: Point(x: 500, y: 500),
                         velocity: Vector(dx: 200, dy: 0), steps: 60)
        let v = moving.v
        #expect(abs(v.dy) > 1, "moving: turned by the turbulence, \(v)")
    }

    @Test func velocityAfterAgreesWithTheEngineAndHonoursTheRegion() {
        let well = FieldBehavior.radialGravityField(position: Point(x: 0, y: 0))
        well.region = Region(radius: 100)
        let inside = well.velocity(after: 1.0 / 120, at: Point(x: 50, y: 0), velocity: .zero)
        #expect(isClose(inside.dx, -1000.0 / 120, within: 1e-9) && inside.dy == 0)
        #expect(well.velocity(after: 1.0 / 120, at: Point(x: 150, y: 0), velocity: Vector(dx: 3, dy: 4)) == Vector(dx: 3, dy: 4))
    }

    @Test func pinnedBarsStayJoinedAndTurnFreely() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
        let upper = BasicItem(center: Point(x: 500, y: 150), size: Size(width: 10, height: 100))
        let lower = BasicItem(center: Point(x: 550, y: 200), size: Size(width: 100, height: 10))
        animator.addBehavior(AttachmentBehavior(item: upper, offsetFromCenter: Vector(dx: 0, dy: -50), attachedToAnchor: Point(x: 500, y: 100)))
        let pin = AttachmentBehavior.pinAttachment(with: upper, attachedTo: lower, attachmentAnchor: Point(x: 500, y: 200))
        animator.addBehavior(pin)
        animator.addBehavior(GravityBehavior(items: [upper, lower]))
        var worstGap = 0.0, turns: [Double] = []
        for _ in 0..<240 {
            animator.step()
            // The pin: the bottom of the upper bar and the left end of the lower bar.
            let a = upper.center + Vector(dx: 0, dy: 50).rotated(by: upper.rotation)
            let b = lower.center + Vector(dx: -50, dy: 0).rotated(by: lower.rotation)
            worstGap = max(worstGap, a.distance(to: b))
            turns.append(lower.rotation - upper.rotation)
        }
        #expect(worstGap < 0.5, "the pinned points stay together: \(worstGap)")
        #expect((turns.max()! - turns.min()!) > 0.5, "and the bars turn about the pin")
    }

    @Test func itemToItemAttachmentKeepsItsLength() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
        let a = makeBall(400, 300, radius: 10), b = makeBall(500, 300, radius: 10)
        let rod = AttachmentBehavior(item: a, attachedTo: b)
        animator.addBehavior(rod)
        animator.addBehavior(AttachmentBehavior(item: a, attachedToAnchor: Point(x: 400, y: 200)))
        animator.addBehavior(GravityBehavior(items: [a, b]))
        var worst = 0.0
        for _ in 0..<600 {
            animator.step()
            worst = max(worst, abs(a.center.distance(to: b.center) - 100))
        }
        #expect(rod.length == 100)
        #expect(worst < 0.5, "a rigid rod between two items: off by \(worst) at worst")
    }
}
