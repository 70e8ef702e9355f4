/// A table from non-negative `Int` keys (ball and capsule ids) to values: open addressing with
/// a multiplicative hash and linear probing. The game looks its balls up by id several times
/// per ball per step, and a `Dictionary` hashes every lookup with SipHash, which made those
/// lookups a fifth of a step's cost with 500 balls. Not for keys an adversary chooses.
///
/// Iteration goes in slot order, which depends on the keys only (not on a per-process seed):
/// sort what you iterate when order matters.
struct IntKeyedTable<Value>: Sequence, ExpressibleByDictionaryLiteral {
    /// `IntKeyedTable.empty` marks a free slot (keys are never negative).
    private static var empty: Int { -1 }
    private var keys: [Int]
    private var values: [Value?]
    private var mask: Int
    private(set) var count = 0

    init() {
        keys = Array(repeating: IntKeyedTable.empty, count: 8)
        values = Array(repeating: nil, count: 8)
        mask = 7
    }

    init(dictionaryLiteral elements: (Int, Value)...) {
        self.init()
        for (key, value) in elements { self[key] = value }
    }

    /// The slot where `key`'s search starts: Fibonacci hashing, the high bits of the product.
    @inline(__always)
    private func home(_ key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) >> 33) & mask
    }

    /// The slot holding `key`, or nil.
    @inline(__always)
    private func find(_ key: Int) -> Int? {
        var i = home(key)
        while keys[i] != IntKeyedTable.empty {
            if keys[i] == key { return i }
            i = (i &+ 1) & mask
        }
        return nil
    }

    subscript(key: Int) -> Value? {
        get { find(key).flatMap { values[$0] } }
        set {
            precondition(key >= 0, "IntKeyedTable keys are never negative, got \(key)")
            if let value = newValue { insert(key, value) } else { removeValue(forKey: key) }
        }
    }

    private mutating func insert(_ key: Int, _ value: Value) {
        if let i = find(key) { values[i] = value; return }
        if (count + 1) * 4 > keys.count * 3 { grow() }
        var i = home(key)
        while keys[i] != IntKeyedTable.empty { i = (i &+ 1) & mask }
        keys[i] = key
        values[i] = value
        count += 1
    }

    @discardableResult
    mutating func removeValue(forKey key: Int) -> Value? {
        guard var hole = find(key) else { return nil }
        let removed = values[hole]
        // Backward shift: each later entry of the run moves into the hole unless its home
        // lies cyclically after the hole (then it must stay reachable from its home).
        var j = (hole &+ 1) & mask
        while keys[j] != IntKeyedTable.empty {
            let h = home(keys[j])
            let stays = hole <= j ? (hole < h && h <= j) : (hole < h || h <= j)
            if !stays {
                keys[hole] = keys[j]
                values[hole] = values[j]
                hole = j
            }
            j = (j &+ 1) & mask
        }
        keys[hole] = IntKeyedTable.empty
        values[hole] = nil
        count -= 1
        return removed
    }

    mutating func removeAll() {
        for i in keys.indices { keys[i] = IntKeyedTable.empty; values[i] = nil }
        count = 0
    }

    private mutating func grow() {
        let old = zip(keys, values)
        keys = Array(repeating: IntKeyedTable.empty, count: 2 * keys.count)
        values = Array(repeating: nil, count: keys.count)
        mask = keys.count - 1
        count = 0
        for (key, value) in old where key != IntKeyedTable.empty {
            if let value { insert(key, value) }
        }
    }

    func makeIterator() -> AnyIterator<(key: Int, value: Value)> {
        var i = 0
        return AnyIterator {
            while i < keys.count {
                defer { i += 1 }
                if keys[i] != IntKeyedTable.empty, let value = values[i] { return (keys[i], value) }
            }
            return nil
        }
    }
}
