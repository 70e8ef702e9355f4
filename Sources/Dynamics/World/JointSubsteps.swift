/// Joints in the substeps, as Box2D v3 solves them (its "soft step"): each substep applies
/// the accumulated impulses, makes one biased pass in which a rigid row is a stiff spring on
/// its current error (`jointStiffnessPerStepRate`, `jointDampingRatio`), moves the bodies, and makes one
/// relaxing pass in which it is rigid and unbiased, so the bias's velocity is taken back.
/// Springs (a frequency) are soft in both passes: their pull is a force, not a correction.
///
/// A row's error is followed from substep to substep by its bodies' motion so far
/// (`SubstepMotion`: the distance moved and the rotation turned), each attachment point
/// turned with its body, so every pass aims at the joint as it is now. The effective masses
/// are worked out again in every pass from the turned points, as Box2D's revolute joint does.
/// An anchor dragged by a pan moves through the step at its velocity (`AnchorTrack`), ending
/// where the gesture put it.
///
/// Sliding joints stay with the iterations (`World.solveConstraints`, `StepStage.solveConstraints`).
extension World {
    /// The stiffness of a rigid row's correction in a biased pass (Hz), as a multiple of the
    /// step rate, and its damping ratio. Box2D v3 bounds its contacts' stiffness by a quarter
    /// of the substep rate (and then by 30 Hz, a setting for its scale in meters) and makes
    /// the joints' twice that, damping ratio 2. A quarter of the rate of 6 substeps is 90 Hz
    /// at 60 steps a second and 180 Hz at 120: measured on Box2D's joint grid
    /// (`scripts/bench-peers`), 90 Hz leaves joints open by 0.49 points on average and 10 at
    /// most after 120 steps where 60 Hz left 2.96 and 53 (Box2D 3.1.1: 2.97 and 61); 180 Hz
    /// at 60 steps a second tears the grid apart. The stick figure's pins
    /// (`RenameOnlyPortTests`) open 0.028 points at most at 180 Hz, 0.20 at 60. The same
    /// stiffness in 5 substeps (`jointSubstepCount`) holds as well.
    static let jointStiffnessPerStepRate = 1.5
    static let jointDampingRatio = 2.0

    /// Whether every joint row is of a kind the substeps solve.
    func jointsFitSubsteps() -> Bool {
        !solverState.joints.contains { $0.kind == .sliding }
    }

    /// Sets each row's softness for substeps of `hs` seconds, and turns its accumulated
    /// impulses (over a whole step) and its friction bound into a substep's. `still`: the
    /// slot of `SolverState.substeps` that never moves, for bodies outside the substeps.
    func prepareJointSubsteps(hs: Double, still: Int) {
        let share = 1 / Double(solverState.substepCount)
        let stepRate = 1 / (hs * Double(solverState.substepCount))
        let rigid = Softness(hertz: World.jointStiffnessPerStepRate * stepRate, zeta: World.jointDampingRatio, h: hs)
        let s = solverState.substeps.base
        solverState.joints.withUnsafeMutableBufferPointer { rows in
            for k in rows.indices {
                let spring = rows[k].frequency > 0 ? Softness(hertz: rows[k].frequency, zeta: rows[k].dampingRatio, h: hs) : rigid
                rows[k].linearSoftness = spring
                rows[k].angularSoftness = spring
                let i = rows[k].impulse
                rows[k].impulse = (i.0 * share, i.1 * share, i.2 * share, i.3 * share, i.4 * share)
                rows[k].maxFrictionImpulse *= share
                let kind = rows[k].kind
                rows[k].turns = kind == .fixed || kind == .snap || (kind == .pin && (rows[k].maxFrictionImpulse > 0 || rows[k].hasRange))
                let a = rows[k].a, b = rows[k].b
                rows[k].slotA = a >= 0 && s[a].member ? a : still
                rows[k].slotB = b >= 0 && s[b].member ? b : still
            }
        }
    }

