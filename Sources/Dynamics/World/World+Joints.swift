#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Attachments and snaps, solved as velocity constraints by sequential impulses (Catto's
/// scheme, as Box2D and Chipmunk solve joints): each row is prepared once per step, starts
/// from last step's impulse (warm starting), and is iterated together with the resting
/// contacts. Rigid rows correct drift with a Baumgarte bias; springs (frequency > 0) are soft
/// constraints, whose implicit form stays stable at any stiffness.
extension World {
    /// Fraction of a rigid joint's position error corrected per step through its velocity
    /// (the projection after the drift, `projectRigidJoints`, takes out the rest). Kept low
    /// because the velocity it adds is not all taken back when many joints pull on one
    /// another: at 0.2 a hanging net of 256 balls (JointNetTests) jitters, balls reaching
    /// 1,300 points/s in its first 10 s, and Box2D's 100 x 100 joint grid flies apart (gaps
    /// of 10^10 points after 500 steps); at 0.05 the net hangs and the grid holds (mean gap
    /// 5 points). (Chipmunk corrects 10% a step at 60 Hz by default, with a cap on the
    /// velocity it adds.)
    static let jointBaumgarte = 0.05

    /// Builds this step's joint rows from the attachments and snaps. Rows whose items have no
    /// body, or that join two immovable bodies, are left out.
    func prepareJoints(h: Double) {
        solverState.joints.removeAll(keepingCapacity: true)
        newRotationLook()
        let world = serial, numbering = bodyNumbering
        for (k, attachment) in behaviorIndex.attachments.enumerated() {
            var a = attachment.bodyCache.a, b = attachment.bodyCache.b
            if attachment.bodyCache.numbering != numbering || attachment.bodyCache.world != world {
                guard let bodies = bodies(of: attachment) else { continue }
                (a, b) = bodies
                attachment.bodyCache = BodyCache(world: world, numbering: numbering, a: a, b: b)
            }
            if !attachment.offsetsResolved { resolveOffsets(attachment, a, b) }
            let kind: JointRow.Kind
            switch attachment.joint {
            case .distance: kind = attachment.length == 0 ? .point : .distance
            case .limit: kind = .limit
            case .sliding: kind = .sliding
            case .fixed: kind = .fixed
            case .pin: kind = .pin
            }
            // Built where it stays (a row is some 500 bytes: two copies a joint were a tenth
            // of preparing them), and taken back if it moves nothing.
            solverState.joints.append(JointRow(kind: kind, a: a, b: b))
            let last = solverState.joints.count - 1
            if !prepareRow(&solverState.joints[last], attachment, owner: k, h: h) { solverState.joints.removeLast() }
        }
        for snap in behaviorIndex.snaps {
            guard let a = index(of: snap.item) else { continue }
            var row = JointRow(kind: .snap, a: a, b: -1)
            guard fillBodies(&row) else { continue }
            setUpSnap(&row, snap, h: h)
            solverState.joints.append(row)
        }
    }

    /// The bodies of the attachment's items (b is -1 for an anchor), or nil when an item has none.
    private func bodies(of attachment: AttachmentBehavior) -> (Int, Int)? {
        let basics = attachment.basicItems
        guard let a = basics.0.map({ index(of: $0) }) ?? index(of: attachment.items[0]) else { return nil }
        guard attachment.items.count > 1 else { return (a, -1) }
        guard let b = basics.1.map({ index(of: $0) }) ?? index(of: attachment.items[1]) else { return nil }
        return (a, b)
    }

    /// Fills attachment `owner`'s row for this step; false when it joins two immovable bodies.
    private func prepareRow(_ row: inout JointRow, _ attachment: AttachmentBehavior, owner: Int, h: Double) -> Bool {
        row.owner = owner
        guard fillBodies(&row) else { return false }
        if row.b < 0 {
            let v = attachment.anchorTrack.velocity(at: attachment.anchorPoint, step: stepIndex, h: h)
            row.anchorVX = v.dx; row.anchorVY = v.dy
            attachment.steppedAnchor = attachment.anchorTrack.point(atEndOf: stepIndex)
        }
        setUp(&row, attachment, h: h)
        row.impulse = attachment.warmImpulses
        return true
    }

    /// Applies every row's accumulated impulses (warm starting), for the iterations.
    func warmStartJoints() {
        for row in solverState.joints { warmStart(row) }
    }

