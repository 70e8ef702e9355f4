import Dynamics

/// Where animations draw: shape and text batches, the font, and the field's origin.
public struct AnimationCanvas {
    public var shapes: GeometryBatch
    public var text: GeometryBatch
    public let font: FontAtlas
    public let origin: Point

    public init(shapes: GeometryBatch, text: GeometryBatch, font: FontAtlas, origin: Point) {
        self.shapes = shapes
        self.text = text
        self.font = font
        self.origin = origin
    }

    /// A field rect in window coordinates.
    public func place(_ r: Rect) -> Rect { r.offsetBy(dx: origin.x, dy: origin.y) }
    public func place(_ p: Point) -> Point { Point(x: p.x + origin.x, y: p.y + origin.y) }
}
