#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import Dynamics
import TestSupport

/// Boundaries: added, replaced and removed at any time (between steps, from a delegate
/// callback, from an action); ovals, polylines, polygons; anchored and repositioned items;
/// rectangles that land and spin.
@Suite struct BoundaryTests {
    /// A ball of radius 10 at (x, y) under gravity, with an item behavior and a collision
    /// behavior that has no boundaries yet.
    private func fallingBall(_ x: Double = 200, _ y: Double = 50, elasticity: Double = 0, gravity: Bool = true)
        -> (DynamicAnimator, BasicItem, CollisionBehavior, DynamicItemBehavior) {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 600))
        let ball = makeBall(x, y, radius: 10)
        let collision = CollisionBehavior(items: [ball])
        let props = DynamicItemBehavior(items: [ball])
        props.elasticity = elasticity
        animator.addBehavior(collision)
        animator.addBehavior(props)
        if gravity { animator.addBehavior(GravityBehavior(items: [ball])) }
        return (animator, ball, collision, props)
    }

    /// The corners of a rectangle item in world space.
    static func corners(of item: DynamicItem) -> [Point] {
        let w = item.bounds.width / 2, h = item.bounds.height / 2
        let c = cos(item.rotation), s = sin(item.rotation)
        return [(-w, -h), (w, -h), (w, h), (-w, h)].map { (x, y) in
            Point(x: item.center.x + c * x - s * y, y: item.center.y + s * x + c * y)
        }
    }

    // MARK: Adding, replacing, removing

    @Test func boundaryAddedBetweenStepsStopsTheBall() {
        let (animator, ball, collision, _) = fallingBall()
        animator.run(steps: 10)
        #expect(ball.center.y < 300)
        collision.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 300), to: Point(x: 400, y: 300))
        animator.run(steps: 120)
        #expect(isClose(ball.center.y, 290, within: 0.05), "rests on the floor: \(ball.center)")
    }

    @Test func boundaryReplacedBetweenStepsMovesTheFloor() {
        let (animator, ball, collision, _) = fallingBall()
        collision.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 400), to: Point(x: 400, y: 400))
        animator.run(steps: 5)
        collision.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 200), to: Point(x: 400, y: 200))
        #expect(collision.boundaryIdentifiers == ["floor"])
        #expect(collision.boundary(withIdentifier: "floor") == .segment(from: Point(x: 0, y: 200), to: Point(x: 400, y: 200)))
        animator.run(steps: 120)
        #expect(isClose(ball.center.y, 190, within: 0.05), "rests on the replaced floor: \(ball.center)")
    }

    @Test func boundaryRemovedBetweenStepsLetsTheBallFall() {
        let (animator, ball, collision, props) = fallingBall()
        collision.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 300), to: Point(x: 400, y: 300))
        animator.run(steps: 120)
        #expect(isClose(ball.center.y, 290, within: 0.05))
        #expect(abs(props.velocity(for: ball).dy) < 1e-6, "at rest on the floor")
        collision.removeBoundary(withIdentifier: "floor")
        #expect(collision.boundary(withIdentifier: "floor") == nil)
        #expect(collision.boundaryIdentifiers.isEmpty)
        animator.run(steps: 30)
        #expect(ball.center.y > 300, "falls through where the floor was: \(ball.center)")
    }

    @Test func removeAllBoundariesRemovesEveryOne() {
        let (animator, ball, collision, _) = fallingBall()
        collision.addBoundary(withIdentifier: "a", from: Point(x: 0, y: 150), to: Point(x: 400, y: 150))
        collision.addBoundary(withIdentifier: "b", for: Path(rect: Rect(x: 0, y: 250, width: 400, height: 20)))
        collision.addBoundary(withIdentifier: 3, for: Path(ovalIn: Rect(x: 150, y: 350, width: 100, height: 30)))
        #expect(collision.boundaryIdentifiers == ["a", "b", 3])
        collision.removeAllBoundaries()
        #expect(collision.boundaryIdentifiers.isEmpty)
        animator.run(steps: 120)
        #expect(ball.center.y > 450)
    }

    @Test func boundaryRemovedInsideBeganCallbackStillBouncesTheBallOnce() {
        // Breakout: the ball hits a brick, the brick goes, the ball has bounced.
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 600))
        let ball = makeBall(200, 300, radius: 5)
        let follower = makeBall(260, 330, radius: 5)
        let collision = CollisionBehavior(items: [ball, follower])
        collision.collisionMode = .boundaries
        let brick = Rect(x: 150, y: 100, width: 150, height: 14)
        collision.addBoundary(withIdentifier: "brick", for: Path(rect: brick))
        let props = elasticBehavior([ball, follower])
        let recorder = ContactRecorder()
        var removedAt: Int?
        recorder.onBeganBoundary = { behavior, item, identifier, _ in
            if identifier == AnyHashable("brick") {
                behavior.removeBoundary(withIdentifier: "brick")
                removedAt = animator.stepCount
            }
        }
        collision.collisionDelegate = recorder
        animator.addBehavior(collision)
        animator.addBehavior(props)
        props.addLinearVelocity(Vector(dx: 0, dy: -600), for: ball)
        props.addLinearVelocity(Vector(dx: 0, dy: -600), for: follower)
        animator.run(steps: 60)
        #expect(removedAt != nil)
        #expect(collision.boundary(withIdentifier: "brick") == nil)
        #expect(props.velocity(for: ball).dy > 0, "the first ball bounced off the brick")
        #expect(ball.center.y > brick.maxY)
        #expect(props.velocity(for: follower).dy < 0, "the second ball went through where the brick was")
        #expect(follower.center.y < brick.minY)
        #expect(recorder.violations.isEmpty, "\(recorder.violations)")
        #expect(recorder.unbalanced.isEmpty, "every began has its ended: \(recorder.unbalanced)")
    }

    @Test func boundaryReplacedAndAddedInsideACallbackArePickedUp() {
        // A ball bounces between a floor (y 300) and a ceiling (y 100). When it touches the
        // floor the delegate lowers the ceiling to y 200 and adds a ledge: the ball then turns
        // at the new ceiling.
        let (animator, ball, collision, props) = fallingBall(200, 250, elasticity: 1, gravity: false)
        collision.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 300), to: Point(x: 400, y: 300))
        collision.addBoundary(withIdentifier: "ceiling", from: Point(x: 0, y: 100), to: Point(x: 400, y: 100))
        let recorder = ContactRecorder()
        var replaced = false
        recorder.onBeganBoundary = { behavior, _, id, _ in
            guard id == AnyHashable("floor"), !replaced else { return }
            replaced = true
            behavior.addBoundary(withIdentifier: "ceiling", from: Point(x: 0, y: 200), to: Point(x: 400, y: 200))
            behavior.addBoundary(withIdentifier: "ledge", for: Path(rect: Rect(x: 0, y: 0, width: 50, height: 10)))
        }
        collision.collisionDelegate = recorder
        props.addLinearVelocity(Vector(dx: 0, dy: 300), for: ball)
        var highestAfter = Double.infinity
        for _ in 0..<240 {
            animator.step()
            if replaced { highestAfter = min(highestAfter, ball.center.y) }
        }
        #expect(replaced)
        #expect(collision.boundaryIdentifiers == ["floor", "ceiling", "ledge"])
        #expect(highestAfter >= 210 - 1e-6, "never above the new ceiling: \(highestAfter)")
        #expect(recorder.began(for: "ceiling").count >= 2, "bounced off the new ceiling")
        #expect(recorder.violations.isEmpty, "\(recorder.violations)")
    }

    @Test func boundaryAddedFromAnActionIsPickedUp() {
        let (animator, ball, collision, _) = fallingBall()
        let watcher = DynamicBehavior()
        watcher.action = {
            if ball.center.y > 150 && collision.boundary(withIdentifier: "floor") == nil {
                collision.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 250), to: Point(x: 400, y: 250))
            }
        }
        animator.addBehavior(watcher)
        animator.run(steps: 180)
        #expect(collision.boundary(withIdentifier: "floor") != nil)
        #expect(isClose(ball.center.y, 240, within: 0.05), "rests on the floor added from the action: \(ball.center)")
    }

    @Test func paddleReplacedEveryStepFromAnActionCatchesTheBall() {
        // A paddle boundary follows a moving target; the ball lands on it where it is now.
        let (animator, ball, collision, props) = fallingBall(300, 100, elasticity: 1)
        var paddleX = 0.0
        let mover = DynamicBehavior()
        mover.action = {
            paddleX = min(paddleX + 4, 250)
            collision.addBoundary(withIdentifier: "paddle", for: Path(rect: Rect(x: paddleX, y: 400, width: 100, height: 10)))
        }
        animator.addBehavior(mover)
        let recorder = ContactRecorder()
        collision.collisionDelegate = recorder
        var minVy = 0.0
        var bouncedAt: Point?
        for _ in 0..<120 {
            let before = props.velocity(for: ball).dy
            animator.step()
            let after = props.velocity(for: ball).dy
            if before > 0 && after < 0 && bouncedAt == nil { bouncedAt = ball.center }
            minVy = min(minVy, after)
        }
        let hit = try! #require(bouncedAt)
        #expect(isClose(hit.y, 390, within: 12), "bounced at the paddle's top: \(hit)")
        #expect(minVy < -500, "elastic bounce upward, got \(minVy)")
        #expect(recorder.began(for: "paddle").count >= 1)
        #expect(recorder.violations.isEmpty, "\(recorder.violations)")
    }

    // MARK: Shapes

    @Test func ovalPaddleBouncesABallUpward() {
        let (animator, ball, collision, props) = fallingBall(200, 100, elasticity: 1)
        collision.addBoundary(withIdentifier: "paddle", for: Path(ovalIn: Rect(x: 160, y: 400, width: 80, height: 16)))
        let recorder = ContactRecorder()
        collision.collisionDelegate = recorder
        var lowest = 0.0
        for _ in 0..<120 {
            animator.step()
            lowest = max(lowest, ball.center.y)
        }
        let v = props.velocity(for: ball)
        #expect(v.dy < -500, "moving up after the bounce: \(v)")
        // The oval is a polygon within 0.05 points of the ellipse, so its facet at the top may
        // tilt a little: allow about one degree.
        #expect(abs(v.dx) < 0.02 * abs(v.dy), "a central hit goes (nearly) straight up: \(v)")
        #expect(lowest <= 390 + 1e-6, "never sank into the oval: \(lowest)")
        let hit = try! #require(recorder.began(for: "paddle").first)
        #expect(hit.point.distance(to: Point(x: 200, y: 400)) < 0.1, "touched the oval's top: \(hit.point)")
    }

    @Test(arguments: [-1.0, 1.0])
    func offCentreHitOnTheOvalDeflectsSideways(side: Double) {
        let (animator, ball, collision, props) = fallingBall(200 + side * 25, 100, elasticity: 1)
        collision.addBoundary(withIdentifier: "paddle", for: Path(ovalIn: Rect(x: 160, y: 400, width: 80, height: 16)))
        animator.run(steps: 120)
        let v = props.velocity(for: ball)
        #expect(v.dy < 0, "moving up: \(v)")
        #expect(v.dx * side > 50, "deflected to the side it hit: \(v)")
    }

    @Test func polylineRampSendsTheBallDownhill() {
        // A ramp from (0, 200) down to (200, 300), then flat to (400, 300).
        let ramp = [Point(x: 0, y: 200), Point(x: 200, y: 300), Point(x: 400, y: 300)]
        let (animator, ball, collision, props) = fallingBall(60, 150)
        collision.addBoundary(withIdentifier: "ramp", for: Path(polyline: ramp))
        var minGap = Double.infinity
        for _ in 0..<90 {
            animator.step()
            // Signed distance from the ramp's first segment (positive above it).
            let c = ball.center
            if c.x < 200 {
                let d = ((c.y - 200) * 200 - (c.x - 0) * 100) / (200 * 200 + 100 * 100).squareRoot()
                minGap = min(minGap, -d)
            } else {
                minGap = min(minGap, 300 - c.y)
            }
        }
        #expect(minGap > 10 - 0.05, "the ball never sank into the ramp: \(minGap)")
        #expect(props.velocity(for: ball).dx > 50, "slid downhill to the right")
        #expect(ball.center.x > 100)
    }

    @Test func convexPolygonDeflectsTheBall() {
        // A diamond; the ball lands on its upper right face and is sent right.
        let diamond = [Point(x: 200, y: 300), Point(x: 260, y: 360), Point(x: 200, y: 420), Point(x: 140, y: 360)]
        let (animator, ball, collision, props) = fallingBall(215, 100, elasticity: 1)
        collision.addBoundary(withIdentifier: "diamond", for: Path(polygon: diamond))
        var inside = false
        for _ in 0..<120 {
            animator.step()
            let c = ball.center
            if abs(c.x - 200) + abs(c.y - 360) < 60 { inside = true }
        }
        let v = props.velocity(for: ball)
        #expect(!inside)
        #expect(v.dx > 300, "a 45 degree face turns a vertical fall sideways: \(v)")
    }

    @Test func segmentsCollideOnBothSides() {
        let (animator, ball, collision, props) = fallingBall(200, 300, elasticity: 1, gravity: false)
        collision.addBoundary(withIdentifier: "bar", from: Point(x: 100, y: 250), to: Point(x: 300, y: 250))
        props.addLinearVelocity(Vector(dx: 0, dy: -300), for: ball)
        animator.run(steps: 30)
        #expect(props.velocity(for: ball).dy > 0, "bounced off the underside")
        #expect(ball.center.y > 260 - 1e-9)
    }

    @Test func insetReferenceBoundsAreTheBoundary() {
        let (animator, ball, collision, _) = fallingBall()
        collision.setTranslatesReferenceBoundsIntoBoundary(with: EdgeInsets(top: 0, left: 0, bottom: 100, right: 0))
        #expect(collision.translatesReferenceBoundsIntoBoundary)
        #expect(collision.referenceBoundsInsets.bottom == 100)
        animator.run(steps: 180)
        #expect(isClose(ball.center.y, 490, within: 0.05), "rests on the inset bottom: \(ball.center)")
    }

    @Test func changingReferenceBoundsMovesTheBoundary() {
        let (animator, ball, collision, _) = fallingBall()
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.run(steps: 180)
        #expect(isClose(ball.center.y, 590, within: 0.05))
        animator.referenceBounds = Rect(x: 0, y: 0, width: 400, height: 900)
        animator.run(steps: 180)
        #expect(isClose(ball.center.y, 890, within: 0.05), "follows the new bottom: \(ball.center)")
        collision.translatesReferenceBoundsIntoBoundary = false
        animator.run(steps: 30)
        #expect(ball.center.y > 900, "no boundary any more")
    }

    @Test func boundariesOnlyStopTheirOwnBehaviorsItems() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 600))
        let mine = makeBall(100, 100, radius: 10), other = makeBall(300, 100, radius: 10)
        let c1 = CollisionBehavior(items: [mine])
        c1.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 300), to: Point(x: 400, y: 300))
        let c2 = CollisionBehavior(items: [other])
        animator.addBehavior(c1)
        animator.addBehavior(c2)
        animator.addBehavior(GravityBehavior(items: [mine, other]))
        animator.run(steps: 120)
        #expect(isClose(mine.center.y, 290, within: 0.05))
        #expect(other.center.y > 400)
    }

    @Test func itemsModeIgnoresBoundaries() {
        let (animator, ball, collision, _) = fallingBall()
        collision.collisionMode = .items
        collision.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 300), to: Point(x: 400, y: 300))
        animator.run(steps: 120)
        #expect(ball.center.y > 400)
    }

    // MARK: Anchored and repositioned items

    @Test func anchoredItemsCollideButDoNotMove() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 600))
        let ball = makeBall(200, 100, radius: 10)
        let block = BasicItem(center: Point(x: 200, y: 400), size: Size(width: 120, height: 20))
        let collision = CollisionBehavior(items: [ball, block])
        let props = DynamicItemBehavior(items: [ball])
        props.elasticity = 1
        let anchor = DynamicItemBehavior(items: [block])
        anchor.isAnchored = true
        animator.addBehavior(collision)
        animator.addBehavior(props)
        animator.addBehavior(anchor)
        animator.addBehavior(GravityBehavior(items: [ball, block]))
        anchor.addLinearVelocity(Vector(dx: 100, dy: 100), for: block)
        let recorder = ContactRecorder()
        collision.collisionDelegate = recorder
        var lowest = 0.0
        for _ in 0..<90 {
            animator.step()
            lowest = max(lowest, ball.center.y)
        }
        let hit = try! #require(recorder.began.first)
        #expect(isClose(hit.point.y, 390, within: 0.05), "touched the block's top: \(hit.point)")
        #expect(block.center == Point(x: 200, y: 400))
        #expect(block.rotation == 0)
        #expect(anchor.velocity(for: block) == .zero)
        #expect(props.velocity(for: ball).dy < 0, "the ball bounced off the block")
        #expect(lowest <= 380 + 1e-6, "never sank into the block: \(lowest)")
    }

    @Test func updateItemUsingCurrentStateMovesWithoutAddingVelocity() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 600))
        let item = makeBall(100, 100, radius: 10)
        let props = DynamicItemBehavior(items: [item])
        animator.addBehavior(props)
        props.addLinearVelocity(Vector(dx: 120, dy: 0), for: item)
        animator.run(steps: 10)
        #expect(isClose(item.center.x, 110, within: 1e-9))
        item.center = Point(x: 300, y: 250)
        animator.updateItem(usingCurrentState: item)
        #expect(props.velocity(for: item) == Vector(dx: 120, dy: 0))
        animator.step()
        #expect(isClose(item.center.x, 301, within: 1e-9), "moved on from the new place: \(item.center)")
        #expect(item.center.y == 250)
    }

    @Test func draggedAnchoredPaddleDoesNotGainVelocity() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 600))
        let ball = makeBall(300, 100, radius: 10)
        let paddle = BasicItem(center: Point(x: 100, y: 400), size: Size(width: 80, height: 10))
        let collision = CollisionBehavior(items: [ball, paddle])
        let props = DynamicItemBehavior(items: [ball])
        props.elasticity = 1
        let anchor = DynamicItemBehavior(items: [paddle])
        anchor.isAnchored = true
        animator.addBehavior(collision)
        animator.addBehavior(props)
        animator.addBehavior(anchor)
        animator.addBehavior(GravityBehavior(items: [ball]))
        var bounced = false
        for _ in 0..<120 {
            paddle.center.x = min(paddle.center.x + 10, 300)   // dragged under the ball
            animator.updateItem(usingCurrentState: paddle)
            animator.step()
            if props.velocity(for: ball).dy < 0 { bounced = true }
            #expect(anchor.velocity(for: paddle) == .zero)
        }
        #expect(bounced, "the ball bounced off the paddle at its dragged position")
        #expect(paddle.center == Point(x: 300, y: 400))
    }

    // MARK: Rectangles and spin

    @Test func rotatedRectanglesLandOnAFloorAndStay() {
        // The floor is the bottom of the reference bounds, so no box can slide off its end.
        let floor = 500.0
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 600, height: floor))
        var boxes: [BasicItem] = []
        for k in 0..<4 {
            boxes.append(BasicItem(center: Point(x: 80 + Double(k) * 140, y: 100 + Double(k) * 40),
                                   size: Size(width: 40, height: 20), rotation: 0.3 + Double(k) * 0.5))
        }
        let collision = CollisionBehavior(items: boxes)
        collision.collisionMode = .boundaries
        collision.translatesReferenceBoundsIntoBoundary = true
        let props = DynamicItemBehavior(items: boxes)
        props.elasticity = 0.2
        props.friction = 0.5
        animator.addBehavior(collision)
        animator.addBehavior(props)
        animator.addBehavior(GravityBehavior(items: boxes))
        var deepest = -Double.infinity
        for _ in 0..<480 {
            animator.step()
            for b in boxes { deepest = max(deepest, BoundaryTests.corners(of: b).map(\.y).max()! - floor) }
        }
        #expect(deepest < 0.5, "a corner sank \(deepest) points into the floor")
        for b in boxes {
            let lowest = BoundaryTests.corners(of: b).map(\.y).max()!
            #expect(isClose(lowest, floor, within: 0.5), "resting on the floor: \(b.center), rotation \(b.rotation)")
            #expect(props.velocity(for: b).length < 5, "came to rest: \(props.velocity(for: b))")
            #expect(b.center.y < floor - 9, "lies on a side")
        }
    }

    @Test func spinningRectangleOnAFloorDoesNotRotateThroughIt() {
        // A bar lying on the floor is set spinning: its ends swing down into the floor, so
        // the floor must push it up rather than let the corners pass through.
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 400))
        let bar = BasicItem(center: Point(x: 200, y: 295), size: Size(width: 40, height: 10))
        let collision = CollisionBehavior(items: [bar])
        collision.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 300), to: Point(x: 400, y: 300))
        let props = DynamicItemBehavior(items: [bar])
        props.elasticity = 0.5
        animator.addBehavior(collision)
        animator.addBehavior(props)
        props.addAngularVelocity(10, for: bar)
        var deepest = -Double.infinity
        for _ in 0..<60 {
            animator.step()
            deepest = max(deepest, BoundaryTests.corners(of: bar).map(\.y).max()! - 300)
        }
        #expect(deepest < 0.5, "a corner went \(deepest) points through the floor (center \(bar.center), rotation \(bar.rotation))")
    }

    @Test func frictionMakesASlidingBallRoll() {
        let (animator, ball, collision, props) = fallingBall(50, 290 - 1e-3)
        collision.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 300), to: Point(x: 4000, y: 300))
        animator.referenceBounds = Rect(x: 0, y: 0, width: 4000, height: 600)
        props.friction = 0.5
        props.addLinearVelocity(Vector(dx: 300, dy: 0), for: ball)
        animator.run(steps: 120)
        let v = props.velocity(for: ball), w = props.angularVelocity(for: ball)
        #expect(w > 0, "moving right on a floor turns the ball clockwise: \(w)")
        #expect(ball.rotation > 0)
        #expect(v.dx < 300, "friction slowed the slide: \(v)")
        // Rolling without slipping: v = w r (a solid disc ends at 2/3 of its sliding speed).
        #expect(relativeError(w * 10, v.dx) < 0.05, "v \(v.dx), w r \(w * 10)")
        #expect(relativeError(v.dx, 200) < 0.05)
    }

    @Test func frictionWithoutRotationOnlySlowsTheBall() {
        let (animator, ball, collision, props) = fallingBall(50, 290 - 1e-3)
        collision.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 300), to: Point(x: 4000, y: 300))
        props.friction = 0.5
        props.allowsRotation = false
        props.addLinearVelocity(Vector(dx: 300, dy: 0), for: ball)
        animator.run(steps: 30)
        #expect(props.angularVelocity(for: ball) == 0)
        #expect(ball.rotation == 0)
        #expect(props.velocity(for: ball).dx < 300 - 10, "\(props.velocity(for: ball))")
    }
}
