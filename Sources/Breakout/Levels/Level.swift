/// One brick of a level: its cell in the level's grid and its kind. `tint` picks a colour
/// from the palette (levelsets that colour their bricks keep their colours).
public struct BrickPlacement: Hashable, Codable, Sendable {
    public var column: Int
    public var row: Int
    public var kind: BrickKind
    public var tint: Int

    public init(column: Int, row: Int, kind: BrickKind, tint: Int = 0) {
        self.column = column
        self.row = row
        self.kind = kind
        self.tint = tint
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
public struct Level: Hashable, Codable, Sendable {
    public var title: String
    public var author: String
    public var columns: Int
    public var rows: Int
    /// Row-major order, at most one brick per cell.
    public var bricks: [BrickPlacement]

    public init(title: String, author: String = "", columns: Int, rows: Int, bricks: [BrickPlacement]) {
        precondition(columns > 0 && rows > 0, "Level: the grid needs at least one column and one row, got \(columns) x \(rows)")
        self.title = title
        self.author = author
        self.columns = columns
        self.rows = rows
        self.bricks = bricks.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
    }

    /// Bricks that must break to complete the level.
    public var breakableCount: Int { bricks.filter { $0.kind.isBreakable }.count }
}
