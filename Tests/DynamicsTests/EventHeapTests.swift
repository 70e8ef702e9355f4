import Testing
@testable import Dynamics

/// The event-driven step's four-ary heap (`EventHeap`) gives its events back earliest first,
/// ties by body, whatever the order they went in and however pushes and pops interleave, and
/// grows past its first capacity without losing one.
@Suite struct EventHeapTests {
    private static func before(_ a: PredictedEvent, _ b: PredictedEvent) -> Bool {
        a.t != b.t ? a.t < b.t : a.i < b.i
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func popsComeEarliestFirstTiesByBody(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let heap = EventHeap(capacity: 4)
        var expected: [PredictedEvent] = []
        // Times from a few values, so that many tie and the body decides.
        for k in 0..<2_000 {
            let e = PredictedEvent(t: Double(random.int(0...40)) / 8, i: Int32(k), version: UInt32(random.int(0...9)))
            heap.push(e)
            expected.append(e)
        }
        #expect(heap.count == 2_000)
        expected.sort(by: Self.before)
        var taken: [PredictedEvent] = []
        while !heap.isEmpty {
            let t = heap.earliestTime
            let e = heap.pop()
            #expect(e.t == t)
            taken.append(e)
        }
        #expect(taken.map(\.i) == expected.map(\.i))
        #expect(taken.map(\.version) == expected.map(\.version))
    }

    /// As the step uses it: each impact takes the earliest and schedules later ones.
    @Test func interleavedPushesAndPopsKeepTheOrder() {
        var random = SeededGenerator(seed: 9)
        let heap = EventHeap(capacity: 2)
        var reference: [PredictedEvent] = []
        var now = 0.0
        var body: Int32 = 0
        for _ in 0..<5_000 {
            if reference.isEmpty || random.chance(0.55) {
                let e = PredictedEvent(t: now + random.double(0...1), i: body, version: 0)
                body &+= 1
                heap.push(e)
                reference.append(e)
            } else {
                let least = reference.indices.min { Self.before(reference[$0], reference[$1]) }!
                let e = heap.pop()
                #expect(e.i == reference[least].i && e.t == reference[least].t)
                reference.remove(at: least)
                now = e.t
            }
            #expect(heap.count == reference.count)
        }
        heap.removeAll()
        #expect(heap.isEmpty)
    }
}
