import Dynamics

/// Where things are on a field of a given size: the brick grid over the top, the paddle
/// near the bottom. Any field size gets a sensible wall; resizing recomputes the layout.
///
/// ```swift
/// let layout = FieldLayout(size: Size(width: 800, height: 600), columns: 10, rows: 6)
/// layout.brickRect(column: 0, row: 0)   // top-left brick
/// ```
public struct FieldLayout: Hashable, Codable, Sendable {
    public var size: Size
    var columns: Int
    var rows: Int
    /// The share of the field's height the brick grid may take.
    var gridShare = FieldLayout.defaultGridShare
    static let defaultGridShare = 0.45
    /// A duel's field: a paddle at the top too, and the grid in the middle between them.
    var isDuel = false
    /// LBreakout2's and LBreakoutHD's layout (`Level.isClassic`): bricks of 2 : 1 edge to
    /// edge across the field's width from its top, as their authors drew them, the field as
    /// tall as 23 bricks (their 24 rows less the top wall), the paddle in the 22nd.
    var isClassic = false

    init(size: Size, columns: Int, rows: Int) {
        precondition(size.width >= 100 && size.height >= 100 && size.width.isFinite && size.height.isFinite,
                     "FieldLayout: the field must be at least 100 x 100 points, got \(size)")
        precondition(columns > 0 && rows > 0, "FieldLayout: the grid needs columns and rows, got \(columns) x \(rows)")
        self.size = size
        self.columns = columns
        self.rows = rows
    }

    /// The layout for `level` on a field of `size`; a duel's grid fills the middle of the
    /// field, between the paddles (LBreakout2's duel levels use the whole 14 x 18 grid).
    init(size: Size, level: Level, duel: Bool = false) {
        self.init(size: size, columns: level.columns, rows: level.rows)
        gridShare = duel ? 0.7 : level.gridShare
        isDuel = duel
        isClassic = level.isClassic && !duel
    }

    /// Whether neighbouring bricks touch (a classic level's): a drawing without a theme's
    /// bordered sprites leaves a seam between them.
    public var bricksTouch: Bool { isClassic }

    /// The field of LBreakout's sets: 14 bricks of 60 x 30 across and 23 down, the inside of
    /// their 16 x 24 frame (LBreakoutHD draws it so at 1280 x 720).
    public static let classicFieldSize = Size(width: 14 * 60, height: 23 * 30)
    /// How many bricks tall a classic field is.
    static let classicRows = 23.0

    var bounds: Rect { Rect(origin: .zero, size: size) }
    var margin: Double { isClassic ? 0 : max(4, size.width * 0.02) }
    var gap: Double { isClassic ? 0 : max(1, min(size.width, size.height) * 0.004) }
    /// The top of the brick grid (room above for the score; none in a classic level, whose
    /// first row lies under the frame's top).
    var gridTop: Double { isClassic ? 0 : size.height * (isDuel ? 0.15 : 0.1) }

    var brickSize: Size {
        if isClassic {
            let width = size.width / Double(columns)
            return Size(width: width, height: max(2, min(width / 2, size.height / FieldLayout.classicRows)))
        }
        let width = (size.width - 2 * margin - gap * Double(columns - 1)) / Double(columns)
        let height = min(width * 0.45, size.height * gridShare / Double(rows) - gap)
        return Size(width: width, height: max(2, height))
    }

    public func brickRect(column: Int, row: Int) -> Rect {
        let s = brickSize
        return Rect(x: margin + Double(column) * (s.width + gap), y: gridTop + Double(row) * (s.height + gap),
                    width: s.width, height: s.height)
    }

    /// The grid cells whose bricks may overlap `rect` (clamped to the grid).
    func cells(overlapping rect: Rect) -> [GridCell] {
        let s = brickSize
        let pitchX = s.width + gap, pitchY = s.height + gap
        func clamp(_ v: Double, _ n: Int) -> Int { v.isFinite ? min(max(Int(v.rounded(.down)), 0), n - 1) : 0 }
        let c0 = clamp((rect.minX - margin) / pitchX, columns), c1 = clamp((rect.maxX - margin) / pitchX, columns)
        let r0 = clamp((rect.minY - gridTop) / pitchY, rows), r1 = clamp((rect.maxY - gridTop) / pitchY, rows)
        guard rect.maxY >= gridTop, rect.minY <= gridTop + Double(rows) * pitchY else { return [] }
        return (r0...r1).flatMap { r in (c0...c1).map { GridCell(column: $0, row: r) } }
    }

    var paddleHeight: Double { max(8, size.height * 0.02) }
    /// The paddle's vertical centre.
    var paddleY: Double { size.height * 0.92 }

    func paddleRect(centerX: Double, width: Double) -> Rect {
        Rect(x: centerX - width / 2, y: paddleY - paddleHeight / 2, width: width, height: paddleHeight)
    }

    /// A duel's top paddle: the bottom one mirrored.
    var topPaddleY: Double { size.height - paddleY }

    func topPaddleRect(centerX: Double, width: Double) -> Rect {
        Rect(x: centerX - width / 2, y: topPaddleY - paddleHeight / 2, width: width, height: paddleHeight)
    }

    /// Where the paddle's centre may go for a paddle of `width`.
    func paddleRange(width: Double) -> ClosedRange<Double> {
        let half = min(width / 2, size.width / 2)
        return half...(size.width - half)
    }
}
