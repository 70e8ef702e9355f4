/// Puts bricks into cells of one level, or empties them: the edit behind placing, erasing,
/// giving a brick an extra, cutting and pasting. Each cell keeps what it held, for undo.
///
/// ```swift
/// let place = SetCellsAction(level: 0, cells: [GridCell(column: 2, row: 1): BrickPlacement(column: 2, row: 1, kind: .explosive)])
/// set.perform(place)
/// ```
final class SetCellsAction: EditAction {
    let level: Int
    /// The new content of each cell (nil: empty).
    let after: [GridCell: BrickPlacement?]
    private var before: [GridCell: BrickPlacement?] = [:]

    init(level: Int, cells: [GridCell: BrickPlacement?]) {
        self.level = level
        after = cells
    }

    override func apply(to set: EditedLevelset) {
        set.current = level
        before = [:]
        for (cell, brick) in after {
            before[cell] = set.levels[level].brick(at: cell)
            set.levels[level].setBrick(brick, at: cell)
        }
    }

    override func revert(on set: EditedLevelset) {
        for (cell, brick) in before { set.levels[level].setBrick(brick, at: cell) }
    }

    override var changesNothing: Bool { before == after }
}

extension Level {
    /// The brick in `cell`, if any.
    func brick(at cell: GridCell) -> BrickPlacement? {
        bricks.first { $0.column == cell.column && $0.row == cell.row }
    }

    /// Puts `brick` (nil: nothing) into `cell`, keeping the bricks in row-major order.
    mutating func setBrick(_ brick: BrickPlacement?, at cell: GridCell) {
        bricks.removeAll { $0.column == cell.column && $0.row == cell.row }
        guard var brick else { return }
        brick.column = cell.column
        brick.row = cell.row
        let k = bricks.firstIndex { ($0.row, $0.column) > (cell.row, cell.column) } ?? bricks.count
        bricks.insert(brick, at: k)
    }
}
