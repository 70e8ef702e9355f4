/// One point of contact between a body and a boundary or another body, for the resting
/// solver. A manifold of two points gives two of these.
///
/// Laid out for the walks over every point of a step (the warm table, the colouring, the
/// bounces, the reports): what they read is in the first 64 bytes, and a point is 256 bytes,
/// four cache lines, so those walks read one line a point. Box2D's 22,000-box many_pyramids
/// makes 124,960 points a step, 34 MB at the old 272 bytes: more than the processor's whole
/// last-level cache (32 MB).
struct RestingContact: BitwiseCopyable {
    // The first cache line.
    var i: Int32
    /// The other body, or -1 for a boundary.
    var j: Int32
    var record: Int32
    /// Features in touch, for warm starting.
    var id: UInt32
    /// From j (or the boundary) toward i.
    var nx: Double
    var ny: Double
    var normalImpulse: Double
    var tangentImpulse: Double
    /// The normal velocity a bounce leaves (0 below `bounceThreshold`).
    var bounce: Double
    /// Whether the pair closed faster than `bounceThreshold` when it was found: a landing.
    var struck: Bool
    /// The first of a manifold's two points: the solver takes both together.
    var pairedWithNext = false
    /// The first of a pair whose two rows differ enough to be solved as one 2x2 block.
    var solvesAsBlock = false
    /// How a substep's biased pass solves the normal row (`solveNormalSoftly`): rigidly for a
    /// gap still open, softly for an overlap (`World.contactSoftness`). Set by
    /// `warmAndAimContacts` with the target.
    var holdsSoftly = false

    // The rest.
    /// Contact point relative to each centre.
    var ax: Double
    var ay: Double
    var bx: Double
    var by: Double
    /// Gap at the start of the step (negative: overlap).
    var separation: Double
    /// Normal velocity to reach: the approach a gap still allows (negative), the bounce, or
    /// the push that removes an overlap.
    var target: Double
    var normalMass: Double
    var tangentMass: Double
    var friction: Double
    /// In a landing step, the least normal impulse a substep ended with (`ContactSubsteps`):
    /// what is kept for the next step, so the shock is not applied again as a guess of the
    /// load. Infinity in any other step (the last impulse is kept).
    var leastImpulse = Double.infinity
    /// The normal impulse the step started from (warm), for a landing's substeps.
    var loadedImpulse = 0.0
    /// What the contact pushed in all of a landing's substeps (`propagateShock`).
    var stepImpulse = 0.0
    // Set once per step so the solver's passes read nothing else: each body's inverse mass
    // and inertia as this contact sees them (0 for a pinned body or a boundary), the contact
    // offsets crossed with the normal and the tangent, the normal row's stiffness, and for
    // a block, the coupling with the next point.
    var imA = 0.0
    var iiA = 0.0
    var imB = 0.0
    var iiB = 0.0
    var rnA = 0.0
    var rnB = 0.0
    var rtA = 0.0
    var rtB = 0.0
    var kNormal = 0.0
    var k12 = 0.0
    /// 1 / det of the block's 2x2 matrix, so a pass multiplies where it would divide.
    var invDet = 0.0
    /// Unused: makes the point 256 bytes, so each one's first line is a cache line.
    private var padding = 0.0

    init(i: Int32, j: Int32, nx: Double, ny: Double, ax: Double, ay: Double, bx: Double, by: Double,
         separation: Double, target: Double, bounce: Double, struck: Bool, normalImpulse: Double, tangentImpulse: Double,
         normalMass: Double, tangentMass: Double, friction: Double, record: Int32, id: UInt32) {
        self.i = i; self.j = j; self.record = record; self.id = id
        self.nx = nx; self.ny = ny
        self.normalImpulse = normalImpulse; self.tangentImpulse = tangentImpulse
        self.bounce = bounce; self.struck = struck
        self.ax = ax; self.ay = ay; self.bx = bx; self.by = by
        self.separation = separation; self.target = target
        self.normalMass = normalMass; self.tangentMass = tangentMass; self.friction = friction
    }
}

