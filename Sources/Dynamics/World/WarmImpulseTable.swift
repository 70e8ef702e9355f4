/// Last step's impulses of every resting contact point, by the point's key (its bodies and
/// features), for warm starting the next step.
///
/// The impulses are kept in the order they were stored, where a body's points are
/// neighbours (its contact search adds them all). So a lookup reads the few entries its body
/// stored last step, as Box2D keeps each contact's points with the contact. A hash over all
/// the entries (built on the first lookup that needs it) answers only where that scan would
/// not be cheap or exact: a body with more than `longestScan` points or with points stored
/// apart, or a world of more than 2^16 bodies, where keys of different bodies can be equal
/// (`World.warmKey`). In Box2D's 5,050-box pyramid the hash's 2 MB of randomly
/// read slots, filled and read every step, cost an eighth of the step.
///
/// The hash is written here rather than a `Dictionary`: Swift's dictionary hashes each key
/// with SipHash, which cost a fifth of a settling pyramid's step. It is open addressing with
/// linear probing, hashed by one multiplication, at most half full, and emptied in O(1) by
/// moving a stamp on: no deletion, no tombstones. Either way, a key stored twice answers
/// with its later impulses.
final class WarmImpulseTable {
    private struct Entry: BitwiseCopyable {
        var key: UInt64
        var normal: Double
        var tangent: Double
    }

    /// Where body i's entries are: `start ..< end` when `stamp` is the table's generation,
    /// unless they were not stored together (`split`).
    private struct Run: BitwiseCopyable {
        var start: Int32
        var end: Int32
        var stamp: UInt32
        var split = false
    }

    private struct Slot: BitwiseCopyable {
        var key: UInt64
        var stamp: UInt32
        var index: Int32
    }

    /// The longest run of one body's entries a lookup scans.
    static let longestScan = 32
    /// The most bodies for which keys of different bodies differ.
    static let mostScannedBodies = 1 << 16

    /// The entries, in the order stored.
    private let stored = Storage<Entry>(capacity: 64)
    private let runs = Storage<Run>(capacity: 64)
    @exclusivity(unchecked) private var generation: UInt32 = 1
    /// Whether the slots index every stored entry.
    @exclusivity(unchecked) private var indexed = false
    @exclusivity(unchecked) private var slots: UnsafeMutablePointer<Slot>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var shift: UInt64
    @exclusivity(unchecked) private var slotStamp: UInt32 = 1

    init() {
        capacity = 64
        shift = 64 - 6
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(key: 0, stamp: 0, index: 0), count: capacity)
    }

    deinit { slots.deallocate() }

    /// Empties the table.
    func removeAll() {
        stored.removeAll()
        indexed = false
        generation &+= 1
        if generation == 0 {
            // After 4 billion steps: clear for real, so an old stamp cannot read as current.
            for i in 0..<runs.count { runs[i].stamp = 0 }
            generation = 1
        }
    }

    /// Sets the impulses of `key`, a point of `body`.
    @inline(__always)
    func set(_ key: UInt64, body: Int, normal: Double, tangent: Double) {
        let k = Int32(stored.count)
        stored.append(Entry(key: key, normal: normal, tangent: tangent))
        if body >= runs.count { runs.resize(body + 1, fill: Run(start: 0, end: 0, stamp: 0)) }
        let run = runs.base + body
        if run.pointee.stamp != generation {
            run.pointee = Run(start: k, end: k + 1, stamp: generation)
        } else if run.pointee.end == k {
            run.pointee.end = k + 1
        } else {
            // Stored apart from the body's others: the hash answers for it.
            run.pointee.split = true
        }
        if indexed { index(Int(k)) }
    }

    /// The impulses kept for `key`, a point of `body`, if any.
    @inline(__always)
    func get(_ key: UInt64, body: Int) -> (normal: Double, tangent: Double)? {
        guard body < runs.count, runs.count <= WarmImpulseTable.mostScannedBodies else { return lookUp(key) }
        let run = runs.base[body]
        guard run.stamp == generation else { return nil }
        let start = Int(run.start), end = Int(run.end)
        guard !run.split, end - start <= WarmImpulseTable.longestScan else { return lookUp(key) }
        var k = end - 1
        while k >= start {
            if stored.base[k].key == key { return (stored.base[k].normal, stored.base[k].tangent) }
            k -= 1
        }
        return nil
    }

    /// A lookup through the slots, made now if they are not.
    private func lookUp(_ key: UInt64) -> (normal: Double, tangent: Double)? {
        if !indexed {
            if 2 * stored.count > capacity { growSlots(for: stored.count) } else { nextSlotStamp() }
            for k in 0..<stored.count { index(k) }
            indexed = true
        }
        var k = slot(key)
        // The probe ends: at most half the slots are set.
        while slots[k].stamp == slotStamp {
            if slots[k].key == key {
                let e = stored.base[Int(slots[k].index)]
                return (e.normal, e.tangent)
            }
            k = (k + 1) & (capacity - 1)
        }
        return nil
    }

    /// Points key's slot at stored entry `k` (a key stored again takes the later entry).
    private func index(_ k: Int) {
        if 2 * (k + 1) > capacity {
            // Stored past the slots' room: index everything again in a larger table.
            growSlots(for: 2 * (k + 1))
            for e in 0..<k { index(e) }
        }
        let key = stored.base[k].key
        var s = slot(key)
        while slots[s].stamp == slotStamp && slots[s].key != key { s = (s + 1) & (capacity - 1) }
        slots[s] = Slot(key: key, stamp: slotStamp, index: Int32(k))
    }

    private func nextSlotStamp() {
        slotStamp &+= 1
        if slotStamp == 0 {
            for k in 0..<capacity { slots[k].stamp = 0 }
            slotStamp = 1
        }
    }

    /// Empty slots for at least `count` entries, at most half full.
    private func growSlots(for count: Int) {
        var bits: UInt64 = 6
        while (1 << bits) < 2 * count { bits += 1 }
        slots.deallocate()
        capacity = 1 << Int(bits)
        shift = 64 - bits
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(key: 0, stamp: 0, index: 0), count: capacity)
        slotStamp = 1
    }

    @inline(__always)
    private func slot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }
}
