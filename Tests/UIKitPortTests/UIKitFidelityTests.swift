import Foundation
import Testing
import Dynamics

/// What a porting developer met before (issue 29, points 1-13), each checked the way UIKit
/// code would meet it: written with UIKit's names, less the prefix.
@Suite struct UIKitFidelityTests {
    static let view = CGRect(x: 0, y: 0, width: 400, height: 400)

    // MARK: 1. Every closed path is an outline

    /// A ball inside each kind of closed path stays inside, however fast; one outside stays out.
    @Test(arguments: ["rect", "roundedRect", "oval", "polygon", "built"])
    func closedPathsHoldItemsOnEitherSide(_ kind: String) {
        let frame = CGRect(x: 100, y: 100, width: 200, height: 200)
        let path: BezierPath
        switch kind {
        case "rect": path = BezierPath(rect: frame)
        case "roundedRect": path = BezierPath(roundedRect: frame, cornerRadius: 40)
        case "oval": path = BezierPath(ovalIn: frame)
        case "polygon": path = BezierPath(polygon: [CGPoint(x: 100, y: 100), CGPoint(x: 300, y: 100), CGPoint(x: 300, y: 300), CGPoint(x: 100, y: 300)])
        default:
            path = BezierPath()
            path.move(to: CGPoint(x: 100, y: 100))
            path.addLine(to: CGPoint(x: 300, y: 100))
            path.addLine(to: CGPoint(x: 300, y: 300))
            path.addLine(to: CGPoint(x: 100, y: 300))
            path.close()
        }
        let animator = DynamicAnimator(referenceBounds: Self.view)
        let inside = BasicItem(center: CGPoint(x: 200, y: 200), size: CGSize(width: 10, height: 10), shape: .ellipse)
        let outside = BasicItem(center: CGPoint(x: 50, y: 200), size: CGSize(width: 10, height: 10), shape: .ellipse)
        let collision = CollisionBehavior(items: [inside, outside])
        collision.collisionMode = .boundaries
        collision.addBoundary(withIdentifier: "shape" as NSCopying, for: path)
        let properties = DynamicItemBehavior(items: [inside, outside])
        properties.elasticity = 1
        animator.addBehavior(collision)
        animator.addBehavior(properties)
        properties.addLinearVelocity(CGPoint(x: 20_000, y: 7_000), for: inside)
        properties.addLinearVelocity(CGPoint(x: 20_000, y: 300), for: outside)
        for _ in 0..<240 {
            animator.step()
            #expect(path.contains(inside.center), "\(kind): the inside ball left, at \(inside.center)")
            #expect(!path.contains(outside.center), "\(kind): the outside ball got in, at \(outside.center)")
            if !path.contains(inside.center) || path.contains(outside.center) { break }
        }
    }

    /// Concave outlines are boundaries too: a ball dropped into a cup built of lines and an arc
    /// comes to rest at its bottom.
    @Test func aBallRestsInABuiltCup() {
        let cup = BezierPath()
        cup.move(to: CGPoint(x: 100, y: 100))
        cup.addLine(to: CGPoint(x: 120, y: 300))
        cup.addArc(withCenter: CGPoint(x: 200, y: 300), radius: 80, startAngle: .pi, endAngle: 0, clockwise: false)
        cup.addLine(to: CGPoint(x: 300, y: 100))
        #expect(cup.bounds.maxY > 379 && cup.bounds.maxY <= 380.01, "the arc bulges down (y grows down): \(cup.bounds)")
        let animator = DynamicAnimator(referenceBounds: Self.view)
        let ball = BasicItem(center: CGPoint(x: 150, y: 50), size: CGSize(width: 20, height: 20), shape: .ellipse)
        let collision = CollisionBehavior(items: [ball])
        collision.addBoundary(withIdentifier: "cup" as NSCopying, for: cup)
        let properties = DynamicItemBehavior(items: [ball])
        properties.friction = 0.5
        properties.resistance = 2   // a rolling ball would otherwise rock for a long time
        animator.addBehavior(GravityBehavior(items: [ball]))
        animator.addBehavior(collision)
        animator.addBehavior(properties)
        animator.run(seconds: 8)
        // Friction holds it where the slope is gentle, within a few points of the bottom.
        #expect(abs(ball.center.x - 200) < 4 && abs(ball.center.y - 370) < 0.5, "the ball rests at \(ball.center)")
        #expect(animator.state(of: ball)!.velocity.length < 0.5)
    }

    /// Bricks and paddles keep the old solid box: a ball found inside one is pushed out.
    @Test func aSolidRectPushesOutWhatIsInside() {
        let animator = DynamicAnimator(referenceBounds: Self.view)
        let ball = BasicItem(center: CGPoint(x: 200, y: 195), size: CGSize(width: 10, height: 10), shape: .ellipse)
        let collision = CollisionBehavior(items: [ball])
        collision.addBoundary(withIdentifier: "brick", for: Path(solidRect: CGRect(x: 150, y: 180, width: 100, height: 20)))
        animator.addBehavior(collision)
        animator.run(seconds: 0.1)
        #expect(ball.center.y >= 205 - 0.01, "still inside the brick at \(ball.center)")
    }

