/// The boundaries of every collision behavior, as primitives in a uniform grid.
///
/// Adding a boundary appends its primitives to a loose list that every sweep checks by
/// bounding box; removing one marks its primitives dead. The grid is rebuilt (a counting
/// sort, no allocation once warm) at the start of a step when the loose list or the dead
/// count grows, so a paddle that is replaced every step stays cheap.
final class StaticGeometry {
    let primitives = Storage<StaticPrimitive>(capacity: 256)
    private(set) var records: [BoundaryRecord] = []
    private var keyToRecord: [BoundaryKey: Int] = [:]
    /// Boundaries added since the last rebuild; sweeps test them by bounding box.
    let loose = Storage<LooseBoundary>(capacity: 32)
    private var deadPrimitives = 0
    private var needsRebuild = false
    /// Moves on with every change to the boundaries, so a prediction made against them can
    /// tell whether they are still the ones it saw (the event-driven step's horizon).
    private(set) var revision = 0

    // The grid: cells of `cellSize` from (originX, originY), `columns` x `rows`, CSR lists.
    private(set) var originX = 0.0
    private(set) var originY = 0.0
    private(set) var cellSize = 32.0
    private(set) var inverseCellSize = 1.0 / 32
    private(set) var columns = 0
    private(set) var rows = 0
    let cellStart = Storage<Int32>(capacity: 1024)
    let cellItems = Storage<Int32>(capacity: 1024)
    /// Per cell, how many cells away the nearest cell with a primitive is (the chessboard
    /// distance, 0 for such a cell, at most 255): a sweep that stays within that many cells
    /// less one meets nothing (`StaticView.sweepCircle`).
    let clearance = Storage<UInt8>(capacity: 1024)
    private let scratchCounts = Storage<Int32>(capacity: 1024)
    private let scratchExtents = Storage<Double>(capacity: 256)
    /// A replacement's pieces, before they are known to fit in place.
    private let scratch = Storage<StaticPrimitive>(capacity: 64)

    var isEmpty: Bool { primitives.count == 0 }

    func record(for key: BoundaryKey) -> Int? { keyToRecord[key] }

    /// Adds (or replaces) the boundary `key` with the pieces of `path`.
    ///
    /// A boundary replaced again while it waits in the loose list, with as many pieces as
    /// before (a paddle that moves every step), is rewritten in place: no dead pieces, no
    /// growing loose list, so no grid rebuilds however often it moves.
    @discardableResult
    func add(_ key: BoundaryKey, path: Path) -> Int {
        revision &+= 1
        let bit = UInt64(1) << UInt64(key.behaviorSlot)
        let box = path.boundingBox
        if let index = keyToRecord[key], records[index].alive, !records[index].inGrid {
            scratch.removeAll()
            appendPrimitives(of: path, record: Int32(index), bit: bit, to: scratch)
            let r = records[index]
            if scratch.count == r.primitiveCount {
                for k in 0..<r.primitiveCount { primitives[r.firstPrimitive + k] = scratch[k] }
                records[index].minX = box.minX; records[index].minY = box.minY
                records[index].maxX = box.maxX; records[index].maxY = box.maxY
                loose[r.looseSlot] = LooseBoundary(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY,
                                                   first: r.firstPrimitive, count: r.primitiveCount)
                return index
            }
        }
        remove(key)
        let index = records.count
        let first = primitives.count
        appendPrimitives(of: path, record: Int32(index), bit: bit, to: primitives)
        records.append(BoundaryRecord(behaviorSlot: key.behaviorSlot, identifier: key.identifier,
                                      firstPrimitive: first, primitiveCount: primitives.count - first,
                                      alive: true, inGrid: false, looseSlot: loose.count,
                                      minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY))
        keyToRecord[key] = index
        loose.append(LooseBoundary(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY,
                                   first: first, count: primitives.count - first))
        if loose.count > 16 { needsRebuild = true }
        return index
    }

