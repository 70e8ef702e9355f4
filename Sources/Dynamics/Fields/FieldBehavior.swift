/// A force that depends on where an item is, as UIFieldBehavior: gravity toward a point,
/// a vortex, drag, springs, noise, charge. Make one with a factory, add items, and add it to
/// the animator; it acts on its items inside its `region`, placed at its `position`.
///
/// ```swift
/// let well = FieldBehavior.radialGravityField(position: Point(x: 160, y: 240))
/// well.strength = 0.5                       // 500 points/s^2 toward the position
/// well.region = Region(radius: 200)         // felt only within 200 points
/// well.addItem(capsule)
/// animator.addBehavior(well)
/// ```
///
/// What each kind does, as UIKit documents it: a force (so a heavier item, of more area or
/// density, moves less), an acceleration (every item alike), or a velocity. m is the item's
/// mass (area x density / 10,000: 1 for a 100 x 100 item of density 1), d its distance to
/// `position`; each strength scales linearly:
/// - linear gravity ("a directional gravitational force", F = ma): an acceleration, strength 1
///   is 1000 points/s^2 along `direction`, as `GravityBehavior`;
/// - radial gravity (attracts items to the position, F = ma): an acceleration of 1000
///   points/s^2 toward the position at strength 1;
/// - vortex (a force "proportional to the item's mass and the item's distance from the
///   field's origin"): an acceleration across the radius of 10 x d points/s^2 at strength 1;
/// - spring (Hooke's law: a force proportional to the distance): SpriteKit's spring field,
///   whose physics UIKit's fields are, of stiffness `strength` newtons per meter on the
///   item's mass in kilograms (1 for 100 x 100 at density 1). The units of length cancel:
///   an item of mass m swings at sqrt(strength / m) radians per second, a 100 x 100 item of
///   density 1 with a 6.3 s period and one of density 0.01 ten times faster, 0.63 s. So
///   WWDC's sticky corners (density 0.01, resistance 10) glide into a corner with one
///   overshoot of a sixth (a damping ratio of 0.5), as the session shows them;
/// - drag (a force that resists motion, proportional to the velocity): strength 1 takes
///   1/m of the velocity away each second;
/// - velocity: sets the velocity of items inside to `direction` x strength points/s,
///   whatever else acts;
/// - noise (random accelerations; "ignores the mass of the item"): up to 1000 points/s^2;
/// - turbulence (noise in proportion to the velocity): the item's speed x 1/s, in a noisy
///   direction;
/// - electric (F = qE): the position holds a charge of `strength`; an item of charge q feels
///   q x strength push units (see `PushBehavior`) away from it, so like charges repel;
/// - magnetic (F = qvB, normal to the velocity): an item of charge q and mass m turns at
///   q x strength / m radians/s, counter-clockwise on screen for positive values;
/// - custom: the block returns a force in push units.
///
/// `falloff` scales the strength by (max(d, minimumRadius) / 100)^-falloff, with d in points;
/// 0 (the default) means no falloff. Noise is seeded (`noiseSeed`): the same scene moves the
/// same way on every run.
open class FieldBehavior: DynamicBehavior {
    /// What a field does.
    // One case a line, each with its unit; the order is the one the cases always had.
    public enum Kind: Sendable, Hashable {
        /// `dragField()`: a force against the velocity, dv/dt = -strength x v / m.
        case drag
        /// `vortexField()`: 10 x d points/s^2 across the radius at strength 1.
        case vortex
        /// `radialGravityField(position:)`: 1000 points/s^2 toward `position` at strength 1.
        case radialGravity
        /// `linearGravityField(direction:)`: 1000 points/s^2 along `direction` at strength 1.
        case linearGravity
        /// `velocityField(direction:)`: the velocity `direction` x strength points/s.
        case velocity
        /// `noiseField(smoothness:animationSpeed:)`: random accelerations up to 1000
        /// points/s^2 at strength 1.
        case noise
        /// `turbulenceField(smoothness:animationSpeed:)`: noise in proportion to the speed,
        /// speed x strength points/s^2.
        case turbulence
        /// `springField()`: stiffness `strength` N/m toward `position` on the mass in kg.
        case spring
        /// `electricField()`: q x strength push units away from `position`.
        case electric
        /// `magneticField()`: turns a moving item of charge q at q x strength / m radians/s.
        case magnetic
        /// `field(evaluationBlock:)`: the block's force, in push units.
        case custom
    }

