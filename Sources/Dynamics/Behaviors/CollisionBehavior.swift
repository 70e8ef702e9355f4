/// Makes its items collide with boundaries and with each other, as UICollisionBehavior.
///
/// ```swift
/// let collision = CollisionBehavior(items: [ball])
/// collision.collisionMode = .boundaries
/// collision.translatesReferenceBoundsIntoBoundary = true
/// collision.addBoundary(withIdentifier: "brick-3-7", for: Path(rect: Rect(x: 82, y: 114, width: 36, height: 14)))
/// collision.collisionDelegate = game
/// animator.addBehavior(collision)
/// ```
///
/// Boundaries may be added, replaced (add again with the same identifier) and removed at any
/// time, also from a delegate callback or an `action`: the engine picks changes up between
/// sweeps, never in the middle of one. An animator holds up to 64 collision behaviors.
///
/// Identifiers are any `Hashable` value (`"wall"`, an enum case), or, as UIKit writes them,
/// any `NSCopying` (`"wall" as NSCopying`): a copied string or `NSObject` identifies the same
/// boundary as its value, and the delegate's `NSCopying` callbacks give it back.
open class CollisionBehavior: DynamicBehavior {
    /// What collides, as UICollisionBehavior.Mode: an option set.
    public struct Mode: OptionSet, Hashable, Sendable {
        /// The bits: 1 for items, 2 for boundaries, as UIKit's.
        public let rawValue: UInt
        /// The mode of these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Items collide with each other.
        public static let items = Mode(rawValue: 1 << 0)
        /// Items collide with boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Items collide with each other and with boundaries.
        public static let everything: Mode = [.items, .boundaries]
    }

    private let list: ItemList
    private var paths: [AnyHashable: Path] = [:]
    /// Insertion order as sequence numbers, so removing one of thousands of bricks is a
    /// dictionary operation, not a search of a list.
    private var sequence: [AnyHashable: Int] = [:]
    private var nextSequence = 0

    /// Told when the items' contacts begin and end; held weakly. Default nil: while no
    /// collision behavior of the animator has one, the step keeps no track of contacts.
    public weak var collisionDelegate: CollisionBehaviorDelegate?

    /// What the items collide with: each other, the boundaries, or both (the default,
    /// `.everything`, as UIKit's).
    public var collisionMode: Mode = .everything { didSet { setNeedsUpdate() } }

    /// Insets of the reference-bounds boundary, when it is on.
    public private(set) var referenceBoundsInsets = EdgeInsets.zero

    /// Whether the animator's reference bounds are a boundary (identifier nil in callbacks).
    public var translatesReferenceBoundsIntoBoundary = false {
        didSet {
            guard oldValue != translatesReferenceBoundsIntoBoundary, let animator = dynamicAnimator else { return }
            animator.world.referenceBoundaryChanged(of: self)
            animator.wake()
        }
    }

    /// Collisions for `items`, in mode `.everything`, with no boundaries yet.
    public init(items: [DynamicItem] = []) {
        list = ItemList(items)
        super.init()
    }

    /// An empty collision behavior, as `UICollisionBehavior()`.
    public convenience override init() { self.init(items: []) }

    /// The items that collide, in the order they were added.
    public var items: [DynamicItem] { list.items }
    override var heldItems: [DynamicItem] { list.items }
    /// Adds an item; adding it again does nothing.
    open func addItem(_ item: DynamicItem) { if list.insert(item) { itemAdded(item) } }
    /// Removes an item; its contacts in this behavior end (the delegate is told).
    open func removeItem(_ item: DynamicItem) { if list.remove(item) { itemRemoved(item) } }