    /// Keeps each attachment's accumulated impulses for the next step, as impulses over a
    /// whole step (a substep's are `scale` times smaller).
    func storeJointImpulses(scale: Double = 1) {
        // Read once: each read of the world's behaviors is an exclusivity check.
        let attachments = behaviorIndex.attachments
        for row in solverState.joints where row.owner >= 0 {
            let i = row.impulse
            attachments[row.owner].warmImpulses = scale == 1 ? i : (i.0 * scale, i.1 * scale, i.2 * scale, i.3 * scale, i.4 * scale)
        }
    }

    /// Joint rows that join a sleeping body to an awake one wake it (an island sleeps whole).
    private func fillBodies(_ row: inout JointRow) -> Bool {
        let b = info.base
        row.ma = b[row.a].anchored && !b[row.a].asleep ? 0 : b[row.a].invMass
        row.ia = b[row.a].anchored && !b[row.a].asleep ? 0 : b[row.a].invInertia
        if row.b >= 0 {
            row.mb = b[row.b].anchored && !b[row.b].asleep ? 0 : b[row.b].invMass
            row.ib = b[row.b].anchored && !b[row.b].asleep ? 0 : b[row.b].invInertia
        }
        return row.ma + row.ia + row.mb + row.ib > 0
    }

    /// Joints given a world anchor learn each item's offset to it, and the angle between them,
    /// the first time they act.
    private func resolveOffsets(_ attachment: AttachmentBehavior, _ a: Int, _ b: Int) {
        let ma = motion[a]
        let anchor = attachment.anchorPoint
        let oa = Vector(dx: anchor.x - ma.px, dy: anchor.y - ma.py).rotated(by: -ma.angle)
        var ob = Vector.zero
        var angleB = 0.0
        if b >= 0 {
            let mb = motion[b]
            ob = Vector(dx: anchor.x - mb.px, dy: anchor.y - mb.py).rotated(by: -mb.angle)
            angleB = mb.angle
        }
        attachment.localOffsets = (oa, ob)
        attachment.referenceAngle = angleB - ma.angle
        attachment.offsetsResolved = true
    }

    /// Starts a look at the bodies' rotations: each is worked out again, once, when asked.
    private func newRotationLook() {
        scratch.rotations.resize(motion.count, fill: BodyRotation())
        scratch.rotationLook &+= 1
        // After 2^32 looks a stale entry could read as current: start every entry afresh.
        if scratch.rotationLook == 0 {
            for i in 0..<scratch.rotations.count { scratch.rotations[i].look = 0 }
            scratch.rotationLook = 1
        }
    }

    /// Body i's rotation in this look.
    @inline(__always)
    private func rotation(of i: Int) -> BodyRotation {
        let r = scratch.rotations.base + i
        if r.pointee.look != scratch.rotationLook {
            let angle = motion.base[i].angle
            r.pointee = BodyRotation(look: scratch.rotationLook, c: cos(angle), s: sin(angle))
        }
        return r.pointee
    }

    /// World offsets of the attachment points; for the world (b = -1), the anchor itself.
    private func offsets(_ row: inout JointRow, _ attachment: AttachmentBehavior) -> (Double, Double, Double, Double) {
        let ma = motion[row.a]
        let (rax, ray) = rotation(of: row.a).turn(attachment.localOffsets.0)
        row.rax = rax; row.ray = ray
        let pax = ma.px + rax, pay = ma.py + ray
        if row.b >= 0 {
            let mb = motion[row.b]
            let (rbx, rby) = rotation(of: row.b).turn(attachment.localOffsets.1)
            row.rbx = rbx; row.rby = rby
            return (pax, pay, mb.px + rbx, mb.py + rby)
        }
        let g = attachment.steppedAnchor
        return (pax, pay, g.x, g.y)
    }

    /// Softness of a spring of `mass` at `frequency` Hz and damping ratio `zeta`: (gamma, bias factor).
    @inline(__always)
    private func soft(mass: Double, frequency: Double, zeta: Double, h: Double) -> (Double, Double) {
        let omega = 2 * Double.pi * frequency
        let k = mass * omega * omega, d = 2 * mass * zeta * omega
        let g = h * (d + h * k)
        let gamma = g > 0 ? 1 / g : 0
        return (gamma, h * k * gamma)
    }

