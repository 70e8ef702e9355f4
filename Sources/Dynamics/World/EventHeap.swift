/// A collision predicted for body `i` at time `t` (seconds into the step), against body `j`
/// or a boundary record. The versions say which trajectories it was computed from: when a
/// body's trajectory changes its version moves on and stale events are skipped.
struct PredictedEvent: BitwiseCopyable {
    var t: Double
    var i: Int32
    var j: Int32
    var versionI: UInt32
    var versionJ: UInt32
    /// What was hit and how (its `t` is the sweep's own fraction; the event's `t` is what counts).
    var hit: SweepHit
}

/// A binary min-heap on (t, i, j): ties break the same way on every run.
final class EventHeap {
    let storage = Storage<PredictedEvent>(capacity: 256)

    var isEmpty: Bool { storage.count == 0 }

    func removeAll() { storage.removeAll() }

    @inline(__always) private static func less(_ a: PredictedEvent, _ b: PredictedEvent) -> Bool {
        if a.t != b.t { return a.t < b.t }
        if a.i != b.i { return a.i < b.i }
        return a.j < b.j
    }

    func push(_ e: PredictedEvent) {
        storage.append(e)
        let h = storage.base
        var c = storage.count - 1
        while c > 0 {
            let p = (c - 1) / 2
            if !EventHeap.less(h[c], h[p]) { break }
            h.swapAt(c, p)
            c = p
        }
    }

    func pop() -> PredictedEvent {
        let h = storage.base
        let top = h[0]
        let n = storage.count - 1
        h[0] = h[n]
        storage.removeLast()
        var p = 0
        while true {
            let l = 2 * p + 1, r = l + 1
            var m = p
            if l < n && EventHeap.less(h[l], h[m]) { m = l }
            if r < n && EventHeap.less(h[r], h[m]) { m = r }
            if m == p { break }
            h.swapAt(p, m)
            p = m
        }
        return top
    }
}

extension UnsafeMutablePointer {
    @inline(__always) func swapAt(_ a: Int, _ b: Int) {
        let t = self[a]
        self[a] = self[b]
        self[b] = t
    }
}
