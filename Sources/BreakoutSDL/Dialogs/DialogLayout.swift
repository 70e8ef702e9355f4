import Dynamics
import WindowKit

/// Where a dialog's parts go in the window: a panel centred over the field, content blocks
/// top to bottom, then the buttons in a row or a column. Sizes are asked for at scale 1; a
/// window too small for them scales the whole dialog down. Scaled down so far that its
/// smallest text would be under 9 points, it packs tighter first (less padding, lower
/// buttons), then puts a column of buttons in two or three columns (column by column, so
/// Up and Down still go down the list), whichever first keeps the text readable.
///
/// ```swift
/// let layout = DialogLayout(window: Size(width: 800, height: 640), contentWidth: 360,
///                           blockHeights: [30, 20], buttonWidths: [160, 160], axis: .horizontal)
/// let next = layout.buttons[0]   // window points: hit-test clicks against it
/// ```
struct DialogLayout: Hashable, Sendable {
    enum Axis: Hashable, Sendable {
        case horizontal
        case vertical
    }

    /// The dialog's box.
    var panel: Rect
    /// One per content block, in the order asked for.
    var blocks: [Rect]
    /// One per button, in the order asked for.
    var buttons: [Rect]
    /// Window points per asked-for point: 1 unless the window is small. Scale text by it.
    var scale: Double

    /// Spacing, at scale 1.
    struct Metrics: Hashable, Sendable {
        var padding: Double
        var blockGap: Double
        var buttonGap: Double
        var buttonHeight: Double
        var buttonsTopGap: Double

        static let regular = Metrics(padding: 28, blockGap: 10, buttonGap: 16, buttonHeight: 44, buttonsTopGap: 24)
        /// For small windows: what the text needs and little more.
        static let dense = Metrics(padding: 12, blockGap: 4, buttonGap: 6, buttonHeight: 30, buttonsTopGap: 10)
    }

    static let padding = Metrics.regular.padding
    static let blockGap = Metrics.regular.blockGap
    static let buttonGap = Metrics.regular.buttonGap
    static let buttonHeight = Metrics.regular.buttonHeight
    static let buttonsTopGap = Metrics.regular.buttonsTopGap
    /// Kept free around the panel.
    static let margin = 12.0
    /// The smallest text a dialog lets itself be scaled to, in points.
    static let minimumText = 9.0

    /// The part of the window a game's dialog covers: the field (the HUD or the side panel
    /// stays readable).
    static func area(for window: Size) -> Rect { WindowLayout(window: window).field }

    /// Kept free at a page's foot for its notice and hint lines (`PageStyle`).
    static let pageFoot = 48.0

    /// The part a full-window page's dialog covers: all but a top band and the foot.
    static func pageArea(for window: Size) -> Rect {
        Rect(x: 0, y: WindowLayout.rowHeight, width: window.width,
             height: max(0, window.height - WindowLayout.rowHeight - DialogLayout.pageFoot))
    }

    /// `area`: where the dialog centres (default: the game's field). `smallestText`: the
    /// smallest text height the dialog draws at scale 1 (its buttons' titles, unless a block
    /// is smaller), which must stay readable.
    /// `packsBeforeColumns`: a menu tries one column packed tighter before it tries two
    /// (a list reads down; a dialog's few buttons may stand side by side first).
    init(window: Size, contentWidth: Double, blockHeights: [Double], buttonWidths: [Double], axis: Axis, area: Rect? = nil,
         smallestText: Double = DialogButtons.titleHeight, packsBeforeColumns: Bool = false) {
        let area = area ?? DialogLayout.area(for: window)
        let needed = DialogLayout.minimumText / max(1, smallestText)
        let most = buttonWidths.count > 1 && axis == .vertical ? 3 : 1
        var best: DialogLayout?
        let tries: [(Metrics, Int)] = packsBeforeColumns
            ? (1...most).flatMap { c in [(Metrics.regular, c), (.dense, c)] }
            : [Metrics.regular, .dense].flatMap { m in (1...most).map { (m, $0) } }
        for (metrics, columns) in tries {
            let candidate = DialogLayout(area: area, contentWidth: contentWidth, blockHeights: blockHeights,
                                         buttonWidths: buttonWidths, axis: axis, metrics: metrics, columns: columns)
            if candidate.scale >= needed - 1e-9 {
                self = candidate
                return
            }
            if best.map({ candidate.scale > $0.scale }) ?? true { best = candidate }
        }
        self = best!
    }

    /// One arrangement: `columns` columns of buttons (vertical) or one row (horizontal).
    private init(area: Rect, contentWidth: Double, blockHeights: [Double], buttonWidths: [Double], axis: Axis,
                 metrics m: Metrics, columns: Int) {
        let pad = m.padding, gap = m.blockGap, bh = m.buttonHeight
        let n = buttonWidths.count
        // A single column of buttons spans the dialog's width; more columns keep their own.
        let buttonWidth = max(buttonWidths.max() ?? 0, axis == .vertical && columns == 1 ? contentWidth : 0)
        let rows = axis == .horizontal ? (n > 0 ? 1 : 0) : (n + columns - 1) / max(1, columns)
        let perRow = axis == .horizontal ? n : min(n, columns)
        let buttonsSize = Size(width: buttonWidth * Double(perRow) + m.buttonGap * Double(max(0, perRow - 1)),
                               height: bh * Double(rows) + m.buttonGap * Double(max(0, rows - 1)))
        let inner = max(contentWidth, buttonsSize.width)
        let contentHeight = blockHeights.reduce(0, +) + gap * Double(max(0, blockHeights.count - 1))
        let natural = Size(width: inner + 2 * pad,
                           height: pad + contentHeight + (n > 0 ? m.buttonsTopGap + buttonsSize.height : 0) + pad)
        let s = max(0.1, min(1, (area.width - 2 * DialogLayout.margin) / natural.width,
                             (area.height - 2 * DialogLayout.margin) / natural.height))
        let panel = DialogLayout.whole(Rect(center: area.center, size: Size(width: natural.width * s, height: natural.height * s)))

        var y = panel.minY + pad * s
        var blocks: [Rect] = []
        for h in blockHeights {
            blocks.append(Rect(x: panel.minX + pad * s, y: y, width: inner * s, height: h * s))
            y += (h + gap) * s
        }
        let top = panel.maxY - (pad + buttonsSize.height) * s
        let left = panel.midX - buttonsSize.width * s / 2
        buttons = buttonWidths.indices.map { k in
            // A row, or columns filled top to bottom, then left to right.
            let (row, column) = axis == .horizontal ? (0, k) : (k % max(1, rows), k / max(1, rows))
            return DialogLayout.whole(Rect(x: left + Double(column) * (buttonWidth + m.buttonGap) * s,
                                           y: top + Double(row) * (bh + m.buttonGap) * s,
                                           width: buttonWidth * s, height: bh * s))
        }
        self.panel = panel
        self.blocks = blocks
        scale = s
    }

    /// Snapped to whole points: the software renderer leaves hairline seams between the
    /// pieces of a rounded rect at fractional positions (the edge colour shows through).
    static func whole(_ r: Rect) -> Rect {
        let x = r.minX.rounded(), y = r.minY.rounded()
        return Rect(x: x, y: y, width: (r.maxX - x).rounded(), height: (r.maxY - y).rounded())
    }

    /// A length at this scale in whole points, at least `minimum`.
    func points(_ length: Double, minimum: Double = 1) -> Double { max(minimum, (length * scale).rounded()) }
}
