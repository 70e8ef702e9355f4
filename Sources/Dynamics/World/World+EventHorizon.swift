/// Whether a step continues the event-driven step's horizon (`EventHorizon`), and how long
/// a new one is.
extension World {
    /// At the start of the event-driven step (after the first half kick and the fields):
    /// whether the running horizon goes on, and if not, the steps of the next. A horizon goes
    /// on, and one of more than a step starts, only from exactly the motions the last step's
    /// impacts left (bit for bit: no kick, damping, field, push or user code moved a body),
    /// with the same boundaries and bodies.
    func horizonAtStepStart(h: Double) -> (continuing: Bool, steps: Int) {
        let horizon = eventSolver.horizon
        let n = motion.count
        guard horizon.allowed, eventSolver.horizonsAllowed, eventSolver.endMotion.count == n, horizon.staticsRevision == statics.revision,
              horizon.bodiesRebuilt == bodiesRebuilt else { return (false, 1) }
        // Bit for bit, so one comparison of the two arrays' bytes (six doubles a body, no
        // padding).
        let m = motion.base, b = info.base
        guard memcmp(m, eventSolver.endMotion.base, n * MemoryLayout<BodyMotion>.stride) == 0 else { return (false, 1) }
        if horizon.continues { return (true, horizon.steps) }
        var speeds = 0.0, movers = 0, extent = 0.0
        for i in 0..<n where b[i].itemMask != 0 && !b[i].anchored {
            speeds += m[i].vx * m[i].vx + m[i].vy * m[i].vy
            movers += 1
            extent = max(extent, b[i].extent)
        }
        let rms = movers > 0 ? (speeds / Double(movers)).squareRoot() : 0
        return (false, EventHorizon.steps(travel: rms * h, extent: extent))
    }

    /// After the event-driven step's impacts, before the last half kick: whether the next
    /// step may continue from here, with the boundaries' and bodies' revisions kept; if so,
    /// `endItemCollisionStep` keeps every body's motion for it (true returned).
    /// `solvedNothing`: no contact or joint was solved this step.
    func recordHorizonEnd(solvedNothing: Bool) -> Bool {
        eventSolver.horizon.allowed = solvedNothing && scratch.collidersAreCircles
        // A scene that cannot continue a horizon keeps nothing (the next step starts afresh).
        guard eventSolver.horizon.allowed && eventSolver.horizonsAllowed else { return false }
        eventSolver.horizon.staticsRevision = statics.revision
        eventSolver.horizon.bodiesRebuilt = bodiesRebuilt
        return true
    }
}
