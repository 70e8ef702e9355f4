/// Told when contacts begin and end, as UICollisionBehaviorDelegate. Every began is followed
/// by exactly one ended for the same pair, also when the item, the boundary or the behavior
/// is removed while touching. Callbacks come after the step's motion, so the delegate may
/// add and remove boundaries, items and behaviors.
///
/// Write the boundary methods either way: with UIKit's `NSCopying` identifier, as ported code
/// has them, or with the engine's `AnyHashable`. Both are called; implement one.
///
/// ```swift
/// extension Game: CollisionBehaviorDelegate {
///     func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem,
///                            withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
///         if (identifier as? String) == "floor" { lose(item) }
///     }
/// }
/// ```
public protocol CollisionBehaviorDelegate: AnyObject {
    /// Two of the behavior's items began to touch, at `p` (points), as UIKit's.
    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item1: DynamicItem, with item2: DynamicItem, at p: CGPoint)
    /// Two items that touched are more than half a point apart now, or one of them, or the
    /// behavior, is gone. The items come in the order their began gave them.
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: DynamicItem, with item2: DynamicItem)
    /// UIKit's: `identifier` is nil for the reference-bounds boundary; a string identifier
    /// comes as a string (`identifier as? String`).
    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
    /// UIKit's: an item and a boundary that touched are more than half a point apart now, or
    /// the item, the boundary or the behavior is gone. `identifier` as in the began.
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item: DynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?)
    /// The engine's: the identifier as it was added. nil for the reference-bounds boundary.
    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem, withBoundaryIdentifier identifier: AnyHashable?, at p: CGPoint)
    /// The engine's ended for a boundary, called just before UIKit's, with the identifier as
    /// it was added.
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item: DynamicItem, withBoundaryIdentifier identifier: AnyHashable?)
}

// Every callback is optional, as in UIKit: a delegate implements the ones it needs.
extension CollisionBehaviorDelegate {
    /// Does nothing: implement it to hear that two items touch.
    public func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item1: DynamicItem, with item2: DynamicItem, at p: CGPoint) {}
    /// Does nothing: implement it to hear that two items part.
    public func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: DynamicItem, with item2: DynamicItem) {}
    /// Does nothing: implement it, or the `AnyHashable` one, to hear that an item touches a
    /// boundary.
    public func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {}
    /// Does nothing: implement it, or the `AnyHashable` one, to hear that an item leaves a
    /// boundary.
    public func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item: DynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?) {}
    /// Does nothing: implement it, or UIKit's `NSCopying` one, to hear that an item touches a
    /// boundary.
    public func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem, withBoundaryIdentifier identifier: AnyHashable?, at p: CGPoint) {}
    /// Does nothing: implement it, or UIKit's `NSCopying` one, to hear that an item leaves a
    /// boundary.
    public func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item: DynamicItem, withBoundaryIdentifier identifier: AnyHashable?) {}
}
