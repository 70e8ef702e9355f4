/// One cell of a level's grid: `column` 0 is the left edge, `row` 0 the top.
///
/// ```swift
/// let cell = GridCell(column: 1, row: 1)
/// cell.neighbours(.four, columns: 3, rows: 3)
/// // (1,0), (0,1), (2,1), (1,2): up, left, right, down
/// ```
public struct GridCell: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    public var column: Int
    public var row: Int

    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }

    /// Row-major order: top row first, left to right within a row.
    public static func < (lhs: GridCell, rhs: GridCell) -> Bool {
        (lhs.row, lhs.column) < (rhs.row, rhs.column)
    }

    public var description: String { "(\(column),\(row))" }

    /// Whether the cell lies inside a `columns` x `rows` grid.
    func isInside(columns: Int, rows: Int) -> Bool {
        (0..<columns).contains(column) && (0..<rows).contains(row)
    }

    /// The neighbours inside a `columns` x `rows` grid, in row-major order (so a search
    /// over them is deterministic). Edge and corner cells have fewer.
    ///
    /// ```swift
    /// GridCell(column: 0, row: 0).neighbours(.eight, columns: 3, rows: 3).count // 3
    /// ```
    func neighbours(_ neighbourhood: GridNeighbourhood, columns: Int, rows: Int) -> [GridCell] {
        neighbourhood.offsets.compactMap { offset in
            let cell = GridCell(column: column + offset.column, row: row + offset.row)
            return cell.isInside(columns: columns, rows: rows) ? cell : nil
        }
    }
}

/// Which cells count as touching.
enum GridNeighbourhood: String, CaseIterable, Codable, Sendable {
    /// Up, left, right, down (von Neumann).
    case four
    /// The four plus the diagonals (Moore): how an explosion spreads.
    case eight

    /// Offsets in row-major order.
    var offsets: [(column: Int, row: Int)] {
        switch self {
        case .four:
            return [(0, -1), (-1, 0), (1, 0), (0, 1)]
        case .eight:
            return [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)]
        }
    }
}

extension BrickPlacement {
    /// The brick's cell.
    public var cell: GridCell { GridCell(column: column, row: row) }
}
