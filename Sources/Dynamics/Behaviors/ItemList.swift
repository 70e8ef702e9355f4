/// An ordered set of items by identity, shared by the behaviors that hold items.
///
/// Adding and removing cost O(1) amortised, so a behavior with thousands of items takes
/// and drops one per step without scanning: removal leaves a hole that a later
/// compaction closes, and `items` keeps insertion order.
///
/// ```swift
/// let list = ItemList([ball])
/// list.insert(other)   // true
/// list.remove(ball)    // true
/// list.items           // [other]
/// ```
final class ItemList {
    private var slots: ContiguousArray<DynamicItem?> = []
    private var position: [ObjectIdentifier: Int] = [:]
    /// `items` as last built; nil after a change.
    private var cached: [DynamicItem]?

    init(_ items: [DynamicItem]) {
        for item in items { insert(item) }
    }

    var count: Int { position.count }

    /// The items in the order they were added.
    var items: [DynamicItem] {
        if let cached { return cached }
        var built: [DynamicItem] = []
        built.reserveCapacity(position.count)
        for case let item? in slots { built.append(item) }
        cached = built
        return built
    }

    @discardableResult
    func insert(_ item: DynamicItem) -> Bool {
        let key = ObjectIdentifier(item)
        guard position[key] == nil else { return false }
        position[key] = slots.count
        slots.append(item)
        cached = nil
        return true
    }

    @discardableResult
    func remove(_ item: DynamicItem) -> Bool {
        guard let k = position.removeValue(forKey: ObjectIdentifier(item)) else { return false }
        slots[k] = nil
        cached = nil
        // Close the holes once they outnumber the items: O(1) amortised per removal.
        if slots.count > 16 && slots.count > 2 * position.count { compact() }
        return true
    }

    func contains(_ item: DynamicItem) -> Bool { position[ObjectIdentifier(item)] != nil }

    private func compact() {
        var write = 0
        for read in slots.indices {
            guard let item = slots[read] else { continue }
            slots[write] = item
            position[ObjectIdentifier(item)] = write
            write += 1
        }
        slots.removeLast(slots.count - write)
    }
}
