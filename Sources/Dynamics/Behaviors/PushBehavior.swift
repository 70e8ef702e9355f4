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
public final class PushBehavior: DynamicBehavior {
    public enum Mode: Sendable {
        /// A constant force, every step while active.
        case continuous
        /// One change of velocity at the next step, after which `active` becomes false.
        case instantaneous
    }

    /// Points per second squared (or points per second) for magnitude 1 on a unit mass.
    public static let pointsPerUnit = 100.0

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

    /// The force as a vector, in UIKit Newtons.
    public var pushDirection = Vector.zero {
        didSet {
            precondition(pushDirection.isFinite, "PushBehavior.pushDirection must be finite, got \(pushDirection)")
            setNeedsUpdate()
        }
    }

    public init(items: [DynamicItem] = [], mode: Mode) {
        self.mode = mode
        list = ItemList(items)
        super.init()
    }

    public var items: [DynamicItem] { list.items }
    override var heldItems: [DynamicItem] { list.items }
    public func addItem(_ item: DynamicItem) { if list.insert(item) { itemAdded(item) } }
    public func removeItem(_ item: DynamicItem) {
        if list.remove(item) { offsets[ObjectIdentifier(item)] = nil; itemRemoved(item) }
    }

    public var angle: Double {
        get { pushDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    public var magnitude: Double {
        get { pushDirection.length }
        set { setAngle(angle, magnitude: newValue) }
    }

    public func setAngle(_ angle: Double, magnitude: Double) {
        precondition(angle.isFinite && magnitude.isFinite,
                     "PushBehavior.setAngle: angle and magnitude must be finite, got \(angle) and \(magnitude)")
        pushDirection = Vector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    /// Applies the force off-center, so an item that allows rotation spins.
    public func setTargetOffsetFromCenter(_ offset: Vector, for item: DynamicItem) {
        precondition(offset.isFinite, "PushBehavior.setTargetOffsetFromCenter: offset must be finite, got \(offset)")
        offsets[ObjectIdentifier(item)] = offset
        setNeedsUpdate()
    }

    public func targetOffsetFromCenter(for item: DynamicItem) -> Vector {
        offsets[ObjectIdentifier(item)] ?? .zero
    }
}
