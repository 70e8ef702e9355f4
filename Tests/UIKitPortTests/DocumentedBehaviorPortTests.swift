import Foundation
import Testing
import Dynamics

/// Scenes an iOS developer writes from UIKit's documentation of fields, regions, item groups,
/// the animator's delegate and the four kinds of attachment (Originals/ToyBoxScene.swift and
/// Originals/HingesScene.swift, ported by renaming only), checked against what that
/// documentation says they do.
@Suite struct DocumentedBehaviorPortTests {
    // MARK: Fields, regions, groups, the delegate

    /// UIFieldBehavior.region: "the area in which the field is active". The marble inside the
    /// magnet's 250-point region falls into it and stays near it (a field of one strength at
    /// every distance swings an item through its position); the one outside never moves.
    @Test func aMagnetPullsOnlyWhatIsInItsRegion() {
        let scene = ToyBoxScene()
        scene.viewDidLoad()
        var closest = CGFloat.infinity
        for step in 1...480 {
            scene.animator.step()
            #expect(scene.farMarble.center == CGPoint(x: 700, y: 100), "step \(step): \(scene.farMarble.center)")
            if step > 240 {
                let distance = scene.nearMarble.center.distance(to: scene.magnet.position)
                closest = min(closest, distance)
                #expect(distance < 25, "step \(step): the near marble at \(scene.nearMarble.center)")
            }
        }
        #expect(closest < 5)
        #expect(scene.nearMarble.center.x == 150)
    }

    /// UIDynamicItemGroup: its items "behave as a single body". The two weights fall together,
    /// never turning or moving apart, onto the boundary the collision delegate hears named,
    /// once, for the group.
    @Test func aGroupFallsAsOneBodyOntoTheNamedFloor() {
        let scene = ToyBoxScene()
        scene.viewDidLoad()
        for step in 1...360 {
            scene.animator.step()
            let left = scene.leftWeight.center, right = scene.rightWeight.center
            // One body: the weights keep their distance and turn alike, exactly.
            #expect(abs(left.distance(to: right) - 100) < 1e-9, "step \(step): \(left) \(right)")
            #expect(scene.leftWeight.transform.b == scene.rightWeight.transform.b)
            // And it lands flat. A solver of one soft and one rigid pass a substep (Box2D v3's,
            // engine 11) takes the floor's two contacts one after the other and tips it by
            // about 1e-6 radians; the rigid passes of engine 10 held it level to 1e-9.
            #expect(abs(scene.leftWeight.transform.b) < 1e-5, "step \(step): turned \(scene.leftWeight.transform.b)")
        }
        // The weights' bottoms (20 points below their centers) rest on the floor at y 500.
        #expect(abs(scene.leftWeight.center.y - 480) < 0.5, "left weight at \(scene.leftWeight.center)")
        #expect(abs(scene.rightWeight.center.y - 480) < 0.5, "right weight at \(scene.rightWeight.center)")
        #expect(scene.floorContacts == ["floor"])
        // "The center point of the group is the center point of the bounds rectangle": here
        // the weights are alike, so their centroid is that point too.
        let around = scene.leftWeight.frame.union(scene.rightWeight.frame)
        #expect(scene.dumbbell.center.distance(to: CGPoint(x: around.midX, y: around.midY)) < 1e-9)
    }

