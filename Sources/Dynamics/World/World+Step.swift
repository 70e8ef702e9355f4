/// One fixed step of the world: the stages of `StepStage`, in its order, each a function
/// with its inputs in its signature. This is the whole pipeline; the stages live beside the
/// state they work on (`MotionSolver`, `ItemCollisions`, `RestingContacts`, `World+Sleep`).
extension World {
    /// Advances every body by `h` seconds. The animator brought the bodies up to date with
    /// the behaviors first (`syncBodies`); behaviors' actions may change them again, which
    /// the next step picks up.
    func step(h: Double) {
        isStepping = true
        stepIndex += 1
        stage(.prepare) { prepareStep() }
        // Derived from the counters `validate()` checks: whether nothing ties one body's
        // velocity to another's, so the drift takes each whole body step in one pass.
        let route = StepRoute(world: self)
        stage(.integrateVelocities) { integrateVelocities(h: h, route: route) }
        let impacts = stage(.predictImpacts) { predictImpacts(h: h) }
        let solve = stage(.solveConstraints) { solveConstraints(h: h, route: route) }
        let written = stage(.drift) { drift(h: h, route: route, impacts: impacts, solve: solve) }
        stage(.finishVelocities) { finishVelocities(h: h, route: route, solve: solve) }
        stage(.sleep) { updateSleep(h: h) }
        stage(.writeBack) { if !written { writeBack() } }
        stage(.reportContacts) { reportContacts() }
        stage(.actions) { runActions() }
        isStepping = false
        // What the actions caused (a boundary removed ends its contacts).
        contacts.dispatch()
        #if DEBUG
        validate()
        #endif
    }

    /// Runs one stage, timed into `profile` when it is kept.
    @inline(__always)
    private func stage<T>(_ stage: StepStage, _ body: () -> T) -> T {
        guard profilesSteps else { return body() }
        let t0 = StageClock.now()
        let result = body()
        profile.seconds[stage.rawValue] = StageClock.now() - t0
        return result
    }

    /// Before moving: the boundary grid is current, instantaneous pushes are applied once,
    /// and contacts are tracked only when some collision behavior has a delegate.
    private func prepareStep() {
        statics.rebuildIfNeeded()
        updateJoinedPairs()
        applyInstantaneousPushes()
        trackContacts = behaviorIndex.collisions.contains { $0.collisionDelegate != nil }
        scratch.hits.removeAll()
        contactStore.touchNormal.resize(2 * motion.count, fill: 0)
        staticView = statics.view()
    }

    /// Turns this step's hits into began / ended contacts and tells the delegates.
    private func reportContacts() {
        if trackContacts || contacts.count > 0 {
            contacts.record(hits: scratch.hits, world: self)
            contacts.endSeparated(world: self)
        }
        contacts.dispatch()
    }

    /// Writes every body's position and rotation to its item.
    func writeBack() {
        guard writesItems else { return }
        let m = motion.base, b = info.base
        itemRefs.withUnsafeBufferPointer { refs in
            for i in 0..<refs.count { World.writeBack(m[i], isCircle: b[i].isCircle, to: refs[i]) }
        }
    }

    /// Writes one body's position, and its rotation unless it is a circle that never turned, to
    /// an item that does not read them from the body (`BodyMirror`).
    @inline(__always)
    static func writeBack(_ m: BodyMotion, isCircle: Bool, to ref: UnretainedItem) {
        // A mirrored `BasicItem` reads the body itself: nothing to write, and its object is
        // not touched.
        if ref.mirrored { return }
        let center = Point(x: m.px, y: m.py)
        let rotates = !isCircle || m.w != 0
        if let basic = ref.basic {
            basic._withUnsafeGuaranteedRef { item in
                item.center = center
                if rotates { item.rotation = m.angle }
            }
        } else {
            ref.item.center = center
            if rotates { ref.item.rotation = m.angle }
        }
    }

    /// Applies instantaneous pushes that are active, then turns them off (as UIKit does).
    func applyInstantaneousPushes() {
        for push in behaviorIndex.instantPushes where push.active {
            let f = push.pushDirection * PushBehavior.pointsPerUnit
            for item in push.items {
                guard let i = index(of: item) else { continue }
                // As `addLinearVelocity` does: a body asleep since the last push wakes for this one.
                disturbBody(i)
                let b = info[i]
                motion.base[i].vx += f.dx * b.invMass
                motion.base[i].vy += f.dy * b.invMass
                motion.base[i].w += push.targetOffsetFromCenter(for: item).cross(f) * b.invInertia
            }
            push.active = false
        }
    }

    /// Calls every behavior's action, parents before children.
    func runActions() {
        for behavior in behaviorIndex.flat { behavior.action?() }
    }
}
