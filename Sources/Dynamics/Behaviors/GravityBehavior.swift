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

    public init(items: [DynamicItem] = []) {
        list = ItemList(items)
        super.init()
    }

    /// Gravity with no items yet, as `UIGravityBehavior()`.
    public convenience override init() { self.init(items: []) }

    public var items: [DynamicItem] { list.items }
    override var heldItems: [DynamicItem] { list.items }
    open func addItem(_ item: DynamicItem) { if list.insert(item) { itemAdded(item) } }
    open func removeItem(_ item: DynamicItem) { if list.remove(item) { itemRemoved(item) } }

    /// The direction in radians (0 is right, pi/2 is down).
    public var angle: CGFloat {
        get { gravityDirection.lengthSquared > 0 ? gravityDirection.angle : CGFloat(heldAngle) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    public var magnitude: CGFloat {
        get { gravityDirection.length }
        set { setAngle(angle, magnitude: newValue) }
    }

    public func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        precondition(angle.isFinite && magnitude.isFinite,
                     "GravityBehavior.setAngle: angle and magnitude must be finite, got \(angle) and \(magnitude)")
        gravityDirection = Vector(dx: cos(Double(angle)) * Double(magnitude), dy: sin(Double(angle)) * Double(magnitude))
        heldAngle = Double(angle)
    }
}
