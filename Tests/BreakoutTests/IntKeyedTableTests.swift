import Testing
@testable import Breakout

/// IntKeyedTable against a Dictionary: the same answers through any mix of inserts,
/// replacements and removals (removal shifts entries back along their probe runs).
@Suite struct IntKeyedTableTests {
    @Test func itAgreesWithADictionaryThroughRandomChanges() {
        var table = IntKeyedTable<String>()
        var model: [Int: String] = [:]
        var random = GameRandom(seed: 11)
        for step in 0..<20_000 {
            // Few distinct keys, so runs collide and wrap around the end of the slots.
            let key = Int(random.nextDouble(in: 0...299.999))
            if random.nextDouble(in: 0...1) < 0.55 {
                table[key] = "v\(step)"
                model[key] = "v\(step)"
            } else {
                #expect(table.removeValue(forKey: key) == model.removeValue(forKey: key))
            }
            if step % 97 == 0 {
                for probe in 0..<300 { #expect(table[probe] == model[probe]) }
                #expect(table.count == model.count)
            }
        }
        let listed = table.sorted { $0.key < $1.key }
        #expect(listed.map(\.key) == model.keys.sorted())
        #expect(listed.map(\.value) == model.keys.sorted().map { model[$0]! })
    }

    @Test func assigningNilRemovesAndRemoveAllEmpties() {
        var table: IntKeyedTable<Int> = [:]
        for k in 0..<100 { table[k * 7] = k }
        table[14] = nil
        #expect(table[14] == nil && table[21] == 3 && table.count == 99)
        table.removeAll()
        #expect(table.count == 0 && table[21] == nil)
        table[5] = 1
        #expect(table[5] == 1)
    }
}
