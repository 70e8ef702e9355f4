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
/// Several item behaviors on one item combine property by property, as UIKit's: each
/// property set on one of them applies, and a property that several set takes the value of
/// the one latest in the animator's order (the one added last).
///
/// ```swift
/// let bouncy = DynamicItemBehavior(items: [ball]); bouncy.elasticity = 0.8
/// let heavy = DynamicItemBehavior(items: [ball]); heavy.density = 4
/// // the ball is both bouncy and heavy
/// ```
///
/// `resistance` is UIKit's linear resistance, 0 (no damping, the default) up: a rate per
/// second, dv/dt = -resistance x v, so with no force acting the velocity falls to
/// exp(-resistance x t) of itself in t seconds (resistance 10, as WWDC's sticky corners,
/// takes 99.995% of it away in a second), whatever the step length.
open class DynamicItemBehavior: DynamicBehavior {
    /// The properties set on a behavior; only those apply to its items.
    struct Properties: OptionSet {
        let rawValue: UInt16
        static let elasticity = Properties(rawValue: 1 << 0)
        static let friction = Properties(rawValue: 1 << 1)
        static let density = Properties(rawValue: 1 << 2)
        static let resistance = Properties(rawValue: 1 << 3)
        static let angularResistance = Properties(rawValue: 1 << 4)
        static let charge = Properties(rawValue: 1 << 5)
        static let isAnchored = Properties(rawValue: 1 << 6)
        static let allowsRotation = Properties(rawValue: 1 << 7)
        static let collisionGroup = Properties(rawValue: 1 << 8)
    }

    private(set) var propertiesSet: Properties = []

    private let list: ItemList
    /// Velocities asked for before the behavior joined an animator.
    var pendingLinear: [ObjectIdentifier: Vector] = [:]
    var pendingAngular: [ObjectIdentifier: Double] = [:]

    /// 0 (no bounce) ... 1 (perfectly elastic). Default 0.
    public var elasticity: CGFloat = 0 { didSet { propertiesSet.insert(.elasticity); check(elasticity, "elasticity", 0...1); setNeedsUpdate() } }
    /// Coulomb friction coefficient, 0 or more. Default 0.
    public var friction: CGFloat = 0 { didSet { propertiesSet.insert(.friction); checkNonNegative(friction, "friction"); setNeedsUpdate() } }
    /// Mass per point squared, more than 0. Default 1.
    public var density: CGFloat = 1 {
        didSet {
            propertiesSet.insert(.density)
            precondition(density.isFinite && density > 0, "DynamicItemBehavior.density must be finite and > 0, got \(density)")
            setNeedsUpdate()
        }
    }
    /// Velocity damping rate per second, 0 (none) or more: dv/dt = -resistance x v. Default 0.
    public var resistance: CGFloat = 0 { didSet { propertiesSet.insert(.resistance); checkNonNegative(resistance, "resistance"); setNeedsUpdate() } }
    /// Spin damping rate per second, as `resistance`: dw/dt = -angularResistance x w. Default 0.
    public var angularResistance: CGFloat = 0 { didSet { propertiesSet.insert(.angularResistance); checkNonNegative(angularResistance, "angularResistance"); setNeedsUpdate() } }
    /// Electric charge: electric and magnetic fields act through it. Default 0.
    public var charge: CGFloat = 0 {
        didSet {
            propertiesSet.insert(.charge)
            precondition(charge.isFinite, "DynamicItemBehavior.charge must be finite, got \(charge)")
            setNeedsUpdate()
        }
    }
    /// An anchored item collides but never moves.
    public var isAnchored = false { didSet { propertiesSet.insert(.isAnchored); setNeedsUpdate() } }
    /// Whether collisions and off-center pushes spin the item. Default true.
    public var allowsRotation = true { didSet { propertiesSet.insert(.allowsRotation); setNeedsUpdate() } }
    /// Items in the same group, 1 ... 65535, never collide with each other, though each
    /// collides with everything else its collision behaviors name (Box2D's negative group
    /// index; UIKit has no such property). 0, the default, is no group. The game's balls share
    /// one, so they bounce off moving bricks but pass through each other.
    ///
    /// ```swift
    /// let balls = DynamicItemBehavior(items: [ball1, ball2]); balls.collisionGroup = 1
    /// animator.addBehavior(CollisionBehavior(items: [ball1, ball2, swingingBrick]))   // collisionMode .everything
    /// ```
    public var collisionGroup = 0 {
        didSet {
            propertiesSet.insert(.collisionGroup)
            precondition((0...Int(UInt16.max)).contains(collisionGroup), "DynamicItemBehavior.collisionGroup must be in 0...65535, got \(collisionGroup)")
            setNeedsUpdate()
        }
    }

