/// A read-only look at `StaticGeometry` for one step: plain pointers and numbers, so the
/// sweep's inner loops touch no class and pay no reference counting.
struct StaticView {
    var primitives: UnsafeMutablePointer<StaticPrimitive>
    var cellStart: UnsafeMutablePointer<Int32>
    var cellItems: UnsafeMutablePointer<Int32>
    var loose: UnsafeMutablePointer<LooseBoundary>
    var looseCount: Int
    var primitiveCount: Int
    var columns: Int
    var rows: Int
    var originX: Double
    var originY: Double
    var cellSize: Double
    var inverseCellSize: Double

    var isEmpty: Bool { primitiveCount == 0 }

    @inline(__always)
    func cellRange(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) -> (Int, Int, Int, Int) {
        let lastX = Double(columns - 1), lastY = Double(rows - 1)
        return (Int(min(lastX, max(0, (minX - originX) * inverseCellSize))),
                Int(min(lastY, max(0, (minY - originY) * inverseCellSize))),
                Int(min(lastX, max(0, (maxX - originX) * inverseCellSize))),
                Int(min(lastY, max(0, (maxY - originY) * inverseCellSize))))
    }

    /// Finds the earliest boundary contact for a circle of radius r moving by (dx, dy) from
    /// (px, py), among the boundaries of the behaviors in `mask`.
    @inline(__always)
    func sweepCircle(_ px: Double, _ py: Double, _ dx: Double, _ dy: Double, _ r: Double,
                     _ mask: UInt64, _ best: inout SweepHit) {
        let sx0 = min(px, px + dx) - r, sx1 = max(px, px + dx) + r
        let sy0 = min(py, py + dy) - r, sy1 = max(py, py + dy) + r
        // Boundaries added since the last grid rebuild.
        for k in 0..<looseCount {
            let rec = loose[k]
            if rec.maxX < sx0 || rec.minX > sx1 || rec.maxY < sy0 || rec.minY > sy1 { continue }
            for p in rec.first..<(rec.first + rec.count) { test(primitives[p], px, py, dx, dy, r, mask, sx0, sy0, sx1, sy1, &best) }
        }
        guard columns > 0 else { return }
        // Long sweeps walk the grid in pieces about a cell long, nearest first, and stop once
        // a hit lies within the pieces already searched.
        let span = max(abs(dx), abs(dy))
        let pieces = span <= 2 * cellSize ? 1 : Int(min(4096, (span / cellSize).rounded(.up)))
        let inv = 1 / Double(pieces)
        let gridMaxX = originX + Double(columns) * cellSize, gridMaxY = originY + Double(rows) * cellSize
        for piece in 0..<pieces {
            let f0 = Double(piece) * inv, f1 = Double(piece + 1) * inv
            let ax = px + dx * f0, bx = px + dx * f1, ay = py + dy * f0, by = py + dy * f1
            let x0 = min(ax, bx) - r, x1 = max(ax, bx) + r, y0 = min(ay, by) - r, y1 = max(ay, by) + r
            if x0 <= gridMaxX && x1 >= originX && y0 <= gridMaxY && y1 >= originY {
                let (cx0, cy0, cx1, cy1) = cellRange(x0, y0, x1, y1)
                for cy in cy0...cy1 {
                    let row = cy * columns
                    for cx in cx0...cx1 {
                        let c = row + cx
                        var k = Int(cellStart[c])
                        let end = Int(cellStart[c + 1])
                        while k < end {
                            test(primitives[Int(cellItems[k])], px, py, dx, dy, r, mask, sx0, sy0, sx1, sy1, &best)
                            k += 1
                        }
                    }
                }
            }
            if best.t <= f1 { return }
        }
    }

    @inline(__always)
    private func test(_ p: StaticPrimitive, _ px: Double, _ py: Double, _ dx: Double, _ dy: Double, _ r: Double,
                      _ mask: UInt64, _ sx0: Double, _ sy0: Double, _ sx1: Double, _ sy1: Double, _ best: inout SweepHit) {
        if p.maxX < sx0 || p.minX > sx1 || p.maxY < sy0 || p.minY > sy1 { return }
        if !p.alive || p.behaviorBit & mask == 0 { return }
        if p.isBox {
            CircleSweep.box(p, px, py, dx, dy, r, &best, record: p.record)
        } else {
            CircleSweep.segment(p, px, py, dx, dy, r, &best, record: p.record)
        }
    }

    /// Visits the primitives near a box: the loose ones, then the grid's (some more than once).
    @inline(__always)
    func forEachPrimitive(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ body: (StaticPrimitive) -> Void) {
        for k in 0..<looseCount {
            let rec = loose[k]
            if rec.maxX < x0 || rec.minX > x1 || rec.maxY < y0 || rec.minY > y1 { continue }
            for p in rec.first..<(rec.first + rec.count) { body(primitives[p]) }
        }
        guard columns > 0 else { return }
        let (cx0, cy0, cx1, cy1) = cellRange(x0, y0, x1, y1)
        for cy in cy0...cy1 {
            for cx in cx0...cx1 {
                let c = cy * columns + cx
                for k in Int(cellStart[c])..<Int(cellStart[c + 1]) { body(primitives[Int(cellItems[k])]) }
            }
        }
    }
}

extension StaticGeometry {
    /// The view for the coming sweep (valid until the geometry next changes).
    func view() -> StaticView {
        StaticView(primitives: primitives.base, cellStart: cellStart.base, cellItems: cellItems.base,
                   loose: loose.base, looseCount: loose.count, primitiveCount: primitives.count,
                   columns: columns, rows: rows, originX: originX, originY: originY,
                   cellSize: cellSize, inverseCellSize: inverseCellSize)
    }
}
