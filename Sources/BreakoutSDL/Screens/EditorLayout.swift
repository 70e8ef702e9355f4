import Breakout
import Dynamics
import Translations
import WindowKit

/// Where the editor's parts go in a window. Wide windows: the list of levels on the left
/// with the command buttons under it, the level's grid in the middle (cells twice as wide as
/// tall, as LBreakout2's bricks), the palette on the right. Narrow ones (portrait, and the
/// smallest): the grid across the top, the palette under it, the list of levels under that,
/// and the buttons in two rows at the foot. A title bar and a status line in both. For
/// drawing and for hit tests.
///
/// ```swift
/// let layout = EditorLayout(window: app.window.size, columns: 14, rows: 18)
/// layout.cell(at: clickPoint)   // the grid cell under the pointer, if any
/// ```
struct EditorLayout {
    static let barHeight = 34.0
    static let statusHeight = 44.0
    static let listWidth = 170.0
    static let paletteItemHeight = 24.0
    /// Narrower than this, the editor stacks its parts.
    static let wideWidth = 700.0

    let window: Size
    let columns: Int
    let rows: Int
    let levelList: Rect
    let grid: Rect
    let cellSize: Size
    let palette: Rect
    /// The palette's items per row.
    let paletteColumns: Int
    /// One per `commands` entry.
    let buttons: [Rect]
    /// Whether the parts stand side by side (else stacked).
    let isWide: Bool

    /// The buttons under the level list, each what its key does (the edits among them are
    /// `EditorCommand`s; saving, exporting, test play and leaving are the screen's).
    enum Button: String, CaseIterable {
        case newLevel, duplicate, moveUp, moveDown, delete, export, undo, redo, save, testPlay, back

        /// The button's label (a catalog key).
        var title: String {
            switch self {
            case .newLevel: return trLater("New")
            case .duplicate: return trLater("Copy")
            case .moveUp: return trLater("Up")
            case .moveDown: return trLater("Down")
            case .delete: return trLater("Delete")
            case .export: return trLater("Export")
            case .undo: return trLater("Undo")
            case .redo: return trLater("Redo")
            case .save: return trLater("Save")
            case .testPlay: return trLater("Play")
            case .back: return trLater("Back")
            }
        }
    }

    static let buttonOrder = Button.allCases
    static let buttonHeight = 26.0

