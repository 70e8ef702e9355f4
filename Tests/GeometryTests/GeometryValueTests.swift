#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import Geometry
import TestSupport

/// Point, Vector, Rect, Path: the value types the engine and the window layer share.
@Suite struct GeometryValueTests {
    @Test func vectorArithmetic() {
        let v = Vector(dx: 3, dy: 4)
        #expect(v.length == 5 && v.lengthSquared == 25)
        #expect(v * 2 == Vector(dx: 6, dy: 8) && 2 * v == v * 2)
        #expect(v / 2 == Vector(dx: 1.5, dy: 2))
        #expect(v + Vector(dx: 1, dy: 1) == Vector(dx: 4, dy: 5))
        #expect(v - Vector(dx: 1, dy: 1) == Vector(dx: 2, dy: 3))
        #expect(-v == Vector(dx: -3, dy: -4))
        #expect(v.dot(Vector(dx: 1, dy: 0)) == 3)
        #expect(Vector(dx: 1, dy: 0).cross(Vector(dx: 0, dy: 1)) == 1)
        #expect(isClose(v.normalized.length, 1, within: 1e-15))
        #expect(Vector.zero.normalized == .zero)
        let down = Vector(angle: .pi / 2, length: 2)
        #expect(isClose(down.dx, 0, within: 1e-15) && isClose(down.dy, 2, within: 1e-15))
        #expect(isClose(down.angle, .pi / 2, within: 1e-15))
        #expect(!Vector(dx: Double.nan, dy: 0).isFinite && v.isFinite)
    }

    @Test func pointArithmetic() {
        let p = Point(x: 1, y: 2)
        #expect(p + Vector(dx: 2, dy: 3) == Point(x: 3, y: 5))
        #expect(p - Vector(dx: 1, dy: 1) == Point(x: 0, y: 1))
        #expect(Point(x: 4, y: 6) - p == Vector(dx: 3, dy: 4))
        #expect(p.distance(to: Point(x: 4, y: 6)) == 5)
        #expect(!Point(x: Double.infinity, y: 0).isFinite)
    }

    @Test func rectQueries() {
        let r = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(r.minX == 10 && r.maxX == 40 && r.minY == 20 && r.maxY == 60)
        #expect(r.midX == 25 && r.midY == 40 && r.center == Point(x: 25, y: 40))
        // Core Graphics' rule: the right and bottom edges are outside.
        #expect(r.contains(Point(x: 10, y: 20)) && r.contains(Point(x: 39.9, y: 59.9)) && !r.contains(Point(x: 40, y: 60)) && !r.contains(Point(x: 41, y: 30)))
        #expect(r.insetBy(dx: 20, dy: 0).isNull, "an inset past the size leaves nothing")
        #expect(r.intersects(Rect(x: 39, y: 59, width: 5, height: 5)))
        #expect(!r.intersects(Rect(x: 41, y: 20, width: 5, height: 5)))
        #expect(r.insetBy(dx: 5, dy: 10) == Rect(x: 15, y: 30, width: 20, height: 20))
        #expect(r.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 12, y: 21, width: 24, height: 36))
        #expect(r.offsetBy(dx: -10, dy: 5) == Rect(x: 0, y: 25, width: 30, height: 40))
        #expect(Rect(center: Point(x: 0, y: 0), size: Size(width: 4, height: 2)) == Rect(x: -2, y: -1, width: 4, height: 2))
        #expect(r.isValid && !Rect(x: 0, y: 0, width: -1, height: 1).isValid && !Rect(x: Double.nan, y: 0, width: 1, height: 1).isValid)
    }

    @Test func pathSegmentsAndBounds() {
        let rect = Path(rect: Rect(x: 0, y: 0, width: 10, height: 5))
        #expect(rect.segments.count == 4)
        #expect(rect.boundingBox == Rect(x: 0, y: 0, width: 10, height: 5))
        let line = Path(polyline: [Point(x: 0, y: 0), Point(x: 10, y: 10), Point(x: 20, y: 0)])
        #expect(line.segments.count == 2)
        #expect(line.boundingBox == Rect(x: 0, y: 0, width: 20, height: 10))
        let seg = Path.segment(from: Point(x: 5, y: 5), to: Point(x: 1, y: 9))
        #expect(seg.segments.count == 1)
        #expect(seg.boundingBox == Rect(x: 1, y: 5, width: 4, height: 4))
        let tri = Path(polygon: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 5, y: 8)])
        #expect(tri.segments.count == 3)
        // Closed shapes end where they start.
        #expect(tri.segments.last!.1 == tri.segments.first!.0)
    }

    @Test(arguments: [Rect(x: 0, y: 0, width: 80, height: 16), Rect(x: 10, y: 10, width: 300, height: 300), Rect(x: 0, y: 0, width: 2, height: 1)])
    func ovalPolygonIsWithinToleranceOfTheEllipse(rect: Rect) {
        let points = Path.ovalPoints(in: rect)
        #expect(points.count >= 16 && points.count <= 256)
        let a = rect.width / 2, b = rect.height / 2
        // Every vertex on the ellipse; every edge midpoint within 0.05 of it (the chord's sag).
        for p in points {
            let e = pow((p.x - rect.midX) / a, 2) + pow((p.y - rect.midY) / b, 2)
            #expect(isClose(e, 1, within: 1e-9))
        }
        var worst = 0.0
        for (p, q) in Path(ovalIn: rect).segments {
            let m = Point(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2)
            // Distance to the ellipse along the ray from the centre (exact for circles, close otherwise).
            let t = 1 / (pow((m.x - rect.midX) / a, 2) + pow((m.y - rect.midY) / b, 2)).squareRoot()
            let onEllipse = Point(x: rect.midX + (m.x - rect.midX) * t, y: rect.midY + (m.y - rect.midY) * t)
            worst = max(worst, m.distance(to: onEllipse))
        }
        #expect(worst <= 0.05 + 1e-9, "worst sag \(worst)")
        #expect(Path(ovalIn: rect).boundingBox == rect)
    }
}

