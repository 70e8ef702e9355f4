import Dynamics
import WindowKit

/// Where everything of the settings panel sits for a window size: the card, its title bar
/// and close button, the rows (as many as fit; the rest scroll), each row's control and the
/// parts of the control the mouse can hit. Drawing and hit-testing both ask it, so what is
/// drawn is what is clicked.
///
/// ```swift
/// let layout = PanelLayout(window: app.window.size, rowCount: rows.count)
/// let rect = layout.rowRect(slot: 0)
/// let plus = layout.part(.plus, of: .stepper(1...9), in: layout.controlArea(of: rect))
/// ```
struct PanelLayout: Sendable {
    static let rowHeight = 32.0
    static let headerHeight = 54.0
    static let footerHeight = 74.0
    static let margin = 22.0
    static let labelWidth = 210.0
    static let maxWidth = 700.0
    /// One line of the settings file's problems, between the title and the rows.
    static let noteLineHeight = 15.0

    let window: Size
    let card: Rect
    let closeButton: Rect
    /// The rows' band inside the card.
    let rowsArea: Rect
    let footer: Rect
    /// How many rows fit at once (at least one).
    let visibleRows: Int
    /// The settings file's problems, above the rows (empty when there are none).
    let notes: Rect

    /// `noteLines`: lines of the settings file's problems to show above the rows; the rows
    /// move down for them (and scroll), so none is covered.
    init(window: Size, rowCount: Int, noteLines: Int = 0) {
        self.window = window
        let width = min(Self.maxWidth, window.width - 24)
        let notesHeight = noteLines > 0 ? Double(noteLines) * Self.noteLineHeight + 6 : 0
        let wanted = Self.headerHeight + notesHeight + Double(rowCount) * Self.rowHeight + Self.footerHeight
        let height = min(wanted, window.height - 24)
        card = Rect(x: ((window.width - width) / 2).rounded(), y: ((window.height - height) / 2).rounded(), width: width, height: height)
        closeButton = Rect(x: card.maxX - 44, y: card.minY + 12, width: 30, height: 30)
        notes = Rect(x: card.minX + Self.margin, y: card.minY + Self.headerHeight - 2, width: width - 2 * Self.margin, height: notesHeight)
        let rowsHeight = max(Self.rowHeight, height - Self.headerHeight - notesHeight - Self.footerHeight)
        visibleRows = max(1, min(rowCount, Int(rowsHeight / Self.rowHeight)))
        rowsArea = Rect(x: card.minX + 8, y: card.minY + Self.headerHeight + notesHeight, width: width - 16,
                        height: Double(visibleRows) * Self.rowHeight)
        footer = Rect(x: card.minX, y: rowsArea.maxY, width: width, height: card.maxY - rowsArea.maxY)
    }

    // The footer, from its top: a rule, the focused setting's doc (one or two lines), the
    // status line with the restart button at its right, the keys.
    static let footerRuleY = 3.0
    static let docLineY = 10.0
    static let docLineSpacing = 21.0
    static let statusLineY = 31.0
    static let keysLineY = 55.0
    static let restartButtonSize = Size(width: 86, height: 22)
    static let restartButtonY = 27.0

    /// The restart button, at the status line's right end.
    var restartButton: Rect {
        Rect(x: footer.maxX - Self.margin - Self.restartButtonSize.width, y: footer.minY + Self.restartButtonY,
             width: Self.restartButtonSize.width, height: Self.restartButtonSize.height)
    }

    /// The left edge of the footer's k-th doc line.
    func docLine(_ k: Int, left: Double) -> Point {
        Point(x: left, y: footer.minY + Self.docLineY + Double(k) * Self.docLineSpacing)
    }

    /// The rect of the row shown in `slot` (0 is the top visible row).
    func rowRect(slot: Int) -> Rect {
        Rect(x: rowsArea.minX, y: rowsArea.minY + Double(slot) * Self.rowHeight, width: rowsArea.width, height: Self.rowHeight)
    }

    /// The slot at a point in the rows' band, if any.
    func slot(at p: Point) -> Int? {
        guard rowsArea.contains(p) else { return nil }
        return min(visibleRows - 1, Int((p.y - rowsArea.minY) / Self.rowHeight))
    }

