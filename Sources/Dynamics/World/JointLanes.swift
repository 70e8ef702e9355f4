/// Four point rows (the revolute joint's two directions, `JointSubstepRows.solvePoint`) at
/// once, a field a lane. An empty lane names the still slot and has no mass.
struct JointLaneGroup: BitwiseCopyable {
    var a = SIMD4<Int32>()
    var b = SIMD4<Int32>()
    /// Each lane's row in `SolverState.joints`, -1 for an empty lane.
    var row = SIMD4<Int32>(repeating: -1)
    var ma = ContactLane()
    var ia = ContactLane()
    var mb = ContactLane()
    var ib = ContactLane()
    /// The attachment points at the step's start, turned with their bodies in each pass.
    var rax = ContactLane()
    var ray = ContactLane()
    var rbx = ContactLane()
    var rby = ContactLane()
    /// B's point less A's at the step's start.
    var errorX = ContactLane()
    var errorY = ContactLane()
    /// An anchor's velocity (0 for a row between bodies).
    var anchorVX = ContactLane()
    var anchorVY = ContactLane()
    /// The biased pass's softness, and the relaxing pass's (rigid, or a spring's own).
    var biasRate = ContactLane()
    var massScale = ContactLane()
    var impulseScale = ContactLane()
    var relaxBiasRate = ContactLane()
    var relaxMassScale = ContactLane()
    var relaxImpulseScale = ContactLane()
    var impulseX = ContactLane()
    var impulseY = ContactLane()
}

/// The joints of a step with no resting contact, when every row is a point row that does not
/// turn (pins without friction or range, point attachments): coloured (`GraphColours`) and
/// packed four to a group, as `ContactLanes` packs contacts, so each pass solves four rows
/// in vector registers. Box2D's joint grid is 20,000 of them.
final class JointLanes {
    let groups = Storage<JointLaneGroup>(capacity: 16)
    let colours = GraphColours()

    /// Whether the rows can be solved here: point rows without a turning part, each body a
    /// member of the substeps (slot of its own) or, still, one that takes no impulse and
    /// does not move.
    static func fit(_ rows: UnsafeMutableBufferPointer<JointRow>, _ m: UnsafeMutablePointer<BodyMotion>, still: Int) -> Bool {
        for row in rows {
            guard row.kind == .point || row.kind == .pin, !row.turns, row.a >= 0,
                  row.impulse.2 == 0 && row.impulse.3 == 0 && row.impulse.4 == 0 else { return false }
            if row.slotA == still && (row.ma != 0 || row.ia != 0 || m[row.a].vx != 0 || m[row.a].vy != 0 || m[row.a].w != 0) { return false }
            if row.b >= 0 && row.slotB == still && (row.mb != 0 || row.ib != 0 || m[row.b].vx != 0 || m[row.b].vy != 0 || m[row.b].w != 0) {
                return false
            }
        }
        return true
    }

    /// Colours the rows and packs them in groups (their impulses already a substep's share).
    func pack(_ rows: UnsafeMutableBufferPointer<JointRow>, still: Int) {
        colours.begin(bodyCount: still)
        for k in rows.indices {
            let a = rows[k].slotA, b = rows[k].slotB
            colours.add(k, a == still ? -1 : a, b == still ? -1 : b)
        }
        colours.finish()
        groups.removeAll()
        let empty = JointLaneGroup(a: SIMD4(repeating: Int32(still)), b: SIMD4(repeating: Int32(still)))
        colours.forEachGroup { items, width in
            groups.append(empty)
            let g = groups.base + (groups.count - 1)
            for lane in 0..<width {
                let k = Int(items[lane])
                let row = rows[k]
                g.pointee.a[lane] = Int32(row.slotA)
                g.pointee.b[lane] = Int32(row.slotB)
                g.pointee.row[lane] = Int32(k)
                put(row.ma, lane, &g.pointee.ma)
                put(row.ia, lane, &g.pointee.ia)
                put(row.b >= 0 ? row.mb : 0, lane, &g.pointee.mb)
                put(row.b >= 0 ? row.ib : 0, lane, &g.pointee.ib)
                put(row.rax, lane, &g.pointee.rax)
                put(row.ray, lane, &g.pointee.ray)
                put(row.rbx, lane, &g.pointee.rbx)
                put(row.rby, lane, &g.pointee.rby)
                put(row.errorX, lane, &g.pointee.errorX)
                put(row.errorY, lane, &g.pointee.errorY)
                put(row.b < 0 ? row.anchorVX : 0, lane, &g.pointee.anchorVX)
                put(row.b < 0 ? row.anchorVY : 0, lane, &g.pointee.anchorVY)
                let relaxed = row.isSoft ? row.linearSoftness : Softness.rigid
                putSoftness(row.linearSoftness, lane, &g.pointee.biasRate, &g.pointee.massScale, &g.pointee.impulseScale)
                putSoftness(relaxed, lane, &g.pointee.relaxBiasRate, &g.pointee.relaxMassScale, &g.pointee.relaxImpulseScale)
                put(row.impulse.0, lane, &g.pointee.impulseX)
                put(row.impulse.1, lane, &g.pointee.impulseY)
            }
        }
    }

    /// Sets one lane of a softness's three fields (`Softness`): bias rate, mass scale and
    /// impulse scale.
    @inline(__always)
    private func putSoftness(_ softness: Softness, _ lane: Int, _ rate: inout ContactLane, _ mass: inout ContactLane,
                             _ impulse: inout ContactLane) {
        put(softness.biasRate, lane, &rate)
        put(softness.massScale, lane, &mass)
        put(softness.impulseScale, lane, &impulse)
    }

