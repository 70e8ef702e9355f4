/// Four manifolds at once: the lanes of the soft substeps' passes, in floats as Box2D's.
typealias ContactLane = SIMD4<LaneScalar>
typealias LaneScalar = Float

/// A body as the lane passes see it, in 32 bytes: its velocity and its motion through the
/// substeps (how far it has moved and turned, and the turn as a cosine and sine for the
/// joints' points), two rows of four that a group loads and turns into lanes (a transpose
/// of registers, as Box2D's `b2BodyState` is loaded), instead of loads of one value each.
struct LaneBody: BitwiseCopyable {
    /// vx, vy, w, dx.
    var head = SIMD4<Float>()
    /// dy, da, and the turn's cosine and sine.
    var tail = SIMD4<Float>(0, 0, 1, 0)

    init() {}

    init(vx: Double, vy: Double, w: Double, dx: Double, dy: Double, da: Double, qc: Double = 1, qs: Double = 0) {
        head = SIMD4(Float(vx), Float(vy), Float(w), Float(dx))
        tail = SIMD4(Float(dy), Float(da), Float(qc), Float(qs))
    }

    var vx: Float { get { head[0] } set { head[0] = newValue } }
    var vy: Float { get { head[1] } set { head[1] = newValue } }
    var w: Float { get { head[2] } set { head[2] = newValue } }
    var dx: Float { get { head[3] } set { head[3] = newValue } }
    var dy: Float { get { tail[0] } set { tail[0] = newValue } }
    var da: Float { get { tail[1] } set { tail[1] = newValue } }
    var qc: Float { get { tail[2] } set { tail[2] = newValue } }
    var qs: Float { get { tail[3] } set { tail[3] = newValue } }
}

/// One point of four manifolds, a field a lane.
struct LanePoint: BitwiseCopyable {
    var rnA = ContactLane()
    var rnB = ContactLane()
    var rtA = ContactLane()
    var rtB = ContactLane()
    var normalMass = ContactLane()
    var tangentMass = ContactLane()
    var separation = ContactLane()
    var normalImpulse = ContactLane()
    var tangentImpulse = ContactLane()
}

/// Four manifolds no two of which share a moving body (`ContactLanes.colour`), so one
/// instruction solves a row of each. An empty lane names the still slot (`LaneBody` past
/// the bodies) and has no mass: it changes nothing.
struct LaneGroup: BitwiseCopyable {
    var a = SIMD4<Int32>()
    var b = SIMD4<Int32>()
    /// Each lane's first point in `ContactStore.points`, -1 for an empty lane.
    var first = SIMD4<Int32>(repeating: -1)
    var nx = ContactLane()
    var ny = ContactLane()
    var friction = ContactLane()
    var imA = ContactLane()
    var iiA = ContactLane()
    var imB = ContactLane()
    var iiB = ContactLane()
    /// The soft constraint of an overlap (`World.SoftContacts`): against a moving body or a still one.
    var biasRate = ContactLane()
    var massScale = ContactLane()
    var impulseScale = ContactLane()
    var p0 = LanePoint()
    var p1 = LanePoint()
}

/// The resting contacts of a soft step (no landing, no joint) packed for the passes, as
/// Box2D v3's constraint graph packs them (`constraint_graph.c`, `contact_solver.c`): the
/// manifolds are coloured (`GraphColours`) and each colour is cut into groups of four.
/// Solved point by point, one manifold waits on the one before, which shares its body; four
/// that share none are solved as one, in vector registers. Manifolds past the last colour
/// each make a group of their own.
/// Floats, as Box2D's: lanes of doubles (two to an SSE2 register) ran as fast in a first
/// version, but a body's velocity and motion fit one 32-byte row of floats, which a group
/// loads whole and turns into lanes.
final class ContactLanes {
    let groups = Storage<LaneGroup>(capacity: 16)
    /// Bodies by body index, and one still slot past them for boundaries and empty lanes.
    let bodies = Storage<LaneBody>(capacity: 64)
    let colours = GraphColours()