    // MARK: 2. A push keeps its angle through a zero magnitude

    @Test func aPushKeepsAnAngleSetBeforeItsMagnitude() {
        for angle in [CGFloat.pi, .pi / 2, -.pi / 3] {
            let animator = DynamicAnimator(referenceBounds: Self.view)
            let square = BasicItem(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
            let push = PushBehavior(items: [square], mode: .instantaneous)
            push.angle = angle
            #expect(push.magnitude == 0 && push.angle == angle)
            push.magnitude = 2
            animator.addBehavior(push)
            animator.step()
            let v = animator.state(of: square)!.velocity
            #expect(abs(v.dx - 200 * cos(angle)) < 1e-9 && abs(v.dy - 200 * sin(angle)) < 1e-9, "angle \(angle): velocity \(v)")
        }
    }

    // MARK: 3. Resistance is a damping rate over UIKit's whole range

    @Test(arguments: [0.5, 1.0, 10.0])
    func resistanceDampsAtItsRateAtAnyStepLength(_ resistance: Double) {
        var speeds: [Double] = []
        for step in [1.0 / 60, 1.0 / 120, 1.0 / 240] {
            let animator = DynamicAnimator(referenceBounds: Self.view)
            animator.stepDuration = step
            let square = BasicItem(frame: CGRect(x: 150, y: 150, width: 10, height: 10))
            let properties = DynamicItemBehavior(items: [square])
            properties.resistance = CGFloat(resistance)
            animator.addBehavior(properties)
            properties.addLinearVelocity(CGPoint(x: 100, y: 0), for: square)
            animator.run(seconds: 0.5)
            speeds.append(Double(properties.linearVelocity(for: square).x))
        }
        let expected = 100 * exp(-resistance * 0.5)
        for s in speeds { #expect(abs(s - expected) <= 1e-9 * 100 + 1e-6 * expected, "speeds \(speeds), expected \(expected)") }
    }

    // MARK: 4. Fields follow UIKit's force or acceleration

    /// A spring field is Hooke's law: a force, so an item of density 0.01 swings ten times
    /// faster than one of density 1. Strength s on mass m: sqrt(s / m) radians per second.
    @Test func aSpringFieldSwingsALighterItemFaster() {
        var periods: [Double] = []
        for density in [1.0, 0.01] {
            let animator = DynamicAnimator(referenceBounds: Self.view)
            animator.stepDuration = 1.0 / 2400
            let item = BasicItem(frame: CGRect(x: 250, y: 150, width: 100, height: 100))
            let field = FieldBehavior.springField()
            field.strength = 100
            field.position = CGPoint(x: 250, y: 200)
            field.addItem(item)
            let properties = DynamicItemBehavior(items: [item])
            properties.density = CGFloat(density)
            animator.addBehavior(field)
            animator.addBehavior(properties)
            let crossings = upwardCrossings(animator, seconds: 2, level: 250) { Double(item.center.x) }
            let p = zip(crossings.dropFirst(), crossings).map { $0 - $1 }
            periods.append(p.reduce(0, +) / Double(max(1, p.count)))
        }
        #expect(abs(periods[0] - 0.2 * .pi) < 0.01, "density 1 period \(periods[0])")
        #expect(abs(periods[0] / periods[1] - 10) < 0.2, "periods \(periods)")
    }

    /// Gravity fields accelerate every item alike; drag is a force, so a heavier item keeps
    /// more of its speed.
    @Test func gravityFieldsIgnoreMassAndDragDoesNot() {
        func run(_ field: FieldBehavior, density: CGFloat, velocity: CGPoint) -> CGPoint {
            let animator = DynamicAnimator(referenceBounds: Self.view)
            let item = BasicItem(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
            let properties = DynamicItemBehavior(items: [item])
            properties.density = density
            field.addItem(item)
            animator.addBehavior(properties)
            animator.addBehavior(field)
            properties.addLinearVelocity(velocity, for: item)
            animator.run(seconds: 0.25)
            return properties.linearVelocity(for: item)
        }
        let light = run(.linearGravityField(direction: CGVector(dx: 0, dy: 1)), density: 0.5, velocity: .zero)
        let heavy = run(.linearGravityField(direction: CGVector(dx: 0, dy: 1)), density: 4, velocity: .zero)
        #expect(abs(light.y - 250) < 1e-6 && abs(heavy.y - 250) < 1e-6, "light \(light), heavy \(heavy)")
        let lightDrag = run(.dragField(), density: 0.5, velocity: CGPoint(x: 100, y: 0))
        let heavyDrag = run(.dragField(), density: 4, velocity: CGPoint(x: 100, y: 0))
        #expect(lightDrag.x < heavyDrag.x - 10, "drag: light \(lightDrag), heavy \(heavyDrag)")
    }

    // MARK: 5. Adding an item reads its state

    @Test func anItemRemovedMovedAndAddedAgainStartsWhereItWasPut() {
        let animator = DynamicAnimator(referenceBounds: Self.view)
        let square = BasicItem(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        let gravity = GravityBehavior(items: [square])
        animator.addBehavior(gravity)
        animator.run(seconds: 0.5)
        gravity.removeItem(square)
        square.center = CGPoint(x: 300, y: 50)
        gravity.addItem(square)
        animator.step()
        #expect(abs(square.center.x - 300) < 1e-9 && square.center.y < 50.1, "the old state came back: \(square.center)")
        #expect(animator.state(of: square)!.velocity.dy < 10, "it kept its old speed")
    }

    // MARK: 8, 9, 10, 12, 13: items, transforms, velocities, the animator

    @Test func basicItemsAreViewsForThePort() {
        let a = BasicItem(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let b = BasicItem(frame: a.frame)
        #expect(a.center == CGPoint(x: 25, y: 40) && a.bounds.size == CGSize(width: 30, height: 40))
        #expect(a != b && a == a && Set([a, b, a]).count == 2 && [b, a].firstIndex(of: a) == 1)
        var names: [BasicItem: String] = [:]
        names[a] = "a"
        #expect(names[a] == "a" && names[b] == nil)
        a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.center == CGPoint(x: 5, y: 5) && a.bounds.width == 10)
    }

    /// The animator writes the turn as UIKit does, into `transform`: for a BasicItem and for an
    /// item of one's own that has only a transform.
    @Test func theTurnIsWrittenToTheTransform() {
        final class Card: NSObject, DynamicItem {
            var center = CGPoint(x: 200, y: 100)
            var bounds = CGRect(x: 0, y: 0, width: 60, height: 30)
            var transform = CGAffineTransform.identity
        }
        let animator = DynamicAnimator(referenceBounds: Self.view)
        let square = BasicItem(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        let card = Card()
        let properties = DynamicItemBehavior(items: [square, card])
        animator.addBehavior(properties)
        properties.addAngularVelocity(2, for: square)
        properties.addAngularVelocity(-1, for: card)
        animator.run(seconds: 0.5)
        #expect(abs(atan2(square.transform.b, square.transform.a) - 1) < 1e-9, "square \(square.transform)")
        #expect(abs(atan2(card.transform.b, card.transform.a) + 0.5) < 1e-9, "card \(card.transform)")
        #expect(abs(properties.angularVelocity(for: card) + 1) < 1e-9)
    }

    /// Velocities come and go as CGPoint; offsets are UIOffset's `Offset(horizontal:vertical:)`.
    @Test func velocitiesArePointsAndOffsetsAreOffsets() {
        let animator = DynamicAnimator(referenceBounds: Self.view)
        let square = BasicItem(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let properties = DynamicItemBehavior(items: [square])
        animator.addBehavior(properties)
        properties.addLinearVelocity(CGPoint(x: 30, y: -40), for: square)
        let v: CGPoint = properties.linearVelocity(for: square)
        #expect(v == CGPoint(x: 30, y: -40))
        let push = PushBehavior(items: [square], mode: .instantaneous)
        push.setTargetOffsetFromCenter(Offset(horizontal: 0, vertical: 50), for: square)
        push.setAngle(0, magnitude: 1)
        animator.addBehavior(push)
        animator.step()
        #expect(push.targetOffsetFromCenter(for: square) == Offset(horizontal: 0, vertical: 50))
        #expect(properties.angularVelocity(for: square) != 0, "an off-centre push turns the square")
    }

    @Test func updateItemUsingCurrentStateTakesAMovedItem() {
        let animator = DynamicAnimator(referenceBounds: Self.view)
        let square = BasicItem(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        let properties = DynamicItemBehavior(items: [square])
        animator.addBehavior(properties)
        properties.addLinearVelocity(CGPoint(x: 10, y: 0), for: square)
        animator.step()
        square.center = CGPoint(x: 300, y: 300)
        animator.updateItem(usingCurrentState: square)
        animator.step()
        #expect(abs(square.center.x - (300 + 10 * animator.stepDuration)) < 1e-9 && square.center.y == 300)
    }

    /// UIKit's reference view is optional; without one there is no reference-bounds wall, and
    /// a reference view's new bounds move the wall.
    @Test func theReferenceViewIsOptionalAndFollowed() {
        let free = DynamicAnimator()
        #expect(free.referenceView == nil && free.referenceBounds == nil)
        let ball = BasicItem(center: CGPoint(x: 50, y: 50), size: CGSize(width: 10, height: 10), shape: .ellipse)
        let collision = CollisionBehavior(items: [ball])
        collision.translatesReferenceBoundsIntoBoundary = true
        free.addBehavior(collision)
        free.addBehavior(GravityBehavior(items: [ball]))
        free.run(seconds: 1)
        #expect(ball.center.y > 500, "nothing should hold the ball: \(ball.center)")

        let view = BasicItem(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let animator = DynamicAnimator(referenceView: view)
        #expect(animator.referenceView === view && animator.referenceBounds?.size == CGSize(width: 200, height: 200))
        let held = BasicItem(center: CGPoint(x: 50, y: 50), size: CGSize(width: 10, height: 10), shape: .ellipse)
        let walls = CollisionBehavior(items: [held])
        walls.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(walls)
        animator.addBehavior(GravityBehavior(items: [held]))
        animator.run(seconds: 2)
        #expect(abs(held.center.y - 195) < 0.5, "on the floor of 200: \(held.center)")
        view.bounds = CGRect(x: 0, y: 0, width: 200, height: 300)
        animator.run(seconds: 2)
        #expect(abs(held.center.y - 295) < 0.5, "on the floor of 300: \(held.center)")
    }

    // MARK: API as UIKit's: an option-set mode, open classes, paths

    @Test func collisionModesAreAnOptionSet() {
        let collision = CollisionBehavior()
        #expect(collision.collisionMode == .everything && collision.collisionMode == [.items, .boundaries])
        collision.collisionMode = [.items]
        #expect(collision.collisionMode.contains(.items) && !collision.collisionMode.contains(.boundaries))
    }

    @Test func behaviorsAndTheAnimatorCanBeSubclassed() {
        final class StrongGravity: GravityBehavior {
            init(item: DynamicItem) {
                super.init(items: [item])
                magnitude = 2
            }
        }
        final class CountingAnimator: DynamicAnimator {
            var added = 0
            override func addBehavior(_ behavior: DynamicBehavior) {
                added += 1
                super.addBehavior(behavior)
            }
        }
        let animator = CountingAnimator(referenceBounds: Self.view)
        let square = BasicItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        animator.addBehavior(StrongGravity(item: square))
        animator.run(seconds: 1)
        #expect(animator.added == 1 && abs(square.center.y - 1005) < 1)
    }

    @Test func pathsAreBuiltAsBezierPaths() {
        let path = BezierPath()
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 100), controlPoint: CGPoint(x: 150, y: 50))
        path.addCurve(to: CGPoint(x: 0, y: 100), controlPoint1: CGPoint(x: 70, y: 150), controlPoint2: CGPoint(x: 30, y: 150))
        path.close()
        #expect(!path.isEmpty && path.currentPoint == CGPoint(x: 0, y: 0))
        #expect(path.contains(CGPoint(x: 50, y: 50)) && path.contains(CGPoint(x: 120, y: 50)) && !path.contains(CGPoint(x: 160, y: 50)))
        #expect(abs(path.bounds.maxX - 125) < 0.1 && abs(path.bounds.maxY - 137.5) < 0.1, "bounds \(path.bounds)")
        let arc = BezierPath(arcCenter: CGPoint(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(arc.currentPoint.y - 10) < 1e-9 && abs(arc.currentPoint.x) < 1e-9, "clockwise on screen ends below: \(arc.currentPoint)")
        let copy = BezierPath(path)
        let collision = CollisionBehavior()
        collision.addBoundary(withIdentifier: "shape" as NSCopying, for: path)
        path.removeAllPoints()
        #expect(path.isEmpty && !copy.isEmpty)
        #expect(collision.boundary(withIdentifier: "shape" as NSCopying) == copy, "the boundary kept its own copy")
    }

    /// An item of one's own with `.path` collides as its `collisionBoundingPath`.
    @Test func aCustomItemCollidesAsItsBoundingPath() {
        final class Triangle: BasicItem {
            override var collisionBoundsType: DynamicItemCollisionBoundsType { .path }
            override var collisionBoundingPath: BezierPath {
                let p = BezierPath()
                p.move(to: CGPoint(x: 0, y: -20))
                p.addLine(to: CGPoint(x: 20, y: 20))
                p.addLine(to: CGPoint(x: -20, y: 20))
                p.close()
                return p
            }
        }
        let animator = DynamicAnimator(referenceBounds: Self.view)
        let triangle = Triangle(frame: CGRect(x: 180, y: 100, width: 40, height: 40))
        let collision = CollisionBehavior(items: [triangle])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(GravityBehavior(items: [triangle]))
        animator.run(seconds: 3)
        #expect(abs(triangle.center.y - 380) < 1, "rests on its flat base: \(triangle.center)")
    }
}