    /// Applies every row's accumulated impulses at the substep's start.
    func warmStartJointSubstep() {
        let m = motion.base, s = solverState.substeps.base
        solverState.joints.withUnsafeMutableBufferPointer { rows in
            guard let base = rows.baseAddress else { return }
            for k in 0..<rows.count {
                let row = base + k
                let ta = s + row.pointee.slotA, tb = s + row.pointee.slotB
                let (ax, ay) = ta.pointee.turned(row.pointee.rax, row.pointee.ray)
                let (bx, by) = tb.pointee.turned(row.pointee.rbx, row.pointee.rby)
                let (i0, i1, i2, i3, i4) = row.pointee.impulse
                switch row.pointee.kind {
                case .distance, .limit:
                    let (ux, uy, _) = JointSubstepRows.axis(row, ta, tb, ax, ay, bx, by, anchorLag: 0)
                    JointSubstepRows.push(m, row, ux * i0, uy * i0, 0, ax, ay, bx, by)
                case .point, .pin, .fixed, .snap:
                    JointSubstepRows.push(m, row, i0, i1, i2 + i3 - i4, ax, ay, bx, by)
                case .sliding:
                    break
                }
            }
        }
    }

    /// One pass over the rows: biased (`useBias`) or relaxing. `anchorLag`: how long before
    /// the step's end the substep starts, where a dragged anchor still trails its end point.
    func solveJointSubstep(useBias: Bool, anchorLag: Double, hs: Double) {
        let m = motion.base, s = solverState.substeps.base
        solverState.joints.withUnsafeMutableBufferPointer { rows in
            guard let base = rows.baseAddress else { return }
            for k in 0..<rows.count {
                let row = base + k
                let ta = s + row.pointee.slotA, tb = s + row.pointee.slotB
                switch row.pointee.kind {
                case .distance, .limit:
                    JointSubstepRows.solveAxial(row, m, ta, tb, useBias: useBias, anchorLag: anchorLag, hs: hs)
                case .point, .pin, .fixed, .snap:
                    if row.pointee.turns { JointSubstepRows.solveAngular(row, m, ta, tb, useBias: useBias, hs: hs) }
                    JointSubstepRows.solvePoint(row, m, ta, tb, useBias: useBias, anchorLag: anchorLag)
                case .sliding:
                    break
                }
            }
        }
    }
}

/// The rows' arithmetic, apart from `World` so that the passes call no class method.
enum JointSubstepRows {
    /// The velocity of B's point less A's; an anchor moves with its drag.
    @inline(__always)
    static func relativeVelocity(_ m: UnsafeMutablePointer<BodyMotion>, _ row: UnsafeMutablePointer<JointRow>,
                                         _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) -> (Double, Double) {
        var vx = 0.0, vy = 0.0
        if row.pointee.a >= 0 { vx -= m[row.pointee.a].vx - m[row.pointee.a].w * ay; vy -= m[row.pointee.a].vy + m[row.pointee.a].w * ax }
        if row.pointee.b >= 0 {
            vx += m[row.pointee.b].vx - m[row.pointee.b].w * by; vy += m[row.pointee.b].vy + m[row.pointee.b].w * bx
        } else {
            vx += row.pointee.anchorVX; vy += row.pointee.anchorVY
        }
        return (vx, vy)
    }

    /// Impulse (px, py) at B's point (the opposite at A's), and angular impulse `l` (B +, A -).
    @inline(__always)
    static func push(_ m: UnsafeMutablePointer<BodyMotion>, _ row: UnsafeMutablePointer<JointRow>, _ px: Double, _ py: Double, _ l: Double,
                             _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        if row.pointee.a >= 0 {
            m[row.pointee.a].vx -= row.pointee.ma * px; m[row.pointee.a].vy -= row.pointee.ma * py
            m[row.pointee.a].w -= row.pointee.ia * (ax * py - ay * px + l)
        }
        if row.pointee.b >= 0 {
            m[row.pointee.b].vx += row.pointee.mb * px; m[row.pointee.b].vy += row.pointee.mb * py
            m[row.pointee.b].w += row.pointee.ib * (bx * py - by * px + l)
        }
    }