/// Resting contact for bodies that are not perfectly elastic: boxes on the floor, stacks,
/// pyramids, a ball lying still. Before the swept drift, every pair within `contactMargin`
/// gets up to two contact points (a manifold), and all of them are solved together with the
/// joints by sequential impulses, each starting from last step's impulse (warm starting).
/// A gap still open is allowed to close (a speculative contact) and an overlap is pushed out
/// gently. After the last half kick the same contacts lose any approach that kick gave them,
/// so a body at rest reads a velocity of zero and can sleep. Perfectly elastic pairs stay with
/// the exact event-by-event treatment, which is right for them (a Newton's cradle passes its
/// velocity along) and never collapses.
extension World {
    /// How far apart shapes may be and still get a contact (points), at rest.
    static let contactMargin = 1.0
    /// A polygon's margin grows by twice the distance it could move in the step (turning
    /// included), up to this (points): its contacts are then speculative enough that its
    /// sweep can be left out (`hasSpeculativeContacts`), as Box2D leaves out the sweeps of
    /// bodies that are not bullets. A faster body keeps its sweep.
    static let maxSpeculation = 8.0
    /// Overlap the solver leaves alone (points): pushing out less would only make it jitter.
    static let allowedOverlap = World.linearSlop / 2
    /// Below this approach (points/s) a touching pair does not bounce.
    static let bounceThreshold = World.restingApproach
    /// A resting pair touching and closing slower than this (points/s) is left to the contact solver.
    static let restingApproach = 20.0
    /// The fastest an overlap is pushed out (points/s), so pushing out adds little energy.
    static let maxPushOut = 20.0
    /// Passes of the contact and joint solver before the drift, and of the relax pass after.
    /// Measured on the 20-row pyramid (`breakout-bench pyramid`): 20 and 20 settle it in 283
    /// steps, 20 and 15 in 126 (the relax pass only takes back approach); 20 and 10 let a
    /// column of balls sink 0.105 pt into each other, and fewer solve passes leave the
    /// pyramid too soft to sleep.
    static let solveIterations = 20
    static let relaxIterations = 15

    /// Whether body i takes part in resting contact (it can move, and it is not perfectly elastic).
    @inline(__always)
    func canRest(_ i: Int) -> Bool {
        let b = info.base[i]
        return b.invMass > 0 && !b.pinned && b.elasticity < 1 && (b.boundaryMask | b.itemMask) != 0
    }

    /// Finds every resting contact of the awake bodies. A sleeping body that an awake one
    /// touches wakes and is searched too, so a touched pile wakes within the step.
    func collectContacts(h: Double) {
        let n = motion.count
        contactStore.beginSearch(bodyCount: n)
        guard restingBodies > 0 else { return }
        contactStore.queue.removeAll()
        contactStore.speculation.resize(n, fill: 0)
        // Room for every polygon's vertices and normals: no shape moves while others are made.
        contactStore.shapes.begin(bodyCount: n, room: 2 * localVertices.count)
        let m = motion.base, b = info.base, spec = contactStore.speculation.base
        for i in 0..<n {
            spec[i] = 0
            guard canRest(i) && !b[i].asleep else { continue }
            contactStore.queue.append(Int32(i))
            if !b[i].isCircle { spec[i] = min(2 * World.speed(m[i], extent: b[i].extent) * h, World.maxSpeculation) }
        }
        var q = 0
        while q < contactStore.queue.count {
            let i = Int(contactStore.queue[q])
            q += 1
            contactStore.markSearched(i)
            contacts(of: i, h: h)
        }
    }

    private func contacts(of i: Int, h: Double) {
        let b = info.base, m = motion.base
        // Circles meet circles and boundaries by exact sweeps: they need contacts only when
        // touching. Polygons find theirs a little ahead, so a settling box does not rattle.
        let margin = b[i].isCircle ? World.linearSlop : World.contactMargin + contactStore.speculation[i]
        let px = m[i].px, py = m[i].py
        let reach = b[i].extent + margin
        let view = staticView
        // Body i in world space, made once a step (`SearchShapes`; a circle in shapeA, which
        // is not written again until the search moves to the next body).
        let shape = searchShape(i, into: scratch.shapeA)
        if b[i].boundaryMask != 0 && !view.isEmpty {
            view.forEachPrimitive(px - reach, py - reach, px + reach, py + reach) { p in
                guard p.alive, p.behaviorBit & b[i].boundaryMask != 0 else { return }
                if b[i].isCircle {
                    let r = b[i].radius
                    let (qx, qy) = World.closestPoint(on: p, to: px, py)
                    let dx = px - qx, dy = py - qy
                    let d = (dx * dx + dy * dy).squareRoot()
                    guard d > 0, d <= r + margin else { return }
                    addResting(i, -1, dx / d, dy / d, x: qx, y: qy, separation: d - r, record: p.record, id: 0, h: h)
                } else {
                    p.forEachPiece(meeting: px, py) { piece in
                        let manifold = ContactManifold.between(shape, primitiveShape(piece, into: scratch.shapeB), margin: margin)
                        add(manifold, i, -1, record: piece.record, h: h)
                    }
                }
            }
        }
        guard b[i].itemMask != 0, !sweepGrid.isEmpty else { return }
        let joined = !joinedPairs.isEmpty
        /// Body j met in the grid, once: searched already, it found the pair itself.
        @inline(__always) func meet(_ j: Int) {
            if j == i || contactStore.isSearched(j) { return }
            guard b[i].collides(with: b[j]), !(joined && joinedPairs.contains(i, j)), max(b[i].elasticity, b[j].elasticity) < 1 else { return }
            let qx = m[j].px, qy = m[j].py
            let limit = reach + b[j].extent + contactStore.speculation[j]
            guard abs(qx - px) <= limit, abs(qy - py) <= limit else { return }
            if b[j].asleep {
                wakeBody(j)
                if canRest(j) { contactStore.queue.append(Int32(j)) }
            }
            if b[i].isCircle && b[j].isCircle {
                let margin = World.linearSlop
                let dx = px - qx, dy = py - qy
                let d = (dx * dx + dy * dy).squareRoot()
                let r = b[i].radius + b[j].radius
                guard d > 0, d <= r + margin else { return }
                let nx = dx / d, ny = dy / d
                let cx = qx + nx * (b[j].radius + (d - r) / 2), cy = qy + ny * (b[j].radius + (d - r) / 2)
                addResting(i, j, nx, ny, x: cx, y: cy, separation: d - r, record: -1, id: 0, h: h)
            } else {
                let c = searchShape(j, into: scratch.shapeB)
                add(ContactManifold.between(shape, c, margin: margin + contactStore.speculation[j]), i, j, record: -1, h: h)
            }
        }
        let x0 = px - reach, y0 = py - reach, x1 = px + reach, y1 = py + reach
        if sweepGrid.visitOnce(x0, y0, x1, y1, meet) { return }
        scratch.stampValue &+= 1
        scratch.stamp[i] = scratch.stampValue
        visitBodies(x0, y0, x1, y1) { j in
            if scratch.stamp[j] == scratch.stampValue { return }
            scratch.stamp[j] = scratch.stampValue
            meet(j)
        }
    }

