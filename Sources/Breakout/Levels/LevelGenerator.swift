/// Makes levels without a file: from the settings (rows, columns, pattern and shares) or
/// procedurally from a seed. Both are deterministic: the same generator and seed give the
/// same level on every machine (only `GameRandom` is used, never system randomness, and no
/// hashed collection decides an order).
///
/// ```swift
/// var rules = GameRules()
/// rules.pattern = .pyramid
/// let generator = LevelGenerator(rules: rules)
/// let level = generator.level(seed: 42)            // the pattern, special bricks by share
/// let maze = generator.proceduralLevel(seed: 42)   // a symmetric spanning-tree shape
/// ```
public struct LevelGenerator: Hashable, Sendable {
    var columns: Int
    var rows: Int
    public var pattern: LevelPattern
    var shares: BrickShares

    /// `columns` and `rows` below 1 count as 1.
    init(columns: Int, rows: Int, pattern: LevelPattern = .wall, shares: BrickShares = BrickShares()) {
        self.columns = max(columns, 1)
        self.rows = max(rows, 1)
        self.pattern = pattern
        self.shares = shares
    }

    /// Grid, pattern and shares from the settings.
    public init(rules settings: GameRules) {
        self.init(
            columns: settings.brickColumns,
            rows: settings.brickRows,
            pattern: settings.pattern,
            shares: BrickShares(rules: settings)
        )
    }

    /// A level in `pattern`, each special kind on exactly `round(share * brickCount)` cells
    /// chosen with a `GameRandom` seeded from `seed`. Never without a breakable brick.
    public func level(seed: UInt64) -> Level {
        var random = GameRandom(seed: seed)
        let cells = Self.cells(for: pattern, columns: columns, rows: rows, random: &random)
        let bricks = shares.placements(for: cells, random: &random)
        return Level(title: "\(pattern.title) \(columns)x\(rows)", columns: columns, rows: rows, bricks: bricks)
    }

    /// A procedural level: a random spanning tree over the grid, mirrored left to right (see
    /// `SpanningTreeCarver`). Kinds follow the shares on the left half and are mirrored too,
    /// so counts are close to the shares rather than exact. Tints ring out from the tree's root.
    func proceduralLevel(seed: UInt64) -> Level {
        var random = GameRandom(seed: seed)
        let shape = SpanningTreeCarver.carve(columns: columns, rows: rows, random: &random)
        let half = shape.cells.filter { $0.column <= (columns - 1) / 2 }
        var bricks: [BrickPlacement] = []
        for brick in shares.placements(for: half, random: &random) {
            let tint = (shape.depth[brick.cell] ?? 0) / 2 % SpanningTreeCarver.tintCount
            bricks.append(BrickPlacement(column: brick.column, row: brick.row, kind: brick.kind, tint: tint, extra: brick.extra))
            let mirror = columns - 1 - brick.column
            if mirror != brick.column {
                bricks.append(BrickPlacement(column: mirror, row: brick.row, kind: brick.kind, tint: tint, extra: brick.extra))
            }
        }
        return Level(title: "Procedural \(seed)", columns: columns, rows: rows, bricks: bricks)
    }

    /// The cells `pattern` fills, row-major, never empty:
    /// - `wall`: every cell.
    /// - `pyramid`: centred rows growing from 1 or 2 cells at the top (matching the width's
    ///   parity, so rows stay centred) to the full width at the bottom.
    /// - `checker`: cells whose column + row is even.
    /// - `diamond`: cells inside the rhombus touching the middle of each edge.
    /// - `random`: each cell with probability `randomFill` (one cell if none came up).
    ///
    /// ```swift
    /// var random = GameRandom(seed: 1)
    /// LevelGenerator.cells(for: .pyramid, columns: 5, rows: 3, random: &random).count // 1 + 3 + 5
    /// ```
    static func cells(for pattern: LevelPattern, columns: Int, rows: Int, random: inout GameRandom) -> [GridCell] {
        var cells: [GridCell] = []
        for row in 0..<rows {
            for column in 0..<columns {
                let filled: Bool
                switch pattern {
                case .wall:
                    filled = true
                case .pyramid:
                    let indent = pyramidIndent(row: row, columns: columns, rows: rows)
                    filled = column >= indent && column < columns - indent
                case .checker:
                    filled = (column + row) % 2 == 0
                case .diamond:
                    // |x| / (C/2) + |y| / (R/2) <= 1 with x, y measured from the centre, in
                    // integers: |2c - (C-1)| * R + |2r - (R-1)| * C <= C * R.
                    let dx = abs(2 * column - (columns - 1)), dy = abs(2 * row - (rows - 1))
                    filled = dx * rows + dy * columns <= columns * rows
                case .random:
                    filled = random.nextDouble() < randomFill
                }
                if filled { cells.append(GridCell(column: column, row: row)) }
            }
        }
        if cells.isEmpty {
            cells.append(GridCell(column: random.nextInt(below: columns), row: random.nextInt(below: rows)))
        }
        return cells
    }

    /// The chance a cell of the `random` pattern holds a brick.
    static let randomFill = 0.7

    /// Cells left empty on each side of a pyramid row: the top row keeps 1 or 2 cells, the
    /// bottom row none, rows between are interpolated (rounded half up).
    static func pyramidIndent(row: Int, columns: Int, rows: Int) -> Int {
        guard rows > 1 else { return 0 }
        let maxIndent = (columns - (2 - columns % 2)) / 2
        let fromBottom = rows - 1 - row
        return (2 * maxIndent * fromBottom + (rows - 1)) / (2 * (rows - 1))
    }
}

extension LevelPattern {
    /// A title for generated levels, "Wall", "Pyramid", ...
    var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