    /// Colours the manifolds of `points` and packs them in groups; every point's impulses are
    /// taken at `share` of their size (the warm table keeps a whole step's).
    func pack(_ points: Storage<RestingContact>, bodyCount n: Int, soft: World.SoftContacts, share: Double) {
        let c = points.base, count = points.count
        colours.begin(bodyCount: n)
        var k = 0
        while k < count {
            let p = c + k
            colours.add(k, Int(p.pointee.i), ContactLanes.moves(p) ? Int(p.pointee.j) : -1)
            k += p.pointee.pairedWithNext && k + 1 < count ? 2 : 1
        }
        colours.finish()
        // Each group is written whole when its lane 0 comes, before anything reads it.
        groups.removeAll()
        groups.setCount(colours.groupCount)
        let empty = LaneGroup(a: SIMD4(repeating: Int32(n)), b: SIMD4(repeating: Int32(n)))
        let g = groups.base
        // The points in the order they lie: a colour's groups take points far apart, and
        // read in the groups' order the 22,000 boxes' points of many_pyramids missed the
        // cache on most reads. The groups being filled, one per colour, stay in it.
        colours.forEachItemInPlace { item, group, lane in
            if lane == 0 { g[group] = empty }
            fill(g + group, lane: lane, first: item, c, count: count, still: Int32(n), soft: soft, share: share)
        }
        bodies.resize(n + 1, fill: LaneBody())
        bodies[n] = LaneBody()
    }

    /// Whether p's other body moves under the contact's impulses (not a boundary, not pinned).
    @inline(__always)
    static func moves(_ p: UnsafeMutablePointer<RestingContact>) -> Bool {
        p.pointee.j >= 0 && (p.pointee.imB != 0 || p.pointee.iiB != 0)
    }

    /// Writes manifold k into one lane of group g, in place (a group is a kilobyte: built on
    /// the stack and copied in, it cost more than the passes it serves).
    private func fill(_ g: UnsafeMutablePointer<LaneGroup>, lane: Int, first k: Int, _ c: UnsafeMutablePointer<RestingContact>,
                      count: Int, still: Int32, soft: World.SoftContacts, share: Double) {
        let p = c + k
        g.pointee.a[lane] = p.pointee.i
        g.pointee.b[lane] = p.pointee.j >= 0 ? p.pointee.j : still
        g.pointee.first[lane] = Int32(k)
        put(p.pointee.nx, lane, &g.pointee.nx)
        put(p.pointee.ny, lane, &g.pointee.ny)
        put(p.pointee.friction, lane, &g.pointee.friction)
        put(p.pointee.imA, lane, &g.pointee.imA)
        put(p.pointee.iiA, lane, &g.pointee.iiA)
        put(p.pointee.imB, lane, &g.pointee.imB)
        put(p.pointee.iiB, lane, &g.pointee.iiB)
        let (rate, massScale, impulseScale) = p.pointee.imB == 0 && p.pointee.iiB == 0 ? soft.still : soft.moving
        put(rate, lane, &g.pointee.biasRate)
        put(massScale, lane, &g.pointee.massScale)
        put(impulseScale, lane, &g.pointee.impulseScale)
        ContactLanes.fill(&g.pointee.p0, lane: lane, p, share: share)
        if p.pointee.pairedWithNext && k + 1 < count { ContactLanes.fill(&g.pointee.p1, lane: lane, p + 1, share: share) }
    }

    private static func fill(_ q: inout LanePoint, lane: Int, _ p: UnsafeMutablePointer<RestingContact>, share: Double) {
        put(p.pointee.rnA, lane, &q.rnA)
        put(p.pointee.rnB, lane, &q.rnB)
        put(p.pointee.rtA, lane, &q.rtA)
        put(p.pointee.rtB, lane, &q.rtB)
        put(p.pointee.normalMass, lane, &q.normalMass)
        put(p.pointee.tangentMass, lane, &q.tangentMass)
        put(p.pointee.separation, lane, &q.separation)
        put(p.pointee.normalImpulse * share, lane, &q.normalImpulse)
        put(p.pointee.tangentImpulse * share, lane, &q.tangentImpulse)
    }

    /// Gives the points their impulses back, for the bounces, the reports and the warm table.
    func unpack(into points: Storage<RestingContact>) {
        let c = points.base, count = points.count
        for g in 0..<groups.count {
            let group = groups.base + g
            for lane in 0..<4 {
                let k = Int(group.pointee.first[lane])
                guard k >= 0 else { continue }
                c[k].normalImpulse = Double(group.pointee.p0.normalImpulse[lane])
                c[k].tangentImpulse = Double(group.pointee.p0.tangentImpulse[lane])
                if c[k].pairedWithNext && k + 1 < count {
                    c[k + 1].normalImpulse = Double(group.pointee.p1.normalImpulse[lane])
                    c[k + 1].tangentImpulse = Double(group.pointee.p1.tangentImpulse[lane])
                }
            }
        }
    }
}

/// Four bodies' velocities, a lane each, loaded from `LaneBody`s and stored back; with
/// them comes dx, which shares their row (and is stored back as it was).
struct LaneVelocity {
    var vx: ContactLane
    var vy: ContactLane
    var w: ContactLane
    let dx: ContactLane

