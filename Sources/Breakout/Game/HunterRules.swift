import Dynamics

/// Hunter's arena and numbers, after LBreakoutHD's. Above, a hunting ground framed by
/// bricks of four colours, the hunter (LBreakout2's chaotic brick) and its prey (the
/// three-hit brick) inside; below it a floor of walls, and in the floor's lowest row two
/// bricks of each colour for the ball to hit. A hit on a colour moves the hunter one cell
/// toward the frame's side of that colour: up (top), down (bottom), left, right. Nothing
/// breaks. The hunter on the prey's cell catches it (6,000 points, 1,000 more each catch,
/// 5% less time for the next); the hunter on the frame, or 30 s without a catch, ends it.
///
/// ```swift
/// let game = Game(rules: GameRules(), levels: .miniGame(.hunter), seed: 7)
/// game.state.miniGame?.hunt?.hunter   // the hunter's brick, at column 3, row 5
/// ```
enum HunterRules {
    /// A control's move. The raw value is its tint: LBreakout2's brick picture for it, as
    /// LBreakoutHD colours them (`i` up, `g` down, `e` right, `d` left).
    enum Move: Int, CaseIterable {
        case up = 15, down = 13, right = 11, left = 10

        var dx: Int { self == .left ? -1 : self == .right ? 1 : 0 }
        var dy: Int { self == .up ? -1 : self == .down ? 1 : 0 }
    }

    /// The frame around the hunting ground (LBreakoutHD's columns 2-13, rows 1-11).
    static let frameColumns = 1...12
    static let frameRows = 0...10
    /// Where the hunter and the first prey start.
    static let start = GridCell(column: 3, row: 5)
    static let firstPrey = GridCell(column: 10, row: 5)
    /// Where a new prey may appear: two cells in from the frame, on an empty cell.
    static let preyColumns = 3...10
    static let preyRows = 2...8
    /// The two rows of walls under the ground; the lower one holds the controls.
    static let floorRows = 11...12
    static let controlRow = 12
    /// The controls in the floor, two bricks each (LBreakoutHD's columns 2-3, 5-6, 9-10, 12-13).
    static let controls: [(columns: ClosedRange<Int>, move: Move)] = [(1...2, .up), (4...5, .left), (8...9, .right), (11...12, .down)]
    static let wallTint = 1, hunterTint = 2, preyTint = 5

    /// Lays the arena out, in LBreakoutHD's order (a later brick takes an earlier one's
    /// cell): top and bottom of the frame, the floor, the frame's sides, the floor's
    /// controls, then the hunter and the prey.
    static func build(in game: Game) -> MiniGameState.Hunt {
        var cells: [GridCell: (kind: BrickKind, tint: Int)] = [:]
        let control = { (move: Move) in (kind: BrickKind.normal, tint: move.rawValue) }
        for column in frameColumns {
            cells[GridCell(column: column, row: frameRows.lowerBound)] = control(.up)
            cells[GridCell(column: column, row: frameRows.upperBound)] = control(.down)
        }
        for row in floorRows {
            for column in 0..<game.state.level.columns { cells[GridCell(column: column, row: row)] = (.wall, wallTint) }
        }
        for row in frameRows {
            cells[GridCell(column: frameColumns.lowerBound, row: row)] = control(.left)
            cells[GridCell(column: frameColumns.upperBound, row: row)] = control(.right)
        }
        for (columns, move) in controls {
            for column in columns { cells[GridCell(column: column, row: controlRow)] = control(move) }
        }
        cells[start] = (.chaotic, hunterTint)
        cells[firstPrey] = (.multiHit(3), preyTint)
        var bricks: [Brick] = []
        for cell in cells.keys.sorted() {
            let look = cells[cell]!
            bricks.append(Brick(id: bricks.count, placement: BrickPlacement(column: cell.column, row: cell.row, kind: look.kind, tint: look.tint)))
        }
        game.state.bricks = BrickList(bricks)
        game.indexCells()
        game.rebuildBricks()
        return MiniGameState.Hunt(hunter: game.brickID(at: start)!, prey: game.brickID(at: firstPrey)!)
    }

    /// A brick's boundary: its rectangle, but the floor's outer bricks reach out to the side
    /// walls. LBreakoutHD's grid meets its frame, so its floor shuts the hunting ground off;
    /// ours leaves a margin a ball fits through, which the floor closes this way (the
    /// bricks are drawn as they are).
    static func boundary(of brick: Brick, in game: Game) -> Rect {
        let rect = game.layout.brickRect(column: brick.placement.column, row: brick.placement.row)
        guard floorRows.contains(brick.placement.row) else { return rect }
        if brick.placement.column == 0 { return Rect(x: 0, y: rect.minY, width: rect.maxX, height: rect.height) }
        if brick.placement.column == game.state.level.columns - 1 {
            return Rect(x: rect.minX, y: rect.minY, width: game.layout.size.width - rect.minX, height: rect.height)
        }
        return rect
    }

    /// The move a hit on `brick` makes: a live control's (the hunter and the prey are none).
    static func move(of brick: Brick, in hunt: MiniGameState.Hunt) -> Move? {
        guard brick.id != hunt.hunter, brick.id != hunt.prey, brick.isAlive, brick.kind == .normal else { return nil }
        return Move(rawValue: brick.placement.tint)
    }

    /// Whether `cell` is on the frame: the hunter there has run into the wall.
    static func isOnFrame(_ cell: GridCell) -> Bool {
        cell.column == frameColumns.lowerBound || cell.column == frameColumns.upperBound
            || cell.row == frameRows.lowerBound || cell.row == frameRows.upperBound
    }

    /// The plain walls of the floor's lowest row: a hit there moves nothing.
    static func floorWalls(in game: Game) -> [Int] {
        (0..<game.state.level.columns).compactMap { column in
            game.brickID(at: GridCell(column: column, row: controlRow)).flatMap { game.state.bricks[$0].kind == .wall ? $0 : nil }
        }
    }

    /// The floor's controls that take the hunter a step closer to the prey, along the
    /// longer way first (never onto the frame: the prey is inside it).
    static func controlsTowardPrey(_ hunt: MiniGameState.Hunt, in game: Game) -> [Int] {
        let from = game.state.bricks[hunt.hunter].placement.cell, to = game.state.bricks[hunt.prey].placement.cell
        let dx = to.column - from.column, dy = to.row - from.row
        guard dx != 0 || dy != 0 else { return [] }
        let move: Move = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        let columns = controls.first { $0.move == move }!.columns
        return columns.compactMap { game.brickID(at: GridCell(column: $0, row: controlRow)) }
    }
}
