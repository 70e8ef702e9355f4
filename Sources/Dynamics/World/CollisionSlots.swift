/// Which collision behavior owns which bit of the bodies' 64-bit collision masks. A behavior
/// keeps its bit for as long as it is in the animator (its boundaries are filed under it),
/// and a freed bit goes to the next behavior that joins.
struct CollisionSlots {
    private var owners = [CollisionBehavior?](repeating: nil, count: World.maxCollisionBehaviors)
    private var slotOf: [ObjectIdentifier: Int] = [:]

    /// The behavior's bit, or nil if it has none.
    func slot(of behavior: CollisionBehavior) -> Int? { slotOf[ObjectIdentifier(behavior)] }

    /// The behavior that owns bit `slot` (it must have one).
    func behavior(inSlot slot: Int) -> CollisionBehavior { owners[slot]! }

    /// Gives the behavior the lowest free bit and returns it, or nil if it had one already.
    /// More than `World.maxCollisionBehaviors` is a programming error, as the masks are 64-bit.
    mutating func assign(to behavior: CollisionBehavior) -> Int? {
        guard slotOf[ObjectIdentifier(behavior)] == nil else { return nil }
        guard let s = owners.firstIndex(where: { $0 == nil }) else {
            preconditionFailure("DynamicAnimator holds at most \(World.maxCollisionBehaviors) collision behaviors; adding one more")
        }
        owners[s] = behavior
        slotOf[ObjectIdentifier(behavior)] = s
        return s
    }

    /// Frees the behavior's bit and returns it, or nil if it had none.
    mutating func release(_ behavior: CollisionBehavior) -> Int? {
        guard let s = slotOf.removeValue(forKey: ObjectIdentifier(behavior)) else { return nil }
        owners[s] = nil
        return s
    }
}
