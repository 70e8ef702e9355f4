#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The shape of a collision boundary, built as UIBezierPath is: a rectangle, rounded rectangle,
/// oval, arc or polygon, or any outline of lines, arcs and curves. `BezierPath` is the same
/// class under UIKit's name.
///
/// ```swift
/// collision.addBoundary(withIdentifier: "floor" as NSCopying, from: CGPoint(x: 0, y: 480), to: CGPoint(x: 320, y: 480))
/// collision.addBoundary(withIdentifier: "paddle" as NSCopying, for: BezierPath(ovalIn: CGRect(x: 120, y: 440, width: 80, height: 16)))
///
/// let cup = BezierPath()
/// cup.move(to: CGPoint(x: 100, y: 100))
/// cup.addLine(to: CGPoint(x: 120, y: 300))
/// cup.addArc(withCenter: CGPoint(x: 160, y: 300), radius: 40, startAngle: .pi, endAngle: 0, clockwise: false)
/// cup.addLine(to: CGPoint(x: 220, y: 100))
/// collision.addBoundary(withIdentifier: "cup" as NSCopying, for: cup)
/// ```
///
/// Every path is an outline, as in UIKit: items bounce off its lines from either side, so an
/// item inside a closed path stays inside and one outside stays out. The one exception is
/// `Path(solidRect:)`, the engine's own: a box that pushes out an item found inside it (a brick
/// that appears on a ball). Arcs, ovals and curves collide as lines no farther than 0.05
/// points from the true curve. Adding a path as a boundary copies it: changing the path
/// afterwards changes nothing, as in UIKit.
open class Path: Hashable, CustomStringConvertible {
    /// What the path is made of.
    public enum Shape: Hashable, Sendable {
        case segment(Point, Point)
        /// A rectangle's outline.
        case rectangle(Rect)
        /// A rectangle that pushes out what is inside it (`Path(solidRect:)`).
        case solidRectangle(Rect)
        case oval(Rect)
        case polygon([Point])
        case polyline([Point])
        /// Lines through points, each closed or open, as built by `move(to:)`, `addLine(to:)`,
        /// arcs, curves and `close()`.
        case subpaths([Subpath])
    }

    /// One run of a built path: its points in order, and whether it returns to the first.
    public struct Subpath: Hashable, Sendable {
        public var points: [Point]
        public var isClosed: Bool

        public init(points: [Point], isClosed: Bool) {
            self.points = points
            self.isClosed = isClosed
        }
    }

    public private(set) var shape: Shape

    /// Flattening tolerance for arcs and curves, in points.
    static let tolerance = 0.05

    // MARK: Making paths

    /// An empty path, to build with `move(to:)`, `addLine(to:)` and the rest.
    public init() { shape = .subpaths([]) }

    /// A copy of `path`.
    public init(_ path: Path) { shape = path.shape }

    /// A rectangle's outline.
    public init(rect: Rect) {
        precondition(rect.isValid, "Path(rect:): the rectangle must have finite coordinates and a non-negative size, got \(rect)")
        shape = .rectangle(rect)
    }

    /// A solid rectangle: items outside bounce off it, and an item found inside is pushed out
    /// by the nearest side. Not UIKit's: for bricks and paddles.
    public init(solidRect rect: Rect) {
        precondition(rect.isValid, "Path(solidRect:): the rectangle must have finite coordinates and a non-negative size, got \(rect)")
        shape = .solidRectangle(rect)
    }

    /// The ellipse inscribed in `rect`.
    public init(ovalIn rect: Rect) {
        precondition(rect.isValid && rect.width > 0 && rect.height > 0,
                     "Path(ovalIn:): the rectangle must be finite with a positive width and height, got \(rect)")
        shape = .oval(rect)
    }

