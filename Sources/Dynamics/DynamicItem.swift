/// The kind of outline an item collides with, as UIDynamicItemCollisionBoundsType.
public enum CollisionBoundsType: Hashable, Sendable {
    /// The item's bounds rectangle, rotating with the item (the default).
    case rectangle
    /// The ellipse inscribed in the bounds; a circle when the bounds are square.
    case ellipse
    /// A convex polygon, in points relative to the item's center.
    case path([Point])
}

/// Anything the animator can move: it reads `bounds` and `collisionBoundsType` when the
/// item joins, and writes `center` and `rotation` after every step.
///
/// ```swift
/// final class Ball: DynamicItem {
///     var center = Point(x: 100, y: 100)
///     var bounds = Rect(x: 0, y: 0, width: 10, height: 10)
///     var rotation = 0.0
///     var collisionBoundsType: CollisionBoundsType { .ellipse }
/// }
/// ```
public protocol DynamicItem: AnyObject {
    var center: Point { get set }
    /// Only the size matters (the origin is ignored).
    var bounds: Rect { get }
    /// The rotation in radians, clockwise on screen.
    var rotation: Double { get set }
    var collisionBoundsType: CollisionBoundsType { get }
}

extension DynamicItem {
    public var collisionBoundsType: CollisionBoundsType { .rectangle }
}

/// A ready-made item: a center, a size, a rotation and an outline.
///
/// ```swift
/// let ball = BasicItem(center: Point(x: 50, y: 50), size: Size(width: 10, height: 10), shape: .ellipse)
/// ```
///
/// Subclass it for items of your own, as UIKit apps subclass `UIView`: the animator writes a
/// `BasicItem`'s center and rotation directly, while an item that only conforms to
/// `DynamicItem` is written through the protocol, which costs its owner Swift's run-time
/// exclusivity check in each setter (README, "Your own items").
///
/// ```swift
/// final class Ball: BasicItem {
///     var hits = 0
/// }
/// ```
open class BasicItem: DynamicItem {
    // Unchecked: the animator writes these every step, and a checked write costs more
    // than the rest of a ball's step. Nothing in the item holds an access across a call.
    // Public, not open: a subclass cannot override them, so the writes stay direct.
    @exclusivity(unchecked) public var center: Point
    public var bounds: Rect
    @exclusivity(unchecked) public var rotation: Double
    public let collisionBoundsType: CollisionBoundsType
    /// Where the last animator to look for this item found its body (`World.index(of:)`).
    @exclusivity(unchecked) var bodyHint = BodyHint()

    public init(center: Point, size: Size, shape: CollisionBoundsType = .rectangle, rotation: Double = 0) {
        self.center = center
        self.bounds = Rect(origin: .zero, size: size)
        self.rotation = rotation
        self.collisionBoundsType = shape
    }
}

/// A world and the index of a body in it: a hint, checked before it is trusted.
struct BodyHint {
    var world: ObjectIdentifier?
    var index: Int32 = 0
}
