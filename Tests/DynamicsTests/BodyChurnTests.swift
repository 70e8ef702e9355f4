import Testing
import TestSupport
@testable import Dynamics

/// Items joining and leaving a running scene: only the item that changed has its body
/// rebuilt, the others keep their exact state, and a scene that spawns and removes balls
/// every step stays deterministic and never loses a body.
@Suite struct BodyChurnTests {
    /// A box of `count` elastic balls moving in seeded random directions.
    final class Scene {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
        let collision = CollisionBehavior()
        let material = elasticBehavior([])
        let gravity = GravityBehavior()
        var balls: [BasicItem] = []
        var random: SeededGenerator

        init(count: Int, seed: UInt64) {
            random = SeededGenerator(seed: seed)
            collision.collisionMode = .boundaries
            collision.translatesReferenceBoundsIntoBoundary = true
            gravity.magnitude = 0
            animator.addBehavior(collision)
            animator.addBehavior(material)
            animator.addBehavior(gravity)
            for _ in 0..<count { spawn() }
        }

        func spawn() {
            let ball = makeBall(random.double(20...980), random.double(20...980), radius: 4)
            balls.append(ball)
            collision.addItem(ball)
            material.addItem(ball)
            gravity.addItem(ball)
            material.addLinearVelocity(Vector(angle: random.double(0...(2 * .pi)), length: 600), for: ball)
        }

        func despawn(at k: Int) {
            let ball = balls.remove(at: k)
            collision.removeItem(ball)
            material.removeItem(ball)
            gravity.removeItem(ball)
        }
    }

    @Test func addingOneItemRebuildsOneBody() {
        let scene = Scene(count: 1000, seed: 1)
        scene.animator.step()
        let world = scene.animator.world
        #expect(world.bodyCount == 1000)
        let before = world.bodiesRebuilt
        scene.spawn()
        scene.animator.step()
        #expect(world.bodyCount == 1001)
        // Three behaviors took the ball, but its body is built once.
        #expect(world.bodiesRebuilt - before == 1)
    }

    @Test func removingOneItemTouchesNoOtherBody() {
        let scene = Scene(count: 1000, seed: 2)
        scene.animator.step()
        let world = scene.animator.world
        let before = world.bodiesRebuilt
        let states = scene.balls.map { scene.animator.state(of: $0)! }
        scene.despawn(at: 17)
        #expect(scene.animator.state(of: scene.balls[0]) != nil)
        #expect(world.bodyCount == 999)
        #expect(world.bodiesRebuilt - before == 1)
        // The last body moved into the removed one's place; every state is unchanged.
        var kept = states
        kept.remove(at: 17)
        #expect(scene.balls.map { scene.animator.state(of: $0)! } == kept)
    }

    @Test func anItemLeavingOneOfItsBehaviorsKeepsItsBodyAndMotion() {
        let scene = Scene(count: 10, seed: 3)
        scene.gravity.magnitude = 1
        scene.animator.run(steps: 10)
        let ball = scene.balls[4]
        let s = scene.animator.state(of: ball)!
        scene.gravity.removeItem(ball)
        #expect(scene.animator.state(of: ball) == s)
        let y = ball.center.y, vy = s.velocity.dy
        scene.animator.step()
        // No gravity now: it coasts (unless it happened to bounce).
        #expect(isClose(ball.center.y - y, vy / 120, within: 1e-9) || abs(ball.center.y - y) < abs(vy / 120))
    }

    @Test func churnEveryStepIsDeterministicAndKeepsEveryBall() {
        func run() -> (UInt64, Int) {
            let scene = Scene(count: 200, seed: 4)
            for step in 0..<600 {
                // Ten leave and ten join every step: 1,200 of each per second.
                for _ in 0..<10 { scene.despawn(at: scene.random.int(0...(scene.balls.count - 1))) }
                for _ in 0..<10 { scene.spawn() }
                scene.animator.step()
                if step % 100 == 0 {
                    for ball in scene.balls {
                        let c = scene.animator.state(of: ball)!.center
                        #expect(c.x > 0 && c.x < 1000 && c.y > 0 && c.y < 1000)
                    }
                }
            }
            return (scene.animator.stateHash(), scene.animator.world.bodyCount)
        }
        let a = run(), b = run()
        #expect(a.0 == b.0)
        #expect(a.1 == 200)
    }

