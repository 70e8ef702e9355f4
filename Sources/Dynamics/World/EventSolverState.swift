/// What the event-driven step (`ItemCollisions`) keeps per body over a horizon of one or a
/// few steps (`EventHorizon`): bodies that collide with bodies move from one predicted impact
/// to the next, each on its own clock.
final class EventSolverState {
    /// Each body's own time within the horizon (seconds since it began).
    let localTime = Storage<Double>(capacity: 64)
    /// Moves on whenever a body's trajectory changes, so predictions made before are stale.
    let version = Storage<UInt32>(capacity: 64)
    /// Impacts each body took this step (capped by `World.maxBouncesPerStep`; each step of
    /// a horizon starts again from none).
    let bounces = Storage<Int32>(capacity: 64)
    /// Whether each body moves on its own clock here: it meets bodies and is not anchored.
    /// Set as a horizon begins (`prepareItemCollisions`) and kept by sleep and waking, so the
    /// step's last pass reads a byte a body rather than a body's 120-byte record, which
    /// streamed the whole of `World.info` through the caches every step.
    let drifts = Storage<Bool>(capacity: 64)
    /// Predicted impacts, earliest first.
    let heap = EventHeap()
    /// What each body's current event hits and how (its `t` is the sweep's own fraction; the
    /// event's `t` is what counts): written with the event, read when it is taken.
    let hits = Storage<SweepHit>(capacity: 64)
    /// The other body of each body's current event, and its version then: written with the
    /// event, read when it is taken (the heap's entries hold only the time, body and version).
    let partners = Storage<EventPartner>(capacity: 64)
    /// Events the last event-driven step processed (for tests of its bound).
    @exclusivity(unchecked) var lastStepEvents = 0
    /// The steps the predictions cover, and what the last step ended with (`EventHorizon`).
    @exclusivity(unchecked) var horizon = EventHorizon()
    /// Whether every body's motion is still as the last step's impacts left it, for the n
    /// bodies there were then (`recordHorizonEnd` sets it): whatever writes a motion outside
    /// the impacts clears it (`World.motionsChanged`), so a step that starts with it set may
    /// continue the horizon. A flag and not a copy of the motions to compare: past a few
    /// thousand bodies the copy and the comparison were each a trip through memory a step.
    @exclusivity(unchecked) var motionsKept = false
    @exclusivity(unchecked) var keptBodyCount = -1
    #if DEBUG
    /// Debug builds keep the motions too, and check the flag against them bit for bit: a
    /// writer that does not clear it fails there, in the tests.
    let endMotion = Storage<BodyMotion>(capacity: 64)
    #endif
    /// Steps that continued a horizon (tests turn horizons off to compare:
    /// `WorldOptions.eventHorizons`).
    @exclusivity(unchecked) var continuedSteps = 0
    /// Horizons begun (`begin`): a step with no body moving among bodies begins none.
    @exclusivity(unchecked) var horizonsBegun = 0

    /// Starts a horizon of `steps` steps and n bodies: every clock at its start, no
    /// prediction made.
    func begin(bodyCount n: Int, steps: Int) {
        horizonsBegun &+= 1
        horizon.steps = steps
        horizon.taken = 0
        horizon.broken = false
        localTime.resize(n, fill: 0)
        version.resize(n, fill: 0)
        bounces.resize(n, fill: 0)
        hits.resize(n, fill: SweepHit(limit: 1))
        partners.resize(n, fill: .none)
        let t = localTime.base, v = version.base, b = bounces.base
        for i in 0..<n { t[i] = 0; v[i] = 0; b[i] = 0 }
        heap.removeAll()
    }

    /// Body i's event: into the heap, with what it hits beside.
    @inline(__always)
    func schedule(_ i: Int, at t: Double, partner: EventPartner, hit: SweepHit) {
        hits[i] = hit
        partners[i] = partner
        heap.push(PredictedEvent(t: t, i: Int32(i), version: version[i]))
    }
}
