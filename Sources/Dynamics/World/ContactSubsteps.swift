/// A body's motion through the substeps of a step: how far the substeps have moved it, and
/// its velocity when they end. Only bodies in resting contact (`member`) use it.
struct SubstepMotion: BitwiseCopyable {
    var dx = 0.0
    var dy = 0.0
    var da = 0.0
    var vx = 0.0
    var vy = 0.0
    var w = 0.0
    var member = false
    /// What the drift's sweep took out of the drift velocity at boundaries, and the last
    /// boundary it met (normal, contact offset), for `finishSubsteps`.
    var heldVx = 0.0
    var heldVy = 0.0
    var heldW = 0.0
    var hit = false
    var nx = 0.0
    var ny = 0.0
    var rx = 0.0
    var ry = 0.0
    /// The rotation turned so far, as a cosine and sine (`da` turned incrementally, as Box2D
    /// integrates rotations), which the joints turn their attachment points by.
    var qc = 1.0
    var qs = 0.0
    /// Whether the body is in the substeps for a resting contact (not only for a joint): its
    /// impacts in the drift with other such bodies, or with still ones, were held by the
    /// contacts already (`ItemCollisions.respondToBody`).
    var resting = false
    /// Whether a joint holds the body (`maxJointedTurn`).
    var jointed = false

    /// (x, y) turned by the rotation so far.
    @inline(__always)
    func turned(_ x: Double, _ y: Double) -> (Double, Double) {
        (qc * x - qs * y, qs * x + qc * y)
    }

    /// Turns the rotation so far by `angle` more, exactly: the body's angle moves by `da`,
    /// and a rotation that fell behind it (a first-order turn gives atan(angle)) would put the
    /// joints' points where the body's are not; a net of small fast-spinning balls fed that
    /// error back until it flew apart. A small angle takes its Taylor series (to 5e-10 at
    /// 0.02 rad), the rest a cosine and sine; kept a unit either way.
    @inline(__always)
    mutating func turn(by angle: Double) {
        (qc, qs) = turnedRotation(qc, qs, by: angle, cos: cos, sin: sin)
    }
}

/// The rotation (qc, qs) turned by `angle` more, in doubles (`SubstepMotion`) or floats
/// (`LaneBody`): `cos` and `sin` come from the caller, as the standard library has no
/// generic ones.
@inline(__always)
func turnedRotation<F: BinaryFloatingPoint>(_ qc: F, _ qs: F, by angle: F, cos: (F) -> F, sin: (F) -> F) -> (F, F) {
    var c: F, s: F
    if abs(angle) < 0.02 {
        let a2 = angle * angle
        c = 1 - a2 / 2 + a2 * a2 / 24
        s = angle * (1 - a2 / 6)
    } else {
        c = cos(angle); s = sin(angle)
    }
    let nc = qc * c - qs * s, ns = qs * c + qc * s
    let scale = 1 / (nc * nc + ns * ns).squareRoot()
    return (nc * scale, ns * scale)
}

