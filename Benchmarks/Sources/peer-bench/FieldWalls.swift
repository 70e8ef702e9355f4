import CChipmunk
import Dynamics

/// The static walls that close a field on the peers, which have no reference-bounds
/// boundary: for Box2D its four edges as segments, for Chipmunk boxes outside it.
extension Rect {
    /// The four edges, clockwise from the top-left corner, each from `start` to `end`,
    /// multiplied by `scale` (Box2D's meters per point).
    func edges(scale: Double) -> [(start: (x: Float, y: Float), end: (x: Float, y: Float))] {
        let corners = [(minX, minY), (maxX, minY), (maxX, maxY), (minX, maxY)]
            .map { (x: Float($0.0 * scale), y: Float($0.1 * scale)) }
        return (0..<4).map { (start: corners[$0], end: corners[($0 + 1) % 4]) }
    }

    /// Four boxes `thickness` thick just outside the field, overlapping at the corners:
    /// Chipmunk has no continuous collision, and its docs suggest thick static geometry
    /// against tunnelling.
    func wallBoxes(thickness t: Double) -> [cpBB] {
        [
            cpBBNew(minX - t, minY - t, minX, maxY + t),
            cpBBNew(maxX, minY - t, maxX + t, maxY + t),
            cpBBNew(minX - t, minY - t, maxX + t, minY),
            cpBBNew(minX - t, maxY, maxX + t, maxY + t),
        ]
    }
}
