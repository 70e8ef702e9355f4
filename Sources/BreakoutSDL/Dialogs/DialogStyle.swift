import Dynamics
import WindowKit

/// How dialogs look: the field dimmed behind them, a dark panel with a coloured edge.
/// Everything but the backdrop is opaque: `GeometryBatch.roundedRect` overlaps its pieces,
/// which would show through a translucent colour.
enum DialogStyle {
    static let panel = Color(hex: 0x151A33)
    static let button = Color(hex: 0x1F2547)
    static let buttonEdge = Color(hex: 0x5A6190)
    static let shade = Color(hex: 0x05060D)
    /// Behind the table row of the score just made.
    static let highlight = Color(hex: 0x3A3420)

    /// The field darkened under the dialog (the HUD or the side panel stays as it is); a
    /// page's dialog darkens `area` (the whole window).
    static func backdrop(window: Size, alpha: Double, area: Rect? = nil, into shapes: inout GeometryBatch) {
        let r = area ?? DialogLayout.area(for: window)
        shapes.rect(r, color: shade.withAlpha(0.65 * alpha))
        LayoutProbe.cover(r)
    }

    /// The dialog's box with an edge in `accent`.
    static func panel(_ layout: DialogLayout, accent: Color, into shapes: inout GeometryBatch) {
        let r = layout.panel, radius = layout.points(14), edge = layout.points(2)
        LayoutProbe.cover(r)
        LayoutProbe.box(r, "dialog")
        shapes.roundedRect(r, radius: radius, color: accent)
        shapes.roundedRect(r.insetBy(dx: edge, dy: edge), radius: radius - edge, color: panel)
    }
}
