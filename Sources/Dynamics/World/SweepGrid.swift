/// The broad phase of bodies that collide with bodies: a uniform grid of their swept boxes
/// for one step or a horizon of a few (`EventHorizon`), as a linked list per cell. The
/// event-driven step finds a body's possible impacts through it, and the resting contacts
/// their neighbours.
///
/// Written here rather than taken from a library: it is rebuilt every horizon from flat arrays,
/// allocates nothing once grown, and its cells are looked up by `clampedCellRange`, which the
/// boundary grid shares.
///
/// Scalars skip Swift's dynamic exclusivity checks, as `Storage`'s do: only the step writes
/// them, and never while a visit holds an access.
final class SweepGrid {
    /// A sweep covering more cells than this is kept apart (`oversized`): every search visits
    /// it, instead of it filling the grid.
    static let maxCellsPerSweep = 64
    /// The grid has at most about this many cells; a wider field gets larger ones.
    static let maxCells = Double(1 << 16)

    /// The first node of each cell's list, then the nodes: a body and the next node of its
    /// cell (-1 ends a list), side by side so that a visit reads one line per node.
    let cellHead = Storage<Int32>(capacity: 1024)
    let nodes = Storage<SweepNode>(capacity: 256)
    /// Bodies whose sweeps cover too many cells for the grid.
    let oversized = Storage<Int32>(capacity: 16)
    /// The grid's origin and its cells' inverse side (a multiply instead of a divide).
    @exclusivity(unchecked) private(set) var originX = 0.0
    @exclusivity(unchecked) private(set) var originY = 0.0
    @exclusivity(unchecked) private(set) var inverseCellSize = 1.0
    @exclusivity(unchecked) private(set) var columns = 0
    @exclusivity(unchecked) private(set) var rows = 0
    /// Nodes right after the grid was last built from current sweeps.
    @exclusivity(unchecked) private var nodesAfterRebuild = 0

    /// Whether the grid has no cells (no body collides with bodies this step).
    var isEmpty: Bool { columns == 0 }

    /// Empties the grid and lays its cells over (x0, y0)-(x1, y1), each at least `cell` wide;
    /// an empty box (x0 > x1) leaves it without cells.
    func layOut(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, cell: Double, bodies: Int) {
        precondition(bodies <= SweepNode.maxBodies, "more bodies than the grid of sweeps can number")
        nodes.removeAll()
        oversized.removeAll()
        nodesAfterRebuild = 0
        guard x0 <= x1 else { columns = 0; rows = 0; return }
        var side = cell
        while ((x1 - x0) / side + 1) * ((y1 - y0) / side + 1) > SweepGrid.maxCells { side *= 2 }
        originX = x0; originY = y0; inverseCellSize = 1 / side
        columns = Int((x1 - x0) * inverseCellSize) + 1
        rows = Int((y1 - y0) * inverseCellSize) + 1
        cellHead.removeAll()
        cellHead.resize(columns * rows, fill: -1)
    }

    /// Empties every cell, keeping the layout.
    func clear() {
        let head = cellHead.base
        for c in 0..<cellHead.count { head[c] = -1 }
        nodes.removeAll()
        oversized.removeAll()
    }

    /// Counts the nodes as current: `needsRebuild` measures stale nodes from here.
    func markRebuilt() { nodesAfterRebuild = nodes.count + oversized.count }

    /// Blocks `needsRebuild` while the grid is being rebuilt.
    func markRebuilding() { nodesAfterRebuild = Int.max / 8 }

    /// Each impact adds the body's new sweep and leaves the old one in place (stamps skip it).
    /// In a crowded step the stale nodes would make every visit walk them all, so once they
    /// outnumber the live ones four to one the grid should be built again.
    var needsRebuild: Bool { nodes.count > 4 * nodesAfterRebuild + 4096 }