    /// A rectangle with corners rounded to `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: Rect, cornerRadius: CGFloat) {
        precondition(rect.isValid && cornerRadius.isFinite && cornerRadius >= 0,
                     "Path(roundedRect:cornerRadius:): needs a finite rectangle and radius >= 0, got \(rect) and \(cornerRadius)")
        self.init()
        let r = min(cornerRadius, rect.width / 2, rect.height / 2)
        guard r > 0 else { shape = .rectangle(rect); return }
        move(to: Point(x: rect.minX + r, y: rect.minY))
        addArc(withCenter: Point(x: rect.maxX - r, y: rect.minY + r), radius: r, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        addArc(withCenter: Point(x: rect.maxX - r, y: rect.maxY - r), radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        addArc(withCenter: Point(x: rect.minX + r, y: rect.maxY - r), radius: r, startAngle: .pi / 2, endAngle: .pi, clockwise: true)
        addArc(withCenter: Point(x: rect.minX + r, y: rect.minY + r), radius: r, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: true)
        close()
    }

    /// An arc of the circle around `center` (open: a curved wall).
    public convenience init(arcCenter center: Point, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A straight segment between two points (collides on both sides).
    public static func segment(from a: Point, to b: Point) -> Path {
        precondition(a.isFinite && b.isFinite, "Path.segment: endpoints must be finite, got \(a) and \(b)")
        precondition(a != b, "Path.segment: the two endpoints are the same point \(a); a segment needs two distinct points")
        return Path(checked: .segment(a, b))
    }

    /// A closed polygon through `points`, convex or not. Stops with a message naming the
    /// problem when the points are fewer than 3, not finite, or all on one line;
    /// `Path.validatedPolygon(_:)` throws instead.
    public convenience init(polygon points: [Point]) {
        do { self.init(try Path.validatedPolygon(points)) } catch { preconditionFailure("\(error)") }
    }

    /// An open chain of segments through `points` (at least 2).
    public convenience init(polyline points: [Point]) {
        do { self.init(try Path.validatedPolyline(points)) } catch { preconditionFailure("\(error)") }
    }

    /// A polygon, or an error naming what is wrong with the points.
    public static func validatedPolygon(_ points: [Point]) throws(GeometryError) -> Path {
        guard points.count >= 3 else { throw .degeneratePath("a polygon needs at least 3 points, got \(points.count)") }
        if let bad = points.first(where: { !$0.isFinite }) { throw .nonFinite("polygon point", "\(bad)") }
        for i in points.indices where points[i] == points[(i + 1) % points.count] {
            throw .degeneratePath("the polygon repeats the point \(points[i]) at index \(i)")
        }
        guard ConvexHull.of(points).count >= 3 else {
            throw .degeneratePath("the polygon \(points) has no area (its points lie on one line)")
        }
        return Path(checked: .polygon(points))
    }

    /// A polyline, or an error naming what is wrong with the points.
    public static func validatedPolyline(_ points: [Point]) throws(GeometryError) -> Path {
        guard points.count >= 2 else { throw .degeneratePath("a polyline needs at least 2 points, got \(points.count)") }
        if let bad = points.first(where: { !$0.isFinite }) { throw .nonFinite("polyline point", "\(bad)") }
        for i in 1..<points.count where points[i] == points[i - 1] {
            throw .degeneratePath("the polyline repeats the point \(points[i]) at index \(i)")
        }
        return Path(checked: .polyline(points))
    }

    private init(checked shape: Shape) { self.shape = shape }

    // MARK: Building, as UIBezierPath

    /// Where the next line starts, or nil while the path is empty.
    public var currentPoint: Point {
        guard case let .subpaths(runs) = shape, let last = runs.last else {
            return subpathsForBuilding.last.map { $0.isClosed ? $0.points[0] : $0.points[$0.points.count - 1] } ?? .zero
        }
        return last.isClosed ? last.points[0] : last.points[last.points.count - 1]
    }

    /// Starts a new run at `point`.
    public func move(to point: Point) {
        precondition(point.isFinite, "Path.move(to:): the point must be finite, got \(point)")
        var runs = subpathsForBuilding
        if let last = runs.last, last.points.count == 1, !last.isClosed { runs.removeLast() }
        runs.append(Subpath(points: [point], isClosed: false))
        shape = .subpaths(runs)
    }

    /// A straight line from the current point to `point`. Without a current point (an empty
    /// path, as UIKit would log) the line starts at `point`.
    public func addLine(to point: Point) {
        precondition(point.isFinite, "Path.addLine(to:): the point must be finite, got \(point)")
        appendPoints([point])
    }

    /// An arc of the circle around `center`, from `startAngle` to `endAngle` (radians; 0 points
    /// right, and clockwise is clockwise on screen, as in UIKit). A line joins the current
    /// point to the arc's start.
    public func addArc(withCenter center: Point, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        precondition(center.isFinite && radius.isFinite && radius >= 0 && startAngle.isFinite && endAngle.isFinite,
                     "Path.addArc: center, radius (>= 0) and angles must be finite, got \(center), \(radius), \(startAngle), \(endAngle)")
        var sweep = Double(endAngle - startAngle)
        let full = 2 * Double.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
        } else if sweep > 0 {
            sweep = sweep.truncatingRemainder(dividingBy: full) - full
        }
        if abs(sweep) > full { sweep = sweep > 0 ? full : -full }
        let n = Path.pieces(radius: Double(radius), angle: abs(sweep))
        let start = Double(startAngle)
        appendPoints((0...n).map { k in
            let t = start + sweep * Double(k) / Double(n)
            return Point(x: Double(center.x) + Double(radius) * cos(t), y: Double(center.y) + Double(radius) * sin(t))
        })
    }

    /// A quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: Point, controlPoint: Point) {
        precondition(end.isFinite && controlPoint.isFinite, "Path.addQuadCurve: points must be finite, got \(end) and \(controlPoint)")
        let p0 = currentPoint
        let n = Path.curvePieces([p0, controlPoint, end])
        appendPoints((1...n).map { k in
            let t = Double(k) / Double(n), u = 1 - t
            return Point(x: u * u * p0.x + 2 * u * t * controlPoint.x + t * t * end.x,
                         y: u * u * p0.y + 2 * u * t * controlPoint.y + t * t * end.y)
        })
    }

