import Testing
import Dynamics
import TestSupport

/// Items colliding with items: impulses, masses, elasticity, modes and behavior membership.
@Suite struct ItemCollisionTests {
    /// Two items on a horizontal line in open space, colliding with each other only.
    private func pair(_ a: BasicItem, _ b: BasicItem, mode: CollisionBehavior.Mode = .items)
        -> (DynamicAnimator, CollisionBehavior, DynamicItemBehavior) {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 2000, height: 1000))
        let collision = CollisionBehavior(items: [a, b])
        collision.collisionMode = mode
        let props = elasticBehavior([a, b])
        animator.addBehavior(collision)
        animator.addBehavior(props)
        return (animator, collision, props)
    }

    @Test func equalMassesExchangeVelocitiesHeadOn() {
        let a = makeBall(100, 500, radius: 10), b = makeBall(300, 500, radius: 10)
        let (animator, _, props) = pair(a, b)
        props.addLinearVelocity(Vector(dx: 400, dy: 0), for: a)
        animator.run(steps: 120)
        #expect(isClose(props.velocity(for: a).dx, 0, within: 1e-9))
        #expect(isClose(props.velocity(for: b).dx, 400, within: 1e-9))
        #expect(a.center.y == 500 && b.center.y == 500)
        // a stopped where it touched b: 20 points left of b's starting place.
        #expect(isClose(a.center.x, 280, within: 1e-6), "\(a.center)")
        #expect(b.center.x > 300 + 400 * 0.5 - 1)
    }

    @Test func unequalMassesFollowTheElasticFormulas() {
        // m1 = 4 m2 (radius 20 vs 10): v1' = 3/5 v, v2' = 8/5 v.
        let a = makeBall(100, 500, radius: 20), b = makeBall(300, 500, radius: 10)
        let (animator, _, props) = pair(a, b)
        props.addLinearVelocity(Vector(dx: 500, dy: 0), for: a)
        animator.run(steps: 120)
        #expect(relativeError(props.velocity(for: a).dx, 300) < 1e-9)
        #expect(relativeError(props.velocity(for: b).dx, 800) < 1e-9)
    }

    @Test func elasticityZeroMovesOnTogether() {
        let a = makeBall(100, 500, radius: 10), b = makeBall(300, 500, radius: 10)
        let (animator, _, props) = pair(a, b)
        props.elasticity = 0
        props.addLinearVelocity(Vector(dx: 400, dy: 0), for: a)
        animator.run(steps: 120)
        #expect(isClose(props.velocity(for: a).dx, 200, within: 1e-9))
        #expect(isClose(props.velocity(for: b).dx, 200, within: 1e-9))
        #expect(isClose(b.center.x - a.center.x, 20, within: 1e-6), "they stay in contact")
    }

    @Test func theMoreElasticItemDecides() {
        // Elasticity 1 on one ball, 0 on the other: the pair bounces elastically.
        let a = makeBall(100, 500, radius: 10), b = makeBall(300, 500, radius: 10)
        let (animator, collision, props) = pair(a, b)
        props.removeItem(b)
        let dull = DynamicItemBehavior(items: [b])
        dull.elasticity = 0
        animator.addBehavior(dull)
        _ = collision
        props.addLinearVelocity(Vector(dx: 400, dy: 0), for: a)
        animator.run(steps: 120)
        #expect(isClose(props.velocity(for: a).dx, 0, within: 1e-9))
        #expect(isClose(dull.velocity(for: b).dx, 400, within: 1e-9))
    }

    @Test func boundariesModeLetsItemsPassThroughEachOther() {
        let a = makeBall(100, 500, radius: 10), b = makeBall(300, 500, radius: 10)
        let (animator, _, props) = pair(a, b, mode: .boundaries)
        props.addLinearVelocity(Vector(dx: 400, dy: 0), for: a)
        animator.run(steps: 120)
        #expect(props.velocity(for: a).dx == 400)
        #expect(a.center.x > b.center.x)
    }

    @Test func itemsInDifferentCollisionBehaviorsDoNotCollide() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 2000, height: 1000))
        let a = makeBall(100, 500, radius: 10), b = makeBall(300, 500, radius: 10), c = makeBall(500, 500, radius: 10)
        let first = CollisionBehavior(items: [a, c])
        let second = CollisionBehavior(items: [b])
        let props = elasticBehavior([a, b, c])
        animator.addBehavior(first)
        animator.addBehavior(second)
        animator.addBehavior(props)
        props.addLinearVelocity(Vector(dx: 400, dy: 0), for: a)
        animator.run(steps: 120)
        // a passed b (different behaviors) and hit c (same behavior).
        #expect(props.velocity(for: b) == .zero)
        #expect(isClose(props.velocity(for: a).dx, 0, within: 1e-9))
        #expect(isClose(props.velocity(for: c).dx, 400, within: 1e-9))
    }

    @Test func newtonsCradlePassesTheVelocityAlong() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 2000, height: 1000))
        let striker = makeBall(100, 500, radius: 10)
        let row = (0..<4).map { makeBall(300 + 20 * Double($0), 500, radius: 10) }
        let collision = CollisionBehavior(items: [striker] + row)
        collision.collisionMode = .items
        let props = elasticBehavior([striker] + row)
        animator.addBehavior(collision)
        animator.addBehavior(props)
        props.addLinearVelocity(Vector(dx: 300, dy: 0), for: striker)
        animator.run(steps: 120)
        #expect(isClose(props.velocity(for: row[3]).dx, 300, within: 1e-6))
        for item in [striker] + row.dropLast() {
            #expect(isClose(props.velocity(for: item).dx, 0, within: 1e-6))
        }
    }

    @Test func glancingBlowConservesMomentumAndEnergyAtRightAngles() {
        // Equal masses, elastic, one at rest: the two leave at 90 degrees to each other.
        let a = makeBall(100, 500, radius: 10), b = makeBall(300, 510, radius: 10)
        let (animator, _, props) = pair(a, b)
        props.addLinearVelocity(Vector(dx: 400, dy: 0), for: a)
        animator.run(steps: 120)
        let va = props.velocity(for: a), vb = props.velocity(for: b)
        #expect(abs(va.dot(vb)) < 1e-6 * 400 * 400, "\(va) \(vb)")
        #expect(va.dy < 0 && vb.dy > 0, "a goes up, b goes down")
        #expect(isClose((va + vb).dx, 400, within: 1e-9))
        // The line of centres at impact is 30 degrees off the motion (offset 10 of 20).
        #expect(relativeError(vb.length, 400 * (3.0).squareRoot() / 2) < 1e-6)
    }

    @Test func ballBouncesOffARectangleItem() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 2000, height: 1000))
        let ball = makeBall(100, 500, radius: 10)
        let box = BasicItem(center: Point(x: 300, y: 500), size: Size(width: 40, height: 40))
        let collision = CollisionBehavior(items: [ball, box])
        let props = elasticBehavior([ball, box])
        animator.addBehavior(collision)
        animator.addBehavior(props)
        props.addLinearVelocity(Vector(dx: 300, dy: 0), for: ball)
        var closest = Double.infinity
        for _ in 0..<120 {
            animator.step()
            closest = min(closest, (box.center.x - 20) - ball.center.x)
        }
        // Ball mass 100 pi, box mass 1600: momentum and energy are kept.
        let mBall = Double.pi * 100, mBox = 1600.0
        let vBall = props.velocity(for: ball).dx, vBox = props.velocity(for: box).dx
        #expect(relativeError(mBall * vBall + mBox * vBox, mBall * 300) < 1e-6)
        #expect(relativeError(mBall * vBall * vBall + mBox * vBox * vBox, mBall * 300 * 300) < 1e-6)
        #expect(vBall < 0, "the lighter ball bounced back")
        #expect(closest > 10 - 0.05, "never overlapped the box: \(closest)")
    }

    @Test func stackedBallsUnderGravityDoNotSinkIntoEachOther() {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 200, height: 400))
        let balls = (0..<5).map { makeBall(100, 380 - 25 * Double($0), radius: 10) }
        let collision = CollisionBehavior(items: balls)
        collision.translatesReferenceBoundsIntoBoundary = true
        let props = DynamicItemBehavior(items: balls)
        props.allowsRotation = false
        animator.addBehavior(collision)
        animator.addBehavior(props)
        animator.addBehavior(GravityBehavior(items: balls))
        var worstOverlap = 0.0
        for _ in 0..<360 {
            animator.step()
            for i in 0..<balls.count {
                for j in (i + 1)..<balls.count {
                    worstOverlap = max(worstOverlap, 20 - balls[i].center.distance(to: balls[j].center))
                }
            }
        }
        #expect(worstOverlap < 0.1, "balls overlapped by \(worstOverlap)")
        // A column on the floor: 390, 370, 350, ...
        for (k, b) in balls.enumerated() {
            #expect(isClose(b.center.y, 390 - 20 * Double(k), within: 0.5), "ball \(k) at \(b.center)")
            #expect(isClose(b.center.x, 100, within: 1e-6))
        }
    }

    @Test func anchoredItemStopsMovingItems() {
        let a = makeBall(100, 500, radius: 10), wall = BasicItem(center: Point(x: 300, y: 500), size: Size(width: 10, height: 200))
        let (animator, _, props) = pair(a, wall)
        props.removeItem(wall)
        let anchor = DynamicItemBehavior(items: [wall])
        anchor.isAnchored = true
        animator.addBehavior(anchor)
        props.addLinearVelocity(Vector(dx: 600, dy: 0), for: a)
        animator.run(steps: 120)
        #expect(isClose(props.velocity(for: a).dx, -600, within: 1e-6))
        #expect(wall.center == Point(x: 300, y: 500))
    }

    /// A step's first pass solves each pair of balls once, by the lower-numbered body, and
    /// offers it to the other. Whichever of the two is lower, and though the slow one's own
    /// first impact is at once (against the wall), the fast ball is stopped in the first step.
    @Test(arguments: [false, true])
    func aBallAtAWallStillStopsAFastBallInTheSameStep(fastFirst: Bool) {
        // The slow ball is half a point into the wall: its impact is at the step's start.
        let slow = makeBall(9.5, 500, radius: 10), fast = makeBall(40, 500, radius: 10)
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 2000, height: 1000))
        let collision = CollisionBehavior(items: fastFirst ? [fast, slow] : [slow, fast])
        collision.collisionMode = .everything
        collision.translatesReferenceBoundsIntoBoundary = true
        let props = elasticBehavior([slow, fast])
        animator.addBehavior(collision)
        animator.addBehavior(props)
        props.addLinearVelocity(Vector(dx: -100, dy: 0), for: slow)    // into the wall it touches
        props.addLinearVelocity(Vector(dx: -3000, dy: 0), for: fast)   // 25 points a step; 10.5 apart
        animator.step()
        #expect(fast.center.x - slow.center.x >= 20 - 1e-9, "the balls overlap: \(slow.center) \(fast.center)")
        #expect(props.velocity(for: fast).dx > 0, "the fast ball bounced in the first step")
    }
}