    @inline(__always)
    private func add(_ manifold: Manifold, _ i: Int, _ j: Int, record: Int32, h: Double) {
        let start = contactStore.points.count
        if manifold.count > 0 {
            let p = manifold.points.0
            addResting(i, j, manifold.nx, manifold.ny, x: p.x, y: p.y, separation: p.separation, record: record, id: p.id, h: h)
        }
        if manifold.count > 1 {
            let p = manifold.points.1
            addResting(i, j, manifold.nx, manifold.ny, x: p.x, y: p.y, separation: p.separation, record: record, id: p.id, h: h)
        }
        if contactStore.points.count == start + 2 { contactStore.points.base[start].pairedWithNext = true }
    }

    /// Makes each manifold's 2x2 block (`solveNormalPair`), once a step, for the passes that
    /// solve the two points together: the rigid passes and the bounces. The lanes solve
    /// them one after the other, and a step in lanes makes no block (nor its division).
    func prepareBlocks() {
        guard !contactStore.blocksReady else { return }
        contactStore.blocksReady = true
        let c = contactStore.points.base, n = contactStore.points.count
        for k in 0..<n where c[k].pairedWithNext && k + 1 < n {
            let p = c + k
            // The coupling of the two normal rows; nearly equal rows (the points almost one)
            // would make the block ill-conditioned, and are solved one by one instead.
            let q = p + 1
            let k12 = p.pointee.imA + p.pointee.imB + p.pointee.iiA * p.pointee.rnA * q.pointee.rnA
                + p.pointee.iiB * p.pointee.rnB * q.pointee.rnB
            let k11 = p.pointee.kNormal, k22 = q.pointee.kNormal
            p.pointee.k12 = k12
            let det = k11 * k22 - k12 * k12
            p.pointee.solvesAsBlock = k11 * k11 < 1000 * det
            p.pointee.invDet = p.pointee.solvesAsBlock ? 1 / det : 0
        }
    }

