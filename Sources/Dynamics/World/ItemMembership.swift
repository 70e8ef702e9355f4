/// What the world knows of one item: the behaviors that act on it and its body, if it has
/// one yet. A change to any of them marks the item dirty, and only dirty items have their
/// bodies rebuilt before the next step, so adding or removing one item costs O(1).
final class ItemMembership {
    let item: DynamicItem
    /// Behaviors holding the item, kept in tree order (`flatIndex`) when gathered.
    var behaviors: [DynamicBehavior] = []
    /// Index of the item's body in the world's arrays, or -1 while it has none.
    var body = -1
    /// Waiting in `World.dirtyItems`.
    var isDirty = false
    /// Left its last behavior since the last sync: its body is still there, but not its place
    /// in the animator.
    var leftAll = false
    /// Rejoined after leaving its last behavior before a sync: its body starts again from the
    /// item's state, as for an item added for the first time.
    var restarts = false

    init(item: DynamicItem) { self.item = item }
}

/// The per-body facts the step's hot loops do not read: what a rebuild needs, and the
/// charge the electric and magnetic fields read.
struct BodySummary: BitwiseCopyable {
    var area: Double
    /// Moment of inertia about the center per unit mass (points^2).
    var inertiaPerMass: Double
    var charge: Double
    /// The size the shape was built for (a resize rebuilds it).
    var width: Double
    var height: Double
}
