/// A collision predicted for body `i` at time `t` (seconds into the step), computed from its
/// trajectory of `version`: when a body's trajectory changes its version moves on and its
/// stale events are skipped.
///
/// What the event hits is kept beside, per body (`EventSolverState.hits` and `.partners`): a
/// body has at most one event whose version is current, so the heap moves 16 bytes an entry,
/// four to a cache line.
struct PredictedEvent: BitwiseCopyable {
    var t: Double
    var i: Int32
    var version: UInt32
}

/// A four-ary min-heap on (t, i). Each body has at most one current event, so among the
/// events that are taken no two share both: ties break the same way on every run.
///
/// Four children a node rather than two: half the levels, and a node's children fill one
/// 64-byte line (the buffer is line-aligned and the root sits at its fourth slot), so a sift
/// down reads one line a level. Past a few thousand bodies the heap no longer fits the
/// nearest caches, and a binary heap's deep levels each cost a trip to memory.
/// Its own buffer rather than a `Storage`: that one cannot place its elements on a line.
final class EventHeap {
    /// Slots before the root, so that the children of node p (4p+1 ... 4p+4) start a line.
    private static let rootSlot = 3
    @exclusivity(unchecked) private var buffer: UnsafeMutableRawPointer
    /// The root; node k is `entries[k]`.
    @exclusivity(unchecked) private var entries: UnsafeMutablePointer<PredictedEvent>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity: Int

    init(capacity: Int = 256) {
        self.capacity = max(1, capacity)
        (buffer, entries) = EventHeap.allocate(self.capacity)
    }

    deinit { buffer.deallocate() }

    private static func allocate(_ capacity: Int) -> (UnsafeMutableRawPointer, UnsafeMutablePointer<PredictedEvent>) {
        let stride = MemoryLayout<PredictedEvent>.stride
        let raw = UnsafeMutableRawPointer.allocate(byteCount: (capacity + rootSlot) * stride, alignment: 64)
        let first = raw.bindMemory(to: PredictedEvent.self, capacity: capacity + rootSlot)
        return (raw, first + rootSlot)
    }

    var isEmpty: Bool { count == 0 }

    /// The earliest event's time (the heap must not be empty).
    var earliestTime: Double { entries[0].t }

    func removeAll() { count = 0 }

    @inline(__always) private static func less(_ a: PredictedEvent, _ b: PredictedEvent) -> Bool {
        if a.t != b.t { return a.t < b.t }
        return a.i < b.i
    }

    /// Sifts up with a hole: each step moves one entry, not two.
    func push(_ e: PredictedEvent) {
        if count == capacity { grow() }
        let h = entries
        var c = count
        count += 1
        while c > 0 {
            let p = (c - 1) >> 2
            if !EventHeap.less(e, h[p]) { break }
            h[c] = h[p]
            c = p
        }
        h[c] = e
    }

    /// Takes the earliest; the last entry sifts down from the root through a hole.
    func pop() -> PredictedEvent {
        let h = entries
        let top = h[0]
        let n = count - 1
        count = n
        guard n > 0 else { return top }
        let last = h[n]
        var p = 0
        while true {
            let first = 4 &* p &+ 1
            if first >= n { break }
            // The least of the node's children (up to four, one line).
            var m = first
            let end = min(first &+ 4, n)
            var c = first &+ 1
            while c < end {
                if EventHeap.less(h[c], h[m]) { m = c }
                c &+= 1
            }
            if !EventHeap.less(h[m], last) { break }
            h[p] = h[m]
            p = m
        }
        h[p] = last
        return top
    }

    private func grow() {
        let (freshBuffer, fresh) = EventHeap.allocate(capacity * 2)
        fresh.moveInitialize(from: entries, count: count)
        buffer.deallocate()
        buffer = freshBuffer
        entries = fresh
        capacity *= 2
    }
}