    @inline(__always)
    init(_ bodies: UnsafeMutablePointer<LaneBody>, _ index: SIMD4<Int32>) {
        let r0 = bodies[Int(index[0])].head, r1 = bodies[Int(index[1])].head
        let r2 = bodies[Int(index[2])].head, r3 = bodies[Int(index[3])].head
        vx = ContactLane(r0[0], r1[0], r2[0], r3[0])
        vy = ContactLane(r0[1], r1[1], r2[1], r3[1])
        w = ContactLane(r0[2], r1[2], r2[2], r3[2])
        dx = ContactLane(r0[3], r1[3], r2[3], r3[3])
    }

    @inline(__always)
    func store(_ bodies: UnsafeMutablePointer<LaneBody>, _ index: SIMD4<Int32>) {
        bodies[Int(index[0])].head = SIMD4(vx[0], vy[0], w[0], dx[0])
        bodies[Int(index[1])].head = SIMD4(vx[1], vy[1], w[1], dx[1])
        bodies[Int(index[2])].head = SIMD4(vx[2], vy[2], w[2], dx[2])
        bodies[Int(index[3])].head = SIMD4(vx[3], vy[3], w[3], dx[3])
    }

    /// The velocity of each lane's contact point along (dx, dy), r the offset crossed with it.
    @inline(__always)
    func along(_ dx: ContactLane, _ dy: ContactLane, _ r: ContactLane) -> ContactLane {
        vx * dx + vy * dy + w * r
    }
}

/// The rest of four bodies' motion through the substeps so far (dx is `LaneVelocity`'s).
struct LaneDisplacement {
    var dy: ContactLane
    var da: ContactLane
    /// The turn so far as a cosine and sine (the joints turn their points by it).
    var qc: ContactLane
    var qs: ContactLane

    @inline(__always)
    init(_ bodies: UnsafeMutablePointer<LaneBody>, _ index: SIMD4<Int32>) {
        let r0 = bodies[Int(index[0])].tail, r1 = bodies[Int(index[1])].tail
        let r2 = bodies[Int(index[2])].tail, r3 = bodies[Int(index[3])].tail
        dy = ContactLane(r0[0], r1[0], r2[0], r3[0])
        da = ContactLane(r0[1], r1[1], r2[1], r3[1])
        qc = ContactLane(r0[2], r1[2], r2[2], r3[2])
        qs = ContactLane(r0[3], r1[3], r2[3], r3[3])
    }
}

/// The passes of a soft substep on the groups: the same rows as the point-by-point passes
/// (`World.solveNormalSoftly`, `solveNormal`, `solveFriction`, `aimToHold`), four manifolds a row.
extension ContactLanes {
    /// Applies every point's impulses so far (warm starting) to its bodies.
    func warmStart() {
        let lb = bodies.base
        for g in 0..<groups.count {
            let group = groups.base + g
            var va = LaneVelocity(lb, group.pointee.a), vb = LaneVelocity(lb, group.pointee.b)
            ContactLanes.applyWarm(group, group.pointee.p0, &va, &vb)
            ContactLanes.applyWarm(group, group.pointee.p1, &va, &vb)
            va.store(lb, group.pointee.a)
            vb.store(lb, group.pointee.b)
        }
    }

    /// The biased pass (`soft`) or the relaxing one: each point's normal row, then each one's friction.
    @inline(__always)
    private func pass(soft: Bool, hs: Double) {
        let lb = bodies.base
        let inverseSubstep = LaneScalar(1 / hs)
        for g in 0..<groups.count {
            let group = groups.base + g
            var va = LaneVelocity(lb, group.pointee.a), vb = LaneVelocity(lb, group.pointee.b)
            let da = LaneDisplacement(lb, group.pointee.a), db = LaneDisplacement(lb, group.pointee.b)
            ContactLanes.solveNormal(group, &group.pointee.p0, da, db, &va, &vb, soft: soft, inverseSubstep: inverseSubstep)
            ContactLanes.solveNormal(group, &group.pointee.p1, da, db, &va, &vb, soft: soft, inverseSubstep: inverseSubstep)
            ContactLanes.solveFriction(group, &group.pointee.p0, &va, &vb)
            ContactLanes.solveFriction(group, &group.pointee.p1, &va, &vb)
            va.store(lb, group.pointee.a)
            vb.store(lb, group.pointee.b)
        }
    }

    func solveSoftly(hs: Double) { pass(soft: true, hs: hs) }
    func relax(hs: Double) { pass(soft: false, hs: hs) }

