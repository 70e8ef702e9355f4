import Dynamics

/// Bricks that come and go while a level is played (grown bricks, the mini-games' bricks):
/// placed in a cell, moved, taken away, and put back exactly on undo.
extension Game {
    /// A brick as it was before `placeBrick` changed it, for undo: a broken brick it reused,
    /// or nil when the brick was new.
    typealias PlacedBrick = (id: Int, previous: Brick?)

    /// Puts a brick in `cell`, reusing a broken brick's id when there is one (so a long
    /// mini-game keeps a short brick list) and adding one otherwise.
    func placeBrick(_ kind: BrickKind, tint: Int, at cell: GridCell) -> PlacedBrick {
        let placement = BrickPlacement(column: cell.column, row: cell.row, kind: kind, tint: tint)
        if let reused = state.bricks.first(where: { !$0.isAlive }) {
            let id = reused.id
            state.bricks[id] = Brick(id: id, placement: placement)
            indexCells()
            syncBrick(id)
            return (id, reused)
        }
        return (addBrick(placement), nil)
    }

    /// Takes back a `placeBrick`.
    func unplaceBrick(_ placed: PlacedBrick) {
        if let previous = placed.previous {
            state.bricks[placed.id] = previous
            indexCells()
            syncBrick(placed.id)
        } else {
            removeLastBrick(placed.id)
        }
    }

    /// Adds a brick to the level in play (a grown one) and returns its id.
    func addBrick(_ placement: BrickPlacement) -> Int {
        let id = state.bricks.count
        state.bricks.append(Brick(id: id, placement: placement))
        indexCells()
        syncBrick(id)
        return id
    }

    /// Takes the newest brick, `id`, away again.
    func removeLastBrick(_ id: Int) {
        guard id == state.bricks.count - 1 else { return }
        state.bricks[id].isAlive = false
        syncBrick(id)
        state.bricks.removeLast()
        indexCells()
    }

    /// Moves brick `id` to `cell` (its boundary follows).
    func moveBrick(_ id: Int, to cell: GridCell) {
        state.bricks[id].placement.column = cell.column
        state.bricks[id].placement.row = cell.row
        indexCells()
        syncBrick(id)
    }

    /// Whether `cell` holds no live brick.
    func isEmpty(_ cell: GridCell) -> Bool {
        guard let id = brickID(at: cell) else { return true }
        return !state.bricks[id].isAlive
    }

    /// A random empty cell among `rows` (and `columns`, all by default), or nil when they
    /// are full (a bounded search: every cell is tried at most once).
    func randomEmptyCell(rows: ClosedRange<Int>, columns: ClosedRange<Int>? = nil) -> GridCell? {
        let columns = columns ?? 0...(state.level.columns - 1)
        let cells = rows.flatMap { r in columns.map { GridCell(column: $0, row: r) } }.filter { isEmpty($0) }
        guard !cells.isEmpty else { return nil }
        return cells[state.random.nextInt(below: cells.count)]
    }
}
