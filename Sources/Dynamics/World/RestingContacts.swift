/// A pair already touching when the step starts.
struct RestingContact: BitwiseCopyable {
    var i: Int32
    /// The other body, or -1 for a boundary.
    var j: Int32
    var nx: Double
    var ny: Double
    /// Contact point relative to each centre.
    var ax: Double
    var ay: Double
    var bx: Double
    var by: Double
    /// Normal velocity to reach: -elasticity x the approach at the start (0 when parting).
    var target: Double
    var normalImpulse: Double
    var tangentImpulse: Double
    var normalMass: Double
    var tangentMass: Double
    var friction: Double
    var record: Int32
}

/// Resting contacts for circles that collide with items. Before the event-driven drift,
/// every inelastic pair already touching (a stack under gravity, a ball lying on the floor)
/// has its approach resolved together with its neighbours by sequential impulses with the
/// contact's restitution and friction; after the last half kick, the same contacts lose any
/// approach the kick gave them. Without this an inelastic stack trades thousands of tiny
/// impacts per step (inelastic collapse). Perfectly elastic contacts stay with the exact
/// event-by-event treatment, which is right for them (a Newton's cradle passes its velocity
/// along) and never collapses.
extension World {
    /// Gap up to which shapes count as touching.
    static let restingGap = World.linearSlop

    func solveRestingContacts(_ contacts: Storage<RestingContact>) {
        contacts.removeAll()
        let n = motion.count
        let b = info.base, m = motion.base
        let gap = World.restingGap
        let view = staticView
        // A perfectly elastic body has no inelastic contact (the pair takes the larger elasticity).
        for i in 0..<n where b[i].itemMask != 0 && b[i].isCircle && !b[i].anchored && b[i].elasticity < 1 {
            let r = b[i].radius
            let px = m[i].px, py = m[i].py
            if b[i].boundaryMask != 0 && !view.isEmpty {
                view.forEachPrimitive(px - r - gap, py - r - gap, px + r + gap, py + r + gap) { p in
                    guard p.alive, p.behaviorBit & b[i].boundaryMask != 0 else { return }
                    let (qx, qy) = World.closestPoint(on: p, to: px, py)
                    let dx = px - qx, dy = py - qy
                    let d = (dx * dx + dy * dy).squareRoot()
                    guard d > 0, d <= r + gap else { return }
                    addResting(contacts, i, -1, dx / d, dy / d, record: p.record)
                }
            }
            stampValue &+= 1
            stamp[i] = stampValue
            visitBodies(px - r - gap, py - r - gap, px + r + gap, py + r + gap) { j in
                if stamp[j] == stampValue { return }
                stamp[j] = stampValue
                guard b[j].isCircle, b[i].itemMask & b[j].itemMask != 0, j > i || b[j].anchored,
                      max(b[i].elasticity, b[j].elasticity) < 1 else { return }
                let dx = px - m[j].px, dy = py - m[j].py
                let d = (dx * dx + dy * dy).squareRoot()
                guard d > 0, d <= r + b[j].radius + gap else { return }
                addResting(contacts, i, j, dx / d, dy / d, record: -1)
            }
        }
        guard contacts.count > 0 else { return }
        iterateResting(contacts, withFriction: true)
        let c = contacts.base
        for k in 0..<contacts.count where c[k].normalImpulse > 0 {
            let i = Int(c[k].i), j = Int(c[k].j)
            noteContact(i, c[k].nx, c[k].ny, record: c[k].record, other: c[k].j,
                        x: m[i].px + c[k].ax, y: m[i].py + c[k].ay)
            if j >= 0 { touchNormal[2 * j] = -c[k].nx; touchNormal[2 * j + 1] = -c[k].ny }
        }
    }

    /// After the last half kick: no resting contact may be left approaching.
    func finishRestingContacts(_ contacts: Storage<RestingContact>) {
        guard contacts.count > 0 else { return }
        let c = contacts.base
        for k in 0..<contacts.count {
            c[k].target = 0
            c[k].normalImpulse = 0
        }
        iterateResting(contacts, withFriction: false)
    }

