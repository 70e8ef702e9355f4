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
    /// The behaviors added with `addChildBehavior(_:)`, in the order they were added.
    public private(set) var childBehaviors: [DynamicBehavior] = []

    /// Called after every step the animator takes while this behavior is in it.
    public var action: (() -> Void)?

    /// The animator this behavior (or its top-level ancestor) was added to.
    public internal(set) weak var dynamicAnimator: DynamicAnimator?

    weak var parent: DynamicBehavior?

    /// Position in the animator's flattened tree (parents before children). It orders the
    /// behaviors acting on one item, so their effects combine the same way on every run.
    var flatIndex = 0

    /// A behavior that acts on nothing by itself: a parent for children, or an `action`.
    public init() {}

    /// Adds a child, taking it from its old parent first; it joins this behavior's animator
    /// at once. Adding it again does nothing, and a behavior cannot be its own child.
    open func addChildBehavior(_ behavior: DynamicBehavior) {
        precondition(behavior !== self, "DynamicBehavior.addChildBehavior: a behavior cannot be its own child")
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        behavior.parent?.removeChildBehavior(behavior)
        childBehaviors.append(behavior)
        behavior.parent = self
        if let animator = dynamicAnimator { behavior.attach(to: animator) }
        dynamicAnimator?.behaviorTreeChanged()
    }

    /// Removes a child, which leaves the animator with its own children; a behavior that is
    /// not a child does nothing.
    open func removeChildBehavior(_ behavior: DynamicBehavior) {
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
        animator.world.behaviorJoined(self)
        for child in childBehaviors { child.attach(to: animator) }
    }

    func detach() {
        willMove(to: nil)
        dynamicAnimator?.world.behaviorLeft(self)
        dynamicAnimator = nil
        for child in childBehaviors { child.detach() }
    }

    /// The items this behavior acts on; behaviors that hold items override it.
    var heldItems: [DynamicItem] { [] }

    /// An item joined this behavior: only that item's body is brought up to date.
    func itemAdded(_ item: DynamicItem) {
        guard let animator = dynamicAnimator else { return }
        animator.world.join(item, self)
        animator.wake()
    }

    /// An item left this behavior.
    func itemRemoved(_ item: DynamicItem) {
        guard let animator = dynamicAnimator else { return }
        animator.world.leave(item, self)
        animator.wake()
    }

    /// A parameter changed: the bodies of this behavior's items are brought up to date.
    func setNeedsUpdate() {
        guard let animator = dynamicAnimator else { return }
        animator.world.behaviorChanged(self)
        animator.wake()
    }

    /// A parameter the step reads directly changed: the items wake, nothing is rebuilt.
    func wakeItems() {
        guard let animator = dynamicAnimator else { return }
        animator.world.wakeItems(of: self)
        animator.wake()
    }

    /// This behavior and its descendants, depth first, parents before children.
    func appendFlattened(into list: inout [DynamicBehavior]) {
        list.append(self)
        for child in childBehaviors { child.appendFlattened(into: &list) }
    }
}