    private func setUp(_ row: inout JointRow, _ attachment: AttachmentBehavior, h: Double) {
        if row.kind == .sliding { setUpSliding(&row, attachment, h: h); return }
        let (pax, pay, pbx, pby) = offsets(&row, attachment)
        let f = attachment.frequency, zeta = attachment.damping
        row.isSoft = f > 0
        row.errorX = pbx - pax; row.errorY = pby - pay
        row.length = attachment.length
        row.frequency = f; row.dampingRatio = zeta
        switch row.kind {
        case .distance, .limit:
            var dx = pbx - pax, dy = pby - pay
            let len = (dx * dx + dy * dy).squareRoot()
            if len > 1e-9 { dx /= len; dy /= len } else { dx = 0; dy = 1 }
            row.ux = dx; row.uy = dy
            let cra = row.rax * dy - row.ray * dx, crb = row.rbx * dy - row.rby * dx
            let k = row.ma + row.mb + row.ia * cra * cra + row.ib * crb * crb
            guard k > 0 else { return }
            let c = len - attachment.length
            if row.kind == .distance && f > 0 {
                let (gamma, beta) = soft(mass: 1 / k, frequency: f, zeta: zeta, h: h)
                row.axialGamma = gamma
                row.axialBias = c * beta
                row.axialMass = 1 / (k + gamma)
            } else {
                row.axialMass = 1 / k
                // A slack rope lets the points approach until taut, and no faster.
                row.axialBias = row.kind == .limit && c < 0 ? c / h : World.jointBaumgarte * c / h
            }
        case .point, .pin, .fixed:
            setUpPoint(&row, pax, pay, pbx, pby, frequency: f, zeta: zeta, h: h)
            if row.kind == .fixed {
                setUpAngle(&row, attachment, frequency: f, zeta: zeta, h: h)
            } else if row.kind == .pin {
                row.angularMass = row.ia + row.ib > 0 ? 1 / (row.ia + row.ib) : 0
                row.maxFrictionImpulse = attachment.frictionTorque * PushBehavior.pointsPerUnit * h
                let range = attachment.attachmentRange
                if !range.isInfinite {
                    let angle = (row.b >= 0 ? motion[row.b].angle : 0) - motion[row.a].angle - attachment.referenceAngle
                    row.hasRange = true
                    row.lowerC = angle - range.minimum
                    row.upperC = range.maximum - angle
                    row.rangeMass = row.angularMass
                }
            }
        case .sliding, .snap:
            break
        }
    }

    private func setUpPoint(_ row: inout JointRow, _ pax: Double, _ pay: Double, _ pbx: Double, _ pby: Double,
                            frequency f: Double, zeta: Double, h: Double) {
        let k11 = row.ma + row.mb + row.ia * row.ray * row.ray + row.ib * row.rby * row.rby
        let k12 = -row.ia * row.rax * row.ray - row.ib * row.rbx * row.rby
        let k22 = row.ma + row.mb + row.ia * row.rax * row.rax + row.ib * row.rbx * row.rbx
        var gamma = 0.0, factor = World.jointBaumgarte / h
        if f > 0 {
            let reduced = row.ma + row.mb > 0 ? 1 / (row.ma + row.mb) : 0
            (gamma, factor) = soft(mass: reduced, frequency: f, zeta: zeta, h: h)
        }
        invertPoint(&row, k11 + gamma, k12, k22 + gamma)
        row.pointGamma = gamma
        row.pointBiasX = (pbx - pax) * factor
        row.pointBiasY = (pby - pay) * factor
    }

    @inline(__always)
    private func invertPoint(_ row: inout JointRow, _ a: Double, _ b: Double, _ d: Double) {
        let det = a * d - b * b
        guard det != 0 else { return }
        row.k11 = d / det; row.k12 = -b / det; row.k22 = a / det
    }

    private func setUpAngle(_ row: inout JointRow, _ attachment: AttachmentBehavior, frequency f: Double, zeta: Double, h: Double) {
        let k = row.ia + row.ib
        guard k > 0 else { return }
        let c = (row.b >= 0 ? motion[row.b].angle : 0) - motion[row.a].angle - attachment.referenceAngle
        row.angularRigid = true
        row.angleError = c
        if f > 0 {
            let (gamma, beta) = soft(mass: 1 / k, frequency: f, zeta: zeta, h: h)
            row.angularGamma = gamma
            row.angularBias = c * beta
            row.angularMass = 1 / (k + gamma)
        } else {
            row.angularMass = 1 / k
            row.angularBias = World.jointBaumgarte * c / h
        }
    }

