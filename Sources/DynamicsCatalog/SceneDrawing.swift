import Foundation
import Dynamics
import WindowKit

/// Draws a scene into a batch, shifted by `origin`: its field's arrows, its links, its items
/// as their outlines say, and the contact flashes.
extension CatalogScene {
    public func draw(into batch: inout GeometryBatch, origin: Point) {
        let o = origin - Point.zero
        if let field = arrows { drawArrows(of: field, into: &batch, shift: o) }
        for link in links + (dragLink.map { [$0] } ?? []) {
            let (a, b) = link()
            batch.line(from: a + o, to: b + o, width: 2, color: .link)
        }
        for (item, color) in items { CatalogScene.draw(item, color: color, into: &batch, shift: o) }
        for flash in flashes {
            batch.circle(center: flash.point + o, radius: 4 + 10 * flash.life, color: Color.warm.withAlpha(min(1, flash.life * 2)))
        }
    }

    /// An item as its outline says, with a darker rim so boxes in a stack read as boxes.
    static func draw(_ item: DynamicItem, color: Color, into batch: inout GeometryBatch, shift: Vector) {
        let w = item.bounds.width / 2, h = item.bounds.height / 2
        let rim = color.mixed(with: .black, 0.4), inset = min(1.5, w / 4, h / 4)
        func filled(_ outline: [Point]) {
            // The outline, then the same shape shrunk by `inset` (convex, so it stays inside).
            let placed = outline.map { item.center + ($0 - Point.zero).rotated(by: item.rotation) + shift }
            batch.polygon(placed, color: rim)
            let inner = outline.map { p -> Point in
                let l = (p - Point.zero).length
                return l > inset ? Point.zero + (p - Point.zero) * ((l - inset) / l) : p
            }
            batch.polygon(inner.map { item.center + ($0 - Point.zero).rotated(by: item.rotation) + shift }, color: color)
        }
        switch item.collisionBoundsType {
        case .ellipse where abs(w - h) < 1e-9:
            batch.circle(center: item.center + shift, radius: w, color: rim)
            batch.circle(center: item.center + shift, radius: w - inset, color: color)
            // A spoke, so a rolling ball shows its turn.
            let spoke = Vector(dx: w * 0.8, dy: 0).rotated(by: item.rotation)
            batch.line(from: item.center + shift, to: item.center + spoke + shift, width: 2, color: rim)
        case .ellipse:
            filled(Path.ovalPoints(in: Rect(x: -w, y: -h, width: 2 * w, height: 2 * h), tolerance: 0.5))
        case .rectangle:
            filled([Point(x: -w, y: -h), Point(x: w, y: -h), Point(x: w, y: h), Point(x: -w, y: h)])
        case let .polygon(points):
            filled(points)
        case .path:
            filled(item.collisionBoundingPath.subpathsForDrawing.first ?? [])
        }
    }

    /// The field's pull on a resting probe of unit mass and charge, on a grid (a probe moving
    /// right at 100 points/s for the fields that act on motion: drag, turbulence, magnetic).
    private func drawArrows(of field: FieldBehavior, into batch: inout GeometryBatch, shift: Vector) {
        let spacing = 40.0, h = 1.0 / 60
        let moving: Bool
        switch field.kind {
        case .drag, .turbulence, .magnetic: moving = true
        default: moving = false
        }
        let probe = moving ? Vector(dx: 100, dy: 0) : .zero
        var y = spacing / 2
        while y < size.height {
            var x = spacing / 2
            while x < size.width {
                let p = Point(x: x, y: y)
                var dv = field.velocity(after: h, at: p, velocity: probe, charge: 1, time: animator.elapsedTime) - probe
                if field.kind == .velocity { dv = dv + probe }
                let l = dv.length
                if l > 1e-9 {
                    let shown = min(spacing * 0.45, 6 + 4 * log(1 + l))
                    batch.arrow(from: p + shift, to: p + dv / l * shown + shift, width: 1.5, color: Color.faint)
                } else {
                    batch.circle(center: p + shift, radius: 1, color: Color.faint)
                }
                x += spacing
            }
            y += spacing
        }
    }
}
