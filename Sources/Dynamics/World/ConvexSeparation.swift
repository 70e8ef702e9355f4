/// A convex shape in world space for the general (polygon) path: `count` vertices as x, y
/// pairs, rounded by `radius`. A circle is one vertex with its radius; a segment two.
struct ConvexView {
    var vertices: UnsafeMutablePointer<Double>
    var count: Int
    var radius: Double
    /// Each edge's outward unit normal (x, y), when made beforehand (`SearchShapes`); (0, 0)
    /// for a degenerate edge.
    var normals: UnsafeMutablePointer<Double>? = nil

    @inline(__always) func x(_ i: Int) -> Double { vertices[2 * i] }
    @inline(__always) func y(_ i: Int) -> Double { vertices[2 * i + 1] }
    /// The vertex after i, going round (a compare, not a division: the narrow phase's loops
    /// call it for every edge).
    @inline(__always) func next(_ i: Int) -> Int { i + 1 == count ? 0 : i + 1 }

    /// Edge i's outward unit normal (from vertex i to the next), or nil for a degenerate edge.
    @inline(__always)
    func normal(_ i: Int) -> (Double, Double)? {
        if let normals {
            let nx = normals[2 * i], ny = normals[2 * i + 1]
            return nx == 0 && ny == 0 ? nil : (nx, ny)
        }
        let j = next(i)
        let nx = y(j) - y(i), ny = x(i) - x(j)
        let l = (nx * nx + ny * ny).squareRoot()
        return l > 0 ? (nx / l, ny / l) : nil
    }
}

/// The signed distance between two convex shapes (negative when they overlap), the unit
/// normal from B to A, and a contact point midway between them (the middle of the touching
/// stretch when two edges lie against each other, so a flat box does not tip).
struct Separation {
    var distance: Double
    var nx: Double
    var ny: Double
    var cx: Double
    var cy: Double
}

enum ConvexSeparation {
    static func between(_ a: ConvexView, _ b: ConvexView) -> Separation {
        if a.count >= 3 || b.count >= 3, let overlap = penetration(a, b) { return overlap }
        // Closest features: every vertex of one against every edge (or vertex) of the other.
        // Squared distances throughout: one square root at the end instead of one per pair.
        var best = Double.infinity
        var qax = 0.0, qay = 0.0, qbx = 0.0, qby = 0.0
        closest(from: a, to: b, &best, &qax, &qay, &qbx, &qby, swap: false)
        closest(from: b, to: a, &best, &qax, &qay, &qbx, &qby, swap: true)
        var nx = qax - qbx, ny = qay - qby
        let d = best.squareRoot()
        if d > 0 { nx /= d; ny /= d } else {
            nx = centroidX(a) - centroidX(b); ny = centroidY(a) - centroidY(b)
            let l = (nx * nx + ny * ny).squareRoot()
            if l > 0 { nx /= l; ny /= l } else { nx = 0; ny = -1 }
        }
        // Contact point: the middle of every vertex-feature pair about as close as the closest.
        let tolerance = 1e-3 + 1e-6 * d
        let limit2 = (d + tolerance) * (d + tolerance)
        var sx = 0.0, sy = 0.0, n = 0.0
        accumulateContacts(from: a, to: b, limit2, &sx, &sy, &n)
        accumulateContacts(from: b, to: a, limit2, &sx, &sy, &n)
        let cx = n > 0 ? sx / n : (qax + qbx) / 2
        let cy = n > 0 ? sy / n : (qay + qby) / 2
        return Separation(distance: d - a.radius - b.radius, nx: nx, ny: ny,
                          cx: cx + nx * (b.radius - a.radius) / 2, cy: cy + ny * (b.radius - a.radius) / 2)
    }

    /// Separating-axis test over the edge normals; nil when some axis separates the cores.
    /// The normal points from B to A along the axis of least overlap, on the side that
    /// overlap is measured from. The contact point is where the shapes meet on it: halfway
    /// across the overlap, at the middle of the stretch where A's deepest feature and B's lie
    /// against each other. (The middle of the two centroids, used before, lies half a wall's
    /// length away for a box pressed into a long boundary; the box then read the wall's push
    /// as a turn and crept through it.)
    private static func penetration(_ a: ConvexView, _ b: ConvexView) -> Separation? {
        var depth = Double.infinity, nx = 0.0, ny = 0.0
        if separatedAlongEdges(of: a, against: b, &depth, &nx, &ny) { return nil }
        if separatedAlongEdges(of: b, against: a, &depth, &nx, &ny) { return nil }
        guard depth.isFinite else { return nil }
        // Which way A leaves B with least motion; an even overlap goes by the centroids.
        let (a0, a1) = project(a, nx, ny), (b0, b1) = project(b, nx, ny)
        let up = b1 - a0, down = a1 - b0
        let flip = up == down ? (centroidX(a) - centroidX(b)) * nx + (centroidY(a) - centroidY(b)) * ny < 0 : down < up
        if flip { nx = -nx; ny = -ny }
        // A's deepest feature (least along n) and B's (most along n), as stretches along the
        // tangent; the contact is at the middle of their common part.
        // (Two features that do not overlap along it meet at the middle of the gap between.)
        let tx = -ny, ty = nx
        let aLow = flip ? -a1 : a0, bHigh = flip ? -b0 : b1
        let (aFrom, aTo) = stretch(a, nx, ny, tx, ty, level: aLow, sign: -1)
        let (bFrom, bTo) = stretch(b, nx, ny, tx, ty, level: bHigh, sign: 1)
        let along = (max(aFrom, bFrom) + min(aTo, bTo)) / 2
        let level = (aLow + bHigh) / 2
        return Separation(distance: -depth - a.radius - b.radius, nx: nx, ny: ny,
                          cx: nx * level + tx * along, cy: ny * level + ty * along)
    }

