/// Whether a step continues the event-driven step's horizon (`EventHorizon`), and how long
/// a new one is.
extension World {
    /// At the start of the event-driven step (after the first half kick and the fields):
    /// whether the running horizon goes on, and if not, the steps of the next. A horizon goes
    /// on, and one of more than a step starts, only from exactly the motions the last step's
    /// impacts left (no kick, damping, field, push, sleep or user code moved a body since:
    /// `motionsChanged`), with the same boundaries and bodies.
    func horizonAtStepStart(h: Double) -> (continuing: Bool, steps: Int) {
        let horizon = eventSolver.horizon
        let n = motion.count
        guard horizon.allowed, options.eventHorizons, eventSolver.motionsKept, eventSolver.keptBodyCount == n,
              horizon.staticsRevision == statics.revision, horizon.bodiesRebuilt == bodiesRebuilt else { return (false, 1) }
        let m = motion.base, b = info.base
        #if DEBUG
        // Bit for bit (six doubles a body, no padding): every writer cleared the flag.
        assert(memcmp(m, eventSolver.endMotion.base, n * MemoryLayout<BodyMotion>.stride) == 0,
               "a body's motion changed between steps without World.motionsChanged()")
        #endif
        if horizon.continues { return (true, horizon.steps) }
        var speeds = 0.0, movers = 0, extent = 0.0
        for i in 0..<n where b[i].movesAmongBodies {
            speeds += m[i].vx * m[i].vx + m[i].vy * m[i].vy
            movers += 1
            extent = max(extent, b[i].extent)
        }
        let rms = movers > 0 ? (speeds / Double(movers)).squareRoot() : 0
        return (false, EventHorizon.steps(travel: rms * h, extent: extent))
    }

    /// After the event-driven step's impacts, before its last pass and the last half kick:
    /// whether the next step may continue from here, with the boundaries' and bodies'
    /// revisions kept and the motions marked as the impacts leave them (`motionsKept`).
    /// `solvedNothing`: no contact or joint was solved this step.
    func recordHorizonEnd(solvedNothing: Bool) {
        eventSolver.horizon.allowed = solvedNothing && scratch.collidersAreCircles
        // A scene that cannot continue a horizon keeps nothing (the next step starts afresh).
        guard eventSolver.horizon.allowed && options.eventHorizons else {
            eventSolver.motionsKept = false
            return
        }
        eventSolver.horizon.staticsRevision = statics.revision
        eventSolver.horizon.bodiesRebuilt = bodiesRebuilt
        // The last pass's drifts are the impacts' own: the motions kept are those after it.
        eventSolver.motionsKept = true
        eventSolver.keptBodyCount = motion.count
    }

    /// A body's motion is being written outside the impacts (a kick, a field, a push, sleep,
    /// user code through the world): a running horizon's predictions may no longer hold, so
    /// the next step starts a new one. Every such writer calls it; debug builds check.
    @inline(__always)
    func motionsChanged() { eventSolver.motionsKept = false }
}
