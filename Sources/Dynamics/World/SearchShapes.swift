/// The resting polygons' shapes in world space for one step's contact search: each body's
/// vertices and its edges' unit normals, made once a step and read by every pair the body
/// is in. Made pair by pair, a box's cosine, sine and four square roots were computed about
/// five times a step in a pyramid, a fifth of the search.
final class SearchShapes {
    /// Each made shape: its vertices (x, y), then its edges' normals (x, y).
    let values = Storage<Double>(capacity: 256)
    /// Where body i's shape starts in `values`, when `made[i]` is this step's mark.
    let start = Storage<Int32>(capacity: 64)
    let made = Storage<UInt32>(capacity: 64)
    @exclusivity(unchecked) private var mark: UInt32 = 0

    /// Forgets every shape. `room` is the most values this step's shapes can take: the
    /// storage never moves during the search, so a shape's view stays valid while others
    /// are made.
    func begin(bodyCount n: Int, room: Int) {
        values.removeAll()
        values.reserve(room)
        start.resize(n, fill: 0)
        made.resize(n, fill: 0)
        mark &+= 1
        if mark == 0 {
            for k in 0..<n { made[k] = 0 }
            mark = 1
        }
    }

    @inline(__always)
    func isMade(_ i: Int) -> Bool { made[i] == mark }

    /// Notes that body i's shape starts at `offset`.
    @inline(__always)
    func noteMade(_ i: Int, at offset: Int) {
        made[i] = mark
        start[i] = Int32(offset)
    }
}

extension World {
    /// Body i's polygon in world space with its edges' normals, made once a step
    /// (`SearchShapes`); a circle is written into `circle`.
    @inline(__always)
    func searchShape(_ i: Int, into circle: Storage<Double>) -> ConvexView {
        let b = info.base + i
        let shapes = contactStore.shapes
        if b.pointee.isCircle {
            let m = motion.base[i]
            return worldShape(i, px: m.px, py: m.py, angle: m.angle, into: circle)
        }
        let n = Int(b.pointee.vertexCount)
        if shapes.isMade(i) {
            let v = shapes.values.base + Int(shapes.start[i])
            return ConvexView(vertices: v, count: n, radius: 0, normals: v + 2 * n)
        }
        let offset = shapes.values.count
        precondition(offset + 4 * n <= shapes.values.capacity, "the search's shapes outgrew their room")
        shapes.values.resize(offset + 4 * n, fill: 0)
        let out = shapes.values.base + offset
        let m = motion.base[i]
        let c = cos(m.angle), s = sin(m.angle)
        let local = localVertices.base + 2 * Int(b.pointee.vertexStart)
        for k in 0..<n {
            let x = local[2 * k], y = local[2 * k + 1]
            out[2 * k] = m.px + c * x - s * y
            out[2 * k + 1] = m.py + s * x + c * y
        }
        // Each edge's outward normal, as the narrow phase computed it pair by pair (the same
        // bits); a degenerate edge's is (0, 0), which the narrow phase skips.
        let normals = out + 2 * n
        for k in 0..<n {
            let next = k + 1 == n ? 0 : k + 1
            let nx = out[2 * next + 1] - out[2 * k + 1], ny = out[2 * k] - out[2 * next]
            let l = (nx * nx + ny * ny).squareRoot()
            normals[2 * k] = l > 0 ? nx / l : 0
            normals[2 * k + 1] = l > 0 ? ny / l : 0
        }
        shapes.noteMade(i, at: offset)
        return ConvexView(vertices: out, count: n, radius: 0, normals: normals)
    }
}
