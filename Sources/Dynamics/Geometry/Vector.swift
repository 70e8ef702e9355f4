#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A displacement or velocity: points, or points per second.
///
/// ```swift
/// let v = Vector(dx: 3, dy: 4)
/// v.length            // 5
/// (v * 2).dx          // 6
/// ```
public struct Vector: Hashable, Codable, Sendable, CustomStringConvertible {
    public var dx: Double
    public var dy: Double

    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The unit vector at `angle` radians (0 points right, pi/2 points down).
    public init(angle: Double, length: Double = 1) {
        self.init(dx: cos(angle) * length, dy: sin(angle) * length)
    }

    public static let zero = Vector(dx: 0, dy: 0)

    public var length: Double { (dx * dx + dy * dy).squareRoot() }
    public var lengthSquared: Double { dx * dx + dy * dy }
    /// The direction in radians, as `atan2(dy, dx)`.
    public var angle: Double { atan2(dy, dx) }
    public var isFinite: Bool { dx.isFinite && dy.isFinite }

    /// The same direction with length 1 (zero stays zero).
    public var normalized: Vector {
        let l = length
        return l > 0 ? Vector(dx: dx / l, dy: dy / l) : .zero
    }

    /// Turned by `angle` radians (clockwise on screen, as y grows down).
    public func rotated(by angle: Double) -> Vector {
        let c = cos(angle), s = sin(angle)
        return Vector(dx: dx * c - dy * s, dy: dx * s + dy * c)
    }

    public func dot(_ o: Vector) -> Double { dx * o.dx + dy * o.dy }
    /// The z component of the 3D cross product.
    public func cross(_ o: Vector) -> Double { dx * o.dy - dy * o.dx }

    public static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
    public static func - (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx - b.dx, dy: a.dy - b.dy) }
    public static prefix func - (a: Vector) -> Vector { Vector(dx: -a.dx, dy: -a.dy) }
    public static func * (a: Vector, s: Double) -> Vector { Vector(dx: a.dx * s, dy: a.dy * s) }
    public static func * (s: Double, a: Vector) -> Vector { a * s }
    public static func / (a: Vector, s: Double) -> Vector { Vector(dx: a.dx / s, dy: a.dy / s) }

    public var description: String { "(\(dx), \(dy))" }
}
