/// One step of motion: half a kick of acceleration, the fields, the joints and resting
/// contacts solved together, the swept drift with every impact at its exact time, the other
/// half kick, and a last pass that takes out what that kick pushed into a contact or joint.
/// Kick-drift-kick makes free fall exact (x = a t^2 / 2 at every step) and conserves energy
/// with elasticity 1.
extension World {
    func moveBodies(h: Double) {
        let n = motion.count
        let m = motion.base, b = info.base
        touchNormal.resize(2 * n, fill: 0)
        let tn = touchNormal.base
        let deferred = kickDeferred.base
        for i in 0..<n where !b[i].anchored {
            m[i].vx = m[i].vx * b[i].linearDamping + b[i].ax * (h / 2)
            m[i].vy = m[i].vy * b[i].linearDamping + b[i].ay * (h / 2)
            m[i].w = m[i].w * b[i].angularDamping + b[i].alpha * (h / 2)
            tn[2 * i] = 0; tn[2 * i + 1] = 0
        }
        // Bodies held by contacts or joints last step get the half kick they skipped too
        // (a short list: the loop above stays the same for scenes without any).
        for k in 0..<heldBodies.count {
            let i = Int(heldBodies[k])
            deferred[i] = false
            if i >= n || b[i].anchored { continue }
            m[i].vx += b[i].ax * (h / 2)
            m[i].vy += b[i].ay * (h / 2)
            m[i].w += b[i].alpha * (h / 2)
        }
        heldBodies.removeAll()
        staticView = statics.view()
        applyFields(h: h)
        if anyItemCollisions { prepareItemCollisions(h: h) }
        let constrained = solveConstraints(h: h)
        if anyItemCollisions {
            // The solve changed velocities: the grid of sweeps must follow.
            if constrained { rebuildBodyGrid(h: h) }
            moveWithItemCollisions(h: h)
        } else {
            moveEachAlone(h: h)
        }
        if constrained {
            markHeldBodies()
            lastHalfKick(h: h, skippingHeld: true)
            relaxConstraints(h: h)
        } else {
            lastHalfKick(h: h, skippingHeld: false)
        }
        // Only bodies that rest on something or hang from a joint can sleep.
        if restingBodies > 0 || !joints.isEmpty { updateStillTimes(h: h) }
    }

    /// Every body against the boundaries only (no body collides with another). Its own
    /// function, so the circle sweep is inlined into one tight loop.
    private func moveEachAlone(h: Double) {
        let b = info.base, view = staticView
        for i in 0..<motion.count where !b[i].anchored {
            if b[i].isCircle { sweepCircle(i, view, from: 0, to: h) } else { sweepPolygon(i, from: 0, to: h) }
        }
    }

    /// The second half kick. Bodies held by contacts or joints take it at the start of the
    /// next step instead, where the warm-started solve meets it with last step's impulses.
    /// Taking it here would leave it for the relax pass to undo from cold, which a tall stack
    /// converges on too slowly to ever read as still.
    private func lastHalfKick(h: Double, skippingHeld: Bool) {
        let m = motion.base, b = info.base, tn = touchNormal.base, deferred = kickDeferred.base
        for i in 0..<motion.count where !b[i].anchored {
            if skippingHeld && deferred[i] { continue }
            m[i].vx += b[i].ax * (h / 2)
            m[i].vy += b[i].ay * (h / 2)
            m[i].w += b[i].alpha * (h / 2)
            // Resting on a surface: the last half kick must not leave a velocity into it.
            let nx = tn[2 * i], ny = tn[2 * i + 1]
            let vn = m[i].vx * nx + m[i].vy * ny
            if vn < 0 && (b[i].ax * nx + b[i].ay * ny) < 0 {
                m[i].vx -= vn * nx
                m[i].vy -= vn * ny
            }
        }
    }

    /// Marks the bodies that this step's contacts and joints hold (for the deferred half kick).
    private func markHeldBodies() {
        let deferred = kickDeferred.base
        func hold(_ i: Int) {
            if !deferred[i] { deferred[i] = true; heldBodies.append(Int32(i)) }
        }
        let c = restingContacts.base
        for k in 0..<restingContacts.count {
            hold(Int(c[k].i))
            if c[k].j >= 0 { hold(Int(c[k].j)) }
        }
        for row in joints {
            if row.a >= 0 { hold(row.a) }
            if row.b >= 0 { hold(row.b) }
        }
    }

    /// Resting contacts and joints before the drift: found, islands put to sleep, then solved
    /// together, warm. Returns whether there was anything to solve.
    private func solveConstraints(h: Double) -> Bool {
        collectContacts(h: h)
        sleepStillIslands()
        warmStartContacts()
        prepareJoints(h: h)
        guard restingContacts.count > 0 || !joints.isEmpty else { return false }
        for _ in 0..<World.contactIterations {
            solveJoints(h: h, relax: false)
            solveContacts()
        }
        noteRestingContacts()
        return true
    }