    /// A sliding joint: B stays on A's axis without turning relative to A. On an anchor the
    /// world is A (the axis then stays fixed) and the item is B.
    private func setUpSliding(_ row: inout JointRow, _ attachment: AttachmentBehavior, h: Double) {
        guard case let .sliding(axis) = attachment.joint else { return }
        let item1 = motion[row.a]
        let r1 = attachment.localOffsets.0.rotated(by: item1.angle)
        let p1x = item1.px + r1.dx, p1y = item1.py + r1.dy
        var pax = 0.0, pay = 0.0, pbx = 0.0, pby = 0.0, angleA = 0.0, c = 0.0
        if row.b < 0 {
            row.b = row.a; row.a = -1
            row.mb = row.ma; row.ib = row.ia; row.ma = 0; row.ia = 0
            row.rax = 0; row.ray = 0; row.rbx = r1.dx; row.rby = r1.dy
            let g = attachment.steppedAnchor
            pax = g.x; pay = g.y; pbx = p1x; pby = p1y
            // The reference holds minus the item's starting angle.
            c = item1.angle + attachment.referenceAngle
        } else {
            let item2 = motion[row.b]
            let r2 = attachment.localOffsets.1.rotated(by: item2.angle)
            row.rax = r1.dx; row.ray = r1.dy; row.rbx = r2.dx; row.rby = r2.dy
            pax = p1x; pay = p1y; pbx = item2.px + r2.dx; pby = item2.py + r2.dy
            angleA = item1.angle
            c = item2.angle - item1.angle - attachment.referenceAngle
        }
        let ax = axis.rotated(by: angleA)
        row.axx = ax.dx; row.axy = ax.dy
        let px = -ax.dy, py = ax.dx
        row.ux = px; row.uy = py
        let dx = pbx - pax, dy = pby - pay
        row.s1 = (dx + row.rax) * py - (dy + row.ray) * px
        row.s2 = row.rbx * py - row.rby * px
        let kp = row.ma + row.mb + row.ia * row.s1 * row.s1 + row.ib * row.s2 * row.s2
        row.axialMass = kp > 0 ? 1 / kp : 0
        row.axialBias = World.jointBaumgarte * (dx * px + dy * py) / h
        let ka = row.ia + row.ib
        row.angularRigid = ka > 0
        row.angularMass = ka > 0 ? 1 / ka : 0
        row.angularBias = World.jointBaumgarte * c / h
        let range = attachment.attachmentRange
        if !range.isInfinite {
            let travel = dx * ax.dx + dy * ax.dy
            row.hasRange = true
            row.lowerC = travel - range.minimum
            row.upperC = range.maximum - travel
            row.a1 = (dx + row.rax) * ax.dy - (dy + row.ray) * ax.dx
            row.a2 = row.rbx * ax.dy - row.rby * ax.dx
            let kr = row.ma + row.mb + row.ia * row.a1 * row.a1 + row.ib * row.a2 * row.a2
            row.rangeMass = kr > 0 ? 1 / kr : 0
        }
    }

    private func setUpSnap(_ row: inout JointRow, _ snap: SnapBehavior, h: Double) {
        let m = motion[row.a]
        row.isSoft = true
        let mass = row.ma > 0 ? 1 / row.ma : 0
        let (gamma, beta) = soft(mass: mass, frequency: SnapBehavior.frequency, zeta: snap.dampingRatio, h: h)
        invertPoint(&row, row.ma + gamma, 0, row.ma + gamma)
        row.pointGamma = gamma
        row.pointBiasX = (snap.snapPoint.x - m.px) * beta
        row.pointBiasY = (snap.snapPoint.y - m.py) * beta
        row.errorX = snap.snapPoint.x - m.px; row.errorY = snap.snapPoint.y - m.py
        row.frequency = SnapBehavior.frequency; row.dampingRatio = snap.dampingRatio
        // The spin dies away at the spring's own rate.
        row.angularMass = 2 * snap.dampingRatio * 2 * Double.pi * SnapBehavior.frequency
    }

    // MARK: Applying impulses

    @inline(__always)
    private func pointVelocity(_ i: Int, _ rx: Double, _ ry: Double) -> (Double, Double) {
        if i < 0 { return (0, 0) }
        let m = motion.base[i]
        return (m.vx - m.w * ry, m.vy + m.w * rx)
    }

