#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The shape of a collision boundary: a segment, rectangle, oval, convex polygon or polyline.
///
/// ```swift
/// collision.addBoundary(withIdentifier: "floor", for: .segment(from: Point(x: 0, y: 480), to: Point(x: 320, y: 480)))
/// collision.addBoundary(withIdentifier: "paddle", for: Path(ovalIn: Rect(x: 120, y: 440, width: 80, height: 16)))
/// collision.addBoundary(withIdentifier: "ramp", for: Path(polyline: [Point(x: 0, y: 300), Point(x: 60, y: 340), Point(x: 120, y: 350)]))
/// ```
///
/// Ovals collide as convex polygons fine enough that no point of the polygon is farther
/// than 0.05 points from the true ellipse.
public struct Path: Hashable, Sendable {
    /// What the path was made from.
    public enum Shape: Hashable, Sendable {
        case segment(Point, Point)
        case rectangle(Rect)
        case oval(Rect)
        case polygon([Point])
        case polyline([Point])
    }

    public let shape: Shape

    /// A straight segment between two points (collides on both sides).
    public static func segment(from a: Point, to b: Point) -> Path {
        precondition(a.isFinite && b.isFinite, "Path.segment: endpoints must be finite, got \(a) and \(b)")
        precondition(a != b, "Path.segment: the two endpoints are the same point \(a); a segment needs two distinct points")
        return Path(checked: .segment(a, b))
    }

    /// An axis-aligned rectangle.
    public init(rect: Rect) {
        precondition(rect.isValid, "Path(rect:): the rectangle must have finite coordinates and a non-negative size, got \(rect)")
        self.init(checked: .rectangle(rect))
    }

    /// The ellipse inscribed in `rect`.
    public init(ovalIn rect: Rect) {
        precondition(rect.isValid && rect.width > 0 && rect.height > 0,
                     "Path(ovalIn:): the rectangle must be finite with a positive width and height, got \(rect)")
        self.init(checked: .oval(rect))
    }

    /// A closed convex polygon. Stops with a message naming the problem when the points
    /// are fewer than 3, not finite, or not convex; `Path.validatedPolygon(_:)` throws instead.
    public init(polygon points: [Point]) {
        do { self = try Path.validatedPolygon(points) } catch { preconditionFailure("\(error)") }
    }

    /// An open chain of segments through `points` (at least 2).
    public init(polyline points: [Point]) {
        do { self = try Path.validatedPolyline(points) } catch { preconditionFailure("\(error)") }
    }

    /// A convex polygon, or an error naming what is wrong with the points.
    public static func validatedPolygon(_ points: [Point]) throws(DynamicsError) -> Path {
        guard points.count >= 3 else { throw .degeneratePath("a polygon needs at least 3 points, got \(points.count)") }
        if let bad = points.first(where: { !$0.isFinite }) { throw .nonFinite("polygon point", "\(bad)") }
        guard ConvexHull.isConvex(points) else {
            throw .degeneratePath("the polygon \(points) is not convex (or has repeated or collinear-only points)")
        }
        return Path(checked: .polygon(points))
    }

    /// A polyline, or an error naming what is wrong with the points.
    public static func validatedPolyline(_ points: [Point]) throws(DynamicsError) -> Path {
        guard points.count >= 2 else { throw .degeneratePath("a polyline needs at least 2 points, got \(points.count)") }
        if let bad = points.first(where: { !$0.isFinite }) { throw .nonFinite("polyline point", "\(bad)") }
        for i in 1..<points.count where points[i] == points[i - 1] {
            throw .degeneratePath("the polyline repeats the point \(points[i]) at index \(i)")
        }
        return Path(checked: .polyline(points))
    }

    private init(checked shape: Shape) { self.shape = shape }

    /// The smallest rectangle holding the path.
    public var boundingBox: Rect {
        switch shape {
        case let .segment(a, b): return Path.bounds(of: [a, b])
        case let .rectangle(r), let .oval(r): return r
        case let .polygon(p), let .polyline(p): return Path.bounds(of: p)
        }
    }

    /// The straight segments the engine collides with: the edges of a closed shape in order,
    /// or the pieces of an open one.
    public var segments: [(Point, Point)] {
        switch shape {
        case let .segment(a, b): return [(a, b)]
        case let .rectangle(r):
            let p = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                     Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
            return Path.closedEdges(p)
        case let .oval(r): return Path.closedEdges(Path.ovalPoints(in: r))
        case let .polygon(p): return Path.closedEdges(p)
        case let .polyline(p): return (1..<p.count).map { (p[$0 - 1], p[$0]) }
        }
    }

    /// The polygon the engine uses for an oval in `rect`: fine enough that the polygon
    /// is within 0.05 points of the ellipse.
    public static func ovalPoints(in rect: Rect, tolerance: Double = 0.05) -> [Point] {
        let a = rect.width / 2, b = rect.height / 2
        let r = max(a, b)
        let step = 2 * acos(max(-1, 1 - tolerance / max(r, tolerance)))
        let n = min(256, max(16, Int((2 * Double.pi / step).rounded(.up))))
        return (0..<n).map { k in
            let t = 2 * Double.pi * Double(k) / Double(n)
            return Point(x: rect.midX + a * cos(t), y: rect.midY + b * sin(t))
        }
    }

    static func closedEdges(_ p: [Point]) -> [(Point, Point)] {
        (0..<p.count).map { (p[$0], p[($0 + 1) % p.count]) }
    }

    static func bounds(of points: [Point]) -> Rect {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for p in points { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