    /// Where a row's label stops and its control begins.
    func controlArea(of row: Rect) -> Rect {
        let x = row.minX + min(Self.labelWidth, row.width * 0.38)
        return Rect(x: x, y: row.minY + 5, width: row.maxX - 14 - x, height: row.height - 10)
    }

    /// A part of a control the mouse can hit.
    enum Part: Equatable, Sendable {
        case toggle
        case segment(Int)
        case minus
        case plus
        /// A slider's track (the knob moves along it).
        case track
        /// A binding's key cap.
        case binding
    }

    /// The rect of `part` of `control` drawn in `area`; nil when the control has no such part.
    func part(_ part: Part, of control: PanelControl, in area: Rect) -> Rect? {
        let midY = area.midY
        switch (control, part) {
        case (.toggle, .toggle):
            return Rect(x: area.minX, y: midY - 11, width: 46, height: 22)
        case (.segmented(let choices), .segment(let k)) where choices.indices.contains(k) && !Self.isCompact(control, in: area):
            let width = min(92, area.width / Double(choices.count))
            return Rect(x: area.minX + Double(k) * width, y: midY - 12, width: width, height: 24)
        case (.segmented, .minus) where Self.isCompact(control, in: area):
            return Rect(x: area.minX, y: midY - 12, width: 30, height: 24)
        case (.segmented, .plus) where Self.isCompact(control, in: area):
            return Rect(x: area.minX + 30 + min(150, max(60, area.width - 60)), y: midY - 12, width: 30, height: 24)
        case (.stepper, .minus):
            return Rect(x: area.minX, y: midY - 12, width: 30, height: 24)
        case (.stepper, .plus):
            return Rect(x: area.minX + 30 + 60, y: midY - 12, width: 30, height: 24)
        case (.picker, .minus):
            return Rect(x: area.minX, y: midY - 12, width: 30, height: 24)
        case (.picker, .plus):
            // Room between the arrows for a name such as "LBreakout2".
            return Rect(x: area.minX + 30 + min(150, max(60, area.width - 60)), y: midY - 12, width: 30, height: 24)
        case (.keyBinding, .binding), (.padBinding, .binding), (.textField, .binding):
            return Rect(x: area.minX, y: midY - 12, width: min(180, area.width), height: 24)
        case (.slider, .track):
            // Room on the right for the value.
            return Rect(x: area.minX + 8, y: midY - 3, width: max(40, area.width - 86), height: 6)
        default:
            return nil
        }
    }

    /// Segments narrower than this become a picker's arrows around the chosen word.
    static let narrowestSegment = 64.0

    /// A segmented control with too many choices for its room: drawn and clicked as a picker.
    static func isCompact(_ control: PanelControl, in area: Rect) -> Bool {
        guard case .segmented(let choices) = control else { return false }
        return area.width / Double(max(1, choices.count)) < narrowestSegment
    }

    /// Which part of `control` in `area` is at `p`. Slider tracks and switch knobs are thin,
    /// so they take the whole height of the row's control area.
    func hit(_ p: Point, control: PanelControl, in area: Rect) -> Part? {
        let tall = { (r: Rect) in Rect(x: r.minX - 8, y: area.minY - 4, width: r.width + 16, height: area.height + 8) }
        switch control {
        case .toggle:
            // The switch and its On/Off word.
            if let r = part(.toggle, of: control, in: area), tall(Rect(x: r.minX, y: r.minY, width: r.width + 36, height: r.height)).contains(p) { return .toggle }
        case .segmented(let choices):
            for k in choices.indices { if let r = part(.segment(k), of: control, in: area), r.contains(p) { return .segment(k) } }
            if let r = part(.minus, of: control, in: area), r.contains(p) { return .minus }
            if let r = part(.plus, of: control, in: area), r.contains(p) { return .plus }
        case .stepper, .picker:
            if let r = part(.minus, of: control, in: area), r.contains(p) { return .minus }
            if let r = part(.plus, of: control, in: area), r.contains(p) { return .plus }
        case .slider:
            if let r = part(.track, of: control, in: area), tall(r).contains(p) { return .track }
        case .keyBinding, .padBinding, .textField:
            if let r = part(.binding, of: control, in: area), tall(r).contains(p) { return .binding }
        }
        return nil
    }
}