/// Resting contact in substeps, as Box2D v3 solves it (its "soft step"): the step is cut in
/// `substepCount`, and each substep gives its share of gravity, applies the warm impulses,
/// makes one biased pass, moves the bodies and makes one relaxing pass; a bounce is added
/// once at the end. A contact's gap is followed from substep to substep by the bodies'
/// motion (with the contact's own normal and lever arms: a step turns a body too little to
/// matter), so every pass aims at the gap that is there now.
///
/// The biased pass holds an overlap softly: a spring of `contactHertz` damped `contactDamping`
/// times past critical (`contactSoftness`), which the relaxing pass then makes rigid again
/// (it takes back the push's velocity, after the push has moved the bodies). A soft contact
/// rests g / omega^2 deep for each unit of effective mass it carries: about 2.5 of them for
/// each box on a box (0.07 points at 1000 points/s^2 and 30 Hz, 0.018 at 60), as Box2D's,
/// whose 100-row pyramid at 60 steps a second sinks 74 points where this one sinks 73.
/// Rigid passes (engine 10: 6 substeps of 2 biased and 1 relaxing pass) held it within 10
/// points but let stacks slide apart when the passes were fewer; 4 soft substeps hold them
/// in 8 passes a step instead of 18.
///
/// A step in which a body lands (`landingPasses`) keeps rigid passes: the shock must reach
/// the floor within the step.
///
/// The bodies do not really move in the substeps: the motion is kept in `substeps`, and the
/// swept drift then moves each body by it (the drift velocity is the substeps' mean), so the
/// boundaries and other bodies still stop it at the exact time of impact. After the drift a
/// body takes the substeps' final velocity, plus whatever a body outside the substeps gave
/// it in the drift. Steps with joints or resting circles keep the one solve
/// (`World.solveConstraints`, `StepStage.solveConstraints`).
extension World {
    /// Substeps in a step with resting contacts (Box2D's count). Measured with
    /// `breakout-bench pyramid`: the 20-row pyramid sleeps after 113 steps, 0.85 points
    /// from its start (Box2D 3.1.1's: 2.89); the 100-row one after 348, sunk 18.7 points and
    /// 4 sideways; with `--side 100 --rate 60` (Box2D's large_pyramid) it sinks 73 points
    /// (Box2D's 74) and 16 sideways (Box2D's 8.7) in 500 steps.
    static let substepCount = 4
    /// Substeps in a step with resting contacts and joints: the joints were measured at 6
    /// (`jointSubstepCount`).
    static let jointedContactSubstepCount = 6
    /// Substeps in a step with joints and no resting contacts. Measured on Box2D's joint
    /// grid (`scripts/bench-peers`, 120 steps), at the same stiffness in Hz
    /// (`jointStiffnessPerStepRate`): 6 substeps leave its joints open by 0.49 points on
    /// average and 10.1 at most, 5 by 0.48 and 9.6 in 12% less time; at 4 (Box2D's count) a
    /// 40 x 40 net of small balls (`JointNetTests`) opens 8.4 points and its balls fly at
    /// 1,190 points/s, where 5 holds it to 4.5 points and 632 points/s.
    static let jointSubstepCount = 5
    /// A soft contact's stiffness (Hz) and damping ratio (`b2WorldDef.contactHertz`,
    /// `contactDampingRatio`), the stiffness at most an eighth of the substep rate, as
    /// Box2D caps it; a contact with a boundary or a pinned body is twice as stiff, as
    /// Box2D's static softness. Box2D's 30 Hz is what its benchmarks' 60 steps a second
    /// allow; at the 120 of UIKit's animator 60 Hz sinks a stack a quarter as deep, and the
    /// 20-row pyramid (`breakout-bench pyramid`) sleeps after 113 steps 0.85 points from its
    /// start instead of after 116 steps 2.9 points from it (Box2D's own: 2.89).
    static let contactHertz = 60.0
    static let contactDamping = 10.0
    static let contactHertzPerSubstepRate = 0.125
    /// The fastest the soft pass pushes an overlap out (points/s): Box2D's 3 m/s at 100
    /// points a metre.
    static let maxSoftPush = 300.0
    /// Biased and relaxing passes in each substep of a step in which a body lands (a contact
    /// found closing faster than `bounceThreshold`): the shock must reach the floor through
    /// the whole stack within the step, or the stack answers it next step and throws the box
    /// back up. Measured with a box landing at 650-980 points/s on a tower of 8, with the
    /// other landing rules (`warmAndAimContacts`, `propagateShock`): it rebounds at up to 13
    /// points/s with 2 passes, 9.7 with 4.
    static let landingPasses = 4
    /// The most a body held by a joint turns in a substep (radians): its angular velocity is
    /// cut to this. A joint's point is held where it is at the substep's start, and a body
    /// that turns far in a substep carries it off on an arc the next substep's bias pulls
    /// back through the body's turning again: a net of small balls on long chains
    /// (`JointNetTests`, 40 x 40 balls of radius 4, 20 points apart) spun itself to infinity
    /// at Box2D's bound (an eighth of a turn), kept within 7.9 points at 0.2 and 5.5 at 0.1.
    /// At 120 steps a second, 0.1 is 72 radians a second (11 turns); Box2D 2.4, on which
    /// UIKit's is said to be built, allows a quarter turn a step (188 at 120 steps).
    static let maxJointedTurn = 0.1