    /// UIDynamicAnimatorDelegate: dynamicAnimatorDidPause when the items come to rest,
    /// dynamicAnimatorWillResume when a behavior sets them moving again. The animator is
    /// driven as a display link drives it, a 60 Hz frame at a time (`advance(by:)`), and a
    /// paused animator takes no step.
    @Test func theDelegateHearsThePauseAndTheResume() {
        let scene = ToyBoxScene()
        scene.viewDidLoad()
        scene.animator.frames(seconds: 2)
        #expect(scene.pauses == 0 && scene.animator.isRunning, "the magnet swings the marble: nothing rests")
        scene.switchOffMagnet()
        var waited = 0.0
        while scene.pauses == 0 && waited < 20 { scene.animator.frames(seconds: 0.5); waited += 0.5 }
        #expect(scene.pauses == 1 && scene.resumes == 0 && !scene.animator.isRunning,
                "after \(waited) s: \(scene.pauses) pauses, \(scene.resumes) resumes")
        let restingAt = scene.nearMarble.center, elapsed = scene.animator.elapsedTime
        scene.animator.frames(seconds: 1)
        #expect(scene.nearMarble.center == restingAt && scene.animator.elapsedTime == elapsed && scene.pauses == 1)
        scene.switchOnMagnet()
        #expect(scene.resumes == 1 && scene.animator.isRunning)
        scene.animator.frames(seconds: 0.5)
        #expect(scene.nearMarble.center.distance(to: restingAt) > 10, "the magnet switched on again moved the marble to \(scene.nearMarble.center)")
    }

    // MARK: The four attachments

    /// slidingAttachment(with:attachmentAnchor:axisOfTranslation:): the item moves along the
    /// axis only, without turning, however gravity pulls it.
    @Test func aSliderKeepsToItsRail() {
        let scene = HingesScene()
        scene.viewDidLoad()
        var lastX = scene.slider.center.x
        for step in 1...240 {
            scene.animator.step()
            #expect(abs(scene.slider.center.y - 100) < 1e-6 && abs(scene.slider.transform.b) < 1e-9,
                    "step \(step): \(scene.slider.center), turned \(scene.slider.transform.b)")
            #expect(scene.slider.center.x > lastX)
            lastX = scene.slider.center.x
        }
    }

    /// pinAttachment(with:attachedTo:attachmentAnchor:): the door turns about the hinge, and
    /// attachmentRange bounds the turn. The range is the second item's rotation less the
    /// first's (the frame's, 0, less the door's), so -pi/2...0 lets the door swing down
    /// through a quarter turn and no farther, and never up past level.
    @Test func aPinnedDoorSwingsWithinItsRange() {
        let scene = HingesScene()
        scene.viewDidLoad()
        var widest = 0.0
        for step in 1...600 {
            scene.animator.step()
            let turn = scene.door.rotation
            widest = max(widest, turn)
            #expect(turn > -0.02 && turn < .pi / 2 + 0.02, "step \(step): the door turned \(turn)")
            let hinge = scene.door.center + CGVector(dx: -60, dy: 0).rotated(by: turn)
            #expect(hinge.distance(to: CGPoint(x: 320, y: 90)) < 0.5, "step \(step): the hinge at \(hinge)")
        }
        #expect(widest > 1.4, "the door swung to \(widest) only")
        #expect(scene.frame.center == CGPoint(x: 300, y: 100), "the anchored frame moved")
    }

    /// fixedAttachment(with:attachedTo:attachmentAnchor:): the flag moves with its pole as one.
    @Test func aWeldCarriesTheFlagWithItsPole() {
        let scene = HingesScene()
        scene.viewDidLoad()
        for step in 1...240 {
            scene.animator.step()
            let offset = scene.flag.center - scene.pole.center
            #expect(abs(offset.dx - 50) < 1e-6 && abs(offset.dy + 75) < 1e-6, "step \(step): the flag off by \(offset)")
            #expect(abs(scene.flag.rotation - scene.pole.rotation) < 1e-9)
        }
        #expect(scene.pole.center.y > 400, "the pole did not fall")
    }

    /// limitAttachment(with:offsetFromCenter:attachedTo:offsetFromCenter:): "the maximum
    /// distance" between the points is the distance when it was made; closer is free.
    @Test func aLeashHoldsTheDogNoFartherThanItStood() {
        let scene = HingesScene()
        scene.viewDidLoad()
        #expect(scene.leash.length == 150)
        scene.animator.run(seconds: 1)
        #expect(scene.dog.center == CGPoint(x: 350, y: 500), "nothing acts on the dog yet")
        scene.dogRunsOff()
        var highest = scene.dog.center.y
        for step in 1...600 {
            scene.animator.step()
            let reach = scene.dog.center.distance(to: scene.owner.center)
            #expect(reach < 150.5, "step \(step): the dog \(reach) points away")
            highest = min(highest, scene.dog.center.y)
        }
        #expect(highest < 450, "the dog, pulled right and up, swung only to y \(highest)")
        #expect(scene.owner.center == CGPoint(x: 200, y: 500))
    }
}

/// Momentum scrolling on a custom NSObject item (Originals/MomentumScrollScene.swift): a fling
/// slows at its resistance's rate, and one past the content's end is pulled back to the edge
/// by an attachment the behavior's action adds during a step.
@Suite struct MomentumScrollPortTests {
    /// Resistance 2 takes dv/dt = -2v: a fling at 500 points/s coasts 250 points and stops
    /// (the animator pauses and tells its delegate).
    @Test func aFlingCoastsAsItsResistanceAllows() {
        let scene = MomentumScrollScene()
        scene.viewDidLoad()
        scene.panBegan()
        scene.panned(by: 400)
        scene.panEnded(velocity: 500)
        var last = scene.offset.center.y
        scene.animator.frames(seconds: 20, while: { scene.isDecelerating }) {
            #expect(scene.offset.center.y >= last, "the offset went back to \(scene.offset.center.y)")
            last = scene.offset.center.y
        }
        #expect(!scene.isDecelerating && !scene.animator.isRunning, "still moving after 20 s")
        // 250 points less about half a step's travel at the start (each fixed step damps
        // before it moves: 500 / 120 / 2, about 2 points).
        #expect(scene.offset.center.y > 647 && scene.offset.center.y <= 650, "stopped at \(scene.offset.center.y)")
        #expect(scene.offset.center.x == 0 && scene.offset.transform == .identity)
        #expect(scene.rubberBand == nil)
    }

    /// Past the end, the rubber band (critically damped, 2 Hz) brings the offset back to the
    /// edge and holds it there; the overshoot stays short of where resistance alone would stop.
    @Test func aFlingPastTheEndComesBackToTheEdge() {
        let scene = MomentumScrollScene()
        scene.viewDidLoad()
        scene.panBegan()
        scene.panned(by: 900)
        scene.panEnded(velocity: 1000)
        var farthest = scene.offset.center.y
        scene.animator.frames(seconds: 20, while: { scene.isDecelerating }) { farthest = max(farthest, scene.offset.center.y) }
        #expect(scene.rubberBand != nil, "the action never added the rubber band")
        #expect(farthest > 1000 && farthest < 1400, "the offset went to \(farthest)")
        #expect(!scene.isDecelerating, "still moving after 20 s")
        #expect(abs(scene.offset.center.y - 1000) < 0.5, "came to rest at \(scene.offset.center.y)")
        // A new pan stops everything at once, and the next fling starts from there.
        scene.panBegan()
        #expect(scene.animator.behaviors.isEmpty)
        scene.panned(by: -300)
        scene.panEnded(velocity: -200)
        scene.animator.frames(seconds: 20, while: { scene.isDecelerating })
        #expect(scene.offset.center.y > 600 && scene.offset.center.y < 601, "stopped at \(scene.offset.center.y)")
    }
}
