import Testing
@testable import Dynamics

/// The warm-start table: what is set is found, what is not is not, and emptying it (a new
/// step) forgets everything, however many keys share a slot.
@Suite struct WarmImpulseTableTests {
    @Test func keysSetAreFoundAndOthersAreNot() {
        let table = WarmImpulseTable()
        // Keys as the solver makes them (body << 48 ^ other << 16 ^ feature), 3,000 of them:
        // the table grows past its first 64 slots.
        let keys: [UInt64] = (0..<3000).map { (k: Int) -> UInt64 in
            let body = UInt64(k / 7) << 48, other = UInt64(k % 7 + 1) << 16
            return body ^ other ^ UInt64(k % 3)
        }
        table.removeAll(reservingCapacity: keys.count)
        for (k, key) in keys.enumerated() { table.set(key, normal: Double(k), tangent: -Double(k)) }
        for (k, key) in keys.enumerated() {
            let found = table.get(key)
            #expect(found?.normal == Double(k) && found?.tangent == -Double(k), "key \(key)")
        }
        #expect(table.get(UInt64(999) << 48) == nil)
        // Setting a key again replaces its impulses.
        table.set(keys[5], normal: 42, tangent: 0)
        #expect(table.get(keys[5])?.normal == 42)
        // A new step starts empty.
        table.removeAll(reservingCapacity: 10)
        #expect(keys.allSatisfy { table.get($0) == nil })
        table.set(keys[0], normal: 1, tangent: 2)
        #expect(table.get(keys[0])?.tangent == 2)
        #expect(table.get(keys[1]) == nil)
    }

    @Test func keysThatShareASlotAreKeptApart() {
        let table = WarmImpulseTable()
        table.removeAll(reservingCapacity: 32)
        // Keys whose hash (one multiplication, top six bits for 64 slots) is slot 0: each
        // probe walks past the ones set before it.
        var keys: [UInt64] = []
        var candidate: UInt64 = 1
        while keys.count < 33 {
            if (candidate &* 0x9E37_79B9_7F4A_7C15) >> 58 == 0 { keys.append(candidate) }
            candidate += 1
        }
        for (k, key) in keys.dropLast().enumerated() { table.set(key, normal: Double(k), tangent: 0) }
        for (k, key) in keys.dropLast().enumerated() { #expect(table.get(key)?.normal == Double(k)) }
        // The 33rd such key was never set: the probe passes all 32 and stops at a free slot.
        #expect(table.get(keys[32]) == nil)
    }
}
