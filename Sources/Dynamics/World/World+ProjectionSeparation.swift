/// The rigid joints' projection (`projectRigidJoints`) moves bodies after the swept drift,
/// without a sweep: a bar pinned at its centre that a ball hit at thousands of points per
/// second is knocked off its pin within the step and pulled back onto it, and can land on
/// the ball that just bounced off it. A ball (any circle that collides with the body) it
/// lands on is put back on its surface and loses its velocity into it, as if the body, held
/// by its joint, were a wall: so no ball ends a step inside a body, at any speed.
extension World {
    func separateCirclesFromProjectedBodies() {
        guard anyItemCollisions, scratch.projected.count > 0, !sweepGrid.isEmpty else { return }
        let b = info.base
        for k in 0..<scratch.projected.count {
            let j = Int(scratch.projected[k])
            guard !b[j].isCircle, b[j].itemMask != 0 else { continue }
            let mj = motion[j]
            let polygon = worldShape(j, px: mj.px, py: mj.py, angle: mj.angle, into: scratch.shapeB)
            let e = b[j].extent
            scratch.stampValue &+= 1
            scratch.stamp[j] = scratch.stampValue
            visitBodies(mj.px - e, mj.py - e, mj.px + e, mj.py + e) { i in
                if scratch.stamp[i] == scratch.stampValue { return }
                scratch.stamp[i] = scratch.stampValue
                guard b[i].isCircle, !b[i].anchored, b[i].collides(with: b[j]), !joinedPairs.contains(i, j) else { return }
                separate(circle: i, from: j, polygon)
            }
        }
    }

    /// Lists body i among those the projection moved, once.
    @inline(__always)
    func noteProjected(_ i: Int) {
        guard !scratch.isProjected[i] else { return }
        scratch.isProjected[i] = true
        scratch.projected.append(Int32(i))
    }

    /// Puts circle i on the surface of body j (shape `polygon`) if it is inside, and takes
    /// away its velocity into j (reflected by its elasticity).
    private func separate(circle i: Int, from j: Int, _ polygon: ConvexView) {
        var m = motion[i]
        let circle = worldShape(i, px: m.px, py: m.py, angle: m.angle, into: scratch.shapeA)
        let sep = ConvexSeparation.between(circle, polygon)
        guard sep.distance < 0 else { return }
        let push = -sep.distance + World.linearSlop
        m.px += sep.nx * push
        m.py += sep.ny * push
        // The body's velocity where they touch.
        let mj = motion[j]
        let rx = sep.cx - mj.px, ry = sep.cy - mj.py
        let vjx = mj.vx - mj.w * ry, vjy = mj.vy + mj.w * rx
        let vn = (m.vx - vjx) * sep.nx + (m.vy - vjy) * sep.ny
        if vn < 0 {
            let bounce = (1 + info[i].elasticity) * vn
            m.vx -= bounce * sep.nx
            m.vy -= bounce * sep.ny
        }
        motion[i] = m
    }
}
