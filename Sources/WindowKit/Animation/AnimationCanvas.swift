import Geometry

/// Where animations draw: shape and text batches, the font, and the field's origin.
public struct AnimationCanvas {
    public var shapes: GeometryBatch
    public var text: GeometryBatch
    public let font: FontAtlas
    public let origin: Point
    /// Window points per canvas point (a field drawn scaled to its window).
    public let scale: Double

    public init(shapes: GeometryBatch, text: GeometryBatch, font: FontAtlas, origin: Point, scale: Double = 1) {
        self.shapes = shapes
        self.text = text
        self.font = font
        self.origin = origin
        self.scale = scale
    }

    /// A text height of `height` canvas points, raised so that it shows at least `minimum`
    /// window points tall however small the field is drawn.
    public func readable(_ height: Double, minimum: Double = 10) -> Double { max(height, minimum / max(scale, 1e-6)) }

    /// A field rect in window coordinates.
    public func place(_ r: Rect) -> Rect { r.offsetBy(dx: origin.x, dy: origin.y) }
    public func place(_ p: Point) -> Point { Point(x: p.x + origin.x, y: p.y + origin.y) }
}