    private func addResting(_ i: Int, _ j: Int, _ nx: Double, _ ny: Double, x: Double, y: Double,
                            separation: Double, record: Int32, id: UInt32, h: Double) {
        let b = info.base, m = motion.base
        let ax = x - m[i].px, ay = y - m[i].py
        let bx = j >= 0 ? x - m[j].px : 0, by = j >= 0 ? y - m[j].py : 0
        let tx = -ny, ty = nx
        let ran = ax * ny - ay * nx, rat = ax * ty - ay * tx
        let rbn = bx * ny - by * nx, rbt = bx * ty - by * tx
        // A pinned body takes no impulse; a boundary is none.
        let imA = b[i].pinned ? 0 : b[i].invMass, iiA = b[i].pinned ? 0 : b[i].invInertia
        let imB = j < 0 || b[j].pinned ? 0 : b[j].invMass, iiB = j < 0 || b[j].pinned ? 0 : b[j].invInertia
        let kn = imA + iiA * ran * ran + imB + iiB * rbn * rbn
        let kt = imA + iiA * rat * rat + imB + iiB * rbt * rbt
        var e = b[i].elasticity, mu = b[i].friction
        var vx = m[i].vx - m[i].w * ay, vy = m[i].vy + m[i].w * ax
        if j >= 0 {
            e = max(e, b[j].elasticity)
            mu = (mu * b[j].friction).squareRoot()
            vx -= m[j].vx - m[j].w * by
            vy -= m[j].vy + m[j].w * bx
        }
        guard kn > 0 else { return }
        let vn = vx * nx + vy * ny
        let struck = vn < -World.bounceThreshold
        var bounce = 0.0
        if struck && e > 0 {
            // The contact point's acceleration along n (relative to j's), and its normal
            // velocity at the step's start: the first half kick gave it half a step's
            // acceleration. The bounce leaves the surface at e times the speed of arrival,
            // which the gap still open adds to (v^2 = v0^2 - 2 a gap). The solve holds the
            // contact like any other and the bounce is given at the step's end, with the body
            // at the surface (`applyBounces`): it rises to e^2 of the height it fell from,
            // whether it struck within the step, at its end or at its start.
            let an = World.normalAcceleration(b[i], j >= 0 ? b[j] : nil, nx, ny, ax, ay, bx, by)
            let startVn = vn - an * h / 2
            let arrival = separation > 0 ? -max(startVn * startVn - 2 * an * separation, 0).squareRoot() : startVn
            bounce = -e * min(arrival, 0)
        }
        let target = separation > 0 ? -separation / h : World.pushOut(separation, h: h)
        var c = RestingContact(i: Int32(i), j: Int32(j), nx: nx, ny: ny, ax: ax, ay: ay, bx: bx, by: by,
                               separation: separation, target: target, bounce: bounce, struck: struck, normalImpulse: 0, tangentImpulse: 0,
                               normalMass: 1 / kn, tangentMass: kt > 0 ? 1 / kt : 0, friction: mu,
                               record: record, id: id)
        c.imA = imA; c.iiA = iiA; c.imB = imB; c.iiB = iiB
        c.rnA = ran; c.rnB = rbn; c.rtA = rat; c.rtB = rbt
        c.kNormal = kn
        // Last step's impulses, now: the table holds them until this step's are stored, and
        // a walk of its own over every point would read them all again.
        if let (jn, jt) = contactStore.warm.get(World.warmKey(i, j, record: record, id: id), body: i) {
            c.normalImpulse = jn
            c.tangentImpulse = jt
        }
        if struck { contactStore.anyStruck = true }
        if b[i].isCircle || (j >= 0 && b[j].isCircle) { contactStore.anyCircle = true }
        contactStore.points.append(c)
    }

    /// The acceleration of a contact point of body a (offset (ax, ay)) along n, less that of
    /// body b's (offset (bx, by)) when it moves: gravity, pushes and torques.
    @inline(__always)
    static func normalAcceleration(_ a: BodyInfo, _ b: BodyInfo?, _ nx: Double, _ ny: Double,
                                   _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) -> Double {
        var an = (a.ax - a.alpha * ay) * nx + (a.ay + a.alpha * ax) * ny
        if let b, !b.pinned { an -= (b.ax - b.alpha * by) * nx + (b.ay + b.alpha * bx) * ny }
        return an
    }

    /// Key of a contact point for warm starting: both bodies (or the boundary) and the features.
    @inline(__always)
    private static func warmKey(_ i: Int, _ j: Int, record: Int32, id: UInt32) -> UInt64 {
        let other = j >= 0 ? UInt64(UInt32(j)) : (UInt64(1) << 31) | UInt64(UInt32(bitPattern: record) & 0x7FFF_FFFF)
        return UInt64(UInt32(i)) << 48 ^ other << 16 ^ UInt64(id & 0xFFFF)
    }

    @inline(__always)
    private static func warmKey(_ c: RestingContact) -> UInt64 {
        warmKey(Int(c.i), Int(c.j), record: c.record, id: c.id)
    }

    /// The velocity (points/s) that pushes an overlap of -separation out: a tenth of it per
    /// step, at most `maxPushOut`, none within `allowedOverlap`.
    @inline(__always)
    static func pushOut(_ separation: Double, h: Double) -> Double {
        max(0, min(0.1 * (-separation - World.allowedOverlap) / h, World.maxPushOut))
    }

    /// Drops the contacts of bodies that went to sleep (`sleepStillIslands`). The search
    /// found only awake bodies' contacts, so in a step where none went to sleep there is
    /// nothing to drop.
    func dropContactsOfSleepers() {
        let c = contactStore.points.base
        var kept = 0
        for k in 0..<contactStore.points.count {
            let i = Int(c[k].i), j = Int(c[k].j)
            if info.base[i].asleep && (j < 0 || info.base[j].asleep || info.base[j].pinned) { continue }
            // Most points stay where they are: a copy onto itself would still read and write all 256 bytes.
            if kept != k { c[kept] = c[k] }
            kept += 1
        }
        contactStore.points.truncate(kept)
    }

    /// Applies every contact's accumulated impulses to its bodies.
    func applyWarmImpulses() {
        let c = contactStore.points.base, m = motion.base
        for k in 0..<contactStore.points.count { World.applyWarmImpulses(c + k, m) }
    }