    /// Box2D's soft constraint for a substep of hs seconds (`b2MakeSoft`): the velocity
    /// asked of an overlap per point of it, and how much of the rigid impulse a pass gives and
    /// of the impulse so far it lets go.
    static func contactSoftness(hertz: Double, hs: Double) -> (biasRate: Double, massScale: Double, impulseScale: Double) {
        let omega = 2 * Double.pi * hertz
        let a1 = 2 * contactDamping + hs * omega
        let a2 = hs * omega * a1
        let a3 = 1 / (1 + a2)
        return (omega / a1, a2 * a3, a3)
    }

    /// Whether a body lands this step (`landingPasses`).
    private func anyLanding() -> Bool {
        guard contactStore.anyStruck else { return false }
        let c = contactStore.points.base
        for k in 0..<contactStore.points.count where c[k].struck { return true }
        return false
    }

    /// Solves the resting contacts through the step's substeps and leaves every body in them
    /// with its drift velocity (`finishSubsteps` gives them their end velocity).
    func solveContactsInSubsteps(h: Double) {
        let n = motion.count
        // One slot past the bodies stays still: the joints' slot for a body outside the substeps.
        solverState.substeps.resize(n + 1, fill: SubstepMotion())
        solverState.substeps.base[n] = SubstepMotion()
        let m = motion.base, b = info.base, s = solverState.substeps.base
        solverState.substepMembers.removeAll()
        let c = contactStore.points.base
        /// Whether a contact has a body outside the substeps (held still, or without mass).
        var outsiders = false
        func join(_ i: Int, resting: Bool) {
            guard !s[i].member, !b[i].anchored, b[i].invMass > 0 else {
                if s[i].member { if resting { s[i].resting = true } else { s[i].jointed = true } } else { outsiders = true }
                return
            }
            s[i] = SubstepMotion(member: true)
            s[i].resting = resting
            s[i].jointed = !resting
            solverState.substepMembers.append(Int32(i))
            // The substeps give gravity in their own shares: take back the first half kick.
            m[i].vx -= b[i].ax * (h / 2)
            m[i].vy -= b[i].ay * (h / 2)
            m[i].w -= b[i].alpha * (h / 2)
        }
        // A manifold at a time: its second point joins the same two bodies.
        var k = 0
        while k < contactStore.points.count {
            join(Int(c[k].i), resting: true)
            if c[k].j >= 0 { join(Int(c[k].j), resting: true) }
            k += c[k].pairedWithNext ? 2 : 1
        }
        let joints = !solverState.joints.isEmpty
        let substeps = contactStore.points.count == 0 ? World.jointSubstepCount
            : joints ? World.jointedContactSubstepCount : World.substepCount
        solverState.substepCount = substeps
        let hs = h / Double(substeps)
        let maxSpin = World.maxJointedTurn / hs
        if joints {
            for row in solverState.joints {
                if row.a >= 0 { join(row.a, resting: false) }
                if row.b >= 0 { join(row.b, resting: false) }
            }
            prepareJointSubsteps(hs: hs, still: n)
        }
        let landing = anyLanding()
        let soft = SoftContacts(hs: hs)
        if !landing && !joints && options.lanes {
            solveSubstepsInLanes(h: h, hs: hs, substeps: substeps, soft: soft, outsiders: outsiders)
            return
        }
        if joints && contactStore.points.count == 0 && options.lanes
            && solveJointSubstepsInLanes(h: h, hs: hs, substeps: substeps, maxSpin: maxSpin) {
            return
        }
        prepareBlocks()
        // A landing's rigid passes (`landingPasses`), or one soft and one relaxing pass.
        let relaxPasses = landing ? World.landingPasses : 1
        let members = solverState.substepMembers.base, count = solverState.substepMembers.count
        for substep in 0..<substeps {
            for k in 0..<count {
                let i = Int(members[k])
                m[i].vx += b[i].ax * hs
                m[i].vy += b[i].ay * hs
                m[i].w += b[i].alpha * hs
            }
            warmAndAimContacts(h: h, hs: hs, first: substep == 0, landing: landing, soft: soft)
            // How long before the step's end this substep starts (a dragged anchor's lag).
            let lag = h - Double(substep) * hs
            if joints { warmStartJointSubstep() }
            // One biased pass of the joints, as Box2D's; then the contacts' (or a landing's rigid passes).
            if joints { solveJointSubstep(useBias: true, anchorLag: lag, hs: hs) }
            if landing {
                for _ in 0..<World.landingPasses { solveContacts(friction: false) }
            } else {
                solveContactsSoftly(soft: soft)
            }
            for k in 0..<count {
                let i = Int(members[k])
                if s[i].jointed && abs(m[i].w) > maxSpin { m[i].w = m[i].w > 0 ? maxSpin : -maxSpin }
                s[i].dx += m[i].vx * hs
                s[i].dy += m[i].vy * hs
                s[i].da += m[i].w * hs
                if joints { s[i].turn(by: m[i].w * hs) }
            }
            for pass in 0..<relaxPasses {
                if joints { solveJointSubstep(useBias: false, anchorLag: lag - hs, hs: hs) }
                if !landing {
                    relaxContacts(within: hs)
                } else if pass == 0 {
                    solveContactsHolding(within: hs)
                } else {
                    solveContacts(friction: true)
                }
            }
            if landing { for k in 0..<contactStore.points.count { c[k].stepImpulse += c[k].normalImpulse } }
        }
        if landing { propagateShock() }
        applyBounces(deferringHalfKick: false, h: h)
        driftAsFarAsTheSubsteps(h: h)
    }

