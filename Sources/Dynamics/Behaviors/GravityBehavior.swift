#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A constant acceleration on its items, as UIGravityBehavior: magnitude 1.0 is
/// 1000 points/s^2, the same for every item whatever its mass.
///
/// ```swift
/// let gravity = GravityBehavior(items: [ball])
/// gravity.setAngle(.pi / 2, magnitude: 0.5)   // straight down, 500 points/s^2
/// animator.addBehavior(gravity)
/// ```
open class GravityBehavior: DynamicBehavior {
    /// Points per second squared for magnitude 1.0.
    public static let pointsPerSecondSquared = 1000.0

    private let list: ItemList
    /// The angle kept while the magnitude is 0, so `magnitude = 0` then `magnitude = 1`
    /// points the way it did before (a zero vector has no angle of its own).
    private var heldAngle = Double.pi / 2

    /// The acceleration as a vector in units of 1000 points/s^2 (default: (0, 1), down).
    public var gravityDirection = Vector(dx: 0, dy: 1) {
        didSet {
            precondition(gravityDirection.isFinite, "GravityBehavior.gravityDirection must be finite, got \(gravityDirection)")
            if gravityDirection.lengthSquared > 0 { heldAngle = gravityDirection.angle }
            setNeedsUpdate()
        }
    }

    /// Gravity on `items`: down, at magnitude 1 (1000 points/s^2).
    public init(items: [DynamicItem] = []) {
        list = ItemList(items)
        super.init()
    }

    /// Gravity with no items yet, as `UIGravityBehavior()`.
    public convenience override init() { self.init(items: []) }

    /// The items gravity acts on, in the order they were added.
    public var items: [DynamicItem] { list.items }
    override var heldItems: [DynamicItem] { list.items }
    /// Adds an item; adding it again does nothing.
    open func addItem(_ item: DynamicItem) { if list.insert(item) { itemAdded(item) } }
    /// Removes an item, which this gravity no longer pulls.
    open func removeItem(_ item: DynamicItem) { if list.remove(item) { itemRemoved(item) } }

    /// The direction in radians (0 is right, pi/2 is down).
    public var angle: CGFloat {
        get { gravityDirection.lengthSquared > 0 ? gravityDirection.angle : CGFloat(heldAngle) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength in units of 1000 points/s^2 (default 1), the length of
    /// `gravityDirection`; setting it keeps `angle`.
    public var magnitude: CGFloat {
        get { gravityDirection.length }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction (radians: 0 right, pi/2 down) and the strength (1 is 1000
    /// points/s^2) at once, as UIKit's.
    public func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        precondition(angle.isFinite && magnitude.isFinite,
                     "GravityBehavior.setAngle: angle and magnitude must be finite, got \(angle) and \(magnitude)")
        gravityDirection = Vector(dx: cos(Double(angle)) * Double(magnitude), dy: sin(Double(angle)) * Double(magnitude))
        heldAngle = Double(angle)
    }
}