    /// After the last half kick: no contact left approaching, no rigid joint left stretching.
    private func relaxConstraints(h: Double) {
        prepareContactsForRelax()
        for _ in 0..<World.contactIterations {
            solveJoints(h: h, relax: true)
            solveContacts()
        }
        storeJointImpulses()
        storeContactImpulses()
    }

    /// Moves body i through the step against the boundaries only.
    @inline(__always)
    func moveAlone(_ i: Int, h: Double) {
        if info.base[i].isCircle {
            sweepCircle(i, staticView, from: 0, to: h)
        } else {
            sweepPolygon(i, from: 0, to: h)
        }
    }

    /// Moves circle i from its time t0 to t1 (seconds into the step), bouncing off every
    /// boundary in its way at the exact time of impact.
    @inline(__always)
    func sweepCircle(_ i: Int, _ view: StaticView, from t0: Double, to t1: Double) {
        let mp = motion.base + i
        let b = info.base[i]
        var m = mp.pointee
        var remaining = t1 - t0
        m.angle += m.w * remaining
        if b.boundaryMask == 0 || view.isEmpty {
            m.px += m.vx * remaining
            m.py += m.vy * remaining
            mp.pointee = m
            return
        }
        var count: Int32 = 0
        while remaining > 0 {
            let dx = m.vx * remaining, dy = m.vy * remaining
            var best = SweepHit(limit: 1)
            view.sweepCircle(m.px, m.py, dx, dy, b.radius, b.boundaryMask, &best)
            if !best.found {
                m.px += dx
                m.py += dy
                break
            }
            m.px += dx * best.t + best.nx * best.push
            m.py += dy * best.t + best.ny * best.push
            remaining -= remaining * best.t
            respondToStatic(&m, b, best.nx, best.ny, -b.radius * best.nx, -b.radius * best.ny)
            noteContact(i, best.nx, best.ny, record: best.record, other: -1,
                        x: m.px - b.radius * best.nx, y: m.py - b.radius * best.ny)
            count += 1
            if count >= World.maxBouncesPerStep { break }
        }
        mp.pointee = m
    }

    /// An impulse at contact offset (rx, ry) from the center against an immovable surface
    /// with normal n (toward the body): restitution along n, Coulomb friction along it.
    @inline(__always)
    func respondToStatic(_ m: inout BodyMotion, _ b: BodyInfo, _ nx: Double, _ ny: Double, _ rx: Double, _ ry: Double) {
        let vcx = m.vx - m.w * ry, vcy = m.vy + m.w * rx
        let vn = vcx * nx + vcy * ny
        if vn >= 0 { return }
        let rn = rx * ny - ry * nx
        let kn = b.invMass + b.invInertia * rn * rn
        if kn <= 0 { return }
        let jn = -(1 + b.elasticity) * vn / kn
        m.vx += jn * nx * b.invMass
        m.vy += jn * ny * b.invMass
        m.w += b.invInertia * rn * jn
        if b.friction > 0 {
            let tx = -ny, ty = nx
            let vt = (m.vx - m.w * ry) * tx + (m.vy + m.w * rx) * ty
            let rt = rx * ty - ry * tx
            let kt = b.invMass + b.invInertia * rt * rt
            let limit = b.friction * jn
            let jt = min(max(-vt / kt, -limit), limit)
            m.vx += jt * tx * b.invMass
            m.vy += jt * ty * b.invMass
            m.w += b.invInertia * rt * jt
        }
    }

    /// Remembers the contact for the final half kick and, when a delegate listens, for it.
    @inline(__always)
    func noteContact(_ i: Int, _ nx: Double, _ ny: Double, record: Int32, other: Int32, x: Double, y: Double) {
        touchNormal.base[2 * i] = nx
        touchNormal.base[2 * i + 1] = ny
        if trackContacts { hits.append(ContactHit(body: Int32(i), other: other, record: record, x: x, y: y)) }
    }

    // MARK: Polygons (and circles against polygons): conservative advancement

    /// Moves polygon body i from t0 to t1 against the boundaries.
    func sweepPolygon(_ i: Int, from t0: Double, to t1: Double) {
        let b = info[i]
        var remaining = t1 - t0
        var count: Int32 = 0
        while remaining > 0 {
            var m = motion[i]
            var best = SweepHit(limit: remaining)
            if b.boundaryMask != 0 { polygonStaticTOI(i, m, b, remaining, &best) }
            let t = best.found ? best.t : remaining
            m.px += m.vx * t + best.nx * best.push
            m.py += m.vy * t + best.ny * best.push
            m.angle += m.w * t
            remaining -= t
            if best.found {
                respondToStatic(&m, b, best.nx, best.ny, best.cx - m.px, best.cy - m.py)
                noteContact(i, best.nx, best.ny, record: best.record, other: -1, x: best.cx, y: best.cy)
                count += 1
            }
            motion[i] = m
            if !best.found || count >= World.maxBouncesPerStep { break }
        }
    }

