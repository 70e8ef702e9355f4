/// Which bricks an explosion destroys, wave by wave: a breadth-first search over the brick
/// grid where only explosive bricks pass the blast on.
///
/// An explosive brick destroys its eight neighbours; a destroyed explosive neighbour does the
/// same one wave later, so chains cascade. Normal, multi-hit, extra-ball and power-up bricks
/// are destroyed (whatever their hits left) but stop the blast; indestructible bricks and
/// empty cells are untouched. Each wave is one step of the animation.
///
/// ```swift
/// // * * #   row 0
/// let level = Level(title: "Fuse", columns: 3, rows: 1, bricks: [
///     BrickPlacement(column: 0, row: 0, kind: .explosive),
///     BrickPlacement(column: 1, row: 0, kind: .explosive),
///     BrickPlacement(column: 2, row: 0, kind: .normal),
/// ])
/// ChainReaction.waves(in: level, from: GridCell(column: 0, row: 0))
/// // [[(0,0)], [(1,0)], [(2,0)]]
/// ```
enum ChainReaction {
    /// The waves of an explosion that starts at `start` (wave 0, destroyed whatever its kind).
    ///
    /// - Parameter kind: the brick now at a cell, nil when the cell is empty. Pass the live
    ///   state, since bricks already gone must not carry the blast.
    static func waves(
        from start: GridCell,
        columns: Int,
        rows: Int,
        kind: (GridCell) -> BrickKind?
    ) -> [[GridCell]] {
        BreadthFirstSearch.levels(from: [start]) { cell in
            // Only the start and explosive bricks spread the blast.
            guard cell == start || kind(cell) == .explosive else { return [] }
            return cell.neighbours(.eight, columns: columns, rows: rows).filter { neighbour in
                kind(neighbour)?.isBreakable == true
            }
        }
    }

    /// The waves over a level's initial bricks.
    static func waves(in level: Level, from start: GridCell) -> [[GridCell]] {
        var kinds: [GridCell: BrickKind] = [:]
        for brick in level.bricks { kinds[brick.cell] = brick.kind }
        return waves(from: start, columns: level.columns, rows: level.rows) { kinds[$0] }
    }
}
