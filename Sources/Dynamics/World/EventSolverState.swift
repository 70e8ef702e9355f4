/// What the event-driven step (`ItemCollisions`) keeps per body and per step: bodies that
/// collide with bodies move from one predicted impact to the next, each on its own clock.
final class EventSolverState {
    /// Each body's own time within the step (seconds since the step began).
    let localTime = Storage<Double>(capacity: 64)
    /// Moves on whenever a body's trajectory changes, so predictions made before are stale.
    let version = Storage<UInt32>(capacity: 64)
    /// Impacts each body took this step (capped by `World.maxBouncesPerStep`).
    let bounces = Storage<Int32>(capacity: 64)
    /// Predicted impacts, earliest first.
    let heap = EventHeap()
    /// What each body's current event hits and how (its `t` is the sweep's own fraction; the
    /// event's `t` is what counts): written with the event, read when it is taken.
    let hits = Storage<SweepHit>(capacity: 64)
    /// Events the last event-driven step processed (for tests of its bound).
    @exclusivity(unchecked) var lastStepEvents = 0

    /// Starts a step of n bodies: every clock at the step's start, no prediction made.
    func begin(bodyCount n: Int) {
        localTime.resize(n, fill: 0)
        version.resize(n, fill: 0)
        bounces.resize(n, fill: 0)
        hits.resize(n, fill: SweepHit(limit: 1))
        let t = localTime.base, v = version.base, b = bounces.base
        for i in 0..<n { t[i] = 0; v[i] = 0; b[i] = 0 }
        heap.removeAll()
    }
}