    /// Applies impulse (px, py) at B's point and its opposite at A's, plus angular impulse `l` (B +, A -).
    @inline(__always)
    private func apply(_ row: JointRow, _ px: Double, _ py: Double, _ l: Double, rax: Double, ray: Double) {
        let m = motion.base
        if row.a >= 0 {
            m[row.a].vx -= row.ma * px; m[row.a].vy -= row.ma * py
            m[row.a].w -= row.ia * (rax * py - ray * px + l)
        }
        if row.b >= 0 {
            m[row.b].vx += row.mb * px; m[row.b].vy += row.mb * py
            m[row.b].w += row.ib * (row.rbx * py - row.rby * px + l)
        }
    }

    private func warmStart(_ row: JointRow) {
        let (i0, i1, i2, i3, i4) = row.impulse
        switch row.kind {
        case .distance, .limit:
            apply(row, row.ux * i0, row.uy * i0, 0, rax: row.rax, ray: row.ray)
        case .point, .pin, .fixed:
            apply(row, i0, i1, i2 + i3 - i4, rax: row.rax, ray: row.ray)
        case .sliding:
            // Perpendicular impulse with its lever arms, angular, and the range along the axis.
            let r = i3 - i4
            let px = row.ux * i0 + row.axx * r, py = row.uy * i0 + row.axy * r
            let m = motion.base
            if row.a >= 0 {
                m[row.a].vx -= row.ma * px; m[row.a].vy -= row.ma * py
                m[row.a].w -= row.ia * (row.s1 * i0 + row.a1 * r + i1)
            }
            if row.b >= 0 {
                m[row.b].vx += row.mb * px; m[row.b].vy += row.mb * py
                m[row.b].w += row.ib * (row.s2 * i0 + row.a2 * r + i1)
            }
        case .snap:
            break
        }
    }

    // MARK: Iterating

    /// One pass over every joint row. `relax` (after the drift and the last half kick) skips
    /// springs and biases, and keeps the impulses so far: it takes back the velocity the bias
    /// added (the bodies have moved by it already) and what the half kick put into the joint.
    func solveJoints(h: Double, relax: Bool) {
        let rows = solverState.joints.count
        guard rows > 0 else { return }
        solverState.joints.withUnsafeMutableBufferPointer { buffer in
            for k in 0..<rows {
                if relax && buffer[k].isSoft { continue }
                solve(&buffer[k], h: h, relax: relax)
            }
        }
    }

    private func solve(_ row: inout JointRow, h: Double, relax: Bool) {
        let m = motion.base
        switch row.kind {
        case .distance, .limit:
            let (vax, vay) = pointVelocity(row.a, row.rax, row.ray)
            let (vbx, vby) = row.b >= 0 ? pointVelocity(row.b, row.rbx, row.rby) : (row.anchorVX, row.anchorVY)
            let cdot = (vbx - vax) * row.ux + (vby - vay) * row.uy
            let bias = relax ? (row.kind == .limit ? min(0, row.axialBias) : 0) : row.axialBias
            var lambda = -row.axialMass * (cdot + bias + row.axialGamma * row.impulse.0)
            if row.kind == .limit {
                let old = row.impulse.0
                row.impulse.0 = min(0, old + lambda)
                lambda = row.impulse.0 - old
            } else {
                row.impulse.0 += lambda
            }
            apply(row, row.ux * lambda, row.uy * lambda, 0, rax: row.rax, ray: row.ray)
        case .point, .pin, .fixed, .snap:
            if row.kind == .snap {
                // Spin damping, implicit so it never reverses the spin.
                if !relax { m[row.a].w /= 1 + h * row.angularMass }
            }
            if row.kind == .fixed && row.angularRigid {
                let cdot = (row.b >= 0 ? m[row.b].w : 0) - m[row.a].w
                let lambda = -row.angularMass * (cdot + (relax ? 0 : row.angularBias) + row.angularGamma * row.impulse.2)
                row.impulse.2 += lambda
                apply(row, 0, 0, lambda, rax: row.rax, ray: row.ray)
            }
            if row.kind == .pin {
                let wRel = (row.b >= 0 ? m[row.b].w : 0) - m[row.a].w
                if row.maxFrictionImpulse > 0 {
                    let old = row.impulse.2
                    row.impulse.2 = min(max(old - row.angularMass * wRel, -row.maxFrictionImpulse), row.maxFrictionImpulse)
                    apply(row, 0, 0, row.impulse.2 - old, rax: row.rax, ray: row.ray)
                }
                if row.hasRange { solveRange(&row, h: h, relax: relax) }
            }
            let (vax, vay) = pointVelocity(row.a, row.rax, row.ray)
            let (vbx, vby) = row.b >= 0 ? pointVelocity(row.b, row.rbx, row.rby) : (row.anchorVX, row.anchorVY)
            let bx = relax ? 0 : row.pointBiasX, by = relax ? 0 : row.pointBiasY
            let cx = vbx - vax + bx + row.pointGamma * row.impulse.0
            let cy = vby - vay + by + row.pointGamma * row.impulse.1
            let lx = -(row.k11 * cx + row.k12 * cy), ly = -(row.k12 * cx + row.k22 * cy)
            row.impulse.0 += lx; row.impulse.1 += ly
            apply(row, lx, ly, 0, rax: row.rax, ray: row.ray)
        case .sliding:
            solveSliding(&row, h: h, relax: relax)
        }
    }

