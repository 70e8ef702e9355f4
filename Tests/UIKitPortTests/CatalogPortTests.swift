import Foundation
import Testing
import Dynamics

/// Each ported scene (Ported/, the UIKit text renamed) runs as UIKit documents it: the
/// numbers checked are UIKit's own (gravity 1000 points/s^2, a push of magnitude 1 on a
/// 100 x 100 item 100 points/s^2, an attachment's frequency in Hz, a pendulum's period).
@Suite struct CatalogPortTests {
    @Test func gravityFallsFiveHundredPointsInASecond() {
        let scene = GravityScene()
        scene.viewDidLoad()
        scene.animator.run(seconds: 1)
        // y = y0 + g t^2 / 2 = 150 + 500.
        #expect(abs(scene.square.center.y - 650) < 0.5, "center \(scene.square.center)")
        #expect(scene.square.center.x == 150)
        #expect(abs(scene.animator.elapsedTime - 1) < 1e-9)
    }

    /// Issue 29, point 1: a rectangle path is an outline, so the view's bounds as a boundary
    /// hold the square inside; it rests on the bottom at y 667 - 50. Point 7: the delegate
    /// written with UIKit's signature (an NSCopying identifier) is called.
    @Test func theSquareLandsOnTheViewsBoundsAndTheDelegateHearsIt() {
        let scene = CollisionGravityScene()
        scene.viewDidLoad()
        scene.animator.run(seconds: 4)
        #expect(abs(scene.square.center.y - 617) < 1, "center \(scene.square.center)")
        #expect(scene.contacts.first == "frame", "contacts \(scene.contacts)")
        #expect(abs((scene.landedAt?.y ?? 0) - 667) < 1, "landed at \(String(describing: scene.landedAt))")
    }

    /// Elasticity: the rebound speed is the landing speed times the elasticity, whatever the
    /// density.
    @Test func eachSquareReboundsWithItsElasticity() {
        let scene = ItemPropertiesScene()
        scene.viewDidLoad()
        var before1: CGFloat = 0, before2: CGFloat = 0, after1: CGFloat?, after2: CGFloat?
        for _ in 0..<240 {
            let v1 = scene.square1Properties.linearVelocity(for: scene.square1).y
            let v2 = scene.square2Properties.linearVelocity(for: scene.square2).y
            scene.animator.step()
            let w1 = scene.square1Properties.linearVelocity(for: scene.square1).y
            let w2 = scene.square2Properties.linearVelocity(for: scene.square2).y
            if after1 == nil && v1 > 0 && w1 < 0 { before1 = v1; after1 = -w1 }
            if after2 == nil && v2 > 0 && w2 < 0 { before2 = v2; after2 = -w2 }
        }
        let r1 = (after1 ?? 0) / before1, r2 = (after2 ?? 0) / before2
        #expect(abs(r1 - 0.5) < 0.05, "square 1 rebounds at \(r1) of its speed")
        #expect(abs(r2 - 0.9) < 0.05, "square 2 rebounds at \(r2) of its speed")
    }

    /// Issue 29, point 2: the angle set while the magnitude is still 0 is kept. Push units: an
    /// instantaneous push of 1 gives a 100 x 100 item 100 points/s, a continuous one 100 points/s^2.
    @Test func pushesKeepTheirAngleAndUIKitsUnits() {
        let scene = PushScene()
        scene.viewDidLoad()
        #expect(abs(scene.instantaneous.angle - .pi / 4) < 1e-12)
        scene.animator.step()
        let v = scene.animator.state(of: scene.square)!.velocity
        #expect(abs(v.dx - 100 / 2.0.squareRoot()) < 1e-6 && abs(v.dy - 100 / 2.0.squareRoot()) < 1e-6, "velocity \(v)")
        #expect(!scene.instantaneous.active)
        let start = scene.other.center.x
        scene.animator.run(seconds: 1 - scene.animator.stepDuration)
        #expect(abs(scene.other.center.x - start - 50) < 1, "moved \(scene.other.center.x - start)")
        scene.tapped(at: CGPoint(x: scene.square.center.x, y: scene.square.center.y - 100))
        let before = scene.animator.state(of: scene.square)!.velocity
        scene.animator.step()
        let after = scene.animator.state(of: scene.square)!.velocity
        #expect(abs((after.dy - before.dy) + 100) < 1e-6, "a tap 100 points above pushes up at 100 points/s")
    }

    /// Issue 29, point 6: the pan drags the square by its rigid attachment, 600 points/s
    /// sideways, and the attachment keeps its length within half a point.
    @Test func aRigidAttachmentKeepsItsLengthBehindAFastAnchor() {
        let scene = AttachmentsScene()
        scene.viewDidLoad()
        let length = scene.attachment.length
        scene.animator.run(seconds: 1)
        for speed in [60.0, 180.0, 600.0] {
            var worst = 0.0
            var anchor = scene.attachment.anchorPoint
            for _ in 0..<120 {
                anchor.x += speed * scene.animator.stepDuration * (anchor.x > 300 ? -1 : 1)
                scene.panned(to: anchor)
                scene.animator.step()
                let p = scene.attachedPoint
                worst = max(worst, abs(hypot(p.x - anchor.x, p.y - anchor.y) - length))
            }
            #expect(worst < 0.5, "at \(speed) points/s the attachment stretched by \(worst)")
        }
    }

