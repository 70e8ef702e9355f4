import Testing
@testable import Dynamics

/// The warm-start table: what is set is found under its body, what is not is not, a key set
/// twice answers with the later impulses, and emptying it (a new step) forgets everything,
/// whether the lookup scans the body's run or goes through the hash.
@Suite struct WarmImpulseTableTests {
    /// Keys as the solver makes them (body << 48 ^ other << 16 ^ feature).
    static func key(body: Int, other: Int, feature: Int) -> UInt64 {
        UInt64(body) << 48 ^ UInt64(other) << 16 ^ UInt64(feature)
    }

    @Test func keysSetAreFoundAndOthersAreNot() {
        let table = WarmImpulseTable()
        // 3,000 points, each body's together as the contact search stores them: the hash,
        // when a lookup needs it, grows past its first 64 slots.
        let points: [(body: Int, key: UInt64)] = (0..<3000).map { k in
            (k / 7, Self.key(body: k / 7, other: k % 7 + 1, feature: k % 3))
        }
        table.removeAll()
        for (k, p) in points.enumerated() { table.set(p.key, body: p.body, normal: Double(k), tangent: -Double(k)) }
        for (k, p) in points.enumerated() {
            let found = table.get(p.key, body: p.body)
            #expect(found?.normal == Double(k) && found?.tangent == -Double(k), "key \(p.key)")
        }
        #expect(table.get(Self.key(body: 5, other: 99, feature: 0), body: 5) == nil)
        #expect(table.get(Self.key(body: 999, other: 1, feature: 0), body: 999) == nil)
        // Setting a key again replaces its impulses, whether next to its body's other points
        // (the last of them) or apart from them (the body's run is split: the hash answers).
        table.set(points.last!.key, body: points.last!.body, normal: 41, tangent: 0)
        #expect(table.get(points.last!.key, body: points.last!.body)?.normal == 41)
        table.set(points[5].key, body: points[5].body, normal: 42, tangent: 0)
        #expect(table.get(points[5].key, body: points[5].body)?.normal == 42)
        #expect(table.get(points[6].key, body: points[6].body)?.normal == 6)
        // A new step starts empty.
        table.removeAll()
        #expect(points.allSatisfy { table.get($0.key, body: $0.body) == nil })
        table.set(points[0].key, body: points[0].body, normal: 1, tangent: 2)
        #expect(table.get(points[0].key, body: points[0].body)?.tangent == 2)
        #expect(table.get(points[1].key, body: points[1].body) == nil)
    }

    @Test func aBodyWithManyPointsAndBodiesPastTheScannedOnesAreFound() {
        let table = WarmImpulseTable()
        table.removeAll()
        // Body 3 touches 100 others: past the longest scan, its lookups use the hash.
        let many = (0..<100).map { Self.key(body: 3, other: $0 + 10, feature: 0) }
        for (k, key) in many.enumerated() { table.set(key, body: 3, normal: Double(k), tangent: 0) }
        #expect(many.count > WarmImpulseTable.longestScan)
        for (k, key) in many.enumerated() { #expect(table.get(key, body: 3)?.normal == Double(k)) }
        #expect(table.get(Self.key(body: 3, other: 5, feature: 0), body: 3) == nil)
        // A body numbered past 2^16 shares its key's top bits with a lower one: both answer
        // through the hash, with the impulses stored last under the key.
        let high = WarmImpulseTable.mostScannedBodies + 4
        let shared = Self.key(body: 4, other: 1, feature: 0)
        table.set(shared, body: 4, normal: 7, tangent: 0)
        table.set(shared, body: high, normal: 8, tangent: 0)
        #expect(table.get(shared, body: 4)?.normal == 8)
        #expect(table.get(shared, body: high)?.normal == 8)
    }

    @Test func keysThatShareASlotAreKeptApart() {
        let table = WarmImpulseTable()
        table.removeAll()
        // Keys whose hash (one multiplication, top six bits for 64 slots) is slot 0. Body 0's
        // points are stored apart (body 1's between them), so its lookups use the hash: each
        // probe walks past the keys set before it.
        var keys: [UInt64] = []
        var candidate: UInt64 = 1
        while keys.count < 33 {
            if (candidate &* 0x9E37_79B9_7F4A_7C15) >> 58 == 0 { keys.append(candidate) }
            candidate += 1
        }
        for (k, key) in keys.dropLast().enumerated() { table.set(key, body: k == 1 ? 1 : 0, normal: Double(k), tangent: 0) }
        for (k, key) in keys.dropLast().enumerated() { #expect(table.get(key, body: k == 1 ? 1 : 0)?.normal == Double(k)) }
        // The 33rd such key was never set: the probe passes all 32 and stops at a free slot.
        #expect(table.get(keys[32], body: 0) == nil)
    }
}
