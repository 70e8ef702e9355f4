/// Told when contacts begin and end, as UICollisionBehaviorDelegate. Every began is followed
/// by exactly one ended for the same pair, also when the item, the boundary or the behavior
/// is removed while touching. Callbacks come after the step's motion, so the delegate may
/// add and remove boundaries, items and behaviors.
///
/// ```swift
/// extension Game: CollisionBehaviorDelegate {
///     func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem,
///                            withBoundaryIdentifier identifier: AnyHashable?, at point: Point) {
///         if let brick = identifier as? BrickID { hit(brick) }
///     }
/// }
/// ```
public protocol CollisionBehaviorDelegate: AnyObject {
    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item1: DynamicItem, with item2: DynamicItem, at point: Point)
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: DynamicItem, with item2: DynamicItem)
    /// `identifier` is nil for the reference-bounds boundary.
    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem, withBoundaryIdentifier identifier: AnyHashable?, at point: Point)
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item: DynamicItem, withBoundaryIdentifier identifier: AnyHashable?)
}

extension CollisionBehaviorDelegate {
    public func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item1: DynamicItem, with item2: DynamicItem, at point: Point) {}
    public func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: DynamicItem, with item2: DynamicItem) {}
    public func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem, withBoundaryIdentifier identifier: AnyHashable?, at point: Point) {}
    public func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item: DynamicItem, withBoundaryIdentifier identifier: AnyHashable?) {}
}
