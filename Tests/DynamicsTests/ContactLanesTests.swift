import Testing
@testable import Dynamics

/// The soft step's contacts in lanes (`ContactLanes`): each manifold in one lane of one
/// group, no two lanes of a group on the same moving body, and a pyramid solved four
/// manifolds at a time stands as the point-by-point solve leaves it.
@Suite struct ContactLanesTests {
    /// Manifolds of one or two points among `bodies` bodies: some against a boundary (j -1),
    /// some against a pinned body (no mass on B), the rest between two moving bodies.
    static func manifolds(_ count: Int, bodies: Int, seed: UInt64) -> Storage<RestingContact> {
        var random = seed
        func next(_ n: Int) -> Int {
            random = random &* 6364136223846793005 &+ 1442695040888963407
            return Int((random >> 33) % UInt64(n))
        }
        let points = Storage<RestingContact>(capacity: 16)
        for m in 0..<count {
            let i = next(bodies)
            var j = next(bodies + 2) - 2   // -2: pinned, -1: boundary
            if j == i { j = (i + 1) % bodies }
            let pinned = j == -2
            if pinned { j = (i + 2) % bodies }
            let pair = next(3) > 0
            for k in 0..<(pair ? 2 : 1) {
                var c = RestingContact(i: Int32(i), j: Int32(j), nx: 0, ny: -1, ax: Double(k), ay: 1, bx: 0, by: -1,
                                       separation: -0.01, target: 0, bounce: 0, struck: false,
                                       normalImpulse: Double(m + 1), tangentImpulse: -Double(m + 1) / 2,
                                       normalMass: 0.5, tangentMass: 0.5, friction: 0.6, record: -1, id: UInt32(k))
                c.imA = 1; c.iiA = 0.01
                c.imB = j < 0 || pinned ? 0 : 1
                c.iiB = j < 0 || pinned ? 0 : 0.01
                c.pairedWithNext = pair && k == 0
                points.append(c)
            }
        }
        return points
    }

    @Test(arguments: [1, 2, 3])
    func everyManifoldHasOneLaneAndNoGroupSharesAMovingBody(seed: UInt64) {
        let bodies = 40
        let points = Self.manifolds(600, bodies: bodies, seed: seed)
        let lanes = ContactLanes()
        lanes.pack(points, bodyCount: bodies, soft: World.SoftContacts(hs: 1.0 / 240), share: 0.25)
        var seen = [Int](repeating: 0, count: points.count)
        var overflowGroups = 0
        for g in 0..<lanes.groups.count {
            let group = lanes.groups[g]
            var moving = Set<Int32>()
            var used = 0
            for lane in 0..<4 {
                let k = Int(group.first[lane])
                guard k >= 0 else {
                    // An empty lane: the still slot, no mass.
                    #expect(group.a[lane] == Int32(bodies) && group.b[lane] == Int32(bodies))
                    #expect(group.imA[lane] == 0 && group.iiA[lane] == 0 && group.imB[lane] == 0 && group.iiB[lane] == 0)
                    continue
                }
                used += 1
                seen[k] += 1
                #expect(group.a[lane] == points[k].i)
                #expect(!moving.contains(group.a[lane]), "group \(g) has body \(group.a[lane]) twice")
                moving.insert(group.a[lane])
                if points[k].j < 0 {
                    #expect(group.b[lane] == Int32(bodies), "a boundary is the still slot")
                } else if points[k].imB != 0 {
                    #expect(!moving.contains(group.b[lane]), "group \(g) has body \(group.b[lane]) twice")
                    moving.insert(group.b[lane])
                }
            }
            if used == 1 { overflowGroups += 1 }
        }
        // Each manifold's first point is in exactly one lane, and no other point is.
        for k in 0..<points.count {
            let first = k == 0 || !points[k - 1].pairedWithNext
            #expect(seen[k] == (first ? 1 : 0), "point \(k) is in \(seen[k]) lanes")
        }
        // Forty bodies and 600 manifolds: about 30 for each body, within the 32 colours
        // for most, so the groups are mostly full.
        #expect(lanes.groups.count < 600 / 2, "\(lanes.groups.count) groups, \(overflowGroups) of one manifold")
        // The impulses come back as they went in, at the share they were taken at.
        let before = (0..<points.count).map { points[$0].normalImpulse }
        lanes.unpack(into: points)
        for k in 0..<points.count {
            #expect(points[k].normalImpulse == Double(Float(before[k] * 0.25)), "point \(k)")
        }
    }

    /// The 20-row pyramid of `StackingTests`, at 120 steps a second: the steps until it
    /// sleeps, the farthest a box moved, and how many groups the last awake step packed.
    static func pyramid(lanes: Bool) -> (sleptAfter: Int, drift: Double, groups: Int) {
        var boxes: [BasicItem] = []
        for row in 0..<20 {
            let count = 20 - row
            for k in 0..<count {
                boxes.append(BasicItem(center: Point(x: 1000 - Double(count - 1) * 20 + 40 * Double(k), y: 580 - 40 * Double(row)),
                                       size: Size(width: 40, height: 40)))
            }
        }
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 2000, height: 600))
        animator.world.options.lanes = lanes
        let collision = CollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = DynamicItemBehavior(items: boxes)
        material.friction = 0.6
        animator.addBehavior(GravityBehavior(items: boxes))
        animator.addBehavior(collision)
        animator.addBehavior(material)
        let start = boxes.map(\.center)
        var steps = 0, groups = 0
        while steps < 1200 && animator.isRunning {
            animator.advance(by: 1.0 / 120)
            steps += 1
            if animator.isRunning { groups = animator.world.solverState.lanes.groups.count }
        }
        let drift = zip(boxes, start).map { $0.center.distance(to: $1) }.max() ?? 0
        return (steps, drift, groups)
    }

    @Test func aPyramidInLanesStandsAsThePointByPointSolveLeavesIt() {
        let lanes = Self.pyramid(lanes: true), points = Self.pyramid(lanes: false)
        #expect(lanes.groups > 0, "the soft steps packed their contacts")
        #expect(points.groups == 0, "the point-by-point solve packs nothing")
        // Each stands within a point and the animator pauses within 3 s (the bounds).
        for run in [lanes, points] {
            #expect(run.sleptAfter < 360 && run.drift < 1, "\(run)")
        }
        // The same physics in another order (measured: 0.87 and 0.85 points): within a
        // quarter of each other.
        #expect(abs(lanes.drift - points.drift) < 0.25 * points.drift, "lanes \(lanes), point by point \(points)")
    }
}