    /// B's point less A's now: the error at the step's start, moved by the bodies' travel and
    /// their points' turning; an anchor stands `anchorLag` of its drag short of its end point.
    @inline(__always)
    static func separation(_ row: UnsafeMutablePointer<JointRow>, _ ta: UnsafeMutablePointer<SubstepMotion>, _ tb: UnsafeMutablePointer<SubstepMotion>,
                                   _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, anchorLag: Double) -> (Double, Double) {
        var dx = row.pointee.errorX - ta.pointee.dx - (ax - row.pointee.rax), dy = row.pointee.errorY - ta.pointee.dy - (ay - row.pointee.ray)
        if row.pointee.b >= 0 {
            dx += tb.pointee.dx + (bx - row.pointee.rbx); dy += tb.pointee.dy + (by - row.pointee.rby)
        } else {
            dx -= row.pointee.anchorVX * anchorLag; dy -= row.pointee.anchorVY * anchorLag
        }
        return (dx, dy)
    }

    /// A distance row's axis (from A's point to B's) and its length now.
    @inline(__always)
    static func axis(_ row: UnsafeMutablePointer<JointRow>, _ ta: UnsafeMutablePointer<SubstepMotion>, _ tb: UnsafeMutablePointer<SubstepMotion>,
                             _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, anchorLag: Double) -> (Double, Double, Double) {
        let (dx, dy) = separation(row, ta, tb, ax, ay, bx, by, anchorLag: anchorLag)
        let len = (dx * dx + dy * dy).squareRoot()
        return len > 1e-9 ? (dx / len, dy / len, len) : (0, 1, len)
    }

    /// Distance and rope rows. A rope pulls only when taut; slack, it lets its points part
    /// no faster than closes the slack within the substep (speculative, as Box2D's limits).
    @inline(__always)
    static func solveAxial(_ row: UnsafeMutablePointer<JointRow>, _ m: UnsafeMutablePointer<BodyMotion>, _ ta: UnsafeMutablePointer<SubstepMotion>, _ tb: UnsafeMutablePointer<SubstepMotion>,
                                   useBias: Bool, anchorLag: Double, hs: Double) {
        let (ax, ay) = ta.pointee.turned(row.pointee.rax, row.pointee.ray), (bx, by) = tb.pointee.turned(row.pointee.rbx, row.pointee.rby)
        let (ux, uy, len) = axis(row, ta, tb, ax, ay, bx, by, anchorLag: anchorLag)
        let cra = ax * uy - ay * ux, crb = bx * uy - by * ux
        let k = row.pointee.ma + row.pointee.mb + row.pointee.ia * cra * cra + row.pointee.ib * crb * crb
        guard k > 0 else { return }
        let (vx, vy) = relativeVelocity(m, row, ax, ay, bx, by)
        let cdot = vx * ux + vy * uy
        let c = len - row.pointee.length
        var soft = Softness.rigid, bias = 0.0
        if row.pointee.kind == .limit && c < 0 {
            bias = c / hs
        } else if useBias || row.pointee.isSoft {
            soft = row.pointee.linearSoftness
            bias = soft.biasRate * c
        }
        var lambda = -soft.massScale * (cdot + bias) / k - soft.impulseScale * row.pointee.impulse.0
        if row.pointee.kind == .limit {
            let old = row.pointee.impulse.0
            row.pointee.impulse.0 = min(0, old + lambda)
            lambda = row.pointee.impulse.0 - old
        } else {
            row.pointee.impulse.0 += lambda
        }
        push(m, row, ux * lambda, uy * lambda, 0, ax, ay, bx, by)
    }

