/// The base of every behavior, and the way to compose them, as UIDynamicBehavior.
///
/// Subclass it to bundle behaviors into one (a game's `BreakoutBehavior` owns its collision,
/// gravity and item behaviors), and use `action` to run code after every step.
///
/// ```swift
/// final class FallingBehavior: DynamicBehavior {
///     let gravity = GravityBehavior(items: [])
///     override init() {
///         super.init()
///         addChildBehavior(gravity)
///         action = { /* read positions, remove what left the screen */ }
///     }
/// }
/// ```
open class DynamicBehavior {
    public private(set) var childBehaviors: [DynamicBehavior] = []

    /// Called after every step the animator takes while this behavior is in it.
    public var action: (() -> Void)?

    /// The animator this behavior (or its top-level ancestor) was added to.
    public internal(set) weak var dynamicAnimator: DynamicAnimator?

    weak var parent: DynamicBehavior?

    public init() {}

    public func addChildBehavior(_ behavior: DynamicBehavior) {
        precondition(behavior !== self, "DynamicBehavior.addChildBehavior: a behavior cannot be its own child")
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        behavior.parent?.removeChildBehavior(behavior)
        childBehaviors.append(behavior)
        behavior.parent = self
        if let animator = dynamicAnimator { behavior.attach(to: animator) }
        dynamicAnimator?.behaviorTreeChanged()
    }

    public func removeChildBehavior(_ behavior: DynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: index)
        behavior.parent = nil
        let animator = dynamicAnimator
        behavior.detach()
        animator?.behaviorTreeChanged()
    }

    /// Called just before the behavior joins an animator (or leaves one, with nil).
    open func willMove(to dynamicAnimator: DynamicAnimator?) {}

    func attach(to animator: DynamicAnimator) {
        willMove(to: animator)
        dynamicAnimator = animator
        for child in childBehaviors { child.attach(to: animator) }
    }

    func detach() {
        willMove(to: nil)
        dynamicAnimator = nil
        for child in childBehaviors { child.detach() }
    }

    /// Tells the animator that items or parameters changed.
    func setNeedsUpdate() { dynamicAnimator?.behaviorTreeChanged() }

    /// This behavior and its descendants, depth first, parents before children.
    func appendFlattened(into list: inout [DynamicBehavior]) {
        list.append(self)
        for child in childBehaviors { child.appendFlattened(into: &list) }
    }
}

/// An ordered set of items by identity, shared by the behaviors that hold items.
struct ItemList {
    private(set) var items: [DynamicItem] = []

    init(_ items: [DynamicItem]) {
        for item in items { _ = insert(item) }
    }

    mutating func insert(_ item: DynamicItem) -> Bool {
        guard !contains(item) else { return false }
        items.append(item)
        return true
    }

    mutating func remove(_ item: DynamicItem) -> Bool {
        guard let i = items.firstIndex(where: { $0 === item }) else { return false }
        items.remove(at: i)
        return true
    }

    func contains(_ item: DynamicItem) -> Bool { items.contains(where: { $0 === item }) }
}
