/// Shock propagation (Guendelman, Bridson and Fedkiw, "Nonconvex rigid bodies with
/// stacking", 2003) for a step in which a body lands on a stack. Sequential impulses carry a
/// shock down a stack one contact a pass, and the few passes of the substeps leave part of it
/// in the bodies: the stack is still squeezing when the step ends, or springs back from what
/// its push-out undid, and throws the box that landed back up (a box landing at 650 points/s
/// on a tower of 8 left at 30 points/s). After the substeps of such a step, one walk from the
/// ground up gives each body resting on another the velocity of what it rests on, as if what
/// is below were immovable: only the upper body takes the impulse, so a stack comes out with
/// no velocity between its layers, and the floor takes the shock.
///
/// A contact takes part when its normal is within 45 degrees of the upper body's "up" (against
/// its gravity) and it pushed in this step; it may then pull the upper body down by no more
/// than it pushed it (`stepImpulse`), so a body thrown up by anything else keeps its flight.
/// A bounce (elasticity above 0) is added after, by `applyBounces`.
extension World {
    /// Cosine of the steepest contact normal that still holds a body up (45 degrees).
    static let supportCosine = 0.5.squareRoot()

    /// The walk from the ground up, after a landing's substeps.
    func propagateShock() {
        let c = contactStore.points.base, m = motion.base, b = info.base
        // Each contact that supports a body, keyed by how low its lower body sits along that
        // gravity: a boundary first, then the lowest body. The index breaks ties, so the
        // order, and the result, is the same on every run. Each entry says which body is the
        // upper one.
        var order: [(low: Double, k: Int, iIsUpper: Bool)] = []
        order.reserveCapacity(contactStore.points.count)
        for k in 0..<contactStore.points.count where c[k].stepImpulse > 0 {
            let i = Int(c[k].i), j = Int(c[k].j)
            if let g = World.up(of: b[i], along: c[k].nx, c[k].ny) {
                order.append((low: j < 0 ? -Double.infinity : -(m[j].px * g.x + m[j].py * g.y), k: k, iIsUpper: true))
            } else if j >= 0, let g = World.up(of: b[j], along: -c[k].nx, -c[k].ny) {
                order.append((low: -(m[i].px * g.x + m[i].py * g.y), k: k, iIsUpper: false))
            }
        }
        order.sort { $0.low < $1.low || ($0.low == $1.low && $0.k < $1.k) }
        for entry in order { World.holdUpperBody(c + entry.k, iIsUpper: entry.iIsUpper, m) }
    }

    /// The unit vector of body b's gravity when `(nx, ny)` (pointing toward b) is within 45
    /// degrees of its up: b then rests on the contact. Nil for a body without gravity.
    @inline(__always)
    private static func up(of b: BodyInfo, along nx: Double, _ ny: Double) -> (x: Double, y: Double)? {
        let g = (b.ax * b.ax + b.ay * b.ay).squareRoot()
        guard g > 0, b.invMass > 0, !b.pinned, -(nx * b.ax + ny * b.ay) > World.supportCosine * g else { return nil }
        return (b.ax / g, b.ay / g)
    }

    /// Gives the upper body of contact p (i, or else j) the normal velocity of the lower one at
    /// the contact point; only the upper body moves.
    @inline(__always)
    private static func holdUpperBody(_ p: UnsafeMutablePointer<RestingContact>, iIsUpper: Bool,
                                      _ m: UnsafeMutablePointer<BodyMotion>) {
        let i = Int(p.pointee.i), j = Int(p.pointee.j)
        let upper = iIsUpper ? i : j, lower = iIsUpper ? j : i
        // The normal from the lower body toward the upper one, and the contact's offsets.
        let nx = iIsUpper ? p.pointee.nx : -p.pointee.nx, ny = iIsUpper ? p.pointee.ny : -p.pointee.ny
        let (rx, ry) = iIsUpper ? (p.pointee.ax, p.pointee.ay) : (p.pointee.bx, p.pointee.by)
        let (lx, ly) = iIsUpper ? (p.pointee.bx, p.pointee.by) : (p.pointee.ax, p.pointee.ay)
        // Only the upper body's linear velocity changes, as if the push went through its
        // centre. Turning it too lets a pyramid, whose boxes each straddle two, hand a slightly
        // larger spin up to every row: Box2D's 100-row pyramid flew apart after 40 steps.
        let im = iIsUpper ? p.pointee.imA : p.pointee.imB
        guard im > 0 else { return }
        let u = m + upper
        var vn = (u.pointee.vx - u.pointee.w * ry) * nx + (u.pointee.vy + u.pointee.w * rx) * ny
        if lower >= 0 {
            let l = m + lower
            vn -= (l.pointee.vx - l.pointee.w * ly) * nx + (l.pointee.vy + l.pointee.w * lx) * ny
        }
        // Pull down no more than the contact pushed in the step; push up as needed.
        let d = max(-vn / im, -p.pointee.stepImpulse)
        p.pointee.stepImpulse += d
        u.pointee.vx += im * d * nx
        u.pointee.vy += im * d * ny
    }
}
