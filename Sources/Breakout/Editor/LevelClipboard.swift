/// Bricks copied from a rectangle of cells, placed relative to its top-left corner; pasting
/// puts the whole rectangle (empty cells too) at a cell, cut at the level's edges.
///
/// ```swift
/// let clip = LevelClipboard(copying: selection, of: level)
/// let cells = clip.cells(pastedAt: GridCell(column: 4, row: 2), columns: level.columns, rows: level.rows)
/// ```
struct LevelClipboard: Hashable, Sendable {
    let columns: Int
    let rows: Int
    /// Bricks with cells relative to the rectangle's top-left corner.
    let bricks: [BrickPlacement]

    /// The bricks inside `area` of `level`.
    init(copying area: CellRect, of level: Level) {
        columns = area.columns
        rows = area.rows
        bricks = level.bricks.filter { area.contains($0.cell) }.map {
            var b = $0
            b.column -= area.origin.column
            b.row -= area.origin.row
            return b
        }
    }

    /// What each cell of the pasted rectangle gets (nil: emptied), inside a
    /// `columns` x `rows` grid.
    func cells(pastedAt origin: GridCell, columns gridColumns: Int, rows gridRows: Int) -> [GridCell: BrickPlacement?] {
        var cells: [GridCell: BrickPlacement?] = [:]
        for r in 0..<rows {
            for c in 0..<columns {
                let cell = GridCell(column: origin.column + c, row: origin.row + r)
                if cell.isInside(columns: gridColumns, rows: gridRows) { cells[cell] = .some(nil) }
            }
        }
        for brick in bricks {
            let cell = GridCell(column: origin.column + brick.column, row: origin.row + brick.row)
            if cell.isInside(columns: gridColumns, rows: gridRows) { cells[cell] = brick }
        }
        return cells
    }
}

/// A rectangle of cells, given by two corners in any order.
public struct CellRect: Hashable, Sendable {
    public let origin: GridCell
    public let columns: Int
    public let rows: Int

    init(from a: GridCell, to b: GridCell) {
        origin = GridCell(column: min(a.column, b.column), row: min(a.row, b.row))
        columns = abs(a.column - b.column) + 1
        rows = abs(a.row - b.row) + 1
    }

    func contains(_ cell: GridCell) -> Bool {
        (origin.column..<origin.column + columns).contains(cell.column) && (origin.row..<origin.row + rows).contains(cell.row)
    }

    /// Every cell, row-major.
    var cells: [GridCell] {
        (0..<rows).flatMap { r in (0..<columns).map { c in GridCell(column: origin.column + c, row: origin.row + r) } }
    }
}
