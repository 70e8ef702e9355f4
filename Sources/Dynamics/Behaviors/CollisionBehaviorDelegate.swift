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
    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item1: DynamicItem, with item2: DynamicItem, at p: CGPoint)
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: DynamicItem, with item2: DynamicItem)
    /// UIKit's: `identifier` is nil for the reference-bounds boundary; a string identifier
    /// comes as a string (`identifier as? String`).
    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item: DynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?)
    /// The engine's: the identifier as it was added. nil for the reference-bounds boundary.
    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem, withBoundaryIdentifier identifier: AnyHashable?, at p: CGPoint)
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item: DynamicItem, withBoundaryIdentifier identifier: AnyHashable?)
}

extension CollisionBehaviorDelegate {
    public func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item1: DynamicItem, with item2: DynamicItem, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: DynamicItem, with item2: DynamicItem) {}
    public func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item: DynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?) {}
    public func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem, withBoundaryIdentifier identifier: AnyHashable?, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item: DynamicItem, withBoundaryIdentifier identifier: AnyHashable?) {}
}
