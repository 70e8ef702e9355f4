/// Exact times of impact for a circle moving in a straight line: against an axis-aligned box
/// (a rounded box after Minkowski sum), a segment (a capsule), a point (a circle), and another
/// moving circle. Each takes the start `(px, py)`, the displacement `(dx, dy)` over the sweep,
/// the radius, and improves `best` when it finds an earlier contact. A body that starts in
/// contact and moves inward hits at t = 0; one that moves outward is let go, so a body that
/// just bounced never sticks.
enum CircleSweep {
    /// A relative speed this small, compared with the speed, counts as sliding, not approaching:
    /// it is rounding, not motion (a real bounce at any speed is far above it).
    static let approachEpsilon = 1e-12

    @inline(__always)
    static func box(_ b: StaticPrimitive, _ px: Double, _ py: Double, _ dx: Double, _ dy: Double,
                    _ r: Double, _ best: inout SweepHit, record: Int32) {
        let x0 = b.minX, x1 = b.maxX, y0 = b.minY, y1 = b.maxY
        let qx = min(max(px, x0), x1), qy = min(max(py, y0), y1)
        let ex = px - qx, ey = py - qy
        let d2 = ex * ex + ey * ey
        if d2 < r * r {
            if d2 == 0 && b.hollow {
                // The centre is inside an outline (UIKit's rectangle path): its sides, from within.
                for k in 0..<4 { segment(b.side(k), px, py, dx, dy, r, &best, record: record) }
            } else {
                overlapping(ex, ey, d2, px, py, dx, dy, r, x0, y0, x1, y1, &best, record: record)
            }
            return
        }
        // Slab test against the box grown by r.
        var tEnter = -Double.infinity, tExit = Double.infinity
        var nx = 0.0, ny = 0.0
        if dx != 0 {
            let inv = 1 / dx
            let ta = (x0 - r - px) * inv, tb = (x1 + r - px) * inv
            let (near, far) = dx > 0 ? (ta, tb) : (tb, ta)
            tEnter = near; tExit = far; nx = dx > 0 ? -1 : 1; ny = 0
        } else if px < x0 - r || px > x1 + r {
            return
        }
        if dy != 0 {
            let inv = 1 / dy
            let ta = (y0 - r - py) * inv, tb = (y1 + r - py) * inv
            let (near, far) = dy > 0 ? (ta, tb) : (tb, ta)
            if near > tEnter { tEnter = near; nx = 0; ny = dy > 0 ? -1 : 1 }
            tExit = min(tExit, far)
        } else if py < y0 - r || py > y1 + r {
            return
        }
        if tEnter > tExit || tExit < 0 || tEnter > best.t { return }
        var cornerX = 0.0, cornerY = 0.0
        if tEnter < 0 {
            // Inside the grown box but outside the rounded one: a corner zone.
            cornerX = px < x0 ? x0 : x1
            cornerY = py < y0 ? y0 : y1
        } else {
            let hx = px + tEnter * dx, hy = py + tEnter * dy
            if (hx >= x0 && hx <= x1) || (hy >= y0 && hy <= y1) {
                best.t = tEnter; best.nx = nx; best.ny = ny; best.push = 0; best.record = record; best.body = -1
                return
            }
            cornerX = hx < x0 ? x0 : x1
            cornerY = hy < y0 ? y0 : y1
        }
        point(cornerX, cornerY, px, py, dx, dy, r, &best, record: record)
    }

    @inline(__always)
    static func segment(_ s: StaticPrimitive, _ px: Double, _ py: Double, _ dx: Double, _ dy: Double,
                        _ r: Double, _ best: inout SweepHit, record: Int32) {
        let rx = px - s.ax, ry = py - s.ay
        let along = rx * s.ux + ry * s.uy
        let clamped = min(max(along, 0), s.length)
        let ex = px - (s.ax + s.ux * clamped), ey = py - (s.ay + s.uy * clamped)
        let d2 = ex * ex + ey * ey
        if d2 < r * r {
            if d2 > 0 {
                let d = d2.squareRoot()
                let nx = ex / d, ny = ey / d
                if approaching(nx, ny, dx, dy) { setHit(&best, 0, nx, ny, r - d, record) }
            } else {
                // Centre exactly on the segment: push back against the motion.
                var nx = -s.uy, ny = s.ux
                if nx * dx + ny * dy > 0 { nx = -nx; ny = -ny }
                setHit(&best, 0, nx, ny, r, record)
            }
            return
        }
        var nx = -s.uy, ny = s.ux
        var side = rx * nx + ry * ny
        if side < 0 { nx = -nx; ny = -ny; side = -side }
        let dn = dx * nx + dy * ny
        if dn < 0 && side >= r {
            let t = (side - r) / -dn
            if t > best.t { return }
            let a = along + t * (dx * s.ux + dy * s.uy)
            if a >= 0 && a <= s.length {
                setHit(&best, t, nx, ny, 0, record)
                return
            }
        }
        point(s.ax, s.ay, px, py, dx, dy, r, &best, record: record)
        point(s.ax + s.ux * s.length, s.ay + s.uy * s.length, px, py, dx, dy, r, &best, record: record)
    }

