/// Sleeping islands, as Box2D and Chipmunk keep them: bodies joined by resting contacts or
/// joints form an island, and an island whose bodies have all been still for `sleepDelay`
/// goes to sleep. A sleeping body is skipped by the step (it costs nothing) until something
/// touches it, pushes it, or changes a behavior it is in.
extension World {
    /// Seconds a body must be still before its island may sleep.
    static let sleepDelay = 0.5
    /// Still means slower than this (points/s) for a body that touches something ...
    /// Box2D's 5 cm/s at the benchmarks' 100 points a metre. At 1 point/s (engine 9) the
    /// 20-row pyramid (`breakout-bench pyramid`) slept after 152 steps, 0.064 points from its
    /// start; at 5, after 97 steps, 0.070 points from it, with no other change: its boxes are
    /// still by then, moving less than a hundredth of a point a step.
    static let sleepSpeed = 5.0
    /// ... or slower than this for one in free space (a slow ball drifting is not at rest) ...
    static let freeSleepSpeed = 0.1
    /// ... and turning slower than this (radians/s).
    static let sleepSpin = 0.02

    /// Puts body i to sleep: it stops, and the step leaves it where it is.
    func sleepBody(_ i: Int) {
        guard !info.base[i].asleep else { return }
        info.base[i].asleep = true
        info.base[i].anchored = true
        keepDriftFlag(i)
        motionsChanged()
        motion.base[i].vx = 0; motion.base[i].vy = 0; motion.base[i].w = 0
        islands.sleepingBodies += 1
    }

    /// Wakes body i; its still time is kept, so a woken island that stays still sleeps again.
    func wakeBody(_ i: Int) {
        guard info.base[i].asleep else { return }
        info.base[i].asleep = false
        info.base[i].anchored = info.base[i].pinned
        keepDriftFlag(i)
        islands.sleepingBodies -= 1
    }

    /// Body i was anchored or freed: the event-driven step's flag follows (a body woken by an
    /// impact moves on to the step's end).
    @inline(__always)
    private func keepDriftFlag(_ i: Int) {
        if i < eventSolver.drifts.count { eventSolver.drifts[i] = info.base[i].movesAmongBodies }
    }

    /// Wakes body i and starts its still time again (it was pushed or changed).
    func disturbBody(_ i: Int) {
        // Every write to a body from outside the step comes through here first.
        motionsChanged()
        wakeBody(i)
        islands.stillTime[i] = 0
    }

    /// Wakes every body (a boundary was removed, say: what rested on it must fall).
    func wakeAll() {
        guard islands.sleepingBodies > 0 else { return }
        for i in 0..<motion.count { wakeBody(i) }
    }

    /// `StepStage.sleep`: only bodies that rest on something or hang from a joint can sleep.
    func updateSleep(h: Double) {
        if restingBodies > 0 || !solverState.joints.isEmpty { updateStillTimes(h: h) }
    }

    /// After the step: how long each body has been still.
    func updateStillTimes(h: Double) {
        let m = motion.base, b = info.base
        let touching2 = World.sleepSpeed * World.sleepSpeed, free2 = World.freeSleepSpeed * World.freeSleepSpeed
        let tn = contactStore.touchNormal.base
        islands.stillBodies = 0
        for i in 0..<motion.count where !b[i].anchored {
            let limit = tn[2 * i] != 0 || tn[2 * i + 1] != 0 ? touching2 : free2
            if m[i].vx * m[i].vx + m[i].vy * m[i].vy < limit && abs(m[i].w) < World.sleepSpin && b[i].invMass > 0 {
                islands.stillTime[i] += h
                if islands.stillTime[i] >= World.sleepDelay { islands.stillBodies += 1 }
            } else {
                islands.stillTime[i] = 0
            }
        }
    }

    /// Before solving: islands whose bodies have all been still long enough go to sleep.
    func sleepStillIslands() {
        guard islands.stillBodies > 0 else { return }
        let n = motion.count
        islands.reset(bodyCount: n)
        let b = info.base, still = islands.stillTime.base
        let c = contactStore.points.base
        var k = 0
        while k < contactStore.points.count {
            let i = Int(c[k].i), j = Int(c[k].j)
            // A manifold's two points join the same two bodies.
            k += c[k].pairedWithNext ? 2 : 1
            guard j >= 0, !b[j].pinned else { continue }
            // Two bodies that are not still keep their islands awake whether joined or not:
            // only a join that reaches a still body can change what sleeps.
            if still[i] < World.sleepDelay && still[j] < World.sleepDelay { continue }
            islands.join(i, j)
        }
        for attachment in behaviorIndex.attachments {
            guard let a = index(of: attachment.items[0]) else { continue }
            if attachment.items.count > 1, let j = index(of: attachment.items[1]) { islands.join(a, j) }
        }
        // An island stays awake while any of its bodies is moving (or cannot sleep).
        let awake = islands.awake.base
        for i in 0..<n where !b[i].pinned && !b[i].asleep && islands.stillTime[i] < World.sleepDelay {
            awake[islands.root(i)] = true
        }
        for i in 0..<n where !b[i].pinned && !b[i].asleep && !awake[islands.root(i)] { sleepBody(i) }
    }
}
