#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A force on its items, as UIPushBehavior. Magnitude 1.0 on a 100 x 100 item of density 1
/// gives 100 points/s^2 (`.continuous`) or a 100 points/s change of velocity (`.instantaneous`);
/// a heavier item moves less.
///
/// ```swift
/// let push = PushBehavior(items: [ball], mode: .instantaneous)
/// push.setAngle(-.pi / 3, magnitude: 0.2)
/// animator.addBehavior(push)   // applied once at the next step, then `active` turns false
/// ```
open class PushBehavior: DynamicBehavior {
    /// When a push acts, as UIPushBehavior.Mode: all along, or once.
    public enum Mode: Int, Sendable {
        /// A constant force, every step while active.
        case continuous
        /// One change of velocity at the next step, after which `active` becomes false.
        case instantaneous
    }

    /// Points per second squared (or points per second) for magnitude 1 on a unit mass.
    public static let pointsPerUnit = 100.0

    /// Whether the push is continuous or instantaneous, as made.
    public let mode: Mode
    private let list: ItemList
    var offsets: [ObjectIdentifier: Vector] = [:]

    /// Whether the push acts. An instantaneous push sets it back to false once applied;
    /// set it to true again to push again.
    public var active = true {
        didSet {
            guard active != oldValue else { return }
            // Instantaneous pushes are read at each step; only continuous ones change the forces.
            if mode == .continuous { setNeedsUpdate() } else if active { dynamicAnimator?.wake() }
        }
    }

    /// The force as a vector, in UIKit Newtons. Setting it sets `angle` and `magnitude` too
    /// (a zero vector keeps the angle).
    public var pushDirection = Vector.zero {
        didSet {
            precondition(pushDirection.isFinite, "PushBehavior.pushDirection must be finite, got \(pushDirection)")
            if !settingFromPolar {
                heldMagnitude = Double(pushDirection.length)
                if heldMagnitude > 0 { heldAngle = Double(pushDirection.angle) }
            }
            setNeedsUpdate()
        }
    }

    /// The angle and magnitude as last set: UIKit keeps the angle while the magnitude is 0, so
    /// `angle = .pi / 4; magnitude = 2` pushes at 45 degrees.
    private var heldAngle = 0.0
    private var heldMagnitude = 0.0
    private var settingFromPolar = false

    /// A push on `items` in `mode`, active, with no force until `pushDirection`, `magnitude`
    /// or `setAngle(_:magnitude:)` gives it one.
    public init(items: [DynamicItem] = [], mode: Mode) {
        self.mode = mode
        list = ItemList(items)
        super.init()
    }

    /// The items pushed, in the order they were added.
    public var items: [DynamicItem] { list.items }
    override var heldItems: [DynamicItem] { list.items }
    /// Adds an item; adding it again does nothing.
    open func addItem(_ item: DynamicItem) { if list.insert(item) { itemAdded(item) } }
    /// Removes an item, and forgets its target offset.
    open func removeItem(_ item: DynamicItem) {
        if list.remove(item) { offsets[ObjectIdentifier(item)] = nil; itemRemoved(item) }
    }

    /// The direction in radians (0 points right, pi/2 down); kept while the magnitude is 0.
    public var angle: CGFloat {
        get { CGFloat(heldAngle) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength in UIKit Newtons (see the type's units). A negative magnitude pushes the
    /// other way, as in UIKit.
    public var magnitude: CGFloat {
        get { CGFloat(heldMagnitude) }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction (radians: 0 right, pi/2 down) and the strength (UIKit Newtons) at
    /// once, as UIKit's.
    public func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        precondition(angle.isFinite && magnitude.isFinite,
                     "PushBehavior.setAngle: angle and magnitude must be finite, got \(angle) and \(magnitude)")
        heldAngle = Double(angle)
        heldMagnitude = Double(magnitude)
        settingFromPolar = true
        pushDirection = Vector(dx: cos(Double(angle)) * Double(magnitude), dy: sin(Double(angle)) * Double(magnitude))
        settingFromPolar = false
    }

    /// Applies the force off-center, so an item that allows rotation spins. The offset is in
    /// points from the item's center, on the screen's axes (it does not turn with the item).
    public func setTargetOffsetFromCenter(_ offset: Vector, for item: DynamicItem) {
        precondition(offset.isFinite, "PushBehavior.setTargetOffsetFromCenter: offset must be finite, got \(offset)")
        offsets[ObjectIdentifier(item)] = offset
        setNeedsUpdate()
    }

    /// Where the force acts on `item`, in points from its center; zero unless
    /// `setTargetOffsetFromCenter(_:for:)` set it.
    public func targetOffsetFromCenter(for item: DynamicItem) -> Vector {
        offsets[ObjectIdentifier(item)] ?? .zero
    }
}
