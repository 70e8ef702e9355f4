/// One brick of a level: its cell in the level's grid, its kind, and the extra it drops
/// when it breaks. `tint` picks a colour from the palette (levelsets that colour their
/// bricks keep their colours). A brick with a `mount` is physical: it swings, slides, turns
/// or falls (`BrickMount`).
public struct BrickPlacement: Hashable, Codable, Sendable {
    public var column: Int
    public var row: Int
    public var kind: BrickKind
    public var tint: Int
    /// Falls as a capsule when the brick breaks.
    public var extra: Extra?
    /// How a physical brick is held; nil for a brick fixed in its cell. (Encoded only when
    /// set, so levels and replays without physical bricks encode as before.)
    public var mount: BrickMount?

    public init(column: Int, row: Int, kind: BrickKind, tint: Int = 0, extra: Extra? = nil, mount: BrickMount? = nil) {
        self.column = column
        self.row = row
        self.kind = kind
        self.tint = tint
        self.extra = extra
        self.mount = mount
    }
}

/// A level: a grid of `columns` x `rows` cells, some holding bricks. The game lays the grid
/// out over the top of the field, whatever the field's size.
///
/// ```swift
/// let level = Level(title: "Two", columns: 2, rows: 1, bricks: [
///     BrickPlacement(column: 0, row: 0, kind: .normal),
///     BrickPlacement(column: 1, row: 0, kind: .explosive),
/// ])
/// ```
public struct Level: Hashable, Sendable {
    public var title: String
    public internal(set) var author: String
    public internal(set) var columns: Int
    public internal(set) var rows: Int
    /// Row-major order, at most one brick per cell.
    public var bricks: [BrickPlacement]
    /// How much of the field's height the grid may take (mini-games reach the paddle).
    var gridShare = FieldLayout.defaultGridShare
    /// Read from an LBreakout2 or LBreakoutHD levelset: played as those games play it, so
    /// `rules.ball_steering = "auto"` leaves steering off.
    var isClassic = false

    init(title: String, author: String = "", columns: Int, rows: Int, bricks: [BrickPlacement],
                gridShare: Double = FieldLayout.defaultGridShare) {
        precondition(columns > 0 && rows > 0, "Level: the grid needs at least one column and one row, got \(columns) x \(rows)")
        self.title = title
        self.author = author
        self.columns = columns
        self.rows = rows
        self.gridShare = min(max(gridShare, 0.1), 0.82)
        self.bricks = bricks.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
    }

    /// Two levels are equal when they play the same: where one was read from
    /// (`isClassic`) does not count, so a classic level saved in our format and read back
    /// is the same level.
    public static func == (a: Level, b: Level) -> Bool {
        a.title == b.title && a.author == b.author && a.columns == b.columns && a.rows == b.rows
            && a.bricks == b.bricks && a.gridShare == b.gridShare
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(author)
        hasher.combine(columns)
        hasher.combine(rows)
        hasher.combine(bricks)
        hasher.combine(gridShare)
    }

    /// Bricks that must break to complete the level.
    public var breakableCount: Int { bricks.filter { $0.kind.isBreakable }.count }

    /// Whether some brick is physical (has a mount).
    public var hasPhysicalBricks: Bool { bricks.contains { $0.mount != nil } }

    /// What is wrong with the mount of the brick in `cell`, or nil (also nil for a brick
    /// without one): the mount's own numbers (`BrickMount.problem`), and a chain link needs a
    /// brick above it in its column.
    func mountProblem(at cell: GridCell) -> String? {
        guard let brick = bricks.first(where: { $0.cell == cell }), let mount = brick.mount else { return nil }
        if let problem = mount.problem(at: cell, columns: columns) { return problem }
        if mount == .chain && !bricks.contains(where: { $0.column == cell.column && $0.row < cell.row }) {
            return "chain: a link hangs from the nearest brick above it, and column \(cell.column + 1) has none above row \(cell.row + 1)"
        }
        return nil
    }
}

/// Levels in a replay are read back through the same limits as level files: a grid of at
/// most `LevelLimits`, every brick inside it, one per cell, multi-hit bricks of 2 to 4 hits
/// and regenerating ones of 1 to 3.
/// A decoded level is as sound as one built with `init`, whatever the file said.
extension Level: Codable {
    private enum CodingKeys: String, CodingKey { case title, author, columns, rows, bricks, gridShare, classic }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let columns = try c.decode(Int.self, forKey: .columns)
        let rows = try c.decode(Int.self, forKey: .rows)
        guard (1...LevelLimits.maxColumns).contains(columns) else {
            throw DecodingError.dataCorruptedError(forKey: .columns, in: c, debugDescription: "columns must be 1...\(LevelLimits.maxColumns), got \(columns)")
        }
        guard (1...LevelLimits.maxRows).contains(rows) else {
            throw DecodingError.dataCorruptedError(forKey: .rows, in: c, debugDescription: "rows must be 1...\(LevelLimits.maxRows), got \(rows)")
        }
        let bricks = try c.decode([BrickPlacement].self, forKey: .bricks)
        var taken = Set<Int>()
        for (k, brick) in bricks.enumerated() {
            func bad(_ why: String) -> DecodingError {
                DecodingError.dataCorruptedError(forKey: .bricks, in: c, debugDescription: "brick \(k): \(why)")
            }
            guard (0..<columns).contains(brick.column), (0..<rows).contains(brick.row) else {
                throw bad("cell (\(brick.column), \(brick.row)) is outside the \(columns) x \(rows) grid")
            }
            guard taken.insert(brick.row * columns + brick.column).inserted else {
                throw bad("a second brick in cell (\(brick.column), \(brick.row))")
            }
            if case let .multiHit(n) = brick.kind, !(2...4).contains(n) { throw bad("multi-hit bricks take 2...4 hits, got \(n)") }
            if case let .regenerating(n) = brick.kind, !(1...3).contains(n) { throw bad("regenerating bricks take 1...3 hits, got \(n)") }
            guard (0...255).contains(brick.tint) else { throw bad("tint must be 0...255, got \(brick.tint)") }
        }
        self.init(title: try c.decode(String.self, forKey: .title), author: try c.decode(String.self, forKey: .author),
                  columns: columns, rows: rows, bricks: bricks,
                  gridShare: try c.decodeIfPresent(Double.self, forKey: .gridShare) ?? FieldLayout.defaultGridShare)
        isClassic = try c.decodeIfPresent(Bool.self, forKey: .classic) ?? false
        for brick in self.bricks where brick.mount != nil {
            if let problem = mountProblem(at: brick.cell) {
                throw DecodingError.dataCorruptedError(forKey: .bricks, in: c, debugDescription: "brick in cell (\(brick.column), \(brick.row)): \(problem)")
            }
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(title, forKey: .title)
        try c.encode(author, forKey: .author)
        try c.encode(columns, forKey: .columns)
        try c.encode(rows, forKey: .rows)
        try c.encode(bricks, forKey: .bricks)
        if gridShare != FieldLayout.defaultGridShare { try c.encode(gridShare, forKey: .gridShare) }
        // Only when set, so the levels of replays recorded before it encode as they did.
        if isClassic { try c.encode(isClassic, forKey: .classic) }
    }
}
