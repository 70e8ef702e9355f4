#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Convexity and winding checks for point lists (item paths and polygon boundaries).
package enum ConvexHull {
    /// Twice the signed area (positive when the points turn clockwise on screen, y down).
    package static func signedArea2(_ p: [Point]) -> Double {
        var s = 0.0
        for i in 0..<p.count {
            let a = p[i], b = p[(i + 1) % p.count]
            s += a.x * b.y - b.x * a.y
        }
        return s
    }

    /// True when every turn goes the same way, the polygon does not wind around twice,
    /// and the area is not zero.
    package static func isConvex(_ p: [Point]) -> Bool {
        guard p.count >= 3 else { return false }
        var sign = 0.0
        var turning = 0.0
        for i in 0..<p.count {
            let a = p[i], b = p[(i + 1) % p.count], c = p[(i + 2) % p.count]
            let ab = b - a, bc = c - b
            if ab.lengthSquared == 0 { return false }
            let cr = ab.cross(bc)
            if cr != 0 {
                if sign == 0 { sign = cr } else if (cr > 0) != (sign > 0) { return false }
            }
            turning += atan2(cr, ab.dot(bc))
        }
        return sign != 0 && abs(abs(turning) - 2 * Double.pi) < 1e-6
    }

    /// `points` when they make a convex polygon, or an error naming what is wrong.
    package static func validatedConvex(_ points: [Point]) throws(GeometryError) -> [Point] {
        guard points.count >= 3 else { throw .degeneratePath("a polygon needs at least 3 points, got \(points.count)") }
        if let bad = points.first(where: { !$0.isFinite }) { throw .nonFinite("polygon point", "\(bad)") }
        guard isConvex(points) else {
            throw .degeneratePath("the polygon \(points) is not convex (or has repeated or collinear-only points)")
        }
        return points
    }

    /// The convex hull of `points` (Andrew's monotone chain), counterclockwise in math
    /// orientation; points on an edge are left out. Fewer than 3 distinct points give what there is.
    package static func of(_ points: [Point]) -> [Point] {
        let p = points.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
        guard p.count >= 3 else { return p }
        func turn(_ o: Point, _ a: Point, _ b: Point) -> Double { (a - o).cross(b - o) }
        var hull: [Point] = []
        for q in p {
            while hull.count >= 2 && turn(hull[hull.count - 2], hull[hull.count - 1], q) <= 0 { hull.removeLast() }
            hull.append(q)
        }
        let lower = hull.count + 1
        for q in p.reversed().dropFirst() {
            while hull.count >= lower && turn(hull[hull.count - 2], hull[hull.count - 1], q) <= 0 { hull.removeLast() }
            hull.append(q)
        }
        hull.removeLast()
        return hull
    }
}