    /// A spring attachment of 1 Hz swings once a second.
    @Test func aSpringOfOneHertzSwingsOnceASecond() {
        let scene = SpringScene()
        scene.viewDidLoad()
        let rest = scene.square.center.y
        scene.pull(by: 40)
        let crossings = upwardCrossings(scene.animator, seconds: 5, level: rest) { scene.square.center.y }
        #expect(crossings.count >= 4)
        let periods = zip(crossings.dropFirst(), crossings).map { $0 - $1 }
        let mean = periods.reduce(0, +) / Double(max(1, periods.count))
        #expect(abs(mean - 1) < 0.02, "period \(mean) s")
    }

    @Test func snapMovesTheSquareToTheTap() {
        let scene = SnapScene()
        scene.viewDidLoad()
        scene.tapped(at: CGPoint(x: 250, y: 400))
        scene.animator.run(seconds: 3)
        #expect(hypot(scene.square.center.x - 250, scene.square.center.y - 400) < 1, "center \(scene.square.center)")
        scene.tapped(at: CGPoint(x: 100, y: 500))
        scene.animator.run(seconds: 3)
        #expect(hypot(scene.square.center.x - 100, scene.square.center.y - 500) < 1, "center \(scene.square.center)")
        #expect(scene.animator.behaviors.count == 1)
    }

    /// A pendulum of length L swings with period 2 pi sqrt(L / g), g = 1000 points/s^2; a drag
    /// moves the weight and a release pushes it.
    @Test func thePendulumKeepsItsPeriod() {
        let scene = PendulumScene()
        scene.viewDidLoad()
        scene.pendulum.beginDraggingWeight(at: CGPoint(x: 187 + 30, y: 380))
        scene.animator.run(seconds: 1)
        scene.pendulum.endDraggingWeight(withVelocity: .zero)
        let length = 200.0
        let crossings = upwardCrossings(scene.animator, seconds: 8, level: 187) { scene.weight.center.x }
        #expect(crossings.count >= 2)
        let periods = zip(crossings.dropFirst(), crossings).map { $0 - $1 }
        let mean = periods.reduce(0, +) / Double(max(1, periods.count))
        let expected = 2 * Double.pi * (length / 1000).squareRoot()
        #expect(abs(mean - expected) / expected < 0.02, "period \(mean) s, expected \(expected) s")
        let bob = hypot(scene.weight.center.x - scene.pivot.x, scene.weight.center.y - scene.pivot.y)
        #expect(abs(bob - length) < 0.5, "the rod is \(bob) points")
    }

    /// A custom item (NSObject, center and bounds of its own, a transform): the spring makes
    /// the button grow, then it settles back to its size.
    @Test func aCustomItemMapsTheSpringToTheButtonsSize() {
        let scene = CustomItemScene()
        scene.viewDidLoad()
        scene.buttonTapped()
        var widest: CGFloat = 0
        for _ in 0..<Int(10 / scene.animator.stepDuration) {
            scene.animator.step()
            widest = max(widest, scene.button.bounds.width)
        }
        #expect(widest > 110, "the button grew to \(widest)")
        #expect(abs(scene.button.bounds.width - 100) < 1 && abs(scene.button.bounds.height - 40) < 1, "size \(scene.button.bounds.size)")
    }

    /// Issue 29, points 3 and 4: resistance 10 is a damping rate, so a fling slows over a few
    /// tenths of a second instead of stopping dead, and the light item settles in the corner
    /// it was flung toward. The settling time converges with the step: the spring of a 0.01
    /// density item swings at 100 rad/s, which 1/120 s steps resolve coarsely, so the times at
    /// 1/240 s and 1/480 s are compared (before, halving the step doubled the time).
    @Test func aFlungItemSettlesInACornerAtAnyStepLength() {
        var times: [Double] = []
        for step in [1.0 / 120, 1.0 / 240, 1.0 / 480] {
            let scene = StickyCornersScene()
            scene.viewDidLoad()
            scene.animator.stepDuration = step
            scene.animator.run(seconds: 1)
            scene.flung(withVelocity: CGPoint(x: 3000, y: 3000))
            scene.animator.step()
            let speed = scene.itemBehavior.velocity(for: scene.item).length
            #expect(speed > 1000, "the fling was erased: \(speed) points/s after one step")
            let corner = scene.corners[3]
            let time = scene.animator.time(upTo: 5) {
                hypot(scene.item.center.x - corner.x, scene.item.center.y - corner.y) < 1
                    && scene.itemBehavior.velocity(for: scene.item).length < 1
            }
            #expect(time != nil, "not settled in 5 s: at \(scene.item.center)")
            times.append(time ?? 5)
        }
        #expect(abs(times[1] - times[2]) < 0.1 * times[1] && abs(times[0] - times[1]) < 0.2 * times[1], "settling times \(times)")
    }

    /// The CS193p-style game: a collision behavior subclass with an option-set mode, string
    /// identifiers as NSCopying, an oval paddle, and a push that removes itself. The ball
    /// breaks every brick and never leaves the view.
    @Test func theStudentsBreakoutBreaksEveryBrick() {
        let scene = BreakoutScene()
        scene.viewDidLoad()
        #expect(scene.breakout.collider.collisionMode == .everything)
        var escaped = false
        for _ in 0..<Int(30 / scene.animator.stepDuration) {
            scene.animator.step()
            if !scene.view.bounds.insetBy(dx: -1, dy: -1).contains(scene.ball.center) { escaped = true }
            if scene.hitBricks.count == 4 { break }
        }
        #expect(!escaped)
        #expect(Set(scene.hitBricks) == ["brick 0", "brick 1", "brick 2", "brick 3"], "hit \(scene.hitBricks)")
        #expect(scene.animator.behaviors.count == 1, "the push removed itself")
        #expect(scene.breakout.collider.boundaryIdentifiers.count == 1, "only the paddle is left")
    }
}
