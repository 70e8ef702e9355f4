#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A displacement, velocity or force, as Core Graphics' `CGVector`: points, or points per
/// second. Foundation on Linux has no `CGVector`, so the engine defines it with Apple's
/// members (`dx`, `dy`, the three initializers, `zero`); `Vector` is its shorter name.
///
/// ```swift
/// let v = Vector(dx: 3, dy: 4)       // the same type as CGVector(dx: 3, dy: 4)
/// v.length            // 5
/// (v * 2).dx          // 6
/// ```
@frozen
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    @_transparent public init() { dx = 0; dy = 0 }
    @_transparent public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    @_transparent public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    @_transparent public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }

    /// The vector of `length` at `angle` radians (0 points right, pi/2 points down).
    public init(angle: CGFloat, length: CGFloat = 1) {
        self.init(dx: cos(Double(angle)) * Double(length), dy: sin(Double(angle)) * Double(length))
    }

    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }

    public var length: CGFloat { (dx * dx + dy * dy).squareRoot() }
    public var lengthSquared: CGFloat { dx * dx + dy * dy }
    /// The direction in radians, as `atan2(dy, dx)`.
    public var angle: CGFloat { CGFloat(atan2(Double(dy), Double(dx))) }
    public var isFinite: Bool { dx.isFinite && dy.isFinite }

    /// The same direction with length 1 (zero stays zero).
    public var normalized: CGVector {
        let l = length
        return l > 0 ? CGVector(dx: dx / l, dy: dy / l) : .zero
    }

    /// Turned by `angle` radians (clockwise on screen, as y grows down).
    public func rotated(by angle: CGFloat) -> CGVector {
        let c = CGFloat(cos(Double(angle))), s = CGFloat(sin(Double(angle)))
        return CGVector(dx: dx * c - dy * s, dy: dx * s + dy * c)
    }

    public func dot(_ o: CGVector) -> CGFloat { dx * o.dx + dy * o.dy }
    /// The z component of the 3D cross product.
    public func cross(_ o: CGVector) -> CGFloat { dx * o.dy - dy * o.dx }

    public static func + (a: CGVector, b: CGVector) -> CGVector { CGVector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
    public static func - (a: CGVector, b: CGVector) -> CGVector { CGVector(dx: a.dx - b.dx, dy: a.dy - b.dy) }
    public static prefix func - (a: CGVector) -> CGVector { CGVector(dx: -a.dx, dy: -a.dy) }
    public static func * (a: CGVector, s: CGFloat) -> CGVector { CGVector(dx: a.dx * s, dy: a.dy * s) }
    public static func * (s: CGFloat, a: CGVector) -> CGVector { a * s }
    public static func / (a: CGVector, s: CGFloat) -> CGVector { CGVector(dx: a.dx / s, dy: a.dy / s) }

    public var description: String { "(\(dx), \(dy))" }
}

/// As Apple's: encoded as `[dx, dy]`.
extension CGVector: Codable {
    public init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let dx = try container.decode(CGFloat.self)
        let dy = try container.decode(CGFloat.self)
        self.init(dx: dx, dy: dy)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}

/// The engine's shorter name for `CGVector`.
public typealias Vector = CGVector
