import Testing
@testable import Dynamics

/// Many rigid joints at once: a net of balls pinned to their neighbours, hanging from a few
/// fixed balls in the middle of its top row (Box2D v3's `joint_grid`, smaller). Every ball
/// hangs from a chain as long as the net is deep, so each joint's correction pushes on its
/// neighbours' and the solver must not feed them back into one another.
@Suite struct JointNetTests {
    /// The net after `steps` steps of 1/60 s: each joint's gap (the distance between its two
    /// anchor points) at the end, the fastest any ball moved in a step over the run, and the
    /// groups of four rows the last step packed (`JointLanes`; none with `lanes` off).
    private func hangNet(size n: Int, steps: Int, lanes: Bool = true)
        -> (largestGap: Double, meanGap: Double, fastest: Double, groups: Int) {
        let spacing = 20.0
        let balls = (0..<n * n).map { k in makeBall(spacing * Double(k / n), spacing * Double(k % n), radius: 4) }
        let animator = DynamicAnimator()
        animator.stepDuration = 1.0 / 60
        animator.pausesWhenAtRest = false
        animator.world.options.lanes = lanes
        func ball(_ column: Int, _ row: Int) -> BasicItem { balls[column * n + row] }
        let fixed = (0..<n).filter { abs($0 - n / 2) <= 1 }.map { ball($0, 0) }
        let hold = DynamicItemBehavior(items: fixed)
        hold.isAnchored = true
        animator.addBehavior(hold)
        animator.addBehavior(GravityBehavior(items: balls.filter { b in !fixed.contains { $0 === b } }))
        // Each joint where the two balls' half-spacing offsets meet: (upper or left, other).
        var joints: [(BasicItem, BasicItem, Vector, Vector)] = []
        for column in 0..<n {
            for row in 0..<n {
                if row > 0 {
                    joints.append((ball(column, row - 1), ball(column, row), Vector(dx: 0, dy: spacing / 2), Vector(dx: 0, dy: -spacing / 2)))
                }
                if column > 0 {
                    joints.append((ball(column - 1, row), ball(column, row), Vector(dx: spacing / 2, dy: 0), Vector(dx: -spacing / 2, dy: 0)))
                }
            }
        }
        for (a, b, offset, _) in joints {
            animator.addBehavior(AttachmentBehavior.pinAttachment(with: a, attachedTo: b, attachmentAnchor: a.center + offset))
        }
        var lastCenters = balls.map(\.center)
        var fastest = 0.0
        for _ in 0..<steps {
            animator.step()
            for (k, b) in balls.enumerated() {
                fastest = max(fastest, b.center.distance(to: lastCenters[k]) * 60)
                lastCenters[k] = b.center
            }
        }
        let gaps = joints.map { a, b, offsetA, offsetB in
            (a.center + offsetA.rotated(by: a.rotation)).distance(to: b.center + offsetB.rotated(by: b.rotation))
        }
        return (gaps.max() ?? 0, gaps.reduce(0, +) / Double(gaps.count), fastest, animator.world.solverState.jointLanes.groups.count)
    }

    /// A 16 x 16 net (balls 20 points apart) over 10 s: its sides swing in at about
    /// 100 points/s and the joints hold to within a ball's width. When the joints' corrections
    /// feed one another (a Baumgarte fraction of 0.1 or 0.2 a step) the net jitters, balls
    /// reach 760 to 1,300 points/s and the gaps end at 16 to 17 points; at 0.05 the fastest
    /// ball makes 364 points/s, and the largest gap ends at 7.9 points and the mean at 0.64.
    /// (Engine 8's soft step: the fastest ball 93 points/s, gaps at most 1.8 points, 0.29 on
    /// average.)
    @Test func aHangingNetHangsWithoutJittering() {
        let net = hangNet(size: 16, steps: 600)
        #expect(net.fastest < 600, "fastest ball \(net.fastest) pt/s")
        #expect(net.largestGap < 10, "largest gap \(net.largestGap) pt")
        #expect(net.meanGap < 1, "mean gap \(net.meanGap) pt")
    }

    /// A 40 x 40 net over 4 s: chains 40 balls deep, each ball (radius 4) swung by joints 10
    /// points from its centre, so the joints turn the balls more than they move them. Engine
    /// 7's iterations tore it apart (gaps of 1,465 points, balls at 221,534 points/s); the
    /// soft step spun it to infinity until a jointed body's turn in a substep was bounded
    /// (`World.maxJointedTurn`). Now: gaps at most 5.4 points, 0.58 on average, the fastest
    /// ball 382 points/s.
    @Test func aLargeNetOfSmallBallsHolds() {
        let net = hangNet(size: 40, steps: 240)
        #expect(net.fastest < 1000, "fastest ball \(net.fastest) pt/s")
        #expect(net.largestGap < 8, "largest gap \(net.largestGap) pt")
        #expect(net.meanGap < 1, "mean gap \(net.meanGap) pt")
    }

    /// The same net solved four rows at a time (`JointLanes`, in floats) and row by row (in
    /// doubles) hangs alike: measured, gaps of 1.87 and 1.85 points at most, 0.30 on average.
    @Test func aNetInLanesHangsAsTheRowByRowSolveLeavesIt() {
        let lanes = hangNet(size: 16, steps: 600), rows = hangNet(size: 16, steps: 600, lanes: false)
        #expect(lanes.groups > 0, "the joints were packed in lanes")
        #expect(rows.groups == 0, "the row-by-row solve packs nothing")
        #expect(abs(lanes.largestGap - rows.largestGap) < 0.25 * rows.largestGap + 0.05, "lanes \(lanes), rows \(rows)")
        #expect(abs(lanes.meanGap - rows.meanGap) < 0.25 * rows.meanGap + 0.01, "lanes \(lanes), rows \(rows)")
        #expect(lanes.fastest < 1.25 * rows.fastest + 10, "lanes \(lanes), rows \(rows)")
    }
}
