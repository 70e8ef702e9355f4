/// One fixed step of the world, in the order Box2D's `b2World_Step` reads: get the broad
/// phase ready, then move and collide, then report contacts, then let user code run.
extension World {
    /// Advances every body by `h` seconds. The animator brought the bodies up to date with
    /// the behaviors first (`syncBodies`); behaviors' actions may change them again, which
    /// the next step picks up.
    func step(h: Double) {
        isStepping = true
        stepIndex += 1
        prepareStep()
        // Integrate, sweep against the boundaries and each other, resolve impacts (continuous:
        // MotionSolver, and ItemCollisions for bodies that collide with bodies).
        // The free path writes each body back as it goes, while the body is in cache.
        if !moveBodies(h: h) { writeBack() }
        reportContacts()
        contacts.dispatch()
        runActions()
        isStepping = false
        // What the actions caused (a boundary removed ends its contacts).
        contacts.dispatch()
        #if DEBUG
        validate()
        #endif
    }

    /// Before moving: the boundary grid is current, instantaneous pushes are applied once,
    /// and contacts are tracked only when some collision behavior has a delegate.
    private func prepareStep() {
        statics.rebuildIfNeeded()
        updateJoinedPairs()
        applyInstantaneousPushes()
        trackContacts = behaviorIndex.collisions.contains { $0.collisionDelegate != nil }
        scratch.hits.removeAll()
    }

    /// Turns this step's hits into began / ended contacts for the delegates.
    private func reportContacts() {
        guard trackContacts || contacts.count > 0 else { return }
        contacts.record(hits: scratch.hits, world: self)
        contacts.endSeparated(world: self)
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