    /// The substeps of a soft step (no landing, no joint) on the contacts packed in lanes
    /// (`ContactLanes`): each substep gives its share of gravity, warm starts, makes the
    /// biased pass, moves the bodies and makes the relaxing pass, as the point-by-point
    /// substeps do. The bodies and the points get their motion and impulses back at the end.
    private func solveSubstepsInLanes(h: Double, hs: Double, substeps: Int, soft: SoftContacts, outsiders: Bool) {
        let n = motion.count
        let m = motion.base, s = solverState.substeps.base
        let lanes = solverState.lanes
        lanes.pack(contactStore.points, bodyCount: n, soft: soft, share: 1 / Double(substeps))
        let lb = lanes.bodies.base
        let c = contactStore.points.base
        @inline(__always) func load(_ i: Int) {
            lb[i] = LaneBody(vx: m[i].vx, vy: m[i].vy, w: m[i].w, dx: s[i].dx, dy: s[i].dy, da: s[i].da)
        }
        // Each body of the substeps once; the points name a body once for each of its
        // contacts, a dozen times in a pile. A body outside the substeps (held still: its
        // velocity is read, never changed) is found through the points.
        let members = solverState.substepMembers.base, count = solverState.substepMembers.count
        for k in 0..<count { load(Int(members[k])) }
        if outsiders {
            for k in 0..<contactStore.points.count {
                load(Int(c[k].i))
                if c[k].j >= 0 { load(Int(c[k].j)) }
            }
        }
        for _ in 0..<substeps {
            accelerateInLanes(lb, hs: hs)
            lanes.warmStart()
            lanes.solveSoftly(hs: hs)
            moveInLanes(lb, hs: hs, spinLimit: nil)
            lanes.relax(hs: hs)
        }
        lanes.unpack(into: contactStore.points)
        leaveLanes(lb)
        applyBounces(deferringHalfKick: false, h: h)
        driftAsFarAsTheSubsteps(h: h)
    }

    /// A substep's share of each substep body's acceleration, on its lane row.
    @inline(__always)
    private func accelerateInLanes(_ lb: UnsafeMutablePointer<LaneBody>, hs: Double) {
        let b = info.base, members = solverState.substepMembers.base
        for k in 0..<solverState.substepMembers.count {
            let i = Int(members[k])
            lb[i].vx += LaneScalar(b[i].ax * hs)
            lb[i].vy += LaneScalar(b[i].ay * hs)
            lb[i].w += LaneScalar(b[i].alpha * hs)
        }
    }

