import Dynamics
import WindowKit

/// Where a dialog's parts go in the window: a panel centred over the field, content blocks
/// top to bottom, then the buttons in a row or a column. Sizes are asked for at scale 1; a
/// window too small for them scales the whole dialog down, so it always fits.
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

    static let padding = 28.0
    static let blockGap = 10.0
    static let buttonGap = 16.0
    static let buttonHeight = 44.0
    static let buttonsTopGap = 24.0
    /// Kept free around the panel.
    static let margin = 12.0

    /// The part of the window a game's dialog covers: the field (the HUD or the side panel
    /// stays readable).
    static func area(for window: Size) -> Rect { GameLayout(window: window).field }

    /// Kept free at a page's foot for its notice and hint lines (`PageStyle`).
    static let pageFoot = 48.0

    /// The part a full-window page's dialog covers: all but a top band and the foot.
    static func pageArea(for window: Size) -> Rect {
        Rect(x: 0, y: GameLayout.rowHeight, width: window.width,
             height: max(0, window.height - GameLayout.rowHeight - DialogLayout.pageFoot))
    }

    /// `area`: where the dialog centres (default: the game's field).
    init(window: Size, contentWidth: Double, blockHeights: [Double], buttonWidths: [Double], axis: Axis, area: Rect? = nil) {
        let area = area ?? DialogLayout.area(for: window)
        let pad = DialogLayout.padding, gap = DialogLayout.blockGap, bh = DialogLayout.buttonHeight
        let n = Double(buttonWidths.count)
        let buttonWidth = buttonWidths.max() ?? 0
        let buttonsSize = axis == .horizontal
            ? Size(width: buttonWidth * n + DialogLayout.buttonGap * max(0, n - 1), height: n > 0 ? bh : 0)
            : Size(width: buttonWidth, height: bh * n + DialogLayout.buttonGap * max(0, n - 1))
        let inner = max(contentWidth, buttonsSize.width)
        let contentHeight = blockHeights.reduce(0, +) + gap * Double(max(0, blockHeights.count - 1))
        let natural = Size(width: inner + 2 * pad,
                           height: pad + contentHeight + (n > 0 ? DialogLayout.buttonsTopGap + buttonsSize.height : 0) + pad)
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
            let k = Double(k)
            switch axis {
            case .horizontal:
                return DialogLayout.whole(Rect(x: left + k * (buttonWidth + DialogLayout.buttonGap) * s, y: top,
                                               width: buttonWidth * s, height: bh * s))
            case .vertical:
                return DialogLayout.whole(Rect(x: left, y: top + k * (bh + DialogLayout.buttonGap) * s,
                                               width: buttonWidth * s, height: bh * s))
            }
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
