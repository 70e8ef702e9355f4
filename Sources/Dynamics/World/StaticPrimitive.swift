/// One straight piece of a boundary, or an axis-aligned box (bricks, rectangles).
struct StaticPrimitive: BitwiseCopyable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double
    /// Segment start, unit direction and length (unused for boxes).
    var ax: Double
    var ay: Double
    var ux: Double
    var uy: Double
    var length: Double
    var isBox: Bool
    var alive: Bool
    /// The boundary this piece belongs to (index into `StaticGeometry.records`).
    var record: Int32
    var behaviorBit: UInt64
}
