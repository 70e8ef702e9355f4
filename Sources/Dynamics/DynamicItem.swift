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

    /// The engine's earlier name for `.polygon(_:)`.
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
    /// The center in the reference bounds' coordinates (points, y down): read when the item
    /// joins an animator and by `updateItem(usingCurrentState:)`, written after every step.
    var center: CGPoint { get set }
    /// Only the size matters (the origin is ignored).
    var bounds: CGRect { get }
    /// The rotation the animator gives the item (it replaces the whole transform, as UIKit's).
    var transform: CGAffineTransform { get set }
    /// The rotation in radians, clockwise on screen. By default it reads and writes `transform`.
    var rotation: Double { get set }
    /// The outline the item collides with, read when it joins an animator. Default
    /// `.rectangle`.
    var collisionBoundsType: DynamicItemCollisionBoundsType { get }
    /// The outline for `collisionBoundsType == .path`: convex, around (0, 0) as the center.
    var collisionBoundingPath: BezierPath { get }
}

extension DynamicItem {
    /// No transform: the identity, and what the animator writes is dropped, as for a UIKit
    /// item without one (it moves but does not show its turn).
    public var transform: CGAffineTransform {
        get { .identity }
        set {}   // UIKit: an item without a transform does not turn on screen
    }

    /// The angle of `transform` (radians, clockwise on screen); written as a pure rotation.
    public var rotation: Double {
        get { Double(transform.rotationAngle) }
        set { transform = CGAffineTransform(rotationAngle: CGFloat(newValue)) }
    }

    /// `.rectangle`: the bounds, turning with the item, as UIKit's default.
    public var collisionBoundsType: DynamicItemCollisionBoundsType { .rectangle }

    /// An empty path: an item that collides as `.path` gives its own.
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
/// Subclass it for items of your own, as UIKit apps subclass `UIView`. While an animator moves
/// a `BasicItem`, its center and rotation are read from its body, so the animator writes
/// nothing to it after a step, and a value set on it stands until the next step, as a view's
/// does until UIKit writes it again. An item that only conforms to `DynamicItem` is written
/// through the protocol after every step, which costs its owner Swift's run-time exclusivity
/// check in each setter (docs/ENGINE.md, "Your own items").
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
    /// The center: while the item is an animator's body, read from the body itself
    /// (`BodyMirror`), unless it was set since the animator's last step, as a view's center
    /// holds what was set until the animator writes it again.
    ///
    /// Public, not open: a subclass cannot override it, so no subclass waits for a write that
    /// no longer comes.
    public var center: Point {
        get {
            if let world = mirror.world, mirror.centerSetAt != world.stepIndex {
                let m = world.motion.base[mirror.index]
                return Point(x: m.px, y: m.py)
            }
            return ownCenter
        }
        set {
            ownCenter = newValue
            if let world = mirror.world { mirror.centerSetAt = world.stepIndex }
        }
    }
    /// The item's size, as a view's bounds (the origin is ignored): the frame's size from
    /// `init(frame:)`, and changed by setting `frame`.
    public var bounds: Rect
    /// The rotation in radians, read from the body as `center` is.
    public var rotation: Double {
        get {
            if let world = mirror.world, mirror.rotationSetAt != world.stepIndex { return world.motion.base[mirror.index].angle }
            return ownRotation
        }
        set {
            ownRotation = newValue
            if let world = mirror.world { mirror.rotationSetAt = world.stepIndex }
        }
    }
    // Unchecked: read on every look at the item, and nothing holds an access across a call.
    @exclusivity(unchecked) private var ownCenter: Point
    @exclusivity(unchecked) private var ownRotation: Double
    /// The body this item is while an animator moves it: the animator never writes the item,
    /// which at N = 10,000 bodies saved a trip through 10,000 objects every step.
    @exclusivity(unchecked) var mirror = BodyMirror()
    /// The outline given to `init`; a subclass may override `collisionBoundsType` instead.
    private var shape = CollisionBoundsType.rectangle
    /// Where the last animator to look for this item found its body (`World.index(of:)`).
    @exclusivity(unchecked) var bodyHint = BodyHint()

