/// Up to two contact points between two convex shapes, for the resting-contact solver: a
/// box lying flat on the floor touches along an edge, and one point in its middle would let
/// it rock. The normal points from B to A, as `Separation`'s.
struct Manifold {
    var nx = 0.0
    var ny = 0.0
    var count = 0
    var points: (ManifoldPoint, ManifoldPoint) = (ManifoldPoint(), ManifoldPoint())
}

struct ManifoldPoint {
    /// Midway between the two surfaces.
    var x = 0.0
    var y = 0.0
    /// Negative when the shapes overlap.
    var separation = 0.0
    /// Which features touch: the corner of A and the corner of B the point lies between
    /// (8 bits each). The same id from step to step lets the solver start from last step's
    /// impulse.
    var id: UInt32 = 0
}

enum ContactManifold {
    /// The points where `a` and `b` are within `margin` of each other. Circles (one vertex
    /// and a radius) give one point; polygons and segments are clipped, edge against edge.
    static func between(_ a: ConvexView, _ b: ConvexView, margin: Double) -> Manifold {
        var m = Manifold()
        if a.count < 2 || b.count < 2 {
            let s = ConvexSeparation.between(a, b)
            guard s.distance <= margin else { return m }
            m.nx = s.nx; m.ny = s.ny; m.count = 1
            m.points.0 = ManifoldPoint(x: s.cx, y: s.cy, separation: s.distance, id: 0)
            return m
        }
        let (edgeA, sepA) = maxSeparation(a, b)
        if sepA > margin { return m }
        let (edgeB, sepB) = maxSeparation(b, a)
        if sepB > margin { return m }
        // Prefer A's face unless B's is clearly better, so the choice does not flicker.
        let flip = sepB > sepA + 0.1 * World.linearSlop
        let ref = flip ? b : a, inc = flip ? a : b
        let e = flip ? edgeB : edgeA
        let e2 = ref.next(e)
        let v1x = ref.x(e), v1y = ref.y(e), v2x = ref.x(e2), v2y = ref.y(e2)
        var tx = v2x - v1x, ty = v2y - v1y
        let tl = (tx * tx + ty * ty).squareRoot()
        guard tl > 0 else { return m }
        tx /= tl; ty /= tl
        let nx = ty, ny = -tx   // outward from the reference shape
        // The incident edge: the one of the other shape facing most against the normal.
        var k = 0, lowest = Double.infinity
        for i in 0..<inc.count {
            guard let (ex, ey) = inc.normal(i) else { continue }
            let d = ex * nx + ey * ny
            if d < lowest { lowest = d; k = i }
        }
        let k2 = inc.next(k)
        var p0 = (inc.x(k), inc.y(k), UInt32(k)), p1 = (inc.x(k2), inc.y(k2), UInt32(k2))
        // Clip the incident edge to the reference edge's span.
        guard clip(&p0, &p1, tx, ty, tx * v1x + ty * v1y, lower: true),
              clip(&p0, &p1, tx, ty, tx * v2x + ty * v2y, lower: false) else { return m }
        // B to A: the reference normal, turned round when A is the reference.
        m.nx = flip ? nx : -nx
        m.ny = flip ? ny : -ny
        // A point's id is the pair of corners it lies between, A's then B's, whichever shape
        // is the reference (as Box2D's): the incident edge runs against the reference edge,
        // so its first vertex lies toward the reference edge's second. Boxes lying flat on
        // each other change reference as they tip, and an id that changed with it lost the
        // point's warm impulse: 2% of a 40-row pyramid's points every step, which then slid.
        func add(_ p: (Double, Double, UInt32), _ refVertex: Int) {
            let s = (p.0 - v1x) * nx + (p.1 - v1y) * ny
            guard s <= margin else { return }
            let r = UInt32(refVertex & 0xFF), i = p.2 & 0xFF
            let point = ManifoldPoint(x: p.0 - nx * s / 2, y: p.1 - ny * s / 2, separation: s, id: flip ? i << 8 | r : r << 8 | i)
            if m.count == 0 { m.points.0 = point } else { m.points.1 = point }
            m.count += 1
        }
        add(p0, e2)
        add(p1, e)
        return m
    }

    /// The edge of `p` whose outward normal separates `q` the most, and that separation.
    private static func maxSeparation(_ p: ConvexView, _ q: ConvexView) -> (Int, Double) {
        var best = -Double.infinity, edge = 0
        for i in 0..<p.count {
            guard let (nx, ny) = p.normal(i) else { continue }
            var lowest = Double.infinity
            for v in 0..<q.count {
                lowest = min(lowest, (q.x(v) - p.x(i)) * nx + (q.y(v) - p.y(i)) * ny)
            }
            if lowest > best { best = lowest; edge = i }
        }
        return (edge, best)
    }

    /// Keeps the part of segment p0-p1 with t . x >= offset (lower) or <= offset (upper).
    private static func clip(_ p0: inout (Double, Double, UInt32), _ p1: inout (Double, Double, UInt32),
                             _ tx: Double, _ ty: Double, _ offset: Double, lower: Bool) -> Bool {
        let sign = lower ? 1.0 : -1.0
        let d0 = sign * (p0.0 * tx + p0.1 * ty - offset), d1 = sign * (p1.0 * tx + p1.1 * ty - offset)
        if d0 < 0 && d1 < 0 { return false }
        if d0 >= 0 && d1 >= 0 { return true }
        let f = d0 / (d0 - d1)
        let cut = (p0.0 + f * (p1.0 - p0.0), p0.1 + f * (p1.1 - p0.1), d0 < 0 ? p0.2 : p1.2)
        if d0 < 0 { p0 = cut } else { p1 = cut }
        return true
    }
}