    @Test func removedPolygonsLeaveTheOthersIntact() {
        // Boxes on a floor: remove most of them (compacting their vertices), the rest still
        // land on the floor at the height their shape says.
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 2000, height: 500))
        let collision = CollisionBehavior()
        collision.translatesReferenceBoundsIntoBoundary = true
        let gravity = GravityBehavior()
        let material = DynamicItemBehavior()
        material.allowsRotation = false
        animator.addBehavior(collision)
        animator.addBehavior(gravity)
        animator.addBehavior(material)
        var boxes: [BasicItem] = []
        for k in 0..<300 {
            let box = BasicItem(center: Point(x: 5 + Double(k) * 6.5, y: 300), size: Size(width: 4, height: 10 + Double(k % 7)))
            boxes.append(box)
            for b in [collision, gravity, material] as [DynamicBehavior] {
                (b as? CollisionBehavior)?.addItem(box); (b as? GravityBehavior)?.addItem(box); (b as? DynamicItemBehavior)?.addItem(box)
            }
        }
        animator.step()
        for (k, box) in boxes.enumerated() where k % 10 != 0 {
            collision.removeItem(box); gravity.removeItem(box); material.removeItem(box)
        }
        animator.syncIfNeeded()
        #expect(animator.world.bodyCount == 30)
        #expect(animator.world.deadVertices < 270 * 4)   // compacted on the way
        animator.run(steps: 240)
        for k in stride(from: 0, to: 300, by: 10) {
            let half = (10 + Double(k % 7)) / 2
            #expect(isClose(boxes[k].center.y, 500 - half, within: 0.05), "box \(k) at \(boxes[k].center.y)")
        }
    }

    @Test func itemListKeepsInsertionOrderThroughRemovals() {
        let balls = (0..<100).map { makeBall(Double($0), 0) }
        let list = ItemList(balls)
        for k in stride(from: 0, to: 100, by: 3) { #expect(list.remove(balls[k])) }
        #expect(!list.remove(balls[0]))
        let expected = balls.enumerated().filter { $0.offset % 3 != 0 }.map(\.element)
        #expect(list.items.map { ObjectIdentifier($0) } == expected.map { ObjectIdentifier($0) })
        #expect(list.count == expected.count)
        #expect(list.insert(balls[0]))
        #expect(list.items.last === balls[0])
        #expect(!list.insert(balls[1]))
    }
}

/// However crowded the scene, a step ends: the event-driven path has a budget.
@Suite struct BoundedStepTests {
    @Test func aPackedBoxOfFastBallsStepsWithinTheEventBudget() {
        // 100 elastic balls packed edge to edge in a 105 x 105 box at 20,000 points/s:
        // impacts everywhere, all the time.
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 105, height: 105))
        var random = SeededGenerator(seed: 9)
        var balls: [BasicItem] = []
        for k in 0..<100 { balls.append(makeBall(5.25 + Double(k % 10) * 10, 5.25 + Double(k / 10) * 10, radius: 5)) }
        let collision = CollisionBehavior(items: balls)
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = elasticBehavior(balls)
        animator.addBehavior(collision)
        animator.addBehavior(material)
        for ball in balls { material.addLinearVelocity(Vector(angle: random.double(0...(2 * .pi)), length: 20_000), for: ball) }
        let budget = World.eventBudgetPerBody * 100 + 1024
        for _ in 0..<3 {
            animator.step()
            #expect(animator.world.eventSolver.lastStepEvents <= budget)
            #expect(animator.world.eventSolver.lastStepEvents > 100)
        }
        for ball in balls { #expect(finite(ball.center)) }
    }
}
