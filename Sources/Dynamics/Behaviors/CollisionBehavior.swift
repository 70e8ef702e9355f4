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
public final class CollisionBehavior: DynamicBehavior {
    public enum Mode: Sendable {
        /// Items collide with each other only.
        case items
        /// Items collide with boundaries only.
        case boundaries
        /// Items collide with each other and with boundaries.
        case everything
    }

    private let list: ItemList
    private var paths: [AnyHashable: Path] = [:]
    /// Insertion order as sequence numbers, so removing one of thousands of bricks is a
    /// dictionary operation, not a search of a list.
    private var sequence: [AnyHashable: Int] = [:]
    private var nextSequence = 0

    public weak var collisionDelegate: CollisionBehaviorDelegate?

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

    public init(items: [DynamicItem] = []) {
        list = ItemList(items)
        super.init()
    }

    public var items: [DynamicItem] { list.items }
    override var heldItems: [DynamicItem] { list.items }
    public func addItem(_ item: DynamicItem) { if list.insert(item) { itemAdded(item) } }
    public func removeItem(_ item: DynamicItem) { if list.remove(item) { itemRemoved(item) } }

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
    public func addBoundary(withIdentifier identifier: AnyHashable, for path: Path) {
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

    public func boundary(withIdentifier identifier: AnyHashable) -> Path? { paths[identifier] }

    public func removeBoundary(withIdentifier identifier: AnyHashable) {
        guard paths.removeValue(forKey: identifier) != nil else { return }
        sequence[identifier] = nil
        dynamicAnimator?.world.boundaryChanged(in: self, identifier: identifier, path: nil)
        dynamicAnimator?.wake()
    }

    /// The identifiers in the order the boundaries were first added.
    public var boundaryIdentifiers: [AnyHashable] { sequence.sorted { $0.value < $1.value }.map(\.key) }

    public func removeAllBoundaries() {
        for identifier in boundaryIdentifiers { removeBoundary(withIdentifier: identifier) }
    }

    var collidesWithBoundaries: Bool { collisionMode != .items }
    var collidesWithItems: Bool { collisionMode != .boundaries }
}
