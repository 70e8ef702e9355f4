/// A location in the animator's coordinate space, in points (y grows downward): Foundation's
/// `CGPoint`, as UIKit uses, under the engine's shorter name.
///
/// ```swift
/// let center = Point(x: 160, y: 240)             // the same type as CGPoint(x: 160, y: 240)
/// let moved = center + Vector(dx: 10, dy: 0)     // (170, 240)
/// ```
public typealias Point = CGPoint

extension CGPoint {
    /// True when both coordinates are finite (neither NaN nor infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The distance to another point.
    public func distance(to other: CGPoint) -> CGFloat { (other - self).length }

    public static func + (p: CGPoint, v: CGVector) -> CGPoint { CGPoint(x: p.x + v.dx, y: p.y + v.dy) }
    public static func - (p: CGPoint, v: CGVector) -> CGPoint { CGPoint(x: p.x - v.dx, y: p.y - v.dy) }
    public static func - (a: CGPoint, b: CGPoint) -> CGVector { CGVector(dx: a.x - b.x, dy: a.y - b.y) }
}