    /// Each substep body moves by its velocity for a substep, on its lane row. With joints
    /// (`spinLimit`), a jointed body's spin is capped first and its turn kept as a cosine
    /// and sine for the joints' points.
    @inline(__always)
    private func moveInLanes(_ lb: UnsafeMutablePointer<LaneBody>, hs: Double, spinLimit: LaneScalar?) {
        let s = solverState.substeps.base, members = solverState.substepMembers.base
        let step = LaneScalar(hs)
        for k in 0..<solverState.substepMembers.count {
            let i = Int(members[k])
            if let spin = spinLimit, s[i].jointed && abs(lb[i].w) > spin { lb[i].w = lb[i].w > 0 ? spin : -spin }
            lb[i].dx += lb[i].vx * step
            lb[i].dy += lb[i].vy * step
            lb[i].da += lb[i].w * step
            if spinLimit != nil { lb[i].turn(by: lb[i].w * step) }
        }
    }

    /// The substeps of a step with joints and no resting contact, when every row fits the
    /// lanes (`JointLanes.fit`): each substep gives its share of gravity, warm starts, makes
    /// the biased pass, moves and turns the bodies and makes the relaxing pass, as the
    /// row-by-row substeps do. Returns false, having changed nothing, when a row does not fit.
    private func solveJointSubstepsInLanes(h: Double, hs: Double, substeps: Int, maxSpin: Double) -> Bool {
        let n = motion.count
        let m = motion.base, s = solverState.substeps.base
        let lanes = solverState.jointLanes
        let fits = solverState.joints.withUnsafeMutableBufferPointer { rows in
            guard JointLanes.fit(rows, m, still: n) else { return false }
            lanes.pack(rows, still: n)
            return true
        }
        guard fits else { return false }
        let bodies = solverState.lanes.bodies
        bodies.resize(n + 1, fill: LaneBody())
        bodies[n] = LaneBody()
        let lb = bodies.base
        let members = solverState.substepMembers.base, count = solverState.substepMembers.count
        for k in 0..<count {
            let i = Int(members[k])
            lb[i] = LaneBody(vx: m[i].vx, vy: m[i].vy, w: m[i].w, dx: s[i].dx, dy: s[i].dy, da: s[i].da, qc: s[i].qc, qs: s[i].qs)
        }
        for substep in 0..<substeps {
            accelerateInLanes(lb, hs: hs)
            // How long before the step's end this substep starts (a dragged anchor's lag).
            let lag = h - Double(substep) * hs
            lanes.warmStart(lb)
            lanes.solve(lb, useBias: true, anchorLag: lag)
            moveInLanes(lb, hs: hs, spinLimit: LaneScalar(maxSpin))
            lanes.solve(lb, useBias: false, anchorLag: lag - hs)
        }
        solverState.joints.withUnsafeMutableBufferPointer { lanes.unpack(into: $0) }
        leaveLanes(lb)
        driftAsFarAsTheSubsteps(h: h)
        return true
    }

    /// Gives each body of the substeps its velocity and substep motion back from the lanes.
    private func leaveLanes(_ lb: UnsafeMutablePointer<LaneBody>) {
        let m = motion.base, s = solverState.substeps.base, members = solverState.substepMembers.base
        for k in 0..<solverState.substepMembers.count {
            let i = Int(members[k])
            m[i].vx = Double(lb[i].vx); m[i].vy = Double(lb[i].vy); m[i].w = Double(lb[i].w)
            s[i].dx = Double(lb[i].dx); s[i].dy = Double(lb[i].dy); s[i].da = Double(lb[i].da)
            s[i].qc = Double(lb[i].qc); s[i].qs = Double(lb[i].qs)
        }
    }

    /// The end of the substeps: each body keeps its end velocity in `substeps` and takes the
    /// substeps' mean as its drift velocity, so the drift moves it as far as they did.
    private func driftAsFarAsTheSubsteps(h: Double) {
        let m = motion.base, s = solverState.substeps.base, members = solverState.substepMembers.base
        for k in 0..<solverState.substepMembers.count {
            let i = Int(members[k])
            s[i].vx = m[i].vx; s[i].vy = m[i].vy; s[i].w = m[i].w
            m[i].vx = s[i].dx / h; m[i].vy = s[i].dy / h; m[i].w = s[i].da / h
        }
    }