    /// Keeps this step's impulses (after the relax passes) to start the next step from, as
    /// impulses over a whole step: a substep's are `scale` (the substeps' count) times
    /// smaller, and the next step may be solved either way. After a landing's substeps a contact
    /// keeps no more than the least a substep ended with (`leastImpulse`).
    func storeContactImpulses(scale: Double = 1) {
        let warm = contactStore.warm
        warm.removeAll()
        let c = contactStore.points.base
        // Only a landing's substeps set a least impulse (`leastImpulse`), and only a step with
        // a struck point lands: otherwise the walk reads each point's first line alone.
        let landed = contactStore.anyStruck
        for k in 0..<contactStore.points.count {
            var normal = c[k].normalImpulse, tangent = c[k].tangentImpulse
            if landed && c[k].leastImpulse < normal {
                normal = c[k].leastImpulse
                tangent = max(-c[k].friction * normal, min(tangent, c[k].friction * normal))
            }
            warm.set(World.warmKey(c[k]), body: Int(c[k].i), normal: normal * scale, tangent: tangent * scale)
        }
    }

    /// Tells the delegates (and the last half kick) of the contacts that pushed; a manifold's
    /// two points are one contact, at their middle (a box landing flat touches at its middle).
    /// A speculative contact that pushed closes its gap within this step: it is reported now,
    /// on the other surface, where the two will touch.
    func noteRestingContacts() {
        let c = contactStore.points.base, m = motion.base, tn = contactStore.touchNormal.base
        var k = 0
        while k < contactStore.points.count {
            defer { k += 1 }
            guard c[k].normalImpulse > 0 else { continue }
            let i = Int(c[k].i), j = Int(c[k].j)
            let paired = c[k].pairedWithNext && c[k + 1].normalImpulse > 0
            if trackContacts {
                // Where a delegate is told of it; no delegate, no point reads past its first line.
                var x = m[i].px + c[k].ax - c[k].nx * max(c[k].separation, 0) / 2
                var y = m[i].py + c[k].ay - c[k].ny * max(c[k].separation, 0) / 2
                if paired {
                    x = (x + m[i].px + c[k + 1].ax - c[k + 1].nx * max(c[k + 1].separation, 0) / 2) / 2
                    y = (y + m[i].py + c[k + 1].ay - c[k + 1].ny * max(c[k + 1].separation, 0) / 2) / 2
                }
                noteContact(i, c[k].nx, c[k].ny, record: c[k].record, other: c[k].j, x: x, y: y)
            } else {
                tn[2 * i] = c[k].nx; tn[2 * i + 1] = c[k].ny
            }
            if j >= 0 { tn[2 * j] = -c[k].nx; tn[2 * j + 1] = -c[k].ny }
            // A manifold's second point has its first's bodies, normal and boundary.
            if paired { k += 1 }
        }
    }

    /// After the drift and the last half kick: touching contacts aim for no approach and no
    /// push-out. They keep the impulses they have, so the relax passes can take back the
    /// velocity the push-out added (it has moved the bodies apart already) as well as what the
    /// half kick pressed in: Box2D v3's relax step, which keeps stacks from gaining energy.
    func prepareContactsForRelax() {
        let c = contactStore.points.base
        for k in 0..<contactStore.points.count where c[k].separation <= 0 { c[k].target = 0 }
    }

    /// At the step's end: a contact that was struck faster than `bounceThreshold` and held
    /// leaves with its bounce (one pass, as Box2D applies restitution). The solve left the
    /// body at the surface, so this is its velocity there: e times its arrival's. After the
    /// substeps the bodies' velocities are their end velocities; after the iterations the
    /// bodies held still wait for their last half kick (`deferringHalfKick`), which the
    /// bounce leaves room for.
    /// A manifold's two points bounce together (the 2x2 block): one after the other, the
    /// first point's impulse turned a box landing flat, and the second then took back part
    /// of the rebound (a box rose to 0.78 e^2 of its fall, turning).
    ///
    /// A landing's shock (`propagateShock`) may stop a body short of the surface: it then
    /// leaves from where it stands, as fast as reaches the same height (v^2 = b^2 + 2 a gap,
    /// with a < 0 toward the surface).
    func applyBounces(deferringHalfKick: Bool, h: Double) {
        // Only a point struck faster than `bounceThreshold` has a bounce.
        guard contactStore.anyStruck else { return }
        prepareBlocks()
        let c = contactStore.points.base, m = motion.base
        let n = contactStore.points.count
        let substeps = solverState.substepMembers.count > 0 ? solverState.substeps.base : nil
        let b = info.base
        /// Sets p's target to its bounce; false where it does not bounce.
        @inline(__always) func aim(_ p: UnsafeMutablePointer<RestingContact>) -> Bool {
            guard p.pointee.bounce > 0 && p.pointee.normalImpulse > 0 else { return false }
            let j = Int(p.pointee.j)
            let an = World.normalAcceleration(b[Int(p.pointee.i)], j >= 0 ? b[j] : nil, p.pointee.nx, p.pointee.ny,
                                              p.pointee.ax, p.pointee.ay, p.pointee.bx, p.pointee.by)
            var v = p.pointee.bounce
            if let s = substeps {
                let gap = World.currentGap(p, s)
                if gap > World.linearSlop { v = max(v * v + 2 * an * gap, 0).squareRoot() }
            }
            // A body whose last half kick waits for the next step leaves short of it.
            p.pointee.target = v - (deferringHalfKick ? an * h / 2 : 0)
            return true
        }
        var k = 0
        while k < n {
            let p = c + k
            let paired = p.pointee.pairedWithNext && k + 1 < n
            defer { k += paired ? 2 : 1 }
            let first = aim(p)
            let second = paired && aim(p + 1)
            guard first || second else { continue }
            let a = m + Int(p.pointee.i), j = Int(p.pointee.j)
            var va = PointVelocity(a)
            var vb = j >= 0 ? PointVelocity(m + j) : PointVelocity()
            if first && second {
                if !(p.pointee.solvesAsBlock && World.solveNormalPair(p, &va, &vb)) {
                    World.solveNormal(p, &va, &vb)
                    World.solveNormal(p + 1, &va, &vb)
                }
            } else {
                World.solveNormal(first ? p : p + 1, &va, &vb)
            }
            va.store(a)
            if j >= 0 && (p.pointee.imB != 0 || p.pointee.iiB != 0) { vb.store(m + j) }
        }
    }