    /// A circle of radius r swept against the point (cx, cy), for corners and segment ends.
    @inline(__always)
    static func point(_ cx: Double, _ cy: Double, _ px: Double, _ py: Double, _ dx: Double, _ dy: Double,
                      _ r: Double, _ best: inout SweepHit, record: Int32) {
        let mx = px - cx, my = py - cy
        let b = mx * dx + my * dy
        if b >= 0 { return }
        let c = mx * mx + my * my - r * r
        let a = dx * dx + dy * dy
        let disc = b * b - a * c
        if disc < 0 { return }
        let t = max(0, (-b - disc.squareRoot()) / a)
        if t > best.t { return }
        let hx = mx + t * dx, hy = my + t * dy
        let len = (hx * hx + hy * hy).squareRoot()
        guard len > 0 else { return }
        setHit(&best, t, hx / len, hy / len, 0, record)
    }

    /// Two circles: A at (ax, ay) moving (adx, ady), B likewise; `rs` the sum of radii.
    /// Returns the fraction of the displacements at first contact, or nil. The normal of the
    /// contact points from B to A at that time.
    @inline(__always)
    static func circles(_ ax: Double, _ ay: Double, _ adx: Double, _ ady: Double,
                        _ bx: Double, _ by: Double, _ bdx: Double, _ bdy: Double,
                        _ rs: Double, limit: Double) -> Double? {
        let mx = ax - bx, my = ay - by
        let dx = adx - bdx, dy = ady - bdy
        let c = mx * mx + my * my - rs * rs
        // Overlapping by more than rounding (an item placed or dragged into another):
        // a contact now, which pushes them apart.
        if c < -1e-9 * rs * rs { return 0 }
        let b = mx * dx + my * dy
        if b >= 0 { return nil }
        let a = dx * dx + dy * dy
        if b * b <= approachEpsilon * approachEpsilon * a * (mx * mx + my * my) { return nil }
        if c <= 0 { return 0 }
        let disc = b * b - a * c
        if disc < 0 { return nil }
        let t = (-b - disc.squareRoot()) / a
        return t <= limit ? max(0, t) : nil
    }

    @inline(__always)
    static func approaching(_ nx: Double, _ ny: Double, _ dx: Double, _ dy: Double) -> Bool {
        let dn = nx * dx + ny * dy
        return dn < 0 && dn * dn > approachEpsilon * approachEpsilon * (dx * dx + dy * dy)
    }

    @inline(__always)
    static func setHit(_ best: inout SweepHit, _ t: Double, _ nx: Double, _ ny: Double, _ push: Double, _ record: Int32) {
        best.t = t; best.nx = nx; best.ny = ny; best.push = push; best.record = record; best.body = -1
    }

    /// The centre is within r of the box (or inside it).
    @inline(__always)
    private static func overlapping(_ ex: Double, _ ey: Double, _ d2: Double, _ px: Double, _ py: Double,
                                    _ dx: Double, _ dy: Double, _ r: Double,
                                    _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
                                    _ best: inout SweepHit, record: Int32) {
        if d2 > 0 {
            let d = d2.squareRoot()
            let nx = ex / d, ny = ey / d
            if approaching(nx, ny, dx, dy) { setHit(&best, 0, nx, ny, r - d, record) }
            return
        }
        // The centre is inside the box: leave by the nearest face, whatever the motion.
        let l = px - x0, rt = x1 - px, t = py - y0, bm = y1 - py
        let m = min(min(l, rt), min(t, bm))
        if m == l { setHit(&best, 0, -1, 0, l + r, record) }
        else if m == rt { setHit(&best, 0, 1, 0, rt + r, record) }
        else if m == t { setHit(&best, 0, 0, -1, t + r, record) }
        else { setHit(&best, 0, 0, 1, bm + r, record) }
    }
}
