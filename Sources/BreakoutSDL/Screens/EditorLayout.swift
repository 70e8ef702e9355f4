import Breakout
import Dynamics
import WindowKit

/// Where the editor's parts go in a window: the list of levels on the left, the level's
/// grid in the middle (cells twice as wide as tall, as LBreakout2's bricks), the palette on
/// the right, a title bar and a status line. For drawing and for hit tests.
///
/// ```swift
/// let layout = EditorLayout(window: host.window.size, columns: 14, rows: 18)
/// layout.cell(at: clickPoint)   // the grid cell under the pointer, if any
/// ```
struct EditorLayout {
    static let barHeight = 34.0
    static let statusHeight = 44.0
    static let listWidth = 170.0
    static let paletteColumns = 3
    static let paletteItemHeight = 24.0

    let window: Size
    let columns: Int
    let rows: Int
    let levelList: Rect
    let grid: Rect
    let cellSize: Size
    let palette: Rect
    /// One per `commands` entry.
    let buttons: [Rect]

    /// What the buttons under the level list do (the same as their keys).
    enum Command: String, CaseIterable {
        case newLevel, duplicate, moveUp, moveDown, delete, export, undo, redo, save, testPlay

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
            }
        }
    }

    static let commands = Command.allCases
    static let buttonHeight = 26.0

    init(window: Size, columns: Int, rows: Int) {
        self.window = window
        self.columns = columns
        self.rows = rows
        let top = EditorLayout.barHeight, bottom = window.height - EditorLayout.statusHeight
        let listWidth = min(EditorLayout.listWidth, window.width * 0.18)
        let paletteWidth = min(210, window.width * 0.24)
        // The command buttons under the level list, two a row.
        let buttonRows = Double((EditorLayout.commands.count + 1) / 2)
        let buttonsHeight = buttonRows * EditorLayout.buttonHeight
        levelList = Rect(x: 8, y: top + 8, width: listWidth - 8, height: max(0, bottom - top - 24 - buttonsHeight))
        let half = (listWidth - 8) / 2
        buttons = EditorLayout.commands.indices.map { k in
            Rect(x: 8 + Double(k % 2) * half, y: bottom - 8 - buttonsHeight + Double(k / 2) * EditorLayout.buttonHeight,
                 width: half - 3, height: EditorLayout.buttonHeight - 3)
        }
        palette = Rect(x: window.width - paletteWidth - 8, y: top + 8, width: paletteWidth, height: max(0, bottom - top - 16))
        let space = Rect(x: levelList.maxX + 12, y: top + 8, width: max(10, palette.minX - levelList.maxX - 24), height: max(10, bottom - top - 16))
        let w = max(2, min(space.width / Double(columns), 2 * space.height / Double(rows))).rounded(.down)
        cellSize = Size(width: w, height: (w / 2).rounded(.down))
        let size = Size(width: cellSize.width * Double(columns), height: cellSize.height * Double(rows))
        grid = Rect(x: (space.midX - size.width / 2).rounded(), y: space.minY, width: size.width, height: size.height)
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
        let w = palette.width / Double(EditorLayout.paletteColumns)
        let h = min(EditorLayout.paletteItemHeight, (palette.height - 14) / Double((EditorTool.palette.count + 2) / EditorLayout.paletteColumns + 1))
        // Below the palette's label.
        return Rect(x: palette.minX + Double(k % EditorLayout.paletteColumns) * w, y: palette.minY + 14 + Double(k / EditorLayout.paletteColumns) * h,
                    width: w - 3, height: h - 3)
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

    var visibleLevelRows: Int { max(1, Int((levelList.height - 22) / EditorLayout.levelRowHeight)) }
}