    /// A cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: Point, controlPoint1 c1: Point, controlPoint2 c2: Point) {
        precondition(end.isFinite && c1.isFinite && c2.isFinite, "Path.addCurve: points must be finite, got \(end), \(c1) and \(c2)")
        let p0 = currentPoint
        let n = Path.curvePieces([p0, c1, c2, end])
        appendPoints((1...n).map { k in
            let t = Double(k) / Double(n), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return Point(x: a * p0.x + b * c1.x + c * c2.x + d * end.x, y: a * p0.y + b * c1.y + c * c2.y + d * end.y)
        })
    }

    /// Closes the current run with a line back to its first point.
    public func close() {
        var runs = subpathsForBuilding
        guard let last = runs.last, !last.isClosed else { return }
        runs[runs.count - 1].isClosed = true
        shape = .subpaths(runs)
    }

    /// Adds the runs of `path` to this one.
    public func append(_ path: Path) {
        shape = .subpaths(subpathsForBuilding + path.subpathsForBuilding)
    }

    /// Empties the path.
    public func removeAllPoints() { shape = .subpaths([]) }

    /// Moves every point through `transform`.
    public func apply(_ transform: CGAffineTransform) {
        shape = .subpaths(subpathsForBuilding.map { Subpath(points: $0.points.map { $0.applying(transform) }, isClosed: $0.isClosed) })
    }

    /// True when the path has no points.
    public var isEmpty: Bool {
        if case let .subpaths(runs) = shape { return runs.isEmpty }
        return false
    }

    /// The smallest rectangle holding the path.
    public var bounds: Rect { boundingBox }

    /// Whether `point` is inside one of the path's closed runs (the non-zero winding rule, as
    /// UIBezierPath's `contains`).
    public func contains(_ point: Point) -> Bool {
        var winding = 0
        for run in subpathsForBuilding where run.isClosed && run.points.count >= 3 {
            let p = run.points
            for i in p.indices {
                let a = p[i], b = p[(i + 1) % p.count]
                if a.y <= point.y {
                    if b.y > point.y && (b - a).cross(point - a) > 0 { winding += 1 }
                } else if b.y <= point.y && (b - a).cross(point - a) < 0 {
                    winding -= 1
                }
            }
        }
        return winding != 0
    }

    // MARK: What the engine reads

    /// The smallest rectangle holding the path.
    public var boundingBox: Rect {
        switch shape {
        case let .segment(a, b): return Path.bounds(of: [a, b])
        case let .rectangle(r), let .solidRectangle(r), let .oval(r): return r
        case let .polygon(p), let .polyline(p): return Path.bounds(of: p)
        case let .subpaths(runs): return runs.isEmpty ? .zero : Path.bounds(of: runs.flatMap(\.points))
        }
    }

    /// The straight segments the engine collides with: the edges of a closed shape in order,
    /// or the pieces of an open one.
    public var segments: [(Point, Point)] {
        switch shape {
        case let .segment(a, b): return [(a, b)]
        case let .rectangle(r), let .solidRectangle(r): return Path.closedEdges(Path.corners(of: r))
        case let .oval(r): return Path.closedEdges(Path.ovalPoints(in: r))
        case let .polygon(p): return Path.closedEdges(p)
        case let .polyline(p): return (1..<p.count).map { (p[$0 - 1], p[$0]) }
        case let .subpaths(runs):
            return runs.flatMap { run -> [(Point, Point)] in
                let p = run.points
                guard p.count >= 2 else { return [] }
                let open = (1..<p.count).map { (p[$0 - 1], p[$0]) }
                return run.isClosed && p[p.count - 1] != p[0] ? open + [(p[p.count - 1], p[0])] : open
            }.filter { $0.0 != $0.1 }
        }
    }

    /// The points of each run, for drawing (closed runs are not repeated at the end).
    public var subpathsForDrawing: [[Point]] { subpathsForBuilding.map(\.points) }

    /// The path as runs of points (rectangles, ovals and polygons as closed runs).
    package var subpathsForBuilding: [Subpath] {
        switch shape {
        case let .segment(a, b): return [Subpath(points: [a, b], isClosed: false)]
        case let .rectangle(r), let .solidRectangle(r): return [Subpath(points: Path.corners(of: r), isClosed: true)]
        case let .oval(r): return [Subpath(points: Path.ovalPoints(in: r), isClosed: true)]
        case let .polygon(p): return [Subpath(points: p, isClosed: true)]
        case let .polyline(p): return [Subpath(points: p, isClosed: false)]
        case let .subpaths(runs): return runs
        }
    }

    /// Adds points to the current run (a new run when there is none, or the last is closed).
    private func appendPoints(_ points: [Point]) {
        guard !points.isEmpty else { return }
        var runs = subpathsForBuilding
        if let last = runs.last, !last.isClosed {
            var pts = points
            if pts.first == last.points.last { pts.removeFirst() }
            runs[runs.count - 1].points += pts
        } else {
            let start = runs.last.map { $0.points[0] }
            var pts = points
            if let start, pts.first != start { pts.insert(start, at: 0) }
            runs.append(Subpath(points: pts, isClosed: false))
        }
        shape = .subpaths(runs)
    }

    /// The polygon the engine uses for an oval in `rect`: fine enough that the polygon
    /// is within 0.05 points of the ellipse.
    public static func ovalPoints(in rect: Rect, tolerance: Double = 0.05) -> [Point] {
        let a = Double(rect.width) / 2, b = Double(rect.height) / 2
        let n = max(16, pieces(radius: max(a, b), angle: 2 * Double.pi, tolerance: tolerance))
        return (0..<n).map { k in
            let t = 2 * Double.pi * Double(k) / Double(n)
            return Point(x: Double(rect.midX) + a * cos(t), y: Double(rect.midY) + b * sin(t))
        }
    }

    /// How many straight pieces keep an arc of `radius` over `angle` within `tolerance`.
    static func pieces(radius: Double, angle: Double, tolerance: Double = Path.tolerance) -> Int {
        guard radius > 0, angle > 0 else { return 1 }
        let step = 2 * acos(max(-1, 1 - tolerance / max(radius, tolerance)))
        return min(256, max(1, Int((angle / step).rounded(.up))))
    }

    /// Pieces for a Bézier curve with these control points: enough for its control polygon's
    /// bend to stay within the tolerance.
    static func curvePieces(_ p: [Point]) -> Int {
        var bend = 0.0
        for i in 1..<(p.count - 1) {
            let d = (p[i - 1] - p[i]) + (p[i + 1] - p[i])
            bend = max(bend, Double(d.length))
        }
        let n = (bend * Double(p.count - 1) / (8 * Path.tolerance)).squareRoot()
        return min(256, max(1, Int(n.rounded(.up))))
    }

    static func corners(of r: Rect) -> [Point] {
        [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
    }

    static func closedEdges(_ p: [Point]) -> [(Point, Point)] {
        (0..<p.count).map { (p[$0], p[($0 + 1) % p.count]) }
    }

    package static func bounds(of points: [Point]) -> Rect {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for p in points { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    // MARK: Equality, as values

    public static func == (a: Path, b: Path) -> Bool { a === b || a.shape == b.shape }
    public func hash(into hasher: inout Hasher) { hasher.combine(shape) }
    public var description: String { "Path(\(shape))" }
}

/// UIBezierPath's name for `Path`, so ported code keeps its spelling.
public typealias BezierPath = Path