    /// Properties for `items`, none of them set yet: the items keep the defaults, or what
    /// another item behavior sets.
    public init(items: [DynamicItem] = []) {
        list = ItemList(items)
        super.init()
    }

    /// An item behavior with no items yet, as `UIDynamicItemBehavior()`.
    public convenience override init() { self.init(items: []) }

    /// The items the properties apply to, in the order they were added.
    public var items: [DynamicItem] { list.items }
    override var heldItems: [DynamicItem] { list.items }
    /// Adds an item; adding it again does nothing.
    open func addItem(_ item: DynamicItem) { if list.insert(item) { itemAdded(item) } }
    /// Removes an item, which goes back to the defaults or to its other item behaviors.
    open func removeItem(_ item: DynamicItem) { if list.remove(item) { itemRemoved(item) } }

    /// Adds to the item's velocity (points/s), as UIKit: the velocity as a `CGPoint`.
    public func addLinearVelocity(_ velocity: CGPoint, for item: DynamicItem) {
        addLinearVelocity(Vector(dx: velocity.x, dy: velocity.y), for: item)
    }

    /// The item's velocity (points/s), as UIKit: a `CGPoint`. `velocity(for:)` gives a `Vector`.
    public func linearVelocity(for item: DynamicItem) -> CGPoint {
        let v = velocity(for: item)
        return CGPoint(x: v.dx, y: v.dy)
    }

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

    /// The item's velocity (points/s) as a vector.
    public func velocity(for item: DynamicItem) -> Vector {
        if let animator = dynamicAnimator {
            animator.syncIfNeeded()
            if let v = animator.world.linearVelocity(of: item) { return v }
        }
        return pendingLinear[ObjectIdentifier(item)] ?? .zero
    }

    /// Adds to the item's angular velocity (radians/s).
    public func addAngularVelocity(_ velocity: CGFloat, for item: DynamicItem) {
        precondition(velocity.isFinite, "DynamicItemBehavior.addAngularVelocity: velocity must be finite, got \(velocity)")
        if let animator = dynamicAnimator {
            animator.syncIfNeeded()
            animator.wake()
            if animator.world.addAngularVelocity(velocity, to: item) { return }
        }
        pendingAngular[ObjectIdentifier(item), default: 0] += Double(velocity)
    }

    /// The item's angular velocity (radians/s).
    public func angularVelocity(for item: DynamicItem) -> CGFloat {
        if let animator = dynamicAnimator {
            animator.syncIfNeeded()
            if let w = animator.world.angularVelocity(of: item) { return CGFloat(w) }
        }
        return CGFloat(pendingAngular[ObjectIdentifier(item)] ?? 0)
    }

    private func check(_ value: Double, _ name: String, _ range: ClosedRange<Double>) {
        precondition(range.contains(value), "DynamicItemBehavior.\(name) must be in \(range.lowerBound)...\(range.upperBound), got \(value)")
    }

    private func checkNonNegative(_ value: Double, _ name: String) {
        precondition(value.isFinite && value >= 0, "DynamicItemBehavior.\(name) must be finite and >= 0, got \(value)")
    }
}
