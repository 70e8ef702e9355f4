import Testing
import Dynamics
import Foundation

/// Rectangles rest, stack and sleep: the numbers the issue asks for.
@Suite struct StackingTests {
    /// Records the pause the animator reports once everything sleeps.
    final class PauseWatcher: DynamicAnimatorDelegate {
        var pauses = 0
        func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { pauses += 1 }
    }

    /// Boxes of `side` points on a floor at y = 600, under gravity 1, with friction.
    private func scene(_ boxes: [BasicItem]) -> (DynamicAnimator, DynamicItemBehavior) {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 2000, height: 600))
        let gravity = GravityBehavior(items: boxes)
        let collision = CollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = DynamicItemBehavior(items: boxes)
        material.friction = 0.6
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        animator.addBehavior(material)
        return (animator, material)
    }

    @Test func aBoxOnTheFloorComesToRest() {
        let box = BasicItem(center: Point(x: 500, y: 500), size: Size(width: 40, height: 40))
        let (animator, material) = scene([box])
        animator.run(steps: 240)
        #expect(abs(box.center.y - 580) < 0.05, "resting on the floor: \(box.center)")
        #expect(material.velocity(for: box).length < 0.05)
        #expect(abs(box.rotation) < 1e-3)
    }

    /// A box falling faster than its contacts reach ahead (8 points a step) lands where its
    /// sweep meets the floor or the box below, and stays (elasticity 0): the substeps may
    /// have stopped it there already, and it must not bounce off what they held, nor off the
    /// shock the stack below took. One falls beside the wall (so it is in resting contact all
    /// the way down), one onto a tower of 4 boxes and one onto a tower of 8.
    @Test func aFastBoxLandsWithoutBouncing() {
        let size = Size(width: 40, height: 40)
        func tower(at x: Double, _ count: Int) -> [BasicItem] {
            (0..<count).map { k in BasicItem(center: Point(x: x, y: 580 - 40 * Double(k)), size: size) }
        }
        let besideWall = BasicItem(center: Point(x: 21, y: 100), size: size)
        let ontoFour = BasicItem(center: Point(x: 1000, y: 100), size: size)
        let ontoEight = BasicItem(center: Point(x: 1500, y: 20), size: size)
        let four = tower(at: 1000, 4), eight = tower(at: 1500, 8)
        let (animator, material) = scene([besideWall, ontoFour, ontoEight] + four + eight)
        var fastest = [0.0, 0.0, 0.0], worstRebound = 0.0
        for _ in 0..<360 {
            animator.step()
            for (k, box) in [besideWall, ontoFour, ontoEight].enumerated() {
                fastest[k] = max(fastest[k], material.velocity(for: box).dy)
                worstRebound = max(worstRebound, -material.velocity(for: box).dy)   // up is -y
            }
        }
        #expect(fastest.min()! > 480, "they fell faster than 8 points a step: \(fastest) points/s")
        #expect(worstRebound < 20, "a box bounced back up at \(worstRebound) points/s")
        #expect(abs(besideWall.center.y - 580) < 0.5, "on the floor: \(besideWall.center)")
        // On top of its tower, wherever the tower's soft contacts let its top rest.
        #expect(abs(ontoFour.center.y - (four[3].center.y - 40)) < 0.5, "on the tower of 4: \(ontoFour.center), \(four[3].center)")
        #expect(abs(ontoEight.center.y - (eight[7].center.y - 40)) < 0.5, "on the tower of 8: \(ontoEight.center), \(eight[7].center)")
        #expect(abs(four[0].center.y - 580) < 0.5 && abs(eight[0].center.y - 580) < 0.5, "the towers stand: \(four[0].center), \(eight[0].center)")
        #expect(abs(ontoFour.center.x - 1000) < 0.5 && abs(ontoEight.center.x - 1500) < 0.5)
    }

    @Test func aTenBoxTowerStands() {
        let boxes = (0..<10).map { k in
            BasicItem(center: Point(x: 1000, y: 600 - 20 - 40 * Double(k) - 0.01 * Double(k)), size: Size(width: 40, height: 40))
        }
        let (animator, material) = scene(boxes)
        animator.run(steps: 120)   // 1 s to settle
        let settled = boxes.map { $0.center }
        animator.run(steps: 360)   // then 3 s more
        for (k, box) in boxes.enumerated() {
            #expect(box.center.distance(to: settled[k]) < 0.5, "box \(k) moved from \(settled[k]) to \(box.center)")
            #expect(material.velocity(for: box).length < 0.05, "box \(k) moves at \(material.velocity(for: box))")
            #expect(abs(box.center.x - 1000) < 0.5, "box \(k) slid to \(box.center.x)")
        }
        // Soft contacts (engine 11, Box2D v3's) rest a little deep: 2.5 g / omega^2 for each
        // box a contact carries (half the weight on each of two points, whose effective
        // mass is a fifth of a box's), 0.018 points at 60 Hz, so the top sinks 0.8 points.
        #expect(abs(boxes[9].center.y - (600 - 20 - 9 * 40)) < 1, "the top box is where a tower of 10 puts it: \(boxes[9].center.y)")
    }

    @Test func aFourBoxTowerStandsAndSleeps() {
        let boxes = (0..<4).map { k in
            BasicItem(center: Point(x: 1000, y: 600 - 20 - 40 * Double(k) - 0.01 * Double(k)), size: Size(width: 40, height: 40))
        }
        let (animator, material) = scene(boxes)
        animator.run(steps: 120)
        let settled = boxes.map { $0.center }
        animator.run(steps: 360)
        for (k, box) in boxes.enumerated() {
            #expect(box.center.distance(to: settled[k]) < 0.5, "box \(k) moved from \(settled[k]) to \(box.center)")
            #expect(material.velocity(for: box).length < 0.05)
        }
        #expect(!animator.isRunning, "everything sleeps")
    }

    @Test func aTwentyRowPyramidStandsAndTheAnimatorPauses() {
        var boxes: [BasicItem] = []
        for row in 0..<20 {
            let count = 20 - row
            let y = 600 - 20 - 40 * Double(row)
            let x0 = 1000 - Double(count - 1) * 20
            for k in 0..<count {
                boxes.append(BasicItem(center: Point(x: x0 + 40 * Double(k), y: y), size: Size(width: 40, height: 40)))
            }
        }
        #expect(boxes.count == 210)
        let (animator, _) = scene(boxes)
        let watcher = PauseWatcher()
        animator.delegate = watcher
        let start = boxes.map { $0.center }
        var steps = 0
        while steps < 1200 && animator.isRunning {
            animator.advance(by: 1.0 / 120)
            steps += 1
        }
        // Soft contacts sink a little under the load (engine 11, as Box2D v3's): Box2D
        // 3.1.1's 20-row pyramid of the same boxes ends with a box 2.89 points from its
        // start (docs/benchmarks/results.md).
        let drift = zip(boxes, start).map { $0.center.distance(to: $1) }.max() ?? 0
        #expect(drift < 1, "the pyramid stands: the worst box moved \(drift) points")
        #expect(watcher.pauses == 1, "the animator paused once everything slept")
        #expect(!animator.isRunning)
        // And stays standing for the rest of the 10 s: nothing moves while it sleeps.
        for _ in steps..<1200 { animator.advance(by: 1.0 / 120) }
        let after = zip(boxes, start).map { $0.center.distance(to: $1) }.max() ?? 0
        #expect(after == drift)
    }

    /// Box2D v3's `large_pyramid` at half its size: 50 boxes of 100 points at the base (1,275),
    /// step 1/60 s, no walls. Engines 4 and 5 blew it apart within 30 steps (a box 290 points
    /// sideways): their shock propagation turned each box, and a box straddling two hands a
    /// larger turn to the row above. It must stand, sinking and spreading a few points at most.
    @Test func aFiftyRowPyramidOfLargeBoxesStands() {
        let side = 100.0, base = 50, floor = 5_200.0
        var boxes: [BasicItem] = []
        for row in 0..<base {
            let count = base - row
            let x0 = 10_000 - Double(count - 1) * side / 2
            for k in 0..<count {
                boxes.append(BasicItem(center: Point(x: x0 + side * Double(k), y: floor - side / 2 - side * Double(row)),
                                       size: Size(width: side, height: side)))
            }
        }
        let animator = DynamicAnimator()
        animator.stepDuration = 1.0 / 60
        let collision = CollisionBehavior(items: boxes)
        collision.addBoundary(withIdentifier: "ground", for: Path(rect: Rect(x: 0, y: floor, width: 20_000, height: 200)))
        let material = DynamicItemBehavior(items: boxes)
        material.friction = 0.6
        animator.addBehavior(GravityBehavior(items: boxes))
        animator.addBehavior(collision)
        animator.addBehavior(material)
        let start = boxes.map(\.center)
        animator.run(steps: 90)
        let sideways = zip(boxes, start).map { abs($0.center.x - $1.x) }.max() ?? 0
        let drop = zip(boxes, start).map { $0.center.y - $1.y }.max() ?? 0
        // It sinks as Box2D's soft contacts do (their 100-row pyramid sinks 74 points): the
        // top of a tower of n carries sum(k) loads, a quarter of the 100-row one's at 50.
        #expect(sideways < 10, "a box moved \(sideways) points sideways")
        #expect(drop < 20, "a box sank \(drop) points")
    }

    @Test func aSleepingBoxWakesWhenPushed() {
        let box = BasicItem(center: Point(x: 500, y: 580), size: Size(width: 40, height: 40))
        let (animator, material) = scene([box])
        animator.run(steps: 240)
        #expect(!animator.isRunning, "at rest, paused")
        material.addLinearVelocity(Vector(dx: 200, dy: 0), for: box)
        #expect(animator.isRunning, "a push wakes the animator")
        animator.run(steps: 12)
        #expect(box.center.x > 510, "and the box: it slides, \(box.center.x)")
    }

    /// An instantaneous push turned on again reaches a box that fell asleep since its last
    /// push, as UIKit's does a resting view: it wakes the box, which slides.
    @Test func aSleepingBoxWakesWhenAnInstantaneousPushActsAgain() {
        let box = BasicItem(center: Point(x: 500, y: 580), size: Size(width: 40, height: 40))
        let (animator, _) = scene([box])
        let push = PushBehavior(items: [box], mode: .instantaneous)
        push.pushDirection = Vector(dx: 2, dy: 0)
        push.active = false
        animator.addBehavior(push)
        animator.run(steps: 240)
        #expect(!animator.isRunning, "at rest, paused")
        push.active = true
        #expect(animator.isRunning, "the push wakes the animator")
        animator.run(steps: 12)
        #expect(!push.active, "an instantaneous push acts once")
        #expect(box.center.x > 510, "and the box: it slides, \(box.center.x)")
    }

    @Test func aBallWakesASleepingStack() {
        let boxes = (0..<3).map { k in BasicItem(center: Point(x: 1000, y: 580 - 40 * Double(k)), size: Size(width: 40, height: 40)) }
        let (animator, _) = scene(boxes)
        animator.run(steps: 240)
        #expect(!animator.isRunning)
        let ball = makeBall(700, 500, radius: 10)
        let fast = DynamicItemBehavior(items: [ball])
        fast.density = 50
        animator.addBehavior(fast)
        (animator.behaviors.first { $0 is CollisionBehavior } as! CollisionBehavior).addItem(ball)
        fast.addLinearVelocity(Vector(dx: 2000, dy: 0), for: ball)
        animator.run(steps: 60)
        #expect(boxes[2].center.x > 1010 || abs(boxes[2].rotation) > 0.1, "the top box was knocked: \(boxes[2].center)")
    }

    @Test func rotatedBoxesAndPolygonsSettle() {
        let tilted = BasicItem(center: Point(x: 300, y: 400), size: Size(width: 60, height: 30), rotation: 0.4)
        let hexagon = BasicItem(center: Point(x: 600, y: 400), size: Size(width: 40, height: 40),
                                shape: .polygon((0..<6).map { k in Point(x: 20 * cos(Double(k) * .pi / 3), y: 20 * sin(Double(k) * .pi / 3)) }))
        let (animator, material) = scene([tilted, hexagon])
        animator.run(steps: 600)
        for item in [tilted, hexagon] {
            #expect(material.velocity(for: item).length < 0.05, "\(item.collisionBoundsType) still moves")
            #expect(material.angularVelocity(for: item) == 0 || abs(material.angularVelocity(for: item)) < 1e-3)
        }
        // The tilted box fell flat on one of its sides.
        let r = tilted.rotation.truncatingRemainder(dividingBy: .pi / 2)
        #expect(min(abs(r), abs(abs(r) - .pi / 2)) < 0.01, "lies flat: rotation \(tilted.rotation)")
        #expect(!animator.isRunning)
    }
}