    /// Turns the reference-bounds boundary on, inset by `insets`.
    public func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
        precondition(insets.top.isFinite && insets.left.isFinite && insets.bottom.isFinite && insets.right.isFinite,
                     "CollisionBehavior: insets must be finite, got \(insets)")
        referenceBoundsInsets = insets
        if translatesReferenceBoundsIntoBoundary {
            dynamicAnimator?.world.referenceBoundaryChanged(of: self)
            dynamicAnimator?.wake()
        } else {
            translatesReferenceBoundsIntoBoundary = true
        }
    }

    /// Adds a boundary, or replaces the one with the same identifier.
    /// The path is copied, as UIKit copies it: changing it afterwards changes no boundary.
    public func addBoundary(withIdentifier identifier: AnyHashable, for path: Path) {
        let path = Path(path)
        if paths.updateValue(path, forKey: identifier) == nil {
            sequence[identifier] = nextSequence
            nextSequence += 1
        }
        dynamicAnimator?.world.boundaryChanged(in: self, identifier: identifier, path: path)
        dynamicAnimator?.wake()
    }

    /// Adds a segment boundary, or replaces the one with the same identifier.
    public func addBoundary(withIdentifier identifier: AnyHashable, from p1: Point, to p2: Point) {
        addBoundary(withIdentifier: identifier, for: .segment(from: p1, to: p2))
    }

    /// A copy of the boundary's path, or nil.
    public func boundary(withIdentifier identifier: AnyHashable) -> Path? { paths[identifier].map { Path($0) } }

    /// Removes the boundary, ending its contacts (the delegate is told); an identifier that
    /// names none does nothing.
    public func removeBoundary(withIdentifier identifier: AnyHashable) {
        guard paths.removeValue(forKey: identifier) != nil else { return }
        sequence[identifier] = nil
        dynamicAnimator?.world.boundaryChanged(in: self, identifier: identifier, path: nil)
        dynamicAnimator?.wake()
    }

    /// The identifiers in the order the boundaries were first added.
    public var boundaryIdentifiers: [AnyHashable] { sequence.sorted { $0.value < $1.value }.map(\.key) }

    /// Removes every boundary added by identifier. The reference-bounds boundary stays: it
    /// follows `translatesReferenceBoundsIntoBoundary`.
    public func removeAllBoundaries() {
        for identifier in boundaryIdentifiers { removeBoundary(withIdentifier: identifier) }
    }

    var collidesWithBoundaries: Bool { collisionMode.contains(.boundaries) }
    var collidesWithItems: Bool { collisionMode.contains(.items) }

    // MARK: UIKit's NSCopying identifiers

    /// Adds a boundary under a UIKit-style identifier (`"wall" as NSCopying`).
    public func addBoundary(withIdentifier identifier: any NSCopying, for path: Path) {
        addBoundary(withIdentifier: CollisionBehavior.key(identifier), for: path)
    }

    /// Adds a segment boundary under a UIKit-style identifier.
    public func addBoundary(withIdentifier identifier: any NSCopying, from p1: Point, to p2: Point) {
        addBoundary(withIdentifier: CollisionBehavior.key(identifier), from: p1, to: p2)
    }

    /// A copy of the path of the boundary under a UIKit-style identifier, or nil.
    public func boundary(withIdentifier identifier: any NSCopying) -> Path? {
        boundary(withIdentifier: CollisionBehavior.key(identifier))
    }

    /// Removes the boundary under a UIKit-style identifier, as the `AnyHashable` one does.
    public func removeBoundary(withIdentifier identifier: any NSCopying) {
        removeBoundary(withIdentifier: CollisionBehavior.key(identifier))
    }

    /// The identifier an `NSCopying` stands for: a string as its value (so `"wall" as NSCopying`
    /// and `"wall"` name one boundary), an `NSObject` as itself, anything else by identity.
    static func key(_ identifier: any NSCopying) -> AnyHashable {
        if let s = identifier as? String { return AnyHashable(s) }
        if let n = identifier as? NSNumber { return AnyHashable(n) }
        if let o = identifier as? NSObject { return AnyHashable(o) }
        if let h = identifier as? AnyHashable { return h }
        return AnyHashable(ObjectIdentifier(identifier as AnyObject))
    }

    /// The identifier as UIKit's delegate receives it: nil for the reference bounds.
    static func copying(_ identifier: AnyHashable?) -> (any NSCopying)? {
        guard let identifier else { return nil }
        if let s = identifier.base as? String { return s }
        if let c = identifier.base as? any NSCopying { return c }
        return IdentifierBox(identifier)
    }
}
