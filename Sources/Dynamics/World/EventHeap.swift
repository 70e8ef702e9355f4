/// A collision predicted for body `i` at time `t` (seconds into the step), against body `j`
/// or a boundary record. The versions say which trajectories it was computed from: when a
/// body's trajectory changes its version moves on and stale events are skipped.
///
/// What was hit and how is kept beside, per body (`EventSolverState.hits`): a body has at most
/// one event whose version is current, so the heap moves 24 bytes an entry instead of 80.
struct PredictedEvent: BitwiseCopyable {
    var t: Double
    var i: Int32
    var j: Int32
    var versionI: UInt32
    var versionJ: UInt32
}

/// A binary min-heap on (t, i, j): ties break the same way on every run.
final class EventHeap {
    let storage = Storage<PredictedEvent>(capacity: 256)

    var isEmpty: Bool { storage.count == 0 }

    /// The earliest event's time (the heap must not be empty).
    var earliestTime: Double { storage.base[0].t }

    func removeAll() { storage.removeAll() }

    @inline(__always) private static func less(_ a: PredictedEvent, _ b: PredictedEvent) -> Bool {
        if a.t != b.t { return a.t < b.t }
        if a.i != b.i { return a.i < b.i }
        return a.j < b.j
    }

    /// Sifts up with a hole: each step moves one entry, not two.
    func push(_ e: PredictedEvent) {
        storage.append(e)
        let h = storage.base
        var c = storage.count - 1
        while c > 0 {
            let p = (c - 1) / 2
            if !EventHeap.less(e, h[p]) { break }
            h[c] = h[p]
            c = p
        }
        h[c] = e
    }

    /// Takes the earliest; the last entry sifts down from the root through a hole.
    func pop() -> PredictedEvent {
        let h = storage.base
        let top = h[0]
        let n = storage.count - 1
        let last = h[n]
        storage.removeLast()
        guard n > 0 else { return top }
        var p = 0
        while true {
            let l = 2 * p + 1, r = l + 1
            if l >= n { break }
            let m = r < n && EventHeap.less(h[r], h[l]) ? r : l
            if !EventHeap.less(h[m], last) { break }
            h[p] = h[m]
            p = m
        }
        h[p] = last
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
