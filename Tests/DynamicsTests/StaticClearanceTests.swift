import Geometry
import Testing
@testable import Dynamics

/// The boundary grid keeps, per cell, the chessboard distance to the nearest cell with a
/// primitive, and a circle's sweep that stays inside that clearance skips the cells. The
/// skip changes no answer: random fields of bricks, walls and ledges, and random sweeps
/// (short and long, in the open and against things), give the same hit as with the skip
/// turned off, bit for bit.
@Suite struct StaticClearanceTests {
    /// A field like a Breakout level's: four walls, a block of bricks, a few ledges.
    private func field(seed: UInt64) -> StaticGeometry {
        var random = SeededGenerator(seed: seed)
        let geometry = StaticGeometry()
        // The walls as the reference bounds make them: a closed line, four segments.
        geometry.add(BoundaryKey(behaviorSlot: 0, identifier: "walls"),
                     path: Path(polyline: [Point(x: 0, y: 0), Point(x: 1600, y: 0), Point(x: 1600, y: 1000),
                                           Point(x: 0, y: 1000), Point(x: 0, y: 0)]))
        for k in 0..<Int.random(in: 20...200, using: &random) {
            let x = Double.random(in: 0...1500, using: &random), y = Double.random(in: 40...500, using: &random)
            geometry.add(BoundaryKey(behaviorSlot: 0, identifier: "brick \(k)"),
                         path: Path(solidRect: Rect(x: x, y: y, width: 36, height: 14)))
        }
        for k in 0..<3 {
            let path = Path()
            path.move(to: Point(x: Double.random(in: 0...1600, using: &random), y: Double.random(in: 500...1000, using: &random)))
            path.addLine(to: Point(x: Double.random(in: 0...1600, using: &random), y: Double.random(in: 500...1000, using: &random)))
            geometry.add(BoundaryKey(behaviorSlot: 1, identifier: "ledge \(k)"), path: path)
        }
        geometry.rebuild()
        return geometry
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func eachCellsClearanceIsItsDistanceToTheNearestPrimitive(seed: UInt64) {
        let geometry = field(seed: seed)
        let view = geometry.view()
        let columns = geometry.columns, rows = geometry.rows
        #expect(columns > 4 && rows > 4)
        var occupied: [(Int, Int)] = []
        for c in 0..<(columns * rows) where view.cellStart[c + 1] > view.cellStart[c] { occupied.append((c % columns, c / columns)) }
        var open = 0
        for cy in 0..<rows {
            for cx in 0..<columns {
                let nearest = occupied.map { max(abs($0.0 - cx), abs($0.1 - cy)) }.min() ?? 255
                #expect(Int(view.clearance[cy * columns + cx]) == min(nearest, 255), "cell (\(cx), \(cy))")
                if nearest >= 2 { open += 1 }
            }
        }
        #expect(open > 0, "some cells lie in the open")
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func theSkipChangesNoHit(seed: UInt64) {
        let geometry = field(seed: seed)
        let view = geometry.view()
        // The same view with every clearance zero: every sweep searches its cells.
        let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: geometry.columns * geometry.rows)
        defer { zeros.deallocate() }
        zeros.initialize(repeating: 0, count: geometry.columns * geometry.rows)
        var searching = view
        searching.clearance = zeros
        var random = SeededGenerator(seed: seed &+ 100)
        var hits = 0, skipped = 0
        for _ in 0..<20_000 {
            let px = Double.random(in: -50...1650, using: &random), py = Double.random(in: -50...1050, using: &random)
            let reach = [5.0, 20, 80, 400].randomElement(using: &random)!
            let dx = Double.random(in: -reach...reach, using: &random), dy = Double.random(in: -reach...reach, using: &random)
            let r = Double.random(in: 2...12, using: &random)
            var fast = SweepHit(limit: 1), full = SweepHit(limit: 1)
            view.sweepCircle(px, py, dx, dy, r, ~0, &fast)
            searching.sweepCircle(px, py, dx, dy, r, ~0, &full)
            #expect(fast.t.bitPattern == full.t.bitPattern && fast.record == full.record
                    && fast.nx.bitPattern == full.nx.bitPattern && fast.ny.bitPattern == full.ny.bitPattern
                    && fast.push.bitPattern == full.push.bitPattern,
                    "(\(px), \(py)) by (\(dx), \(dy)), r \(r)")
            if full.found { hits += 1 }
            let cell = Int((py - geometry.originY) / geometry.cellSize) * geometry.columns + Int((px - geometry.originX) / geometry.cellSize)
            if px >= geometry.originX && py >= geometry.originY && cell >= 0 && cell < geometry.columns * geometry.rows
                && (r + max(abs(dx), abs(dy))) / geometry.cellSize < Double(view.clearance[cell]) - 1.001 { skipped += 1 }
        }
        #expect(hits > 200, "sweeps that hit something: \(hits)")
        #expect(skipped > 200, "sweeps that skip their cells: \(skipped)")
    }
}