    /// An item filling `frame`, as `UIView(frame:)`: the designated initializer, which a
    /// subclass overrides and calls as a `UIView` subclass does:
    ///
    /// ```swift
    /// final class Card: BasicItem {
    ///     let title: String
    ///     override init(frame: CGRect) {
    ///         title = "card"
    ///         super.init(frame: frame)
    ///     }
    ///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    /// }
    /// ```
    public init(frame: CGRect) {
        self.ownCenter = CGPoint(x: frame.midX, y: frame.midY)
        self.bounds = Rect(origin: .zero, size: frame.size)
        self.ownRotation = 0
    }

    /// UIView's other designated initializer, so that a ported subclass's `required
    /// init?(coder:)` compiles, whether it traps or calls `super.init(coder:)`. There are no
    /// nibs or storyboards here to decode: the item starts empty at the origin, as `init()`.
    public required init?(coder: NSCoder) {
        self.ownCenter = .zero
        self.bounds = .zero
        self.ownRotation = 0
    }

    /// An item of `size` centered on `center`, with an outline and a turn.
    public convenience init(center: Point, size: Size, shape: CollisionBoundsType = .rectangle, rotation: Double = 0) {
        self.init(frame: CGRect(center: center, size: size))
        // The frame's midpoint can differ from `center` in the last bit: keep it exact.
        self.ownCenter = center
        self.ownRotation = rotation
        self.shape = shape
    }

    /// Starts reading center and rotation from body `index` of `world`, which stands where
    /// the item does.
    func startMirroring(_ world: World, index: Int) {
        ownCenter = center
        ownRotation = rotation
        mirror = BodyMirror(world: world, index: index)
    }

    /// Keeps the body's last center and rotation (unless set since the last step) and stops
    /// reading them from it: the body is going.
    func stopMirroring() {
        let center = self.center, rotation = self.rotation
        mirror = BodyMirror()
        ownCenter = center
        ownRotation = rotation
    }

    /// An empty item at the origin, as `UIView()`; set its `frame` or `bounds` and `center`.
    public convenience init() {
        self.init(center: .zero, size: .zero)
    }

    /// The `shape` given to `init(center:size:shape:rotation:)`, else `.rectangle`. A
    /// subclass whose items all have one outline overrides it.
    open var collisionBoundsType: DynamicItemCollisionBoundsType { shape }

    /// An empty path. A subclass that collides as `.path` overrides it with a convex outline
    /// around (0, 0), the item's center.
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
    /// The item this one was added to with `addSubview(_:)`, held weakly, as a view's.
    public private(set) weak var superview: BasicItem?

    /// Puts `item` last in `subviews`, taking it from its old superview first, as UIView's.
    public func addSubview(_ item: BasicItem) {
        item.removeFromSuperview()
        subviews.append(item)
        item.superview = self
    }

    /// Takes the item out of its superview's `subviews`, as UIView's.
    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Whether `a` and `b` are the same item: items compare by identity, as views do.
    public static func == (a: BasicItem, b: BasicItem) -> Bool { a === b }
    /// Hashes the item's identity, so equal items hash alike.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The world and body a `BasicItem` reads its center and rotation from, and the world's steps
/// in which they were last set on the item (those values stand until the next step).
///
/// Unowned and unsafe: the world keeps its items alive and stops every mirror before it
/// goes (`World.deinit`), so the world is never read after it is gone.
struct BodyMirror {
    unowned(unsafe) var world: World?
    var index = 0
    var centerSetAt = Int.min
    var rotationSetAt = Int.min
}

/// A world and the index of a body in it: a hint, checked before it is trusted.
struct BodyHint {
    var world: ObjectIdentifier?
    var index: Int32 = 0
}
