/// A read-only look at `StaticGeometry` for one step: plain pointers and numbers, so the
/// sweep's inner loops touch no class and pay no reference counting.
struct StaticView {
    var primitives: UnsafeMutablePointer<StaticPrimitive>
    var cellStart: UnsafeMutablePointer<Int32>
    var cellItems: UnsafeMutablePointer<Int32>
    var clearance: UnsafeMutablePointer<UInt8>
    var loose: UnsafeMutablePointer<LooseBoundary>
    var looseCount: Int
    var primitiveCount: Int
    var columns: Int
    var rows: Int
    var originX: Double
    var originY: Double
    var cellSize: Double
    var inverseCellSize: Double
    /// The grid's far corner.
    var maxX: Double
    var maxY: Double

    var isEmpty: Bool { primitiveCount == 0 }

    @inline(__always)
    func cellRange(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) -> (Int, Int, Int, Int) {
        clampedCellRange(minX, minY, maxX, maxY, originX: originX, originY: originY, inverseCellSize: inverseCellSize,
                         columns: columns, rows: rows)
    }

    /// Finds the earliest boundary contact for a circle of radius r moving by (dx, dy) from
    /// (px, py), among the boundaries of the behaviors in `mask`.
    ///
    /// Most sweeps cross only empty cells, so that path is kept short: the cells of the swept
    /// box, a bounding-box test per primitive, and the exact test (rare) out of line.
    @inline(__always)
    func sweepCircle(_ px: Double, _ py: Double, _ dx: Double, _ dy: Double, _ r: Double,
                     _ mask: UInt64, _ best: inout SweepHit) {
        let sweep = CircleSweepQuery(px: px, py: py, dx: dx, dy: dy, r: r, mask: mask)
        // Boundaries added since the last grid rebuild.
        if looseCount > 0 { sweepLoose(sweep, &best) }
        guard columns > 0 else { return }
        let reach = max(abs(dx), abs(dy))
        // A sweep that stays inside cells with nothing in them meets nothing there (a ball
        // in open field, most of a gas): one look at its start cell's clearance instead of
        // the cells. Within the clearance less one cell, with a margin far above rounding,
        // the cells the search would visit are all empty.
        let fx = (px - originX) * inverseCellSize, fy = (py - originY) * inverseCellSize
        if fx >= 0 && fy >= 0 && fx < Double(columns) && fy < Double(rows) {
            let c = clampedCellIndex(fy, last: Double(rows - 1)) &* columns &+ clampedCellIndex(fx, last: Double(columns - 1))
            if (r + reach) * inverseCellSize < Double(clearance[c]) - 1.001 { return }
        }
        if reach <= 2 * cellSize {
            sweepCells(sweep, sweep.x0, sweep.y0, sweep.x1, sweep.y1, &best)
        } else {
            sweepInPieces(sweep, &best)
        }
    }

    /// Tests the primitives in the cells under the box (x0, y0)-(x1, y1).
    @inline(__always)
    private func sweepCells(_ q: CircleSweepQuery, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
                            _ best: inout SweepHit) {
        if x0 > maxX || x1 < originX || y0 > maxY || y1 < originY { return }
        let (cx0, cy0, cx1, cy1) = cellRange(x0, y0, x1, y1)
        var cy = cy0
        while cy <= cy1 {
            let row = cy &* columns
            var c = row &+ cx0
            let last = row &+ cx1
            while c <= last {
                var k = Int(cellStart[c])
                let end = Int(cellStart[c &+ 1])
                while k < end {
                    let p = primitives + Int(cellItems[k])
                    if !q.misses(p.pointee.minX, p.pointee.minY, p.pointee.maxX, p.pointee.maxY) { StaticView.test(p, q, &best) }
                    k &+= 1
                }
                c &+= 1
            }
            cy &+= 1
        }
    }

    /// A long sweep walks the grid in pieces about a cell long, nearest first, and stops once
    /// a hit lies within the pieces already searched.
    @inline(never)
    private func sweepInPieces(_ q: CircleSweepQuery, _ best: inout SweepHit) {
        let span = max(abs(q.dx), abs(q.dy))
        let pieces = Int(min(4096, (span / cellSize).rounded(.up)))
        let inv = 1 / Double(pieces)
        for piece in 0..<pieces {
            let f0 = Double(piece) * inv, f1 = Double(piece + 1) * inv
            let ax = q.px + q.dx * f0, bx = q.px + q.dx * f1, ay = q.py + q.dy * f0, by = q.py + q.dy * f1
            sweepCells(q, min(ax, bx) - q.r, min(ay, by) - q.r, max(ax, bx) + q.r, max(ay, by) + q.r, &best)
            if best.t <= f1 { return }
        }
    }

    @inline(never)
    private func sweepLoose(_ q: CircleSweepQuery, _ best: inout SweepHit) {
        for k in 0..<looseCount {
            let rec = loose[k]
            if q.misses(rec.minX, rec.minY, rec.maxX, rec.maxY) { continue }
            for p in rec.first..<(rec.first + rec.count) {
                let prim = primitives + p
                if !q.misses(prim.pointee.minX, prim.pointee.minY, prim.pointee.maxX, prim.pointee.maxY) { StaticView.test(prim, q, &best) }
            }
        }
    }

    /// The exact test, for a primitive whose box meets the swept box.
    @inline(never)
    private static func test(_ pointer: UnsafeMutablePointer<StaticPrimitive>, _ q: CircleSweepQuery, _ best: inout SweepHit) {
        let p = pointer.pointee
        if !p.alive || p.behaviorBit & q.mask == 0 { return }
        if p.isBox {
            CircleSweep.box(p, q.px, q.py, q.dx, q.dy, q.r, &best, record: p.record)
        } else {
            CircleSweep.segment(p, q.px, q.py, q.dx, q.dy, q.r, &best, record: p.record)
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
                let c = cy &* columns &+ cx
                for k in Int(cellStart[c])..<Int(cellStart[c + 1]) { body(primitives[Int(cellItems[k])]) }
            }
        }
    }
}

extension StaticGeometry {
    /// The view for the coming sweep (valid until the geometry next changes).
    func view() -> StaticView {
        StaticView(primitives: primitives.base, cellStart: cellStart.base, cellItems: cellItems.base,
                   clearance: clearance.base,
                   loose: loose.base, looseCount: loose.count, primitiveCount: primitives.count,
                   columns: columns, rows: rows, originX: originX, originY: originY,
                   cellSize: cellSize, inverseCellSize: inverseCellSize,
                   maxX: originX + Double(columns) * cellSize, maxY: originY + Double(rows) * cellSize)
    }
}

/// A circle's sweep as the boundary grid tests it: start, displacement, radius, the behaviors'
/// mask, and the box the whole sweep covers.
struct CircleSweepQuery {
    let px: Double, py: Double, dx: Double, dy: Double, r: Double
    let mask: UInt64
    let x0: Double, y0: Double, x1: Double, y1: Double

    @inline(__always)
    init(px: Double, py: Double, dx: Double, dy: Double, r: Double, mask: UInt64) {
        self.px = px; self.py = py; self.dx = dx; self.dy = dy; self.r = r; self.mask = mask
        let x = sweptSpan(px, dx), y = sweptSpan(py, dy)
        x0 = x.low - r; x1 = x.high + r
        y0 = y.low - r; y1 = y.high + r
    }

    /// Whether the box (minX, minY)-(maxX, maxY) lies wholly outside the swept box.
    @inline(__always)
    func misses(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) -> Bool {
        maxX < x0 || minX > x1 || maxY < y0 || minY > y1
    }
}