    /// The point rows' two directions at once (the 2x2 block of Box2D's revolute joint).
    @inline(__always)
    static func solvePoint(_ row: UnsafeMutablePointer<JointRow>, _ m: UnsafeMutablePointer<BodyMotion>, _ ta: UnsafeMutablePointer<SubstepMotion>, _ tb: UnsafeMutablePointer<SubstepMotion>,
                                   useBias: Bool, anchorLag: Double) {
        let (ax, ay) = ta.pointee.turned(row.pointee.rax, row.pointee.ray), (bx, by) = tb.pointee.turned(row.pointee.rbx, row.pointee.rby)
        let k11 = row.pointee.ma + row.pointee.mb + row.pointee.ia * ay * ay + row.pointee.ib * by * by
        let k12 = -row.pointee.ia * ax * ay - row.pointee.ib * bx * by
        let k22 = row.pointee.ma + row.pointee.mb + row.pointee.ia * ax * ax + row.pointee.ib * bx * bx
        let det = k11 * k22 - k12 * k12
        guard det > 0 else { return }
        var (cx, cy) = relativeVelocity(m, row, ax, ay, bx, by)
        var soft = Softness.rigid
        if useBias || row.pointee.isSoft {
            soft = row.pointee.linearSoftness
            let (ex, ey) = separation(row, ta, tb, ax, ay, bx, by, anchorLag: anchorLag)
            cx += soft.biasRate * ex; cy += soft.biasRate * ey
        }
        let invDet = 1 / det
        let lx = -soft.massScale * (k22 * cx - k12 * cy) * invDet - soft.impulseScale * row.pointee.impulse.0
        let ly = -soft.massScale * (k11 * cy - k12 * cx) * invDet - soft.impulseScale * row.pointee.impulse.1
        row.pointee.impulse.0 += lx; row.pointee.impulse.1 += ly
        push(m, row, lx, ly, 0, ax, ay, bx, by)
    }

    /// What turns about a point row: the fixed joint's angle, a pin's friction and range, a
    /// snap's spin damping.
    @inline(__always)
    static func solveAngular(_ row: UnsafeMutablePointer<JointRow>, _ m: UnsafeMutablePointer<BodyMotion>, _ ta: UnsafeMutablePointer<SubstepMotion>, _ tb: UnsafeMutablePointer<SubstepMotion>,
                                     useBias: Bool, hs: Double) {
        let a = row.pointee.a, b = row.pointee.b
        @inline(__always) func relativeSpin() -> Double { (b >= 0 ? m[b].w : 0) - (a >= 0 ? m[a].w : 0) }
        @inline(__always) func turn(_ l: Double) {
            if a >= 0 { m[a].w -= row.pointee.ia * l }
            if b >= 0 { m[b].w += row.pointee.ib * l }
        }
        let turned = tb.pointee.da - ta.pointee.da
        switch row.pointee.kind {
        case .snap:
            // Implicit, so it never reverses the spin; once a substep.
            if useBias && a >= 0 { m[a].w /= 1 + hs * row.pointee.angularMass }
        case .fixed:
            let k = row.pointee.ia + row.pointee.ib
            guard row.pointee.angularRigid, k > 0 else { return }
            var soft = Softness.rigid, bias = 0.0
            if useBias || row.pointee.isSoft {
                soft = row.pointee.angularSoftness
                bias = soft.biasRate * (row.pointee.angleError + turned)
            }
            let lambda = -soft.massScale * (relativeSpin() + bias) / k - soft.impulseScale * row.pointee.impulse.2
            row.pointee.impulse.2 += lambda
            turn(lambda)
        case .pin:
            guard row.pointee.angularMass > 0 else { return }
            if row.pointee.maxFrictionImpulse > 0 {
                let old = row.pointee.impulse.2
                row.pointee.impulse.2 = min(max(old - row.pointee.angularMass * relativeSpin(), -row.pointee.maxFrictionImpulse), row.pointee.maxFrictionImpulse)
                turn(row.pointee.impulse.2 - old)
            }
            guard row.pointee.hasRange else { return }
            // Each side of the range is one-sided: open, it lets the angle close its gap
            // within the substep; passed, it is held as a rigid row is.
            for side in 0..<2 {
                let upper = side == 1
                let c = upper ? row.pointee.upperC - turned : row.pointee.lowerC + turned
                var soft = Softness.rigid, bias = 0.0
                if c > 0 {
                    bias = c / hs
                } else if useBias {
                    soft = row.pointee.angularSoftness
                    bias = soft.biasRate * c
                }
                let spin = upper ? -relativeSpin() : relativeSpin()
                let old = upper ? row.pointee.impulse.4 : row.pointee.impulse.3
                let lambda = -soft.massScale * row.pointee.rangeMass * (spin + bias) - soft.impulseScale * old
                let new = max(0, old + lambda)
                if upper { row.pointee.impulse.4 = new } else { row.pointee.impulse.3 = new }
                turn(upper ? -(new - old) : new - old)
            }
        default:
            break
        }
    }
}