    @inline(__always)
    private static func applyWarm(_ g: UnsafeMutablePointer<LaneGroup>, _ p: LanePoint, _ va: inout LaneVelocity, _ vb: inout LaneVelocity) {
        let nx = g.pointee.nx, ny = g.pointee.ny
        apply(g, p.normalImpulse, nx, ny, p.rnA, p.rnB, &va, &vb)
        apply(g, p.tangentImpulse, -ny, nx, p.rtA, p.rtB, &va, &vb)
    }

    /// A point's normal row. Its gap now is its gap at the step's start moved by its bodies'
    /// substep motion (`World.currentGap`). The biased pass closes a gap within the substep
    /// and holds an overlap softly; the relaxing pass closes a gap and holds an overlap still.
    @inline(__always)
    private static func solveNormal(_ g: UnsafeMutablePointer<LaneGroup>, _ p: inout LanePoint,
                                    _ da: LaneDisplacement, _ db: LaneDisplacement,
                                    _ va: inout LaneVelocity, _ vb: inout LaneVelocity, soft: Bool, inverseSubstep: LaneScalar) {
        let nx = g.pointee.nx, ny = g.pointee.ny
        let gap = p.separation + (va.dx * nx + da.dy * ny + da.da * p.rnA) - (vb.dx * nx + db.dy * ny + db.da * p.rnB)
        let open = gap .> 0
        let closing = -gap * inverseSubstep
        let vn = va.along(nx, ny, p.rnA) - vb.along(nx, ny, p.rnB)
        let old = p.normalImpulse
        var new: ContactLane
        if soft {
            let push = lanesMin(g.pointee.biasRate * lanesMax(-gap - LaneScalar(World.allowedOverlap), 0),
                                ContactLane(repeating: LaneScalar(World.maxSoftPush)))
            let target = push.replacing(with: closing, where: open)
            let massScale = g.pointee.massScale.replacing(with: 1, where: open)
            let impulseScale = g.pointee.impulseScale.replacing(with: 0, where: open)
            new = old + massScale * (target - vn) * p.normalMass - impulseScale * old
        } else {
            let target = ContactLane(repeating: 0).replacing(with: closing, where: open)
            new = old + (target - vn) * p.normalMass
        }
        new = lanesMax(new, 0)
        p.normalImpulse = new
        apply(g, new - old, nx, ny, p.rnA, p.rnB, &va, &vb)
    }

    @inline(__always)
    private static func solveFriction(_ g: UnsafeMutablePointer<LaneGroup>, _ p: inout LanePoint, _ va: inout LaneVelocity, _ vb: inout LaneVelocity) {
        let tx = -g.pointee.ny, ty = g.pointee.nx
        let vt = va.along(tx, ty, p.rtA) - vb.along(tx, ty, p.rtB)
        let limit = g.pointee.friction * p.normalImpulse
        let old = p.tangentImpulse
        let new = lanesMin(lanesMax(old - vt * p.tangentMass, -limit), limit)
        p.tangentImpulse = new
        apply(g, new - old, tx, ty, p.rtA, p.rtB, &va, &vb)
    }

    /// An impulse of `lambda` along (dx, dy) on each lane's body A, and the opposite on its B.
    @inline(__always)
    private static func apply(_ g: UnsafeMutablePointer<LaneGroup>, _ lambda: ContactLane, _ dx: ContactLane, _ dy: ContactLane,
                              _ rA: ContactLane, _ rB: ContactLane, _ va: inout LaneVelocity, _ vb: inout LaneVelocity) {
        let ma = g.pointee.imA * lambda
        va.vx += ma * dx
        va.vy += ma * dy
        va.w += g.pointee.iiA * rA * lambda
        let mb = g.pointee.imB * lambda
        vb.vx -= mb * dx
        vb.vy -= mb * dy
        vb.w -= g.pointee.iiB * rB * lambda
    }
}

/// Sets one lane of a field in place.
@inline(__always)
func put(_ x: Double, _ lane: Int, _ field: inout ContactLane) {
    withUnsafeMutableBytes(of: &field) {
        $0.storeBytes(of: LaneScalar(x), toByteOffset: lane &* MemoryLayout<LaneScalar>.stride, as: LaneScalar.self)
    }
}

/// The larger of each lane's two (a compare and a blend: no NaN rules to keep).
@inline(__always)
func lanesMax(_ a: ContactLane, _ b: ContactLane) -> ContactLane { a.replacing(with: b, where: a .< b) }

@inline(__always)
func lanesMax(_ a: ContactLane, _ b: LaneScalar) -> ContactLane { a.replacing(with: b, where: a .< b) }

@inline(__always)
func lanesMin(_ a: ContactLane, _ b: ContactLane) -> ContactLane { a.replacing(with: b, where: b .< a) }
