import Testing
import Geometry

/// Invalid paths throw a `GeometryError` naming the problem and the offending value.
@Suite struct PathValidationTests {
    private func polygonError(_ points: [Point]) -> GeometryError? {
        do { _ = try Path.validatedPolygon(points); return nil } catch { return error }
    }

    private func polylineError(_ points: [Point]) -> GeometryError? {
        do { _ = try Path.validatedPolyline(points); return nil } catch { return error }
    }

    @Test func polygonWithFewerThanThreePoints() throws {
        for points in [[], [Point(x: 0, y: 0)], [Point(x: 0, y: 0), Point(x: 1, y: 1)]] {
            let error = try #require(polygonError(points))
            guard case let .degeneratePath(why) = error else { Issue.record("wrong case \(error)"); continue }
            #expect(why.contains("at least 3"), "\(why)")
            #expect(error.description.contains("got \(points.count)"), "\(error)")
        }
    }

    /// A boundary polygon is an outline, as UIKit's paths: concave and crossing ones are fine.
    @Test func concavePolygonBoundaries() throws {
        let arrow = [Point(x: 0, y: 0), Point(x: 10, y: 5), Point(x: 0, y: 10), Point(x: 4, y: 5)]
        #expect(polygonError(arrow) == nil)
        let bowTie = [Point(x: 0, y: 0), Point(x: 10, y: 10), Point(x: 10, y: 0), Point(x: 0, y: 10)]
        #expect(polygonError(bowTie) == nil)
    }


    @Test func degeneratePolygons() {
        let collinear = [Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 2, y: 2)]
        #expect(polygonError(collinear) != nil)
        let repeated = [Point(x: 0, y: 0), Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 0, y: 5)]
        #expect(polygonError(repeated) != nil)
    }

    @Test func nonFinitePolygonPoints() throws {
        for bad in [Double.nan, Double.infinity, -Double.infinity] {
            let error = try #require(polygonError([Point(x: 0, y: 0), Point(x: bad, y: 0), Point(x: 0, y: 5)]))
            guard case let .nonFinite(what, value) = error else { Issue.record("wrong case \(error)"); continue }
            #expect(what.contains("polygon"))
            #expect(value.contains(bad.isNaN ? "nan" : "inf"), "\(value)")
            #expect(error.description.contains("must be finite"))
        }
    }

    @Test func validPolygonsInEitherWinding() throws {
        let square = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]
        let a = try Path.validatedPolygon(square)
        let b = try Path.validatedPolygon(square.reversed())
        #expect(a.segments.count == 4 && b.segments.count == 4)
        #expect(a.boundingBox == Rect(x: 0, y: 0, width: 10, height: 10))
        // Collinear points on an edge are allowed (a rectangle with a midpoint).
        _ = try Path.validatedPolygon([Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)])
    }

    @Test func polylineErrors() throws {
        let short = try #require(polylineError([Point(x: 1, y: 1)]))
        guard case let .degeneratePath(why) = short else { Issue.record("wrong case \(short)"); return }
        #expect(why.contains("at least 2") && why.contains("got 1"), "\(why)")
        let repeated = try #require(polylineError([Point(x: 0, y: 0), Point(x: 5, y: 5), Point(x: 5, y: 5)]))
        guard case let .degeneratePath(why2) = repeated else { Issue.record("wrong case \(repeated)"); return }
        #expect(why2.contains("repeats") && why2.contains("index 2"), "\(why2)")
        let nan = try #require(polylineError([Point(x: 0, y: 0), Point(x: Double.nan, y: 5)]))
        guard case let .nonFinite(what, _) = nan else { Issue.record("wrong case \(nan)"); return }
        #expect(what.contains("polyline"))
        // A polyline need not be convex, and may return to its start.
        let zigzag = try Path.validatedPolyline([Point(x: 0, y: 0), Point(x: 5, y: 5), Point(x: 10, y: 0), Point(x: 15, y: 5), Point(x: 0, y: 0)])
        #expect(zigzag.segments.count == 4)
    }

    @Test func errorDescriptionsNameTheValue() {
        #expect(GeometryError.outOfRange("elasticity", 1.5, "in 0...1").description == "elasticity must be in 0...1, got 1.5")
        #expect(GeometryError.nonFinite("center", "nan").description == "center must be finite, got nan")
    }
}