    /// The range along the tangent (tx, ty) of the vertices of s within 1e-3 of `level` along
    /// the normal, from the side `sign` says (-1: the lowest, 1: the highest).
    private static func stretch(_ s: ConvexView, _ nx: Double, _ ny: Double, _ tx: Double, _ ty: Double,
                                level: Double, sign: Double) -> (Double, Double) {
        var lo = Double.infinity, hi = -Double.infinity
        for i in 0..<s.count where sign * (s.x(i) * nx + s.y(i) * ny - level) >= -1e-3 {
            let p = s.x(i) * tx + s.y(i) * ty
            lo = min(lo, p); hi = max(hi, p)
        }
        return (lo, hi)
    }

    /// Tests the edge normals of `shape`; keeps the axis of least overlap.
    private static func separatedAlongEdges(of shape: ConvexView, against other: ConvexView,
                                            _ depth: inout Double, _ ax: inout Double, _ ay: inout Double) -> Bool {
        guard shape.count >= 2 else { return false }
        let edges = shape.count == 2 ? 1 : shape.count
        for i in 0..<edges {
            let j = shape.next(i)
            var nx = shape.y(j) - shape.y(i), ny = shape.x(i) - shape.x(j)
            let l = (nx * nx + ny * ny).squareRoot()
            guard l > 0 else { continue }
            nx /= l; ny /= l
            let (a0, a1) = project(shape, nx, ny), (b0, b1) = project(other, nx, ny)
            let overlap = min(a1 - b0, b1 - a0)
            if overlap < 0 { return true }
            if overlap < depth { depth = overlap; ax = nx; ay = ny }
        }
        return false
    }

    private static func project(_ s: ConvexView, _ nx: Double, _ ny: Double) -> (Double, Double) {
        var lo = Double.infinity, hi = -Double.infinity
        for i in 0..<s.count {
            let p = s.x(i) * nx + s.y(i) * ny
            lo = min(lo, p); hi = max(hi, p)
        }
        return (lo, hi)
    }

    private static func closest(from a: ConvexView, to b: ConvexView, _ best: inout Double,
                                _ qax: inout Double, _ qay: inout Double, _ qbx: inout Double, _ qby: inout Double,
                                swap: Bool) {
        let edges = b.count == 1 ? 1 : (b.count == 2 ? 1 : b.count)
        for i in 0..<a.count {
            let px = a.x(i), py = a.y(i)
            for e in 0..<edges {
                let (cx, cy) = closestPoint(px, py, b, e)
                let d = (px - cx) * (px - cx) + (py - cy) * (py - cy)
                if d < best {
                    best = d
                    if swap { qax = cx; qay = cy; qbx = px; qby = py } else { qax = px; qay = py; qbx = cx; qby = cy }
                }
            }
        }
    }

    /// Adds the midpoint of each vertex of `a` within `limit2` (squared) of `b` and its nearest point.
    private static func accumulateContacts(from a: ConvexView, to b: ConvexView, _ limit2: Double,
                                           _ sx: inout Double, _ sy: inout Double, _ n: inout Double) {
        let edges = b.count <= 2 ? 1 : b.count
        for i in 0..<a.count {
            let px = a.x(i), py = a.y(i)
            var nearest = Double.infinity, mx = 0.0, my = 0.0
            for e in 0..<edges {
                let (cx, cy) = closestPoint(px, py, b, e)
                let d = (px - cx) * (px - cx) + (py - cy) * (py - cy)
                if d < nearest { nearest = d; mx = (px + cx) / 2; my = (py + cy) / 2 }
            }
            if nearest <= limit2 { sx += mx; sy += my; n += 1 }
        }
    }

    /// The closest point to (px, py) on edge e of s (its only vertex when s is a point).
    @inline(__always)
    private static func closestPoint(_ px: Double, _ py: Double, _ s: ConvexView, _ e: Int) -> (Double, Double) {
        if s.count == 1 { return (s.x(0), s.y(0)) }
        let j = s.next(e)
        let ax = s.x(e), ay = s.y(e), ex = s.x(j) - ax, ey = s.y(j) - ay
        let l2 = ex * ex + ey * ey
        let t = l2 > 0 ? min(max(((px - ax) * ex + (py - ay) * ey) / l2, 0), 1) : 0
        return (ax + t * ex, ay + t * ey)
    }

    private static func centroidX(_ s: ConvexView) -> Double {
        var x = 0.0
        for i in 0..<s.count { x += s.x(i) }
        return x / Double(s.count)
    }

    private static func centroidY(_ s: ConvexView) -> Double {
        var y = 0.0
        for i in 0..<s.count { y += s.y(i) }
        return y / Double(s.count)
    }
}