    /// Contact p's gap now: its gap at the step's start, moved by its bodies' substep motion.
    @inline(__always)
    static func currentGap(_ p: UnsafeMutablePointer<RestingContact>, _ s: UnsafeMutablePointer<SubstepMotion>) -> Double {
        let a = s + Int(p.pointee.i), j = Int(p.pointee.j)
        let nx = p.pointee.nx, ny = p.pointee.ny
        var gap = p.pointee.separation + a.pointee.dx * nx + a.pointee.dy * ny + a.pointee.da * p.pointee.rnA
        if j >= 0 {
            let o = s + j
            gap -= o.pointee.dx * nx + o.pointee.dy * ny + o.pointee.da * p.pointee.rnB
        }
        return gap
    }

    /// The start of a substep's passes, in one walk over the contacts: each applies its
    /// accumulated impulses to its bodies, and aims to close its gap within the substep or to
    /// push its overlap out. In a landing it notes the least impulse a substep ended with, and
    /// starts no contact above the impulse the step began with: the shock was given once, in
    /// the substep that stopped the body, and applied again it would throw the stack up.
    /// Outside a landing the step's last impulse is kept whole: a deep stack still loading up
    /// needs all of it (the least of the substeps let Box2D's 100-row pyramid sink 50 points).
    private func warmAndAimContacts(h: Double, hs: Double, first: Bool, landing: Bool, soft: SoftContacts) {
        let c = contactStore.points.base, s = solverState.substeps.base, m = motion.base
        let share = 1 / Double(solverState.substepCount)
        @inline(__always) func load(_ p: UnsafeMutablePointer<RestingContact>) {
            if first {
                // The table keeps impulses over a whole step (`storeContactImpulses`).
                p.pointee.normalImpulse *= share
                p.pointee.tangentImpulse *= share
                p.pointee.loadedImpulse = p.pointee.normalImpulse
            } else if landing {
                p.pointee.leastImpulse = min(p.pointee.leastImpulse, p.pointee.normalImpulse)
                if p.pointee.normalImpulse > p.pointee.loadedImpulse {
                    p.pointee.normalImpulse = p.pointee.loadedImpulse
                    let limit = p.pointee.friction * p.pointee.loadedImpulse
                    p.pointee.tangentImpulse = max(-limit, min(p.pointee.tangentImpulse, limit))
                }
            }
            let gap = World.currentGap(p, s)
            if gap > 0 || landing {
                // A gap may close within the substep, rigidly; a landing pushes out rigidly too.
                p.pointee.target = gap > 0 ? -gap / hs : World.pushOut(gap, h: h)
                p.pointee.holdsSoftly = false
            } else {
                let still = p.pointee.imB == 0 && p.pointee.iiB == 0
                p.pointee.target = min((still ? soft.still : soft.moving).biasRate * max(-gap - World.allowedOverlap, 0), World.maxSoftPush)
                p.pointee.holdsSoftly = true
            }
        }
        // A manifold at a time: its bodies' velocities are loaded once for both points.
        let n = contactStore.points.count
        var k = 0
        while k < n {
            let p = c + k
            let paired = p.pointee.pairedWithNext && k + 1 < n
            load(p)
            if paired { load(p + 1) }
            k += paired ? 2 : 1
            if !World.hasWarmImpulses(p) && !(paired && World.hasWarmImpulses(p + 1)) { continue }
            let a = m + Int(p.pointee.i), j = Int(p.pointee.j)
            var va = PointVelocity(a)
            var vb = j >= 0 ? PointVelocity(m + j) : PointVelocity()
            World.applyWarmImpulses(p, &va, &vb)
            if paired { World.applyWarmImpulses(p + 1, &va, &vb) }
            va.store(a)
            if p.pointee.imB != 0 || p.pointee.iiB != 0 { vb.store(m + j) }
        }
    }

    /// The soft contacts' coefficients for one step's substeps: between two bodies that move,
    /// and against a boundary or a pinned body.
    struct SoftContacts {
        let moving: (biasRate: Double, massScale: Double, impulseScale: Double)
        let still: (biasRate: Double, massScale: Double, impulseScale: Double)

        init(hs: Double) {
            let hertz = min(World.contactHertz, World.contactHertzPerSubstepRate / hs)
            moving = World.contactSoftness(hertz: hertz, hs: hs)
            still = World.contactSoftness(hertz: 2 * hertz, hs: hs)
        }
    }