    /// A custom field: (field, item position, item velocity, item mass, item charge, step
    /// seconds) -> force in push units.
    public typealias Evaluator = (FieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector

    /// What the field does, as its factory made it.
    public let kind: Kind
    /// The custom field's block (set by `field(evaluationBlock:)`).
    private(set) var evaluator: Evaluator?
    private let list = ItemList([])

    /// Where the field sits; its `region` is relative to it.
    public var position = Point.zero { didSet { checkFinite(position.isFinite, "position", position); wakeItems() } }
    /// Where the field acts, relative to `position`. Default: everywhere.
    public var region = Region.infinite { didSet { wakeItems() } }
    /// How strong the field is (see the type's units). Default 1.
    public var strength = 1.0 { didSet { checkFinite(strength.isFinite, "strength", strength); wakeItems() } }
    /// How fast the strength drops with distance (see the type's notes). Default 0.
    public var falloff = 0.0 {
        didSet {
            precondition(falloff.isFinite && falloff >= 0, "FieldBehavior.falloff must be finite and >= 0, got \(falloff)")
            wakeItems()
        }
    }
    /// Distances below this count as this, so the strength stays finite. Default 0.
    public var minimumRadius = 0.0 {
        didSet {
            precondition(minimumRadius.isFinite && minimumRadius >= 0, "FieldBehavior.minimumRadius must be finite and >= 0, got \(minimumRadius)")
            wakeItems()
        }
    }
    /// For linear gravity and velocity fields: the direction (its length counts).
    public var direction = Vector(dx: 0, dy: 1) { didSet { checkFinite(direction.isFinite, "direction", direction); wakeItems() } }
    /// For noise and turbulence: 0 (rough, changing every few points) ... 1 (smooth, changing
    /// over hundreds of points). Default 0.5.
    public var smoothness = 0.5 {
        didSet {
            precondition((0...1).contains(smoothness), "FieldBehavior.smoothness must be in 0...1, got \(smoothness)")
            wakeItems()
        }
    }
    /// For noise and turbulence: how fast the pattern changes, in cycles per second. Default 1.
    public var animationSpeed = 1.0 {
        didSet {
            precondition(animationSpeed.isFinite && animationSpeed >= 0, "FieldBehavior.animationSpeed must be finite and >= 0, got \(animationSpeed)")
            wakeItems()
        }
    }
    /// Seeds the noise and turbulence patterns.
    public var noiseSeed: UInt64 = 0 { didSet { wakeItems() } }

    /// Points/s^2 per point of distance of a vortex of strength 1.
    static let vortexRate = 10.0
    /// A spring field's acceleration per point of distance, at strength 1 on an item of
    /// mass 1 (per second squared): 1 N/m on 1 kg. (It was 100 until engine 7, and WWDC's
    /// sticky corners swung past their corner 31 times at up to 6,269 points/s.)
    static let springStiffness = 1.0

    /// A field of `kind` with the defaults (a custom field without a block pushes nothing).
    /// Required, so the factories make an instance of the class they are called on, as
    /// UIKit's return `Self`: a subclass with stored properties of its own gets itself.
    ///
    /// ```swift
    /// final class Magnet: FieldBehavior { var poles = 2 }
    /// let magnet = Magnet.field { field, position, velocity, mass, charge, time in
    ///     let poles = (field as! Magnet).poles
    ///     ...
    /// }
    /// ```
    public required init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    /// The items the field acts on, in the order they were added (a field acts on none until
    /// they are added, as UIKit's).
    public var items: [DynamicItem] { list.items }
    override var heldItems: [DynamicItem] { list.items }
    /// Adds an item; adding it again does nothing.
    open func addItem(_ item: DynamicItem) { if list.insert(item) { itemAdded(item) } }
    /// Removes an item, which the field no longer moves.
    open func removeItem(_ item: DynamicItem) { if list.remove(item) { itemRemoved(item) } }

    // MARK: Factories, as UIFieldBehavior's

    /// Slows items in proportion to their velocity.
    public class func dragField() -> Self { Self(kind: .drag) }
    /// Swirls items around the position, clockwise on screen for a positive strength.
    public class func vortexField() -> Self { Self(kind: .vortex) }
    /// Pulls items toward `position`.
    public class func radialGravityField(position: Point) -> Self {
        let field = Self(kind: .radialGravity)
        field.position = position
        return field
    }
    /// Accelerates items along `direction`, like `GravityBehavior` but only inside the region.
    public class func linearGravityField(direction: Vector) -> Self {
        let field = Self(kind: .linearGravity)
        field.direction = direction
        return field
    }
    /// Gives items inside the region the velocity `direction` (points/s).
    public class func velocityField(direction: Vector) -> Self {
        let field = Self(kind: .velocity)
        field.direction = direction
        return field
    }
    /// Random accelerations that vary smoothly in space and time.
    public class func noiseField(smoothness: Double, animationSpeed: Double) -> Self {
        let field = Self(kind: .noise)
        field.smoothness = smoothness
        field.animationSpeed = animationSpeed
        return field
    }
    /// Noise in proportion to each item's speed.
    public class func turbulenceField(smoothness: Double, animationSpeed: Double) -> Self {
        let field = Self(kind: .turbulence)
        field.smoothness = smoothness
        field.animationSpeed = animationSpeed
        return field
    }
    /// Pulls items back toward `position` like a spring.
    public class func springField() -> Self { Self(kind: .spring) }
    /// Pushes charged items away from (or toward) the position, through their `charge`.
    public class func electricField() -> Self { Self(kind: .electric) }
    /// Turns moving charged items sideways.
    public class func magneticField() -> Self { Self(kind: .magnetic) }
    /// A field computed by `evaluationBlock` for each item at each step.
    public class func field(evaluationBlock: @escaping Evaluator) -> Self {
        let field = Self(kind: .custom)
        field.evaluator = evaluationBlock
        return field
    }

    private func checkFinite<T>(_ ok: Bool, _ name: String, _ value: T) {
        precondition(ok, "FieldBehavior.\(name) must be finite, got \(value)")
    }
}

/// UIKit's name for `FieldBehavior.Evaluator` (UIFieldCustomEvaluator).
public typealias FieldCustomEvaluator = FieldBehavior.Evaluator
