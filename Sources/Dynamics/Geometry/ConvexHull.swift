#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Convexity and winding checks for point lists (item paths and polygon boundaries).
enum ConvexHull {
    /// Twice the signed area (positive when the points turn clockwise on screen, y down).
    static func signedArea2(_ p: [Point]) -> Double {
        var s = 0.0
        for i in 0..<p.count {
            let a = p[i], b = p[(i + 1) % p.count]
            s += a.x * b.y - b.x * a.y
        }
        return s
    }

    /// True when every turn goes the same way, the polygon does not wind around twice,
    /// and the area is not zero.
    static func isConvex(_ p: [Point]) -> Bool {
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
}
