/// A location in the animator's coordinate space, in points (y grows downward).
///
/// ```swift
/// let center = Point(x: 160, y: 240)
/// let moved = center + Vector(dx: 10, dy: 0)   // Point(x: 170, y: 240)
/// ```
public struct Point: Hashable, Codable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    /// True when both coordinates are finite (neither NaN nor infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The distance to another point.
    public func distance(to other: Point) -> Double { (other - self).length }

    public static func + (p: Point, v: Vector) -> Point { Point(x: p.x + v.dx, y: p.y + v.dy) }
    public static func - (p: Point, v: Vector) -> Point { Point(x: p.x - v.dx, y: p.y - v.dy) }
    public static func - (a: Point, b: Point) -> Vector { Vector(dx: a.x - b.x, dy: a.y - b.y) }

    public var description: String { "(\(x), \(y))" }
}
