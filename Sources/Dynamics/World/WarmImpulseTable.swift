/// Last step's impulses of every resting contact point, by the point's key (its bodies and
/// features), for warm starting the next step.
///
/// Written here rather than a `Dictionary`: Swift's dictionary hashes each key with SipHash,
/// which cost a fifth of a settling pyramid's step. The table is refilled from scratch every
/// step, so it is open addressing with linear probing, hashed by one multiplication, at most
/// half full, and emptied in O(1) by moving a stamp on: no deletion, no tombstones.
final class WarmImpulseTable {
    private struct Entry: BitwiseCopyable {
        var key: UInt64
        var stamp: UInt32
        var normal: Double
        var tangent: Double
    }

    @exclusivity(unchecked) private var entries: UnsafeMutablePointer<Entry>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var shift: UInt64
    @exclusivity(unchecked) private var stamp: UInt32 = 1

    init() {
        capacity = 64
        shift = 64 - 6
        entries = .allocate(capacity: capacity)
        entries.initialize(repeating: Entry(key: 0, stamp: 0, normal: 0, tangent: 0), count: capacity)
    }

    deinit { entries.deallocate() }

    /// Empties the table, with room for `count` entries.
    func removeAll(reservingCapacity count: Int = 0) {
        if 2 * count > capacity {
            var bits: UInt64 = 6
            while (1 << bits) < 2 * count { bits += 1 }
            entries.deallocate()
            capacity = 1 << Int(bits)
            shift = 64 - bits
            entries = .allocate(capacity: capacity)
            entries.initialize(repeating: Entry(key: 0, stamp: 0, normal: 0, tangent: 0), count: capacity)
            stamp = 1
            return
        }
        stamp &+= 1
        if stamp == 0 {
            // After 4 billion steps: clear for real, so an old stamp cannot read as current.
            for k in 0..<capacity { entries[k].stamp = 0 }
            stamp = 1
        }
    }

    @inline(__always)
    private func slot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// Sets the impulses of `key`. The caller reserved room for every key of the step
    /// (`removeAll(reservingCapacity:)`), so a free slot is always found.
    @inline(__always)
    func set(_ key: UInt64, normal: Double, tangent: Double) {
        var k = slot(key)
        while entries[k].stamp == stamp && entries[k].key != key { k = (k + 1) & (capacity - 1) }
        entries[k] = Entry(key: key, stamp: stamp, normal: normal, tangent: tangent)
    }

    /// The impulses kept for `key`, if any. The probe ends: at most half the slots are set.
    @inline(__always)
    func get(_ key: UInt64) -> (normal: Double, tangent: Double)? {
        var k = slot(key)
        while entries[k].stamp == stamp {
            if entries[k].key == key { return (entries[k].normal, entries[k].tangent) }
            k = (k + 1) & (capacity - 1)
        }
        return nil
    }
}