    /// The earliest time (within `limit` seconds) body i, moving with m, touches a boundary.
    func polygonStaticTOI(_ i: Int, _ m: BodyMotion, _ b: BodyInfo, _ limit: Double, _ best: inout SweepHit) {
        let reach = b.extent + abs(m.w) * b.extent * limit
        let dx = m.vx * limit, dy = m.vy * limit
        let sx0 = min(m.px, m.px + dx) - reach, sx1 = max(m.px, m.px + dx) + reach
        let sy0 = min(m.py, m.py + dy) - reach, sy1 = max(m.py, m.py + dy) + reach
        stampValue &+= 1
        staticView.forEachPrimitive(sx0, sy0, sx1, sy1) { p in
            guard p.alive, p.behaviorBit & b.boundaryMask != 0 else { return }
            if p.maxX < sx0 || p.minX > sx1 || p.maxY < sy0 || p.minY > sy1 { return }
            let shape = primitiveShape(p, into: scratchB)
            if let (t, sep) = advanceToContact(i, m, limit: best.t, against: shape, otherVelocity: (0, 0, 0, 0, 0),
                                               slack: canRest(i) ? World.restingApproach : 0) {
                if t < best.t || !best.found {
                    best.t = t; best.nx = sep.nx; best.ny = sep.ny
                    best.push = sep.distance < 0 ? -sep.distance + World.linearSlop : 0
                    best.record = p.record; best.body = -1; best.cx = sep.cx; best.cy = sep.cy
                }
            }
        }
    }

    /// How far (points) a touching shape may move between looks for a corner swinging in.
    static let creep = 0.05

    /// Whether bodies i and j meet as resting contact does: neither perfectly elastic, each
    /// either resting-capable or anchored.
    @inline(__always)
    func isRestingPair(_ i: Int, _ j: Int) -> Bool {
        let b = info.base
        return max(b[i].elasticity, b[j].elasticity) < 1 && (canRest(i) || b[i].pinned) && (canRest(j) || b[j].pinned)
    }

    /// Conservative advancement: steps body i (pose m at time 0, moving with its velocity)
    /// toward `other` (moving with otherVelocity: vx, vy, w, cx, cy about its centre) until the
    /// gap is `linearSlop`. Returns the time and the separation there, or nil if they do not
    /// meet before `limit` or are touching and moving apart.
    func advanceToContact(_ i: Int, _ m: BodyMotion, limit: Double, against other: ConvexView,
                          otherVelocity ov: (Double, Double, Double, Double, Double),
                          otherBody: Int = -1, otherStart: BodyMotion? = nil, slack: Double = 0) -> (Double, Separation)? {
        let b = info[i]
        let target = World.linearSlop, tolerance = World.linearSlop / 4
        let otherExtent = otherBody >= 0 ? info[otherBody].extent : 0
        let bound = ((m.vx - ov.0) * (m.vx - ov.0) + (m.vy - ov.1) * (m.vy - ov.1)).squareRoot()
            + abs(m.w) * b.extent + abs(ov.2) * otherExtent
        var t = 0.0
        for look in 0..<256 {
            let a = worldShape(i, px: m.px + m.vx * t, py: m.py + m.vy * t, angle: m.angle + m.w * t, into: scratchA)
            var shape = other
            if otherBody >= 0, let s = otherStart {
                shape = worldShape(otherBody, px: s.px + s.vx * t, py: s.py + s.vy * t, angle: s.angle + s.w * t, into: scratchB)
            }
            let sep = ConvexSeparation.between(a, shape)
            if sep.distance < target + tolerance {
                // Relative velocity of the contact point along the normal.
                let px = m.px + m.vx * t, py = m.py + m.vy * t
                let rx = sep.cx - px, ry = sep.cy - py
                var vx = m.vx - m.w * ry - ov.0, vy = m.vy + m.w * rx - ov.1
                if otherBody >= 0, let s = otherStart {
                    let ox = sep.cx - (s.px + s.vx * t), oy = sep.cy - (s.py + s.vy * t)
                    vx += s.w * oy
                    vy -= s.w * ox
                }
                let vn = vx * sep.nx + vy * sep.ny
                // A resting pair (slack > 0) touching and closing slowly is the contact
                // solver's; it could only sink by slack x h before the next step.
                if vn < -slack || (slack == 0 && sep.distance < 0) { return (t, sep) }
                // Touching but parting (or resting) at the nearest feature: another corner may
                // still swing in (a box slapping down flat). Creep forward by `creep` points of
                // motion, which no feature can close faster than, and look again; a corner
                // found that far in is pushed out. A step of one slop would need hundreds of
                // looks for a fast swing and run out of them.
                if bound <= 0 { return nil }
                t += World.creep / bound
                if t > limit { return nil }
                continue
            }
            if bound <= 0 { return nil }
            // A corner pivoting just outside the target gap (a box tipping over) would hold
            // every advance to a sliver: after many looks, advance at least `creep`.
            t += max(sep.distance - target, look < 64 ? 0 : World.creep) / bound
            if t > limit { return nil }
        }
        return nil
    }
}
