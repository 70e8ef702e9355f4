#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An item's collision outline in body coordinates, with the area and inertia it implies.
struct BodyShape {
    var isCircle: Bool
    var radius: Double
    /// Polygon vertices around the center, counterclockwise in math orientation.
    var vertices: [Point]
    var area: Double
    /// Moment of inertia about the center per unit mass (points^2).
    var inertiaPerMass: Double
    var extent: Double

    init(item: DynamicItem) {
        if let group = item as? DynamicItemGroup {
            // Collides as its hull, weighs and turns as its items.
            guard case let .polygon(hull) = group.collisionBoundsType else { preconditionFailure("a group's outline is a path") }
            self.init(polygon: hull)
            area = group.area
            inertiaPerMass = group.inertiaPerMass
            return
        }
        let w = item.bounds.size.width, h = item.bounds.size.height
        precondition(w.isFinite && h.isFinite && w > 0 && h > 0,
                     "DynamicItem bounds must have a finite, positive width and height, got \(w) x \(h) for \(type(of: item))")
        switch item.collisionBoundsType {
        case .ellipse where abs(w - h) <= 1e-9 * max(w, h):
            self.init(circleOfRadius: w / 2)
        case .ellipse:
            let oval = Path.ovalPoints(in: Rect(x: -w / 2, y: -h / 2, width: w, height: h), tolerance: 0.01 * min(w, h))
            self.init(polygon: oval)
        case .rectangle:
            self.init(polygon: [Point(x: -w / 2, y: -h / 2), Point(x: w / 2, y: -h / 2),
                                Point(x: w / 2, y: h / 2), Point(x: -w / 2, y: h / 2)])
        case let .polygon(points):
            do { _ = try ConvexHull.validatedConvex(points) } catch {
                preconditionFailure("DynamicItem collision polygon of \(type(of: item)): \(error)")
            }
            self.init(polygon: points)
        case .path:
            // UIKit: a convex path around the center. Its first closed run is taken, as its hull.
            let path = item.collisionBoundingPath
            let points = path.subpathsForBuilding.first(where: { $0.points.count >= 3 })?.points ?? []
            let hull = ConvexHull.of(points)
            precondition(hull.count >= 3,
                         "DynamicItem \(type(of: item)): collisionBoundsType is .path but collisionBoundingPath has no area (\(path))")
            self.init(polygon: hull)
        }
    }

    private init(circleOfRadius r: Double) {
        isCircle = true
        radius = r
        vertices = []
        area = Double.pi * r * r
        inertiaPerMass = r * r / 2
        extent = r
    }

    private init(polygon: [Point]) {
        var p = polygon
        if ConvexHull.signedArea2(p) < 0 { p.reverse() }
        var area2 = 0.0, inertia = 0.0
        for i in 0..<p.count {
            let a = p[i], b = p[(i + 1) % p.count]
            let cr = a.x * b.y - b.x * a.y
            area2 += cr
            inertia += cr * (a.x * a.x + a.x * b.x + b.x * b.x + a.y * a.y + a.y * b.y + b.y * b.y)
        }
        isCircle = false
        radius = 0
        vertices = p
        area = area2 / 2
        inertiaPerMass = (inertia / 12) / area
        extent = p.map { ($0 - Point.zero).length }.max() ?? 0
    }
}
