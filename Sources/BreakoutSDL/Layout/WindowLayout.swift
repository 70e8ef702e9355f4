import Geometry

/// Where the game's parts go in a window of any size. Windows about as wide as 4:3 and
/// narrower (portrait too) get the status band above the field, which fills the rest; a
/// band too narrow for one row of items takes two. Wide windows (3:2, 16:10, 16:9 and wider)
/// get a side panel on the right and the field keeps a 4:3 shape beside it, centred, rather
/// than stretching across.
///
/// ```swift
/// let layout = WindowLayout(window: Size(width: 1280, height: 720))
/// layout.style            // .side
/// layout.field            // the 4:3 field, left of the panel
/// ```
struct WindowLayout: Hashable, Sendable {
    enum Style: Hashable, Sendable {
        /// The status band above the field.
        case top
        /// A panel right of the field.
        case side
    }

    let style: Style
    /// Where the field is drawn, in window points.
    let field: Rect
    /// The status band (top) or the side panel.
    let panel: Rect

    /// Windows at least this much wider than tall get the side panel.
    static let sideAspect = 1.45
    /// The field's shape beside a side panel.
    static let fieldAspect = 4.0 / 3.0
    /// One band row's height; a narrow band has two.
    static let rowHeight = 40.0
    /// Narrower than this, the band's items take two rows.
    static let oneRowWidth = 620.0

    /// `field`: the game's field, whose shape the field area takes beside a side panel (a
    /// classic set's is narrower than 4:3, and the panel gets the width it leaves, up to a
    /// third of the window as in LBreakoutHD).
    init(window: Size, field fieldSize: Size? = nil) {
        let w = max(1, window.width), h = max(1, window.height)
        let aspect = fieldSize.map { $0.width / max(1, $0.height) } ?? WindowLayout.fieldAspect
        if w >= h * WindowLayout.sideAspect && w >= 700 {
            style = .side
            var panelWidth = min(340, max(220, w * 0.22))
            var room = Rect(x: 0, y: 0, width: w - panelWidth, height: h)
            let fieldHeight = min(room.height - 16, (room.width - 16) / aspect).rounded(.down)
            let fieldWidth = (fieldHeight * aspect).rounded(.down)
            panelWidth = max(panelWidth, min(w / 3, w - fieldWidth - 16)).rounded(.down)
            room = Rect(x: 0, y: 0, width: w - panelWidth, height: h)
            panel = Rect(x: w - panelWidth, y: 0, width: panelWidth, height: h)
            field = Rect(x: ((room.width - fieldWidth) / 2).rounded(), y: ((room.height - fieldHeight) / 2).rounded(),
                         width: max(100, fieldWidth), height: max(100, fieldHeight))
        } else {
            style = .top
            let band = w < WindowLayout.oneRowWidth ? 2 * WindowLayout.rowHeight : WindowLayout.rowHeight
            panel = Rect(x: 0, y: 0, width: w, height: band)
            field = Rect(x: 0, y: band, width: max(100, w), height: max(100, h - band))
        }
    }

    /// Whether the band's items take two rows.
    var twoRows: Bool { style == .top && panel.height > WindowLayout.rowHeight }
}
