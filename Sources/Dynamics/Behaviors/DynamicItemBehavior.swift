/// Physical properties of its items, as UIDynamicItemBehavior, and access to their velocities.
///
/// ```swift
/// let ballBehavior = DynamicItemBehavior(items: [ball])
/// ballBehavior.elasticity = 1
/// ballBehavior.friction = 0
/// ballBehavior.resistance = 0
/// ballBehavior.allowsRotation = false
/// animator.addBehavior(ballBehavior)
/// ballBehavior.addLinearVelocity(Vector(dx: 300, dy: -400), for: ball)
/// ```
///
/// When several item behaviors hold the same item, the one added last decides its properties.
public final class DynamicItemBehavior: DynamicBehavior {
    private let list: ItemList
    /// Velocities asked for before the behavior joined an animator.
    var pendingLinear: [ObjectIdentifier: Vector] = [:]
    var pendingAngular: [ObjectIdentifier: Double] = [:]

    /// 0 (no bounce) ... 1 (perfectly elastic). Default 0.
    public var elasticity = 0.0 { didSet { check(elasticity, "elasticity", 0...1); setNeedsUpdate() } }
    /// Coulomb friction coefficient, 0 or more. Default 0.
    public var friction = 0.0 { didSet { checkNonNegative(friction, "friction"); setNeedsUpdate() } }
    /// Mass per point squared, more than 0. Default 1.
    public var density = 1.0 {
        didSet {
            precondition(density.isFinite && density > 0, "DynamicItemBehavior.density must be finite and > 0, got \(density)")
            setNeedsUpdate()
        }
    }
    /// Linear damping per second, 0 or more. Default 0.
    public var resistance = 0.0 { didSet { checkNonNegative(resistance, "resistance"); setNeedsUpdate() } }
    /// Angular damping per second, 0 or more. Default 0.
    public var angularResistance = 0.0 { didSet { checkNonNegative(angularResistance, "angularResistance"); setNeedsUpdate() } }
    /// Electric charge, kept for field behaviors.
    public var charge = 0.0 { didSet { precondition(charge.isFinite, "DynamicItemBehavior.charge must be finite, got \(charge)") } }
    /// An anchored item collides but never moves.
    public var isAnchored = false { didSet { setNeedsUpdate() } }
    /// Whether collisions and off-center pushes spin the item. Default true.
    public var allowsRotation = true { didSet { setNeedsUpdate() } }

    public init(items: [DynamicItem] = []) {
        list = ItemList(items)
        super.init()
    }

    public var items: [DynamicItem] { list.items }
    override var heldItems: [DynamicItem] { list.items }
    public func addItem(_ item: DynamicItem) { if list.insert(item) { itemAdded(item) } }
    public func removeItem(_ item: DynamicItem) { if list.remove(item) { itemRemoved(item) } }

    /// Adds to the item's velocity (points/s).
    public func addLinearVelocity(_ velocity: Vector, for item: DynamicItem) {
        precondition(velocity.isFinite, "DynamicItemBehavior.addLinearVelocity: velocity must be finite, got \(velocity)")
        if let animator = dynamicAnimator {
            animator.syncIfNeeded()
            animator.wake()
            if animator.world.addLinearVelocity(velocity, to: item) { return }
        }
        pendingLinear[ObjectIdentifier(item), default: .zero] = pendingLinear[ObjectIdentifier(item), default: .zero] + velocity
    }

    /// The item's velocity (points/s).
    public func linearVelocity(for item: DynamicItem) -> Vector {
        if let animator = dynamicAnimator {
            animator.syncIfNeeded()
            if let v = animator.world.linearVelocity(of: item) { return v }
        }
        return pendingLinear[ObjectIdentifier(item)] ?? .zero
    }

    /// Adds to the item's angular velocity (radians/s).
    public func addAngularVelocity(_ velocity: Double, for item: DynamicItem) {
        precondition(velocity.isFinite, "DynamicItemBehavior.addAngularVelocity: velocity must be finite, got \(velocity)")
        if let animator = dynamicAnimator {
            animator.syncIfNeeded()
            animator.wake()
            if animator.world.addAngularVelocity(velocity, to: item) { return }
        }
        pendingAngular[ObjectIdentifier(item), default: 0] += velocity
    }

    /// The item's angular velocity (radians/s).
    public func angularVelocity(for item: DynamicItem) -> Double {
        if let animator = dynamicAnimator {
            animator.syncIfNeeded()
            if let w = animator.world.angularVelocity(of: item) { return w }
        }
        return pendingAngular[ObjectIdentifier(item)] ?? 0
    }

    private func check(_ value: Double, _ name: String, _ range: ClosedRange<Double>) {
        precondition(range.contains(value), "DynamicItemBehavior.\(name) must be in \(range.lowerBound)...\(range.upperBound), got \(value)")
    }

    private func checkNonNegative(_ value: Double, _ name: String) {
        precondition(value.isFinite && value >= 0, "DynamicItemBehavior.\(name) must be finite and >= 0, got \(value)")
    }
}