    /// Gives the rows their impulses back.
    func unpack(into rows: UnsafeMutableBufferPointer<JointRow>) {
        for g in 0..<groups.count {
            let group = groups.base + g
            for lane in 0..<4 {
                let k = Int(group.pointee.row[lane])
                guard k >= 0 else { continue }
                rows[k].impulse.0 = Double(group.pointee.impulseX[lane])
                rows[k].impulse.1 = Double(group.pointee.impulseY[lane])
            }
        }
    }

    /// Applies every row's impulses so far (warm starting) to its bodies.
    func warmStart(_ bodies: UnsafeMutablePointer<LaneBody>) {
        for g in 0..<groups.count {
            let group = groups.base + g
            var va = LaneVelocity(bodies, group.pointee.a), vb = LaneVelocity(bodies, group.pointee.b)
            let ta = LaneDisplacement(bodies, group.pointee.a), tb = LaneDisplacement(bodies, group.pointee.b)
            let (ax, ay) = JointLanes.turned(ta, group.pointee.rax, group.pointee.ray)
            let (bx, by) = JointLanes.turned(tb, group.pointee.rbx, group.pointee.rby)
            JointLanes.push(group, group.pointee.impulseX, group.pointee.impulseY, ax, ay, bx, by, &va, &vb)
            va.store(bodies, group.pointee.a)
            vb.store(bodies, group.pointee.b)
        }
    }

    /// One pass, biased or relaxing, of `JointSubstepRows.solvePoint` on four rows at once.
    /// `anchorLag`: how long before the step's end the pass stands, where a dragged anchor
    /// still trails its end point.
    func solve(_ bodies: UnsafeMutablePointer<LaneBody>, useBias: Bool, anchorLag: Double) {
        let lag = ContactLane(repeating: Float(anchorLag))
        for g in 0..<groups.count {
            let group = groups.base + g
            var va = LaneVelocity(bodies, group.pointee.a), vb = LaneVelocity(bodies, group.pointee.b)
            let ta = LaneDisplacement(bodies, group.pointee.a), tb = LaneDisplacement(bodies, group.pointee.b)
            let (ax, ay) = JointLanes.turned(ta, group.pointee.rax, group.pointee.ray)
            let (bx, by) = JointLanes.turned(tb, group.pointee.rbx, group.pointee.rby)
            let ma = group.pointee.ma, mb = group.pointee.mb, ia = group.pointee.ia, ib = group.pointee.ib
            let k11 = ma + mb + ia * ay * ay + ib * by * by
            let k12 = -ia * ax * ay - ib * bx * by
            let k22 = ma + mb + ia * ax * ax + ib * bx * bx
            let det = k11 * k22 - k12 * k12
            let solvable = det .> 0
            let invDet = (1 / det).replacing(with: 0, where: .!solvable)
            // B's point's velocity less A's (an anchor's own velocity for B).
            var cx = (vb.vx - vb.w * by) - (va.vx - va.w * ay) + group.pointee.anchorVX
            var cy = (vb.vy + vb.w * bx) - (va.vy + va.w * ax) + group.pointee.anchorVY
            let biasRate = useBias ? group.pointee.biasRate : group.pointee.relaxBiasRate
            let massScale = useBias ? group.pointee.massScale : group.pointee.relaxMassScale
            let impulseScale = useBias ? group.pointee.impulseScale : group.pointee.relaxImpulseScale
            // B's point less A's now (`JointSubstepRows.separation`).
            let ex = group.pointee.errorX - va.dx - (ax - group.pointee.rax) + vb.dx + (bx - group.pointee.rbx) - group.pointee.anchorVX * lag
            let ey = group.pointee.errorY - ta.dy - (ay - group.pointee.ray) + tb.dy + (by - group.pointee.rby) - group.pointee.anchorVY * lag
            cx += biasRate * ex
            cy += biasRate * ey
            let lx = (-massScale * (k22 * cx - k12 * cy) * invDet - impulseScale * group.pointee.impulseX)
                .replacing(with: 0, where: .!solvable)
            let ly = (-massScale * (k11 * cy - k12 * cx) * invDet - impulseScale * group.pointee.impulseY)
                .replacing(with: 0, where: .!solvable)
            group.pointee.impulseX += lx
            group.pointee.impulseY += ly
            JointLanes.push(group, lx, ly, ax, ay, bx, by, &va, &vb)
            va.store(bodies, group.pointee.a)
            vb.store(bodies, group.pointee.b)
        }
    }

    /// (x, y) turned as far as each lane's body has turned in the substeps.
    @inline(__always)
    static func turned(_ t: LaneDisplacement, _ x: ContactLane, _ y: ContactLane) -> (ContactLane, ContactLane) {
        (t.qc * x - t.qs * y, t.qs * x + t.qc * y)
    }

    /// Impulse (px, py) at B's point and the opposite at A's (`JointSubstepRows.push`).
    @inline(__always)
    static func push(_ g: UnsafeMutablePointer<JointLaneGroup>, _ px: ContactLane, _ py: ContactLane,
                     _ ax: ContactLane, _ ay: ContactLane, _ bx: ContactLane, _ by: ContactLane,
                     _ va: inout LaneVelocity, _ vb: inout LaneVelocity) {
        va.vx -= g.pointee.ma * px
        va.vy -= g.pointee.ma * py
        va.w -= g.pointee.ia * (ax * py - ay * px)
        vb.vx += g.pointee.mb * px
        vb.vy += g.pointee.mb * py
        vb.w += g.pointee.ib * (bx * py - by * px)
    }
}

extension LaneBody {
    /// Turns the rotation so far by `angle` more (`SubstepMotion.turn(by:)`, in floats).
    @inline(__always)
    mutating func turn(by angle: Float) {
        (qc, qs) = turnedRotation(qc, qs, by: angle, cos: cos, sin: sin)
    }
}