    /// One pass over the contacts. The two points of a manifold are solved together (a 2x2
    /// block, as Box2D v2 does): one at a time, each point's impulse tips the box a little
    /// toward the other, and a tall stack rocks. Everything a pass needs besides the bodies'
    /// velocities was set when the contact was made, and a manifold loads its two bodies'
    /// velocities once, solves all its rows on them, and stores them once.
    func solveContacts(friction: Bool = true) {
        solvePass(friction: friction, hold: false, hs: 0)
    }

    /// A substep's biased pass, as Box2D v3's soft step makes it: each point in turn, its
    /// normal row soft where it overlaps (`solveNormalSoftly`), then its friction.
    func solveContactsSoftly(soft: SoftContacts) {
        substepPass(relax: false, hs: 0, soft: soft)
    }

    /// A substep's relaxing pass after the soft one: each point aims to hold (`aimToHold`)
    /// and is solved rigidly, taking back the velocity the soft push gave, then its friction.
    func relaxContacts(within hs: Double) {
        substepPass(relax: true, hs: hs, soft: nil)
    }

    /// One pass of the soft substeps; inlined into its two callers, so `relax` costs no branch.
    /// The points of a manifold are solved one after the other, as Box2D's; the 2x2 block
    /// (`solvePass`) stays with the rigid passes of a landing and of the one solve.
    @inline(__always)
    private func substepPass(relax: Bool, hs: Double, soft: SoftContacts?) {
        let c = contactStore.points.base, m = motion.base
        let n = contactStore.points.count
        let s = solverState.substeps.base
        var k = 0
        while k < n {
            let p = c + k
            let a = m + Int(p.pointee.i), j = Int(p.pointee.j)
            var va = PointVelocity(a)
            var vb = j >= 0 ? PointVelocity(m + j) : PointVelocity()
            let paired = p.pointee.pairedWithNext && k + 1 < n
            if relax {
                World.aimToHold(p, s, hs: hs)
                World.solveNormal(p, &va, &vb)
                if paired {
                    World.aimToHold(p + 1, s, hs: hs)
                    World.solveNormal(p + 1, &va, &vb)
                }
            } else if let soft {
                World.solveNormalSoftly(p, soft: soft, &va, &vb)
                if paired { World.solveNormalSoftly(p + 1, soft: soft, &va, &vb) }
            }
            World.solveFriction(p, &va, &vb)
            if paired { World.solveFriction(p + 1, &va, &vb) }
            k += paired ? 2 : 1
            va.store(a)
            if p.pointee.imB != 0 || p.pointee.iiB != 0 { vb.store(m + j) }
        }
    }

    /// A soft normal row (Box2D's soft constraint): where the point `holdsSoftly`, the
    /// impulse that would reach the target is scaled by the softness's `massScale`, and its
    /// `impulseScale` of the impulse so far is let go, so an overlap is pushed out as a damped
    /// spring would, not at once.
    @inline(__always)
    static func solveNormalSoftly(_ c: UnsafeMutablePointer<RestingContact>, soft: SoftContacts,
                                  _ va: inout PointVelocity, _ vb: inout PointVelocity) {
        let nx = c.pointee.nx, ny = c.pointee.ny
        let vn = relativeVelocity(va, vb, nx, ny, c.pointee.rnA, c.pointee.rnB)
        let old = c.pointee.normalImpulse
        var massScale = 1.0, impulseScale = 0.0
        if c.pointee.holdsSoftly {
            let still = c.pointee.imB == 0 && c.pointee.iiB == 0
            (_, massScale, impulseScale) = still ? soft.still : soft.moving
        }
        let new = max(0, old + massScale * (c.pointee.target - vn) * c.pointee.normalMass - impulseScale * old)
        c.pointee.normalImpulse = new
        applyImpulse(c, new - old, nx, ny, c.pointee.rnA, c.pointee.rnB, &va, &vb)
    }

