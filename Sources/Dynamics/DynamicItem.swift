/// The kind of outline an item collides with, as UIDynamicItemCollisionBoundsType.
public enum CollisionBoundsType: Hashable, Sendable {
    /// The item's bounds rectangle, rotating with the item (the default).
    case rectangle
    /// The ellipse inscribed in the bounds; a circle when the bounds are square.
    case ellipse
    /// The item's `collisionBoundingPath`: a convex outline around (0, 0), the item's center.
    case path
    /// A convex polygon given here, in points relative to the item's center (the engine's own
    /// shorthand for `.path` with a `collisionBoundingPath`).
    case polygon([Point])

    @available(*, deprecated, renamed: "polygon")
    public static func path(_ points: [Point]) -> CollisionBoundsType { .polygon(points) }
}

/// UIKit's name for `CollisionBoundsType`.
public typealias DynamicItemCollisionBoundsType = CollisionBoundsType

/// Anything the animator can move, as UIDynamicItem: it reads `center`, `bounds`,
/// `transform` (or `rotation`) and the collision outline when the item joins, and writes
/// `center` and the rotation after every step.
///
/// An item written as for UIKit conforms as it is:
///
/// ```swift
/// final class Badge: NSObject, DynamicItem {
///     var center = CGPoint(x: 100, y: 100)
///     var bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
///     var transform = CGAffineTransform.identity
///     var collisionBoundsType: DynamicItemCollisionBoundsType { .ellipse }
/// }
/// ```
///
/// `transform`, `collisionBoundsType` and `collisionBoundingPath` are optional in UIKit; here
/// they have defaults (an item without a transform does not show its turn, as in UIKit).
/// `rotation` is the engine's shorter way to the turn: implement either it or `transform`.
public protocol DynamicItem: AnyObject {
    var center: CGPoint { get set }
    /// Only the size matters (the origin is ignored).
    var bounds: CGRect { get }
    /// The rotation the animator gives the item (it replaces the whole transform, as UIKit's).
    var transform: CGAffineTransform { get set }
    /// The rotation in radians, clockwise on screen. By default it reads and writes `transform`.
    var rotation: Double { get set }
    var collisionBoundsType: DynamicItemCollisionBoundsType { get }
    /// The outline for `collisionBoundsType == .path`: convex, around (0, 0) as the center.
    var collisionBoundingPath: BezierPath { get }
}

extension DynamicItem {
    public var transform: CGAffineTransform {
        get { .identity }
        set {}   // UIKit: an item without a transform does not turn on screen
    }

    public var rotation: Double {
        get { Double(transform.rotationAngle) }
        set { transform = CGAffineTransform(rotationAngle: CGFloat(newValue)) }
    }

    public var collisionBoundsType: DynamicItemCollisionBoundsType { .rectangle }

    public var collisionBoundingPath: BezierPath { BezierPath() }
}

/// A ready-made item: a center, a size, a rotation and an outline. It is what a ported UIKit
/// scene uses where it had a `UIView`: `frame`, `bounds`, `center` and `transform` behave as a
/// view's.
///
/// ```swift
/// let square = BasicItem(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
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
///     override var collisionBoundsType: DynamicItemCollisionBoundsType { .ellipse }
/// }
/// ```
///
/// Items compare by identity, as views do, so they can be found in arrays and used as keys.
open class BasicItem: DynamicItem, Hashable {
    // Unchecked: the animator writes these every step, and a checked write costs more
    // than the rest of a ball's step. Nothing in the item holds an access across a call.
    // Public, not open: a subclass cannot override them, so the writes stay direct.
    @exclusivity(unchecked) public var center: Point
    public var bounds: Rect
    @exclusivity(unchecked) public var rotation: Double
    /// The outline given to `init`; a subclass may override `collisionBoundsType` instead.
    private let shape: CollisionBoundsType
    /// Where the last animator to look for this item found its body (`World.index(of:)`).
    @exclusivity(unchecked) var bodyHint = BodyHint()

    public init(center: Point, size: Size, shape: CollisionBoundsType = .rectangle, rotation: Double = 0) {
        self.center = center
        self.bounds = Rect(origin: .zero, size: size)
        self.rotation = rotation
        self.shape = shape
    }

    /// An item filling `frame`, as `UIView(frame:)`.
    public convenience init(frame: CGRect) {
        self.init(center: CGPoint(x: frame.midX, y: frame.midY), size: frame.size)
    }

    /// An empty item at the origin, as `UIView()`; set its `frame` or `bounds` and `center`.
    public convenience init() {
        self.init(center: .zero, size: .zero)
    }

    open var collisionBoundsType: DynamicItemCollisionBoundsType { shape }

    open var collisionBoundingPath: BezierPath { BezierPath() }

    /// The rotation as a transform, as a view's.
    public var transform: CGAffineTransform {
        get { CGAffineTransform(rotationAngle: CGFloat(rotation)) }
        set { rotation = Double(newValue.rotationAngle) }
    }

    /// The rectangle the item covers while unrotated, as a view's `frame`: setting it moves
    /// the center and resizes the bounds.
    public var frame: CGRect {
        get { CGRect(center: center, size: bounds.size) }
        set {
            bounds.size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// Items placed inside this one, as a view's subviews: kept for ported scenes, which build
    /// a view tree; the animator does not read it.
    public private(set) var subviews: [BasicItem] = []
    public private(set) weak var superview: BasicItem?

    public func addSubview(_ item: BasicItem) {
        item.removeFromSuperview()
        subviews.append(item)
        item.superview = self
    }

    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    public static func == (a: BasicItem, b: BasicItem) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A world and the index of a body in it: a hint, checked before it is trusted.
struct BodyHint {
    var world: ObjectIdentifier?
    var index: Int32 = 0
}
