import Dynamics

/// Where a field of a given size is drawn in the layout's field area, and at what scale.
/// A game's field never changes size (`Game.fieldSize`; a replay keeps its recorded one): it
/// is scaled to fit the area with its shape kept, and centred in it.
///
/// ```swift
/// let place = FieldViewport(area: Rect(x: 0, y: 40, width: 1200, height: 860),
///                            field: Size(width: 800, height: 600))
/// place.scale                  // 1.4333…: the height fits
/// place.field(at: place.origin) // (0, 0): the field's top-left corner
/// ```
struct FieldViewport: Hashable, Sendable {
    /// The field's top-left corner, in window points.
    let origin: Point
    /// Window points per field point.
    let scale: Double

    init(area: Rect, field: Size) {
        let fit = min(area.width / max(1, field.width), area.height / max(1, field.height))
        // Within a hundredth of a point across the field it is the area's own size: draw it as is.
        scale = fit.isFinite && fit > 0 && abs(fit - 1) * max(field.width, field.height) > 0.01 ? fit : 1
        origin = Point(x: (area.minX + (area.width - field.width * scale) / 2).rounded(),
                       y: (area.minY + (area.height - field.height * scale) / 2).rounded())
    }

    /// The field at the window's corner at its own size (before a layout places it).
    static let unplaced = FieldViewport(origin: .zero, scale: 1)

    private init(origin: Point, scale: Double) {
        self.origin = origin
        self.scale = scale
    }

    /// Window points to field points.
    func field(at window: Point) -> Point {
        Point(x: (window.x - origin.x) / scale, y: (window.y - origin.y) / scale)
    }

    /// The origin to draw the field at while the renderer's scale is multiplied by `scale`.
    var drawingOrigin: Point { Point(x: origin.x / scale, y: origin.y / scale) }
}