    /// A pin's rotation range: two one-sided angular constraints.
    private func solveRange(_ row: inout JointRow, h: Double, relax: Bool) {
        let m = motion.base
        let b = row.b, a = row.a
        func wRel() -> Double { (b >= 0 ? m[b].w : 0) - m[a].w }
        // Lower: the angle must not fall below the minimum (impulse >= 0 pushes it up).
        var c = row.lowerC
        var lambda = -row.rangeMass * (wRel() + (c > 0 ? c / h : (relax ? 0 : World.jointBaumgarte * c / h)))
        var old = row.impulse.3
        row.impulse.3 = max(0, old + lambda)
        apply(row, 0, 0, row.impulse.3 - old, rax: row.rax, ray: row.ray)
        c = row.upperC
        lambda = -row.rangeMass * (-wRel() + (c > 0 ? c / h : (relax ? 0 : World.jointBaumgarte * c / h)))
        old = row.impulse.4
        row.impulse.4 = max(0, old + lambda)
        apply(row, 0, 0, -(row.impulse.4 - old), rax: row.rax, ray: row.ray)
    }

    private func solveSliding(_ row: inout JointRow, h: Double, relax: Bool) {
        let m = motion.base
        @inline(__always) func velocities() -> (Double, Double, Double, Double, Double, Double) {
            let a = row.a >= 0 ? m[row.a] : BodyMotion(px: 0, py: 0, vx: 0, vy: 0, angle: 0, w: 0)
            let b = row.b >= 0 ? m[row.b] : BodyMotion(px: 0, py: 0, vx: 0, vy: 0, angle: 0, w: 0)
            return (a.vx, a.vy, a.w, b.vx, b.vy, b.w)
        }
        @inline(__always) func push(_ px: Double, _ py: Double, _ la: Double, _ lb: Double) {
            if row.a >= 0 {
                m[row.a].vx -= row.ma * px; m[row.a].vy -= row.ma * py; m[row.a].w -= row.ia * la
            }
            if row.b >= 0 {
                m[row.b].vx += row.mb * px; m[row.b].vy += row.mb * py; m[row.b].w += row.ib * lb
            }
        }
        // No relative turning.
        if row.angularRigid {
            let v = velocities()
            let lambda = -row.angularMass * (v.5 - v.2 + (relax ? 0 : row.angularBias))
            row.impulse.1 += lambda
            push(0, 0, lambda, lambda)
        }
        // The range along the axis.
        if row.hasRange {
            for side in 0..<2 {
                let upper = side == 1
                let v = velocities()
                let sign = upper ? -1.0 : 1.0
                let cdot = sign * (row.axx * (v.3 - v.0) + row.axy * (v.4 - v.1) + row.a2 * v.5 - row.a1 * v.2)
                let c = upper ? row.upperC : row.lowerC
                let bias = c > 0 ? c / h : (relax ? 0 : World.jointBaumgarte * c / h)
                let lambda = -row.rangeMass * (cdot + bias)
                let old = upper ? row.impulse.4 : row.impulse.3
                let new = max(0, old + lambda)
                if upper { row.impulse.4 = new } else { row.impulse.3 = new }
                let d = sign * (new - old)
                push(row.axx * d, row.axy * d, row.a1 * d, row.a2 * d)
            }
        }
        // Stay on the line.
        let v = velocities()
        let cdot = row.ux * (v.3 - v.0) + row.uy * (v.4 - v.1) + row.s2 * v.5 - row.s1 * v.2
        let lambda = -row.axialMass * (cdot + (relax ? 0 : row.axialBias))
        row.impulse.0 += lambda
        push(row.ux * lambda, row.uy * lambda, row.s1 * lambda, row.s2 * lambda)
    }
}