    init(window: Size, columns: Int, rows: Int) {
        self.window = window
        self.columns = columns
        self.rows = rows
        isWide = window.width >= EditorLayout.wideWidth && window.width >= window.height
        let top = EditorLayout.barHeight, bottom = window.height - EditorLayout.statusHeight
        func fitGrid(in space: Rect) -> (Size, Rect) {
            let w = max(2, min(space.width / Double(columns), 2 * space.height / Double(rows))).rounded(.down)
            let cell = Size(width: w, height: (w / 2).rounded(.down))
            let size = Size(width: cell.width * Double(columns), height: cell.height * Double(rows))
            return (cell, Rect(x: (space.midX - size.width / 2).rounded(), y: space.minY, width: size.width, height: size.height))
        }
        if isWide {
            let listWidth = min(EditorLayout.listWidth, window.width * 0.18)
            let paletteWidth = min(210, window.width * 0.24)
            // The command buttons under the level list, two a row.
            let buttonRows = Double((EditorLayout.buttonOrder.count + 1) / 2)
            let buttonsHeight = buttonRows * EditorLayout.buttonHeight
            levelList = Rect(x: 8, y: top + 8, width: listWidth - 8, height: max(0, bottom - top - 24 - buttonsHeight))
            let half = (listWidth - 8) / 2
            buttons = EditorLayout.buttonOrder.indices.map { k in
                Rect(x: 8 + Double(k % 2) * half, y: bottom - 8 - buttonsHeight + Double(k / 2) * EditorLayout.buttonHeight,
                     width: half - 3, height: EditorLayout.buttonHeight - 3)
            }
            paletteColumns = 3
            palette = Rect(x: window.width - paletteWidth - 8, y: top + 8, width: paletteWidth, height: max(0, bottom - top - 16))
            let space = Rect(x: levelList.maxX + 12, y: top + 8, width: max(10, palette.minX - levelList.maxX - 24), height: max(10, bottom - top - 16))
            (cellSize, grid) = fitGrid(in: space)
        } else {
            // The buttons in two rows of five across the foot.
            let perRow = (EditorLayout.buttonOrder.count + 1) / 2
            let buttonWidth = (window.width - 16) / Double(perRow)
            let buttonsTop = bottom - 2 * EditorLayout.buttonHeight - 4
            buttons = EditorLayout.buttonOrder.indices.map { k in
                Rect(x: 8 + Double(k % perRow) * buttonWidth, y: buttonsTop + Double(k / perRow) * EditorLayout.buttonHeight,
                     width: buttonWidth - 3, height: EditorLayout.buttonHeight - 3)
            }
            // The palette: as many items a row as fit at 36 points; at most a third of the room.
            paletteColumns = max(3, Int((window.width - 16) / 36))
            let paletteRows = Double((EditorTool.palette.count + paletteColumns - 1) / paletteColumns)
            let room = max(0, buttonsTop - top - 16)
            let paletteHeight = min(14 + paletteRows * EditorLayout.paletteItemHeight, room / 3)
            // The grid gets what the palette and at least three rows of the level list leave.
            let listMinimum = window.height >= 500 ? 22 + 3 * EditorLayout.levelRowHeight : 0
            let (cell, fitted) = fitGrid(in: Rect(x: 8, y: top + 4, width: window.width - 16, height: max(10, room - paletteHeight - listMinimum)))
            cellSize = cell
            grid = fitted
            palette = Rect(x: 8, y: grid.maxY + 10, width: window.width - 16, height: paletteHeight)
            levelList = Rect(x: 8, y: palette.maxY + 6, width: window.width - 16, height: max(0, buttonsTop - palette.maxY - 12))
        }
    }

    func frame(of cell: GridCell) -> Rect {
        Rect(x: grid.minX + Double(cell.column) * cellSize.width, y: grid.minY + Double(cell.row) * cellSize.height,
             width: cellSize.width, height: cellSize.height)
    }

    /// The cell under `p`; `clamped` gives the nearest cell for points outside (a drag that
    /// leaves the grid).
    func cell(at p: Point, clamped: Bool = false) -> GridCell? {
        guard clamped || grid.contains(p) else { return nil }
        let c = Int(((p.x - grid.minX) / cellSize.width).rounded(.down)), r = Int(((p.y - grid.minY) / cellSize.height).rounded(.down))
        return GridCell(column: min(max(c, 0), columns - 1), row: min(max(r, 0), rows - 1))
    }

    /// Palette entry `k`'s box.
    func paletteItem(_ k: Int) -> Rect {
        let w = palette.width / Double(paletteColumns)
        let rows = Double((EditorTool.palette.count + paletteColumns - 1) / paletteColumns)
        let h = min(EditorLayout.paletteItemHeight, (palette.height - 14) / rows)
        // Below the palette's label.
        return Rect(x: palette.minX + Double(k % paletteColumns) * w, y: palette.minY + 14 + Double(k / paletteColumns) * h,
                    width: w - 3, height: max(1, h - 3))
    }

    func paletteIndex(at p: Point) -> Int? {
        EditorTool.palette.indices.first { paletteItem($0).contains(p) }
    }

    static let levelRowHeight = 22.0

    /// Level `k`'s row in the list (scrolled by `first`).
    func levelRow(_ k: Int, first: Int) -> Rect {
        Rect(x: levelList.minX, y: levelList.minY + 22 + Double(k - first) * EditorLayout.levelRowHeight,
             width: levelList.width, height: EditorLayout.levelRowHeight - 2)
    }

    /// Rows of the level list that fit (none in the smallest windows: PageUp and PageDown
    /// still go through the levels, and the title says which one shows).
    var visibleLevelRows: Int { max(0, Int((levelList.height - 22) / EditorLayout.levelRowHeight)) }
}