    /// A landing's relaxing pass (rigid substeps), whose contacts first aim to hold
    /// (`World.aimToHold`), each as the pass reaches it rather than in a walk of their own.
    func solveContactsHolding(within hs: Double) {
        solvePass(friction: true, hold: true, hs: hs)
    }

    /// One pass; inlined into each caller, so the flags, constants there, cost no branch.
    @inline(__always)
    private func solvePass(friction: Bool, hold: Bool, hs: Double) {
        let c = contactStore.points.base, m = motion.base
        let n = contactStore.points.count
        let s = solverState.substeps.base
        var k = 0
        while k < n {
            let p = c + k
            let a = m + Int(p.pointee.i), j = Int(p.pointee.j)
            var va = PointVelocity(a)
            var vb = j >= 0 ? PointVelocity(m + j) : PointVelocity()
            let paired = p.pointee.pairedWithNext && k + 1 < n
            if hold {
                World.aimToHold(p, s, hs: hs)
                if paired { World.aimToHold(p + 1, s, hs: hs) }
            }
            if friction {
                World.solveFriction(p, &va, &vb)
                if paired { World.solveFriction(p + 1, &va, &vb) }
            }
            if paired {
                if !(p.pointee.solvesAsBlock && World.solveNormalPair(p, &va, &vb)) {
                    World.solveNormal(p, &va, &vb)
                    World.solveNormal(p + 1, &va, &vb)
                }
            } else {
                World.solveNormal(p, &va, &vb)
            }
            k += paired ? 2 : 1
            va.store(a)
            if p.pointee.imB != 0 || p.pointee.iiB != 0 { vb.store(m + j) }
        }
    }

    @inline(__always)
    private static func solveFriction(_ c: UnsafeMutablePointer<RestingContact>, _ va: inout PointVelocity, _ vb: inout PointVelocity) {
        guard c.pointee.friction > 0 else { return }
        let tx = -c.pointee.ny, ty = c.pointee.nx
        let vt = relativeVelocity(va, vb, tx, ty, c.pointee.rtA, c.pointee.rtB)
        let limit = c.pointee.friction * c.pointee.normalImpulse
        let oldT = c.pointee.tangentImpulse
        let newT = min(max(oldT - vt * c.pointee.tangentMass, -limit), limit)
        c.pointee.tangentImpulse = newT
        applyImpulse(c, newT - oldT, tx, ty, c.pointee.rtA, c.pointee.rtB, &va, &vb)
    }

    @inline(__always)
    static func solveNormal(_ c: UnsafeMutablePointer<RestingContact>, _ va: inout PointVelocity, _ vb: inout PointVelocity) {
        let nx = c.pointee.nx, ny = c.pointee.ny
        let vn = relativeVelocity(va, vb, nx, ny, c.pointee.rnA, c.pointee.rnB)
        let old = c.pointee.normalImpulse
        let new = max(0, old + (c.pointee.target - vn) * c.pointee.normalMass)
        c.pointee.normalImpulse = new
        applyImpulse(c, new - old, nx, ny, c.pointee.rnA, c.pointee.rnB, &va, &vb)
    }

    /// Both points of a manifold (c and c + 1) at once: the impulses (never pulling) that
    /// bring each point to its target velocity, or leave a point that would pull separating.
    /// Returns false when no case of the block fits (the caller solves the rows one by one).
    @inline(__always)
    static func solveNormalPair(_ c: UnsafeMutablePointer<RestingContact>, _ va: inout PointVelocity,
                                        _ vb: inout PointVelocity) -> Bool {
        let q = c + 1
        let nx = c.pointee.nx, ny = c.pointee.ny
        let k11 = c.pointee.kNormal, k22 = q.pointee.kNormal, k12 = c.pointee.k12
        let invDet = c.pointee.invDet
        let a1 = c.pointee.normalImpulse, a2 = q.pointee.normalImpulse
        let vn1 = relativeVelocity(va, vb, nx, ny, c.pointee.rnA, c.pointee.rnB)
        let vn2 = relativeVelocity(va, vb, nx, ny, q.pointee.rnA, q.pointee.rnB)
        // Velocities short of the targets, with the current impulses taken out.
        let b1 = (vn1 - c.pointee.target) - (k11 * a1 + k12 * a2)
        let b2 = (vn2 - q.pointee.target) - (k12 * a1 + k22 * a2)
        var x1 = 0.0, x2 = 0.0
        // Both pushing; else only the first; else only the second; else neither.
        let s1 = -(k22 * b1 - k12 * b2) * invDet, s2 = -(k11 * b2 - k12 * b1) * invDet
        let only1 = -b1 * c.pointee.normalMass, only2 = -b2 * q.pointee.normalMass
        if s1 >= 0 && s2 >= 0 {
            x1 = s1; x2 = s2
        } else if only1 >= 0 && k12 * only1 + b2 >= 0 {
            x1 = only1
        } else if only2 >= 0 && k12 * only2 + b1 >= 0 {
            x2 = only2
        } else if b1 >= 0 && b2 >= 0 {
            // Neither.
        } else {
            return false
        }
        c.pointee.normalImpulse = x1
        q.pointee.normalImpulse = x2
        applyImpulse(c, x1 - a1, nx, ny, c.pointee.rnA, c.pointee.rnB, &va, &vb)
        applyImpulse(q, x2 - a2, nx, ny, q.pointee.rnA, q.pointee.rnB, &va, &vb)
        return true
    }

