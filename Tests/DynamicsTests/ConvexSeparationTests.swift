import Testing
@testable import Dynamics

/// The narrow phase's answer for overlapping shapes: depth, the normal from B to A, and a
/// contact point where they meet.
@Suite struct ConvexSeparationTests {
    /// A view of `points` kept alive for the test's body.
    private func withShape<R>(_ points: [Double], _ body: (ConvexView) -> R) -> R {
        let buffer = UnsafeMutablePointer<Double>.allocate(capacity: points.count)
        defer { buffer.deallocate() }
        buffer.initialize(from: points, count: points.count)
        return body(ConvexView(vertices: buffer, count: points.count / 2, radius: 0))
    }

    /// A 6 x 4 box pressed 1 point into a wall 300 points long, far from the wall's middle:
    /// the contact is at the box's edge in the wall, not halfway to the wall's middle.
    @Test func aBoxInALongWallMeetsItAtTheBox() {
        let box = [48.0, -1, 54, -1, 54, 3, 48, 3]   // from y = -1 (1 point beyond y = 0) to 3
        let wall = [0.0, 0, 300, 0]
        let sep = withShape(box) { a in withShape(wall) { b in ConvexSeparation.between(a, b) } }
        #expect(abs(sep.distance + 1) < 1e-9, "1 point deep: \(sep.distance)")
        #expect(sep.nx == 0 && sep.ny == 1, "pushed back into the field (+y): \(sep.nx), \(sep.ny)")
        #expect(abs(sep.cx - 51) < 1e-9, "at the middle of the box's edge: \(sep.cx)")
        #expect(abs(sep.cy + 0.5) < 1e-9, "halfway across the overlap: \(sep.cy)")
    }

    /// The same box more than halfway through a two-sided wall leaves by the nearer side.
    @Test func aBoxMostlyThroughAWallLeavesByTheNearerSide() {
        let box = [48.0, -3, 54, -3, 54, 1, 48, 1]
        let wall = [0.0, 0, 300, 0]
        let sep = withShape(box) { a in withShape(wall) { b in ConvexSeparation.between(a, b) } }
        #expect(abs(sep.distance + 1) < 1e-9)
        #expect(sep.ny == -1)
        #expect(abs(sep.cx - 51) < 1e-9 && abs(sep.cy - 0.5) < 1e-9, "\(sep.cx), \(sep.cy)")
    }

    /// A box's corner in another box's face: the contact is at that corner's depth, halfway.
    @Test func aCornerInAFaceMeetsItAtTheCorner() {
        let floor = [0.0, 10, 100, 10, 100, 20, 0, 20]
        // A diamond whose lowest corner is at (50, 10.4), 0.4 into the floor's top face.
        let diamond = [50.0, 10.4, 55, 5.4, 50, 0.4, 45, 5.4]
        let sep = withShape(diamond) { a in withShape(floor) { b in ConvexSeparation.between(a, b) } }
        #expect(abs(sep.distance + 0.4) < 1e-9)
        #expect(abs(sep.nx) < 1e-12 && sep.ny == -1, "out of the floor, up (-y): \(sep.nx), \(sep.ny)")
        #expect(abs(sep.cx - 50) < 1e-9 && abs(sep.cy - 10.2) < 1e-9, "\(sep.cx), \(sep.cy)")
    }
}