extension World {
    /// Passes of `projectRigidJoints` per step.
    static let projectionPasses = 4

    /// Rigid attachments hold their length: after the bodies moved, a few passes move each
    /// pair of attachment points back to it (position projection, as Box2D's nonlinear
    /// Gauss-Seidel). The velocity solve alone lets a rod stretch by what its anchor moved in
    /// the step (19.8 points behind an anchor dragged at 600 points/s).
    ///
    /// `anchorsOnly`: after the substeps, only rows to an anchor are projected. There the
    /// item ends each step where its anchor is, as an app that moves the anchor (and perhaps
    /// the item with it) expects; the soft step holds the rest (`JointSubsteps`).
    func projectRigidJoints(anchorsOnly: Bool = false) {
        guard solverState.joints.contains(where: { !$0.isSoft && $0.owner >= 0 && (!anchorsOnly || $0.b < 0) }) else { return }
        scratch.projected.removeAll()
        scratch.isProjected.removeAll()
        scratch.isProjected.resize(motion.count, fill: false)
        gatherProjectionRows(anchorsOnly: anchorsOnly)
        let m = motion.base, rows = scratch.projectionRows.base
        for _ in 0..<World.projectionPasses {
            for k in 0..<scratch.projectionRows.count {
                let row = rows[k]
                let pax = m[row.a].px + row.offsetAX, pay = m[row.a].py + row.offsetAY
                var pbx = row.pointBX, pby = row.pointBY
                if row.b >= 0 { pbx += m[row.b].px; pby += m[row.b].py }
                var ex = pbx - pax, ey = pby - pay
                if !row.keepsPoint {
                    let len = (ex * ex + ey * ey).squareRoot()
                    let c = len - row.length
                    guard len > 1e-9, !row.isLimit || c > 0 else { continue }
                    ex = ex / len * c; ey = ey / len * c
                }
                m[row.a].px += ex * row.shareA; m[row.a].py += ey * row.shareA
                if row.b >= 0 { m[row.b].px -= ex * row.shareB; m[row.b].py -= ey * row.shareB }
                if ex != 0 || ey != 0 {
                    if row.shareA > 0 { noteProjected(row.a) }
                    if row.b >= 0 && row.shareB > 0 { noteProjected(row.b) }
                }
            }
        }
        separateCirclesFromProjectedBodies()
    }

    /// The rigid point and distance rows that can move a body, as the projection's passes
    /// read them, in row order.
    private func gatherProjectionRows(anchorsOnly: Bool) {
        scratch.projectionRows.removeAll()
        newRotationLook()
        for row in solverState.joints where !row.isSoft && row.owner >= 0 && (!anchorsOnly || row.b < 0) {
            let keepsPoint: Bool
            switch row.kind {
            case .point, .pin, .fixed: keepsPoint = true
            case .distance, .limit: keepsPoint = false
            case .sliding, .snap: continue
            }
            let wa = row.ma, wb = row.b >= 0 ? row.mb : 0
            guard wa + wb > 0 else { continue }
            let attachment = behaviorIndex.attachments[row.owner]
            let offsets = attachment.localOffsets
            let (rax, ray) = rotation(of: row.a).turn(offsets.0)
            var pointB = Vector(dx: attachment.steppedAnchor.x, dy: attachment.steppedAnchor.y)
            if row.b >= 0 {
                let (rbx, rby) = rotation(of: row.b).turn(offsets.1)
                pointB = Vector(dx: rbx, dy: rby)
            }
            scratch.projectionRows.append(ProjectionRow(
                a: row.a, b: row.b, shareA: wa / (wa + wb), shareB: wb / (wa + wb),
                offsetAX: rax, offsetAY: ray, pointBX: pointB.dx, pointBY: pointB.dy,
                length: attachment.length, keepsPoint: keepsPoint, isLimit: row.kind == .limit))
        }
    }
}