    @inline(__always)
    private func cells(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> (Int, Int, Int, Int) {
        clampedCellRange(x0, y0, x1, y1, originX: originX, originY: originY, inverseCellSize: inverseCellSize,
                         columns: columns, rows: rows)
    }

    /// Adds body i's swept box to the cells it covers.
    func insert(_ i: Int, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard columns > 0 else { return }
        let (cx0, cy0, cx1, cy1) = cells(x0, y0, x1, y1)
        if (cx1 - cx0 + 1) * (cy1 - cy0 + 1) > SweepGrid.maxCellsPerSweep {
            oversized.append(Int32(i))
            return
        }
        for cy in cy0...cy1 {
            let row = cy == cy0 ? SweepNode.firstRow : 0
            for cx in cx0...cx1 {
                let c = cy * columns + cx
                let tags = row | (cx == cx0 ? SweepNode.firstColumn : 0)
                nodes.append(SweepNode(tagged: UInt32(truncatingIfNeeded: i) | tags, next: cellHead[c]))
                cellHead[c] = Int32(nodes.count - 1)
            }
        }
    }

    /// Whether a sweep covers too many cells for the grid (every search visits it).
    var hasOversized: Bool { oversized.count > 0 }

    /// Calls `pair(a, b)`, a < b, once for every two bodies whose sweeps share a cell, in the
    /// first cell they share (the larger of their first columns, the larger of their first
    /// rows): no stamps, and no pair seen from both sides. For a grid where each body was
    /// inserted once and none is oversized (the step's first pass).
    ///
    /// A cell is the pair's first when it is the first column of one of the two sweeps and the
    /// first row of one: each node carries those two marks, so the test reads nothing else.
    @inline(__always)
    func forEachPairSharingACell(_ pair: (Int, Int) -> Void) {
        let heads = cellHead.base, list = nodes.base
        let both = SweepNode.firstColumn | SweepNode.firstRow
        for c in 0..<(rows * columns) {
            var a = heads[c]
            while a >= 0 {
                let nodeA = list[Int(a)]
                var b = nodeA.next
                while b >= 0 {
                    let nodeB = list[Int(b)]
                    if (nodeA.tagged | nodeB.tagged) & both == both {
                        let (p, q) = (nodeA.body, nodeB.body)
                        pair(min(p, q), max(p, q))
                    }
                    b = nodeB.next
                }
                a = nodeA.next
            }
        }
    }

    /// Calls `visit` once with every body whose sweep shares a cell with the box, in the order
    /// `visit(_:_:_:_:_:)` first meets them, with no stamps: a body is visited in the first
    /// cell of the box that its sweep covers, which its node's marks tell (the box's first
    /// column or the sweep's, and the same for rows). Stamps cost a read and a jump the
    /// processor guesses wrong for every node, which in a pile is most of the walk. Returns
    /// false, having visited nothing, where that does not hold: a sweep added since the grid
    /// was built (a body then has two), an oversized sweep, or a box over too many cells.
    @inline(__always)
    func visitOnce(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ visit: (Int) -> Void) -> Bool {
        guard columns > 0, oversized.count == 0, nodes.count == nodesAfterRebuild else { return false }
        let (cx0, cy0, cx1, cy1) = cells(x0, y0, x1, y1)
        if (cx1 - cx0 + 1) * (cy1 - cy0 + 1) > SweepGrid.maxCellsPerSweep { return false }
        let heads = cellHead.base, list = nodes.base, columns = columns
        for cy in cy0...cy1 {
            let row = cy == cy0 ? SweepNode.firstRow : 0
            for cx in cx0...cx1 {
                // The marks a node needs to be its body's first cell of the box.
                let needed = SweepNode.firstColumn | SweepNode.firstRow
                let given = row | (cx == cx0 ? SweepNode.firstColumn : 0)
                var node = heads[cy &* columns &+ cx]
                while node >= 0 {
                    let entry = list[Int(node)]
                    if (entry.tagged | given) & needed == needed { visit(entry.body) }
                    node = entry.next
                }
            }
        }
        return true
    }

    /// Calls `visit` with every body whose sweep shares a cell with the box (a body once per
    /// cell: callers stamp what they have seen). Returns false, having visited only the
    /// oversized sweeps, when the box covers too many cells: the caller then visits every body.
    @inline(__always)
    func visit(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ visit: (Int) -> Void) -> Bool {
        for k in 0..<oversized.count { visit(Int(oversized[k])) }
        guard columns > 0 else { return true }
        let (cx0, cy0, cx1, cy1) = cells(x0, y0, x1, y1)
        if (cx1 - cx0 + 1) * (cy1 - cy0 + 1) > SweepGrid.maxCellsPerSweep { return false }
        // Read once: the visitor's stores could otherwise be taken to change them. (So a
        // visitor must not insert: a grown list would move.)
        let heads = cellHead.base, list = nodes.base, columns = columns
        for cy in cy0...cy1 {
            for cx in cx0...cx1 {
                var node = heads[cy &* columns &+ cx]
                while node >= 0 {
                    let entry = list[Int(node)]
                    visit(entry.body)
                    node = entry.next
                }
            }
        }
        return true
    }
}

/// One body's sweep in one cell of the grid, and the next node of that cell (-1: none).
/// The body's number shares its word with two marks: whether the cell is the first column,
/// and the first row, that the sweep covers (`forEachPairSharingACell`).
struct SweepNode: BitwiseCopyable {
    static let firstColumn: UInt32 = 1 << 31
    static let firstRow: UInt32 = 1 << 30
    /// Bodies are numbered below the marks.
    static let maxBodies = 1 << 30

    var tagged: UInt32
    var next: Int32

    @inline(__always) var body: Int { Int(tagged & (SweepNode.firstRow - 1)) }
}
