/// How many fixed steps the event-driven step's predictions and grid of sweeps cover.
///
/// In a scene where nothing but impacts changes the bodies that collide with bodies (no
/// gravity, damping, field, joint, resting contact or user code touching them, the
/// boundaries the same), a body's predicted next impact stays true from one step to the
/// next. The event-driven step then predicts over a horizon of a few steps: the grid of
/// sweeps is built and the first predictions are made once per horizon, and each step takes
/// the impacts that fall within it and brings every body to its end. This is the hard-sphere
/// codes' persistent event calendar (Smallenburg 2022), bounded to a few steps so that the
/// sweeps stay short. A step that finds anything changed starts afresh, so a horizon never
/// carries a stale prediction; a horizon of one step is the step alone, bit for bit.
struct EventHorizon {
    /// The longest horizon, in steps.
    static let maxSteps = 4
    /// A horizon's bodies move, at their root-mean-square speed, about this many of the
    /// largest colliding body's extents: longer sweeps cost more in the grid than the
    /// fewer rebuilds save (the gas kernel, Benchmarks/GasKernel, measured 3 best).
    static let travelInExtents = 3.0

    /// Steps the running horizon covers (1: the step alone).
    var steps = 1
    /// Steps of it taken so far.
    var taken = 0
    /// Whether a step of the horizon left something it cannot carry on with: a body that
    /// used up its bounces (it stood still, as its neighbours' predictions assumed), or
    /// impacts left over when the step's budget ran out.
    var broken = false
    /// Whether the last step could start or continue a horizon: every colliding body a circle
    /// and nothing solved between bodies (whatever else moves a body, a field or a kick,
    /// clears `EventSolverState.motionsKept`, which the next step reads).
    var allowed = false
    /// What the last step's impacts left behind, to tell whether anything changed since:
    /// the boundaries' revision and the world's body rebuilds (whether the bodies' motions
    /// changed is `EventSolverState.motionsKept`).
    var staticsRevision = -1
    var bodiesRebuilt = -1

    /// The horizon's end and the current step's end, in seconds since the horizon began.
    @inline(__always) func end(step h: Double) -> Double { Double(steps) * h }
    @inline(__always) func stepEnd(step h: Double) -> Double { Double(taken + 1) * h }
    /// Whether the current step is the horizon's last (it takes every impact left).
    @inline(__always) var isLastStep: Bool { taken + 1 >= steps }
    /// Whether the next step may continue this horizon, if nothing changed.
    var continues: Bool { allowed && !broken && taken < steps }

    /// The horizon for bodies whose root-mean-square speed carries them `travel` points a
    /// step, the largest of them `extent` points from its center to its farthest point: to
    /// the nearest step (a scene tuned to move exactly so far should not hang on a rounding).
    static func steps(travel: Double, extent: Double) -> Int {
        guard travel > 0 else { return maxSteps }
        let k = travelInExtents * extent / travel
        return k >= Double(maxSteps) ? maxSteps : max(1, Int(k.rounded()))
    }
}