    /// Before the relaxing pass: a gap may still close within the substep; an overlap is
    /// only held. (The relaxing pass aims each contact as it reaches it: `solveContactsHolding`.)
    @inline(__always)
    static func aimToHold(_ p: UnsafeMutablePointer<RestingContact>, _ s: UnsafeMutablePointer<SubstepMotion>, hs: Double) {
        let gap = World.currentGap(p, s)
        p.pointee.target = gap > 0 ? -gap / hs : 0
    }

    /// After the drift: each body of the substeps takes their end velocity, changed by
    /// whatever other bodies' impacts in the drift gave it. A boundary the drift met is
    /// answered on the end velocity: the substeps may have stopped the body there already
    /// (a speculative contact), and only an approach they left is bounced.
    func finishSubsteps(h: Double) {
        let m = motion.base, s = solverState.substeps.base, b = info.base, members = solverState.substepMembers.base
        for k in 0..<solverState.substepMembers.count {
            let i = Int(members[k])
            m[i].vx = s[i].vx + (m[i].vx - s[i].dx / h - s[i].heldVx)
            m[i].vy = s[i].vy + (m[i].vy - s[i].dy / h - s[i].heldVy)
            m[i].w = s[i].w + (m[i].w - s[i].da / h - s[i].heldW)
            if s[i].hit { respondToStatic(&m[i], b[i], s[i].nx, s[i].ny, s[i].rx, s[i].ry) }
        }
    }

    /// A body of the substeps meets a boundary in the drift: it stops there (its approach
    /// taken out, no bounce) and the boundary is kept for `finishSubsteps`.
    @inline(never)
    func holdAtBoundary(_ i: Int, _ m: inout BodyMotion, _ b: BodyInfo, _ nx: Double, _ ny: Double, _ rx: Double, _ ry: Double) {
        let s = solverState.substeps.base + i
        s.pointee.hit = true
        s.pointee.nx = nx; s.pointee.ny = ny; s.pointee.rx = rx; s.pointee.ry = ry
        let vn = (m.vx - m.w * ry) * nx + (m.vy + m.w * rx) * ny
        let rn = rx * ny - ry * nx
        let kn = b.invMass + b.invInertia * rn * rn
        guard vn < 0, kn > 0 else { return }
        let jn = -vn / kn
        let dvx = jn * nx * b.invMass, dvy = jn * ny * b.invMass, dw = b.invInertia * rn * jn
        m.vx += dvx; m.vy += dvy; m.w += dw
        s.pointee.heldVx += dvx; s.pointee.heldVy += dvy; s.pointee.heldW += dw
    }

    /// Body i of the substeps met another in the drift: what the impact changed of its drift
    /// velocity is kept out of its end velocity (`finishSubsteps`), as at a boundary.
    func holdBetweenMembers(_ i: Int, before: BodyMotion) {
        let s = solverState.substeps.base + i, m = motion.base[i]
        s.pointee.heldVx += m.vx - before.vx
        s.pointee.heldVy += m.vy - before.vy
        s.pointee.heldW += m.w - before.w
    }

    /// The answer to body i meeting a boundary in a sweep: a bounce, or for a body of the
    /// substeps, a stop (`holdAtBoundary`).
    /// Either way the body has left the pose and velocity its contacts were found for, so it
    /// sweeps against everything for the rest of the step (`hasSpeculativeContacts`).
    /// `lag`: the drift velocity's lead on the true velocity at the impact (`respondToStatic`).
    @inline(__always)
    func respondToBoundary(_ i: Int, _ m: inout BodyMotion, _ b: BodyInfo, _ nx: Double, _ ny: Double, _ rx: Double, _ ry: Double,
                           lag: Double) {
        if !b.isCircle { contactStore.forgetSearch(i) }
        if solverState.substepMembers.count > 0 && solverState.substeps.base[i].member {
            holdAtBoundary(i, &m, b, nx, ny, rx, ry)
        } else {
            respondToStatic(&m, b, nx, ny, rx, ry, lag: lag)
        }
    }

    /// Clears the membership marks once the step is done with them.
    func leaveSubsteps() {
        let s = solverState.substeps.base, members = solverState.substepMembers.base
        for k in 0..<solverState.substepMembers.count { s[Int(members[k])].member = false }
        solverState.substepMembers.removeAll()
    }
}
