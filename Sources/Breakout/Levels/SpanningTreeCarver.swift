/// Carves a connected, left-right symmetric shape out of a grid with a random spanning tree
/// (randomised Prim's algorithm), the way maze and puzzle generators grow a tree: start from
/// one node, then keep joining a random node outside the tree to a neighbour inside it.
///
/// Tree nodes sit on every other cell of the left half (counted from the centre column and
/// the top row, so the halves meet in the middle); joining two nodes carves the cell between
/// them. Because each join adds a node not yet in the tree, the shape never closes a loop.
/// The left half is then mirrored. A breadth-first search from the root (and its mirror)
/// gives every cell its distance along the tree, which the generator turns into tints.
///
/// ```swift
/// var random = GameRandom(seed: 3)
/// let shape = SpanningTreeCarver.carve(columns: 13, rows: 7, random: &random)
/// // 4 x 4 nodes and 15 joints on the left half (31 cells), mirrored around column 6
/// ```
enum SpanningTreeCarver {
    /// The carved cells, row-major, and each cell's distance (in cells) from the root.
    struct Shape: Hashable, Sendable {
        var cells: [GridCell]
        var depth: [GridCell: Int]
    }

    /// Tints used by generated procedural levels: 0 ..< `tintCount`.
    static let tintCount = 8

    static func carve(columns: Int, rows: Int, random: inout GameRandom) -> Shape {
        let columns = max(columns, 1), rows = max(rows, 1)
        // The left half includes the centre column when the width is odd.
        let halfWidth = (columns + 1) / 2
        let centre = halfWidth - 1
        let isNode = { (cell: GridCell) in
            cell.column >= 0 && cell.column <= centre && (centre - cell.column) % 2 == 0
                && cell.row >= 0 && cell.row < rows && cell.row % 2 == 0
        }
        let nodes = (0..<rows).flatMap { row in
            (0...centre).map { GridCell(column: $0, row: row) }
        }.filter(isNode)

        var carved = Set<GridCell>()
        var order: [GridCell] = []
        func carve(_ cell: GridCell) {
            if carved.insert(cell).inserted { order.append(cell) }
        }
        // Edges from the tree to possible new nodes, as (from, to); an array, so the pick
        // depends on the random numbers alone.
        var edges: [(from: GridCell, to: GridCell)] = []
        func addEdges(from node: GridCell) {
            for step in [(0, -2), (-2, 0), (2, 0), (0, 2)] {
                let next = GridCell(column: node.column + step.0, row: node.row + step.1)
                if isNode(next) && !carved.contains(next) { edges.append((node, next)) }
            }
        }

        let root = nodes[random.nextInt(below: nodes.count)]
        carve(root)
        addEdges(from: root)
        while !edges.isEmpty {
            let index = random.nextInt(below: edges.count)
            let edge = edges[index]
            edges.swapAt(index, edges.count - 1)
            edges.removeLast()
            guard !carved.contains(edge.to) else { continue }
            carve(GridCell(column: (edge.from.column + edge.to.column) / 2, row: (edge.from.row + edge.to.row) / 2))
            carve(edge.to)
            addEdges(from: edge.to)
        }

        for cell in order {
            carve(GridCell(column: columns - 1 - cell.column, row: cell.row))
        }
        let mirroredRoot = GridCell(column: columns - 1 - root.column, row: root.row)
        let depth = BreadthFirstSearch.distances(from: [root, mirroredRoot]) { cell in
            cell.neighbours(.four, columns: columns, rows: rows).filter { carved.contains($0) }
        }
        return Shape(cells: order.sorted(), depth: depth)
    }
}