    /// The pieces of `path`: one box for a rectangle (an outline or solid), else one segment
    /// per edge. A box is one piece, not four, so a field of bricks stays as cheap to sweep.
    private func appendPrimitives(of path: Path, record: Int32, bit: UInt64, to out: Storage<StaticPrimitive>) {
        switch path.shape {
        case let .rectangle(r), let .solidRectangle(r):
            var solid = false
            if case .solidRectangle = path.shape { solid = true }
            out.append(StaticPrimitive(minX: r.minX, minY: r.minY, maxX: r.maxX, maxY: r.maxY,
                                       ax: 0, ay: 0, ux: 0, uy: 0, length: 0, isBox: true, hollow: !solid, alive: true,
                                       record: record, behaviorBit: bit))
        default:
            for (a, b) in path.segments where a != b {
                let dx = b.x - a.x, dy = b.y - a.y
                let length = (dx * dx + dy * dy).squareRoot()
                out.append(StaticPrimitive(minX: min(a.x, b.x), minY: min(a.y, b.y), maxX: max(a.x, b.x), maxY: max(a.y, b.y),
                                           ax: a.x, ay: a.y, ux: dx / length, uy: dy / length, length: length,
                                           isBox: false, hollow: false, alive: true, record: record, behaviorBit: bit))
            }
        }
    }

    @inline(__always) func looseBox(_ k: Int) -> LooseBoundary { loose.base[k] }

    /// Removes the boundary `key`; returns whether there was one.
    @discardableResult
    func remove(_ key: BoundaryKey) -> Bool {
        guard let index = keyToRecord.removeValue(forKey: key) else { return false }
        revision &+= 1
        let r = records[index]
        for k in r.firstPrimitive..<(r.firstPrimitive + r.primitiveCount) { primitives.base[k].alive = false }
        records[index].alive = false
        deadPrimitives += r.primitiveCount
        if deadPrimitives > 64 + primitives.count / 4 { needsRebuild = true }
        return true
    }

    /// The live keys of a behavior slot, in record order.
    func keys(inSlot slot: Int) -> [BoundaryKey] {
        records.filter { $0.alive && $0.behaviorSlot == slot }.map { BoundaryKey(behaviorSlot: slot, identifier: $0.identifier) }
    }

    func removeAll() {
        revision &+= 1
        primitives.removeAll()
        records.removeAll()
        keyToRecord.removeAll()
        loose.removeAll()
        deadPrimitives = 0
        columns = 0
        rows = 0
        cellStart.removeAll()
        cellItems.removeAll()
        clearance.removeAll()
    }

    /// Rebuilds the grid if enough changed since the last rebuild. Call only between sweeps:
    /// it renumbers records and primitives.
    func rebuildIfNeeded() {
        if needsRebuild { rebuild() }
    }

    func rebuild() {
        revision &+= 1
        needsRebuild = false
        compact()
        loose.removeAll()
        let n = primitives.count
        guard n > 0 else { columns = 0; rows = 0; return }
        let p = primitives.base

        // Cell size: the median extent of the primitives, so a brick spans about one cell.
        scratchExtents.removeAll()
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for i in 0..<n {
            scratchExtents.append(max(p[i].maxX - p[i].minX, p[i].maxY - p[i].minY))
            x0 = min(x0, p[i].minX); y0 = min(y0, p[i].minY); x1 = max(x1, p[i].maxX); y1 = max(y1, p[i].maxY)
        }
        var ext = UnsafeMutableBufferPointer(start: scratchExtents.base, count: n)
        ext.sort()
        var size: Double = min(128, max(16, ext[n / 2]))
        let limit = Double(1 << 20)
        while ((x1 - x0) / size + 1) * ((y1 - y0) / size + 1) > limit { size *= 2 }
        cellSize = size
        inverseCellSize = 1 / size
        originX = x0
        originY = y0
        columns = Int((x1 - x0) * inverseCellSize) + 1
        rows = Int((y1 - y0) * inverseCellSize) + 1
        let cells = columns * rows

        scratchCounts.removeAll()
        scratchCounts.resize(cells + 1, fill: 0)
        let counts = scratchCounts.base
        for i in 0..<n {
            let (cx0, cy0, cx1, cy1) = cellRange(p[i].minX, p[i].minY, p[i].maxX, p[i].maxY)
            for cy in cy0...cy1 { for cx in cx0...cx1 { counts[cy * columns + cx + 1] += 1 } }
        }
        for c in 0..<cells { counts[c + 1] += counts[c] }
        cellStart.removeAll()
        cellStart.resize(cells + 1, fill: 0)
        for c in 0...cells { cellStart[c] = counts[c] }
        cellItems.removeAll()
        cellItems.resize(Int(counts[cells]), fill: 0)
        for i in 0..<n {
            let (cx0, cy0, cx1, cy1) = cellRange(p[i].minX, p[i].minY, p[i].maxX, p[i].maxY)
            for cy in cy0...cy1 {
                for cx in cx0...cx1 {
                    let c = cy * columns + cx
                    cellItems[Int(counts[c])] = Int32(i)
                    counts[c] += 1
                }
            }
        }
        measureClearance()
        for r in records.indices { records[r].inGrid = true }
    }