    private func iterateResting(_ contacts: Storage<RestingContact>, withFriction: Bool) {
        let c = contacts.base
        for _ in 0..<12 {
            for k in 0..<contacts.count {
                let i = Int(c[k].i), j = Int(c[k].j)
                let nx = c[k].nx, ny = c[k].ny
                var (vx, vy) = contactVelocity(i, c[k].ax, c[k].ay)
                if j >= 0 {
                    let (wx, wy) = contactVelocity(j, c[k].bx, c[k].by)
                    vx -= wx; vy -= wy
                }
                let vn = vx * nx + vy * ny
                let old = c[k].normalImpulse
                c[k].normalImpulse = max(0, old + (c[k].target - vn) * c[k].normalMass)
                applyImpulse(i, j, (c[k].normalImpulse - old) * nx, (c[k].normalImpulse - old) * ny, c[k])
                guard withFriction, c[k].friction > 0 else { continue }
                let tx = -ny, ty = nx
                (vx, vy) = contactVelocity(i, c[k].ax, c[k].ay)
                if j >= 0 {
                    let (wx, wy) = contactVelocity(j, c[k].bx, c[k].by)
                    vx -= wx; vy -= wy
                }
                let limit = c[k].friction * c[k].normalImpulse
                let oldT = c[k].tangentImpulse
                c[k].tangentImpulse = min(max(oldT - (vx * tx + vy * ty) * c[k].tangentMass, -limit), limit)
                applyImpulse(i, j, (c[k].tangentImpulse - oldT) * tx, (c[k].tangentImpulse - oldT) * ty, c[k])
            }
        }
    }

    @inline(__always)
    private func contactVelocity(_ i: Int, _ rx: Double, _ ry: Double) -> (Double, Double) {
        let m = motion.base[i]
        return (m.vx - m.w * ry, m.vy + m.w * rx)
    }

    @inline(__always)
    private func applyImpulse(_ i: Int, _ j: Int, _ px: Double, _ py: Double, _ c: RestingContact) {
        let m = motion.base, b = info.base
        m[i].vx += px * b[i].invMass
        m[i].vy += py * b[i].invMass
        m[i].w += b[i].invInertia * (c.ax * py - c.ay * px)
        if j >= 0 {
            m[j].vx -= px * b[j].invMass
            m[j].vy -= py * b[j].invMass
            m[j].w -= b[j].invInertia * (c.bx * py - c.by * px)
        }
    }

    private func addResting(_ contacts: Storage<RestingContact>, _ i: Int, _ j: Int, _ nx: Double, _ ny: Double, record: Int32) {
        let b = info.base, m = motion.base
        let ax = -b[i].radius * nx, ay = -b[i].radius * ny
        let bx = j >= 0 ? b[j].radius * nx : 0, by = j >= 0 ? b[j].radius * ny : 0
        var vn = m[i].vx * nx + m[i].vy * ny
        var e = b[i].elasticity
        var mu = b[i].friction
        let tx = -ny, ty = nx
        let rat = ax * ty - ay * tx
        var kn = b[i].invMass
        var kt = b[i].invMass + b[i].invInertia * rat * rat
        if j >= 0 {
            vn -= m[j].vx * nx + m[j].vy * ny
            let rbt = bx * ty - by * tx
            kn += b[j].invMass
            kt += b[j].invMass + b[j].invInertia * rbt * rbt
            e = max(e, b[j].elasticity)
            mu = (mu * b[j].friction).squareRoot()
        }
        guard kn > 0 else { return }
        contacts.append(RestingContact(i: Int32(i), j: Int32(j), nx: nx, ny: ny, ax: ax, ay: ay, bx: bx, by: by,
                                       target: vn < 0 ? -e * vn : 0, normalImpulse: 0, tangentImpulse: 0,
                                       normalMass: 1 / kn, tangentMass: kt > 0 ? 1 / kt : 0, friction: mu, record: record))
    }

    /// The point of a boundary primitive nearest to (px, py).
    static func closestPoint(on p: StaticPrimitive, to px: Double, _ py: Double) -> (Double, Double) {
        if p.isBox { return (min(max(px, p.minX), p.maxX), min(max(py, p.minY), p.maxY)) }
        let t = min(max((px - p.ax) * p.ux + (py - p.ay) * p.uy, 0), p.length)
        return (p.ax + p.ux * t, p.ay + p.uy * t)
    }
}