    /// The contact point's relative velocity along the direction (dx, dy); rA and rB are the
    /// offsets crossed with that direction. A boundary's velocity is zero (and unused).
    @inline(__always)
    static func relativeVelocity(_ va: PointVelocity, _ vb: PointVelocity,
                                 _ dx: Double, _ dy: Double, _ rA: Double, _ rB: Double) -> Double {
        (va.vx * dx + va.vy * dy + va.w * rA) - (vb.vx * dx + vb.vy * dy + vb.w * rB)
    }

    /// An impulse of size `lambda` along (dx, dy) at the contact: on body i, and the opposite
    /// on body j (a boundary's inverse masses are 0).
    @inline(__always)
    static func applyImpulse(_ c: UnsafeMutablePointer<RestingContact>, _ lambda: Double, _ dx: Double, _ dy: Double,
                             _ rA: Double, _ rB: Double, _ va: inout PointVelocity, _ vb: inout PointVelocity) {
        let ma = c.pointee.imA * lambda
        va.vx += ma * dx
        va.vy += ma * dy
        va.w += c.pointee.iiA * rA * lambda
        let mb = c.pointee.imB * lambda
        vb.vx -= mb * dx
        vb.vy -= mb * dy
        vb.w -= c.pointee.iiB * rB * lambda
    }

    /// Applies a contact's accumulated impulses (warm starting) to its bodies.
    @inline(__always)
    static func applyWarmImpulses(_ c: UnsafeMutablePointer<RestingContact>, _ m: UnsafeMutablePointer<BodyMotion>) {
        guard hasWarmImpulses(c) else { return }
        let a = m + Int(c.pointee.i), j = Int(c.pointee.j)
        var va = PointVelocity(a)
        var vb = j >= 0 ? PointVelocity(m + j) : PointVelocity()
        applyWarmImpulses(c, &va, &vb)
        va.store(a)
        if c.pointee.imB != 0 || c.pointee.iiB != 0 { vb.store(m + j) }
    }

    @inline(__always)
    static func hasWarmImpulses(_ c: UnsafeMutablePointer<RestingContact>) -> Bool {
        c.pointee.normalImpulse != 0 || c.pointee.tangentImpulse != 0
    }

    /// The same on velocities already loaded (a manifold's two points share them).
    @inline(__always)
    static func applyWarmImpulses(_ c: UnsafeMutablePointer<RestingContact>, _ va: inout PointVelocity, _ vb: inout PointVelocity) {
        guard hasWarmImpulses(c) else { return }
        applyImpulse(c, c.pointee.normalImpulse, c.pointee.nx, c.pointee.ny, c.pointee.rnA, c.pointee.rnB, &va, &vb)
        applyImpulse(c, c.pointee.tangentImpulse, -c.pointee.ny, c.pointee.nx, c.pointee.rtA, c.pointee.rtB, &va, &vb)
    }

    /// The point of a boundary primitive nearest to (px, py).
    static func closestPoint(on p: StaticPrimitive, to px: Double, _ py: Double) -> (Double, Double) {
        if p.isBox {
            guard p.holds(px, py) else { return (min(max(px, p.minX), p.maxX), min(max(py, p.minY), p.maxY)) }
            // Inside an outline: the nearest point of its nearest side.
            let l = px - p.minX, r = p.maxX - px, t = py - p.minY, b = p.maxY - py
            let m = min(min(l, r), min(t, b))
            if m == l { return (p.minX, py) }
            if m == r { return (p.maxX, py) }
            if m == t { return (px, p.minY) }
            return (px, p.maxY)
        }
        let t = min(max((px - p.ax) * p.ux + (py - p.ay) * p.uy, 0), p.length)
        return (p.ax + p.ux * t, p.ay + p.uy * t)
    }
}

/// A body's velocity while the contact solver works on it: loaded once per manifold.
struct PointVelocity {
    var vx = 0.0
    var vy = 0.0
    var w = 0.0

    init() {}

    @inline(__always)
    init(_ m: UnsafeMutablePointer<BodyMotion>) {
        vx = m.pointee.vx; vy = m.pointee.vy; w = m.pointee.w
    }

    @inline(__always)
    func store(_ m: UnsafeMutablePointer<BodyMotion>) {
        m.pointee.vx = vx; m.pointee.vy = vy; m.pointee.w = w
    }
}