    /// Each cell's chessboard distance to the nearest cell with a primitive, in two passes
    /// over the grid (down, then up); the cells beyond the grid hold nothing.
    private func measureClearance() {
        let cells = columns * rows
        clearance.removeAll()
        clearance.resize(cells, fill: 255)
        let d = clearance.base, start = cellStart.base
        @inline(__always) func at(_ cx: Int, _ cy: Int) -> Int {
            cx >= 0 && cy >= 0 && cx < columns && cy < rows ? Int(d[cy * columns + cx]) : 255
        }
        for cy in 0..<rows {
            for cx in 0..<columns {
                let c = cy * columns + cx
                if start[c + 1] > start[c] { d[c] = 0; continue }
                let near = min(at(cx - 1, cy), at(cx - 1, cy - 1), at(cx, cy - 1), at(cx + 1, cy - 1))
                d[c] = UInt8(min(255, near + 1))
            }
        }
        for cy in stride(from: rows - 1, through: 0, by: -1) {
            for cx in stride(from: columns - 1, through: 0, by: -1) {
                let c = cy * columns + cx
                let near = min(at(cx + 1, cy), at(cx + 1, cy + 1), at(cx, cy + 1), at(cx - 1, cy + 1))
                d[c] = UInt8(min(Int(d[c]), near + 1))
            }
        }
    }

    /// The cells a box covers, clamped to the grid (call only when the grid is not empty).
    @inline(__always)
    func cellRange(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) -> (Int, Int, Int, Int) {
        clampedCellRange(minX, minY, maxX, maxY, originX: originX, originY: originY, inverseCellSize: inverseCellSize,
                         columns: columns, rows: rows)
    }

    /// Drops dead records and primitives, renumbering what is left.
    private func compact() {
        guard deadPrimitives > 0 || records.contains(where: { !$0.alive }) else { return }
        var kept: [BoundaryRecord] = []
        kept.reserveCapacity(records.count)
        var write = 0
        let p = primitives.base
        keyToRecord.removeAll(keepingCapacity: true)
        for var r in records where r.alive {
            let newIndex = kept.count
            let first = write
            for k in r.firstPrimitive..<(r.firstPrimitive + r.primitiveCount) {
                var prim = p[k]
                prim.record = Int32(newIndex)
                p[write] = prim
                write += 1
            }
            r.firstPrimitive = first
            kept.append(r)
            keyToRecord[BoundaryKey(behaviorSlot: r.behaviorSlot, identifier: r.identifier)] = newIndex
        }
        records = kept
        primitives.truncate(write)
        deadPrimitives = 0
    }
}

/// A boundary not yet in the grid: its bounding box and its primitives.
struct LooseBoundary: BitwiseCopyable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double
    var first: Int
    var count: Int
}
