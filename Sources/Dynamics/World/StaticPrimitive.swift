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
    /// A box that is an outline (UIKit's rectangle path): an item inside it meets its four
    /// sides from within. A solid box (`Path(solidRect:)`) pushes such an item out.
    var hollow: Bool
    var alive: Bool
    /// The boundary this piece belongs to (index into `StaticGeometry.records`).
    var record: Int32
    var behaviorBit: UInt64
}

extension StaticPrimitive {
    /// Whether (px, py) lies strictly inside an outline box: then the item meets its sides.
    @inline(__always)
    func holds(_ px: Double, _ py: Double) -> Bool {
        hollow && px > minX && px < maxX && py > minY && py < maxY
    }

    /// Side k (0 top, 1 right, 2 bottom, 3 left) of a box, as a segment.
    func side(_ k: Int) -> StaticPrimitive {
        let (ax, ay, bx, by): (Double, Double, Double, Double)
        switch k {
        case 0: (ax, ay, bx, by) = (minX, minY, maxX, minY)
        case 1: (ax, ay, bx, by) = (maxX, minY, maxX, maxY)
        case 2: (ax, ay, bx, by) = (maxX, maxY, minX, maxY)
        default: (ax, ay, bx, by) = (minX, maxY, minX, minY)
        }
        let dx = bx - ax, dy = by - ay
        let length = (dx * dx + dy * dy).squareRoot()
        return StaticPrimitive(minX: Swift.min(ax, bx), minY: Swift.min(ay, by), maxX: Swift.max(ax, bx), maxY: Swift.max(ay, by),
                               ax: ax, ay: ay, ux: length > 0 ? dx / length : 1, uy: length > 0 ? dy / length : 0,
                               length: length, isBox: false, hollow: false, alive: alive, record: record, behaviorBit: behaviorBit)
    }

    /// Calls `body` with the pieces an item centred at (px, py) meets: the primitive itself,
    /// or, inside an outline box, its four sides.
    @inline(__always)
    func forEachPiece(meeting px: Double, _ py: Double, _ body: (StaticPrimitive) -> Void) {
        if isBox && holds(px, py) {
            for k in 0..<4 { body(side(k)) }
        } else {
            body(self)
        }
    }
}
