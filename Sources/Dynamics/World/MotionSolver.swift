/// The stages of a step that move bodies (`StepStage`): half a kick of acceleration, the
/// fields, the joints and resting contacts solved together, the swept drift with every impact
/// at its exact time, the other half kick, and a last pass that takes out what that kick
/// pushed into a contact or joint. Kick-drift-kick makes free fall exact (x = a t^2 / 2 at
/// every step) and conserves energy with elasticity 1.
extension World {
    /// `StepStage.integrateVelocities`: the first half kick, the half kicks deferred from the
    /// last step, and the fields. Bodies alone take their kicks in the drift.
    func integrateVelocities(h: Double, route: StepRoute) {
        guard route == .together else { return }
        let n = motion.count
        let m = motion.base, b = info.base, tn = contactStore.touchNormal.base
        if kickingBodies > 0 {
            motionsChanged()
            for i in 0..<n where !b[i].anchored {
                World.firstHalfKick(&m[i], b + i, h)
                tn[2 * i] = 0; tn[2 * i + 1] = 0
            }
        } else {
            // No body accelerates or is damped (a gas): the kick would leave every velocity as
            // it is, so only the touch normals start afresh, without a pass over the bodies.
            for k in 0..<2 * n { tn[k] = 0 }
        }
        // Bodies held by contacts or joints last step get the half kick they skipped too
        // (a short list: the loop above stays the same for scenes without any).
        let deferred = solverState.kickDeferred.base
        if solverState.heldBodies.count > 0 { motionsChanged() }
        for k in 0..<solverState.heldBodies.count {
            let i = Int(solverState.heldBodies[k])
            deferred[i] = false
            if i >= n || b[i].anchored { continue }
            m[i].vx += b[i].ax * (h / 2)
            m[i].vy += b[i].ay * (h / 2)
            m[i].w += b[i].alpha * (h / 2)
        }
        solverState.heldBodies.removeAll()
        applyFields(h: h)
    }

    /// `StepStage.predictImpacts`: for bodies that collide with bodies, whether the running
    /// horizon of predicted impacts goes on, or a new one was predicted; or neither, when no
    /// such body moves this step. That holds only without attachments and snaps, which can
    /// move a body the step did not start moving; an impact needs a moving body, and a
    /// resting contact's search starts from one.
    func predictImpacts(h: Double) -> ImpactPrediction {
        guard anyItemCollisions else { return .none }
        if behaviorIndex.attachments.isEmpty && behaviorIndex.snaps.isEmpty && !anyBodyMovesAmongBodies() {
            // The next step starts a horizon afresh.
            motionsChanged()
            return .none
        }
        let horizon = horizonAtStepStart(h: h)
        if !horizon.continuing { prepareItemCollisions(h: h, horizonSteps: horizon.steps) }
        return horizon.continuing ? .continuing : .predicted
    }

    /// Whether a body that collides with bodies moves this step (is not asleep or pinned).
    private func anyBodyMovesAmongBodies() -> Bool {
        let b = info.base
        for i in 0..<motion.count where b[i].movesAmongBodies { return true }
        return false
    }

    /// `StepStage.drift`: every body to the step's end, each impact at its exact time.
    /// Returns whether the items were written on the way (bodies alone, and
    /// `endItemCollisionStep` when no kick follows it).
    func drift(h: Double, route: StepRoute, impacts: ImpactPrediction, solve: ConstraintSolve) -> Bool {
        if route == .eachBodyAlone {
            moveFreely(h: h)
            return true
        }
        guard impacts != .none else {
            moveEachAlone(h: h)
            return false
        }
        var continuing = impacts == .continuing
        if solve != .none {
            // The solve changed velocities: the grid of sweeps must follow, and a horizon of
            // more than this step (a continuing one is) ends: its predictions no longer hold.
            if eventSolver.horizon.steps > 1 {
                prepareItemCollisions(h: h, horizonSteps: 1)
                continuing = false
            }
            rebuildBodyGrid(h: h)
        }
        moveWithItemCollisions(h: h, continuing: continuing)
        // Nothing moves a body after the last pass when there is no kick to take: it writes
        // the items too.
        let written = solve == .none && kickingBodies == 0
        recordHorizonEnd(solvedNothing: solve == .none)
        endItemCollisionStep(h: h, writingBack: written)
        return written
    }

    /// `StepStage.finishVelocities`: the second half kick, and what the solve leaves for
    /// after the drift. Bodies alone took theirs in the drift.
    func finishVelocities(h: Double, route: StepRoute, solve: ConstraintSolve) {
        guard route == .together else { return }
        switch solve {
        case .none:
            lastHalfKick(h: h, skipping: nil)
        case .substeps:
            finishSubsteps(h: h)
            lastHalfKick(h: h, skipping: solverState.substeps.base)
            leaveSubsteps()
            storeContactImpulses(scale: Double(solverState.substepCount))
            storeJointImpulses(scale: Double(solverState.substepCount))
            projectRigidJoints(anchorsOnly: true)
        case .iterations:
            markHeldBodies()
            lastHalfKick(h: h, skipping: nil)
            relaxConstraints(h: h)
            applyBounces(deferringHalfKick: true, h: h)
            projectRigidJoints()
        }
    }

    /// The drift of `StepRoute.eachBodyAlone`: body by body, the first half kick, the sweep
    /// against the boundaries, the second half kick, and the write-back to the item. Its own
    /// function, so the circle sweep is inlined into one tight loop.
    private func moveFreely(h: Double) {
        // What the constrained path left from an earlier step no longer holds.
        if !solverState.joints.isEmpty { solverState.joints.removeAll(keepingCapacity: true) }
        contactStore.points.removeAll()
        let mp = motion.base, b = info.base, tn = contactStore.touchNormal.base, view = staticView
        let writing = writesItems
        itemRefs.withUnsafeBufferPointer { refs in
            for i in 0..<refs.count {
                // An anchored (or sleeping) body still has its item written, as `writeBack` does.
                if b[i].anchored {
                    if writing { World.writeBack(mp[i], isCircle: b[i].isCircle, to: refs[i]) }
                    continue
                }
                tn[2 * i] = 0; tn[2 * i + 1] = 0
                var m = mp[i]
                World.firstHalfKick(&m, b + i, h)
                if b[i].isCircle {
                    sweepCircle(i, view, &m, b + i, h, lag: h / 2)
                } else {
                    mp[i] = m
                    sweepPolygon(i, from: 0, to: h)
                    m = mp[i]
                }
                World.secondHalfKick(&m, b + i, tn + 2 * i, h)
                mp[i] = m
                if writing { World.writeBack(m, isCircle: b[i].isCircle, to: refs[i]) }
            }
        }
    }

    /// Every body against the boundaries only (no body collides with another), after the
    /// constraints were solved.
    private func moveEachAlone(h: Double) {
        let b = info.base, view = staticView
        for i in 0..<motion.count where !b[i].anchored {
            if b[i].isCircle { sweepCircle(i, view, from: 0, to: h) } else { sweepPolygon(i, from: 0, to: h) }
        }
    }

    /// Half of a step's acceleration, after the resistance's damping.
    @inline(__always)
    static func firstHalfKick(_ m: inout BodyMotion, _ b: UnsafeMutablePointer<BodyInfo>, _ h: Double) {
        m.vx = m.vx * b.pointee.linearDamping + b.pointee.ax * (h / 2)
        m.vy = m.vy * b.pointee.linearDamping + b.pointee.ay * (h / 2)
        m.w = m.w * b.pointee.angularDamping + b.pointee.alpha * (h / 2)
    }

    /// The other half; a body resting on a surface (normal `tn`) keeps no velocity into it.
    @inline(__always)
    static func secondHalfKick(_ m: inout BodyMotion, _ b: UnsafeMutablePointer<BodyInfo>,
                               _ tn: UnsafeMutablePointer<Double>, _ h: Double) {
        let ax = b.pointee.ax, ay = b.pointee.ay
        m.vx += ax * (h / 2)
        m.vy += ay * (h / 2)
        m.w += b.pointee.alpha * (h / 2)
        let nx = tn[0], ny = tn[1]
        let vn = m.vx * nx + m.vy * ny
        if vn < 0 && (ax * nx + ay * ny) < 0 {
            m.vx -= vn * nx
            m.vy -= vn * ny
        }
    }

    /// The second half kick. Bodies held by contacts or joints take it at the start of the
    /// next step instead (`SolverState.kickDeferred`), where the warm-started solve meets it with last
    /// step's impulses. Taking it here would leave it for the relax pass to undo from cold,
    /// which a tall stack converges on too slowly to ever read as still. Bodies of the
    /// substeps (`skipping`) had their whole step's acceleration there.
    private func lastHalfKick(h: Double, skipping substepped: UnsafeMutablePointer<SubstepMotion>?) {
        // With no acceleration, the kick changes nothing, not even along a touch normal.
        guard kickingBodies > 0 else { return }
        motionsChanged()
        let m = motion.base, b = info.base, tn = contactStore.touchNormal.base, deferred = solverState.kickDeferred.base
        for i in 0..<motion.count where !b[i].anchored {
            if deferred[i] { continue }
            if let s = substepped, s[i].member { continue }
            World.secondHalfKick(&m[i], b + i, tn + 2 * i, h)
        }
    }

    /// Marks the bodies that this step's contacts and joints hold (for the deferred half kick).
    private func markHeldBodies() {
        let deferred = solverState.kickDeferred.base
        func hold(_ i: Int) {
            if !deferred[i] { deferred[i] = true; solverState.heldBodies.append(Int32(i)) }
        }
        let c = contactStore.points.base
        for k in 0..<contactStore.points.count {
            hold(Int(c[k].i))
            if c[k].j >= 0 { hold(Int(c[k].j)) }
        }
        for row in solverState.joints {
            if row.a >= 0 { hold(row.a) }
            if row.b >= 0 { hold(row.b) }
        }
    }

    /// How the step's constraints were solved.
    enum ConstraintSolve {
        /// Nothing to solve.
        case none
        /// Resting contacts of polygons and joints other than sliding ones, in substeps
        /// (ContactSubsteps, JointSubsteps).
        case substeps
        /// Contacts of circles, or sliding joints: passes before the drift and relaxing passes
        /// after it. A circle meets others by exact events in the drift, which answer the
        /// velocities the solve left; in substeps they would answer the substeps' mean.
        case iterations
    }

    /// `StepStage.solveConstraints`: resting contacts and joints before the drift, found,
    /// islands put to sleep, then solved together, warm. Bodies alone have none.
    func solveConstraints(h: Double, route: StepRoute) -> ConstraintSolve {
        guard route == .together else { return .none }
        collectContacts(h: h)
        let sleepers = islands.sleepingBodies
        sleepStillIslands()
        if islands.sleepingBodies != sleepers { dropContactsOfSleepers() }
        prepareJoints(h: h)
        guard contactStore.points.count > 0 || !solverState.joints.isEmpty else { return .none }
        if !anyCircleContact() && jointsFitSubsteps() {
            solveContactsInSubsteps(h: h)
            noteRestingContacts()
            return .substeps
        }
        prepareBlocks()
        warmStartJoints()
        applyWarmImpulses()
        for _ in 0..<World.solveIterations {
            solveJoints(h: h, relax: false)
            solveContacts()
        }
        noteRestingContacts()
        return .iterations
    }

    /// Whether a circle has a resting contact this step.
    private func anyCircleContact() -> Bool {
        guard contactStore.anyCircle else { return false }
        let c = contactStore.points.base, b = info.base
        for k in 0..<contactStore.points.count where b[Int(c[k].i)].isCircle || (c[k].j >= 0 && b[Int(c[k].j)].isCircle) {
            return true
        }
        return false
    }

    /// After the last half kick: no contact left approaching, no rigid joint left stretching.
    private func relaxConstraints(h: Double) {
        prepareContactsForRelax()
        for _ in 0..<World.relaxIterations {
            solveJoints(h: h, relax: true)
            solveContacts()
        }
        storeJointImpulses()
        storeContactImpulses()
    }

    /// Moves body i through the step against the boundaries only.
    @inline(__always)
    func moveAlone(_ i: Int, h: Double) {
        if info.base[i].isCircle {
            sweepCircle(i, staticView, from: 0, to: h)
        } else {
            sweepPolygon(i, from: 0, to: h)
        }
    }

    /// Moves circle i from its time t0 to t1 (seconds into the step), bouncing off every
    /// boundary in its way at the exact time of impact.
    /// The sweeps start at the step's start (t0 is 0 wherever a body accelerates: a horizon of
    /// more than one step has no acceleration), so the drift velocity runs (t1 - t0) / 2 ahead
    /// of the true one there (`respondToStatic`).
    @inline(__always)
    func sweepCircle(_ i: Int, _ view: StaticView, from t0: Double, to t1: Double) {
        let mp = motion.base + i
        var m = mp.pointee
        sweepCircle(i, view, &m, info.base + i, t1 - t0, lag: (t1 - t0) / 2)
        mp.pointee = m
    }

    /// The same on a body's motion held in registers (`m`, stored back by the caller): one
    /// load and one store a body, since a wide load of fields just written one by one stalls.
    /// `lag`: how many seconds the drift velocity runs ahead of the body's true velocity at
    /// the sweep's start (`respondToStatic`).
    @inline(__always)
    func sweepCircle(_ i: Int, _ view: StaticView, _ m: inout BodyMotion, _ b: UnsafeMutablePointer<BodyInfo>,
                     _ remaining: Double, lag: Double) {
        m.angle += m.w * remaining
        let dx = m.vx * remaining, dy = m.vy * remaining
        let mask = b.pointee.boundaryMask
        if mask == 0 || view.isEmpty {
            m.px += dx
            m.py += dy
            return
        }
        // Most sweeps hit nothing: that path stays here, the bounces go out of line.
        var best = SweepHit(limit: 1)
        view.sweepCircle(m.px, m.py, dx, dy, b.pointee.radius, mask, &best)
        if best.found {
            bounceCircle(i, view, &m, remaining, best, lag: lag)
        } else {
            m.px += dx
            m.py += dy
        }
    }

    /// Continues a circle's sweep from its first hit, `first`, bouncing off every boundary in
    /// its way at the exact time of impact.
    @inline(never)
    func bounceCircle(_ i: Int, _ view: StaticView, _ m: inout BodyMotion, _ sweepTime: Double, _ first: SweepHit, lag: Double) {
        let b = info.base[i]
        var remaining = sweepTime
        var best = first
        var count: Int32 = 0
        while true {
            let dx = m.vx * remaining, dy = m.vy * remaining
            m.px += dx * best.t + best.nx * best.push
            m.py += dy * best.t + best.ny * best.push
            remaining -= remaining * best.t
            respondToBoundary(i, &m, b, best.nx, best.ny, -b.radius * best.nx, -b.radius * best.ny,
                              lag: lag - (sweepTime - remaining))
            noteContact(i, best.nx, best.ny, record: best.record, other: -1,
                        x: m.px - b.radius * best.nx, y: m.py - b.radius * best.ny)
            count += 1
            if count >= World.maxBouncesPerStep || remaining <= 0 { return }
            best = SweepHit(limit: 1)
            view.sweepCircle(m.px, m.py, m.vx * remaining, m.vy * remaining, b.radius, b.boundaryMask, &best)
            if !best.found {
                m.px += m.vx * remaining
                m.py += m.vy * remaining
                return
            }
        }
    }

    /// An impulse at contact offset (rx, ry) from the center against an immovable surface
    /// with normal n (toward the body): restitution along n, Coulomb friction along it.
    ///
    /// `lag`: how many seconds the drift velocity runs ahead of the body's true velocity at
    /// the impact. Kick-drift-kick drifts at the velocity of the step's middle, h/2 - s ahead
    /// of the true velocity at an impact s seconds into the step. The bounce answers the true
    /// approach (-e times it) and the drift keeps its lead, so the step ends with the velocity
    /// and the place of the exact motion: a drop rebounds to e^2 of its height wherever in a
    /// step it lands (before, up to 2.7% off at e = 0.5). The drift never leaves approaching,
    /// so a body cannot meet the surface again at once.
    @inline(__always)
    func respondToStatic(_ m: inout BodyMotion, _ b: BodyInfo, _ nx: Double, _ ny: Double, _ rx: Double, _ ry: Double,
                         lag: Double = 0) {
        let vcx = m.vx - m.w * ry, vcy = m.vy + m.w * rx
        let vn = vcx * nx + vcy * ny
        if vn >= 0 { return }
        let rn = rx * ny - ry * nx
        let kn = b.invMass + b.invInertia * rn * rn
        if kn <= 0 { return }
        // The contact point's acceleration along n, and its true normal velocity.
        let an = (b.ax - b.alpha * ry) * nx + (b.ay + b.alpha * rx) * ny
        let jn = (World.leavingVelocity(vn, lead: an * lag, elasticity: b.elasticity) - vn) / kn
        m.vx += jn * nx * b.invMass
        m.vy += jn * ny * b.invMass
        m.w += b.invInertia * rn * jn
        if b.friction > 0 {
            let tx = -ny, ty = nx
            let vt = (m.vx - m.w * ry) * tx + (m.vy + m.w * rx) * ty
            let rt = rx * ty - ry * tx
            let kt = b.invMass + b.invInertia * rt * rt
            let limit = b.friction * jn
            let jt = min(max(-vt / kt, -limit), limit)
            m.vx += jt * tx * b.invMass
            m.vy += jt * ty * b.invMass
            m.w += b.invInertia * rt * jt
        }
    }

    /// The normal velocity a drift of normal velocity `vn` leaves an impact with, its lead on
    /// the true velocity being `lead` (`respondToStatic`): -e times the true approach, plus the
    /// lead, never approaching. A touch slower than a bounce (a body coming to rest, a stack
    /// settling) is answered on the drift velocity alone, as the resting contacts would: free
    /// flight after it would lift a body the surface holds.
    @inline(__always)
    static func leavingVelocity(_ vn: Double, lead: Double, elasticity e: Double) -> Double {
        let trueVn = vn - lead
        return trueVn < -World.bounceThreshold ? max(-e * trueVn + lead, 0) : -e * vn
    }

    /// Remembers the contact for the final half kick and, when a delegate listens, for it.
    @inline(__always)
    func noteContact(_ i: Int, _ nx: Double, _ ny: Double, record: Int32, other: Int32, x: Double, y: Double) {
        contactStore.touchNormal.base[2 * i] = nx
        contactStore.touchNormal.base[2 * i + 1] = ny
        if trackContacts { scratch.hits.append(ContactHit(body: Int32(i), other: other, record: record, x: x, y: y)) }
    }

    // MARK: Polygons (and circles against polygons): conservative advancement

    /// Moves polygon body i from t0 to t1 against the boundaries.
    func sweepPolygon(_ i: Int, from t0: Double, to t1: Double) {
        let b = info[i]
        // As `sweepCircle(_:_:from:to:)`: the drift velocity's lead at the sweep's start.
        let lag = (t1 - t0) / 2
        var remaining = t1 - t0
        var count: Int32 = 0
        while remaining > 0 {
            var m = motion[i]
            var best = SweepHit(limit: remaining)
            if b.boundaryMask != 0 { polygonStaticTOI(i, m, b, remaining, &best) }
            let t = best.found ? best.t : remaining
            m.px += m.vx * t + best.nx * best.push
            m.py += m.vy * t + best.ny * best.push
            m.angle += m.w * t
            remaining -= t
            if best.found {
                respondToBoundary(i, &m, b, best.nx, best.ny, best.cx - m.px, best.cy - m.py, lag: lag - (t1 - t0 - remaining))
                noteContact(i, best.nx, best.ny, record: best.record, other: -1, x: best.cx, y: best.cy)
                count += 1
            }
            motion[i] = m
            if !best.found || count >= World.maxBouncesPerStep { break }
        }
    }

    /// The earliest time (within `limit` seconds) body i, moving with m, touches a boundary.
    func polygonStaticTOI(_ i: Int, _ m: BodyMotion, _ b: BodyInfo, _ limit: Double, _ best: inout SweepHit) {
        if hasSpeculativeContacts(i, m, b, limit) { return }
        let reach = b.extent + abs(m.w) * b.extent * limit
        let dx = m.vx * limit, dy = m.vy * limit
        let sx0 = min(m.px, m.px + dx) - reach, sx1 = max(m.px, m.px + dx) + reach
        let sy0 = min(m.py, m.py + dy) - reach, sy1 = max(m.py, m.py + dy) + reach
        scratch.stampValue &+= 1
        staticView.forEachPrimitive(sx0, sy0, sx1, sy1) { p in
            guard p.alive, p.behaviorBit & b.boundaryMask != 0 else { return }
            if p.maxX < sx0 || p.minX > sx1 || p.maxY < sy0 || p.minY > sy1 { return }
            p.forEachPiece(meeting: m.px, m.py) { piece in
                let shape = primitiveShape(piece, into: scratch.shapeB)
                if let (t, sep) = advanceToContact(i, m, limit: best.t, against: shape, otherVelocity: (0, 0, 0, 0, 0),
                                                   slack: canRest(i) ? World.restingApproach : 0) {
                    if t < best.t || !best.found {
                        best.t = t; best.nx = sep.nx; best.ny = sep.ny
                        best.push = sep.distance < 0 ? -sep.distance + World.linearSlop : 0
                        best.record = piece.record; best.body = -1; best.cx = sep.cx; best.cy = sep.cy
                    }
                }
            }
        }
    }

    /// Whether the boundaries are the contact solver's alone for body i over the next `limit`
    /// seconds: a resting polygon whose contacts were found this step (every boundary feature
    /// within its margin, as speculative contacts that let a gap close and no more) and that
    /// cannot move, turning included, half that margin. Its sweep could find nothing the
    /// solver has not held already, and conservative advancement is the step's dearest part.
    @inline(__always)
    func hasSpeculativeContacts(_ i: Int, _ m: BodyMotion, _ b: BodyInfo, _ limit: Double) -> Bool {
        guard !b.isCircle, canRest(i), contactStore.isSearched(i) else { return false }
        return World.speed(m, extent: b.extent) * limit < contactStore.closingAllowance(i)
    }

    /// The fastest any point of a body of this extent moves (points/s), turning included.
    @inline(__always)
    static func speed(_ m: BodyMotion, extent: Double) -> Double {
        (m.vx * m.vx + m.vy * m.vy).squareRoot() + abs(m.w) * extent
    }

    /// The fastest any point of a body of this extent moves with the velocity change from
    /// `before` to `after` (points/s).
    @inline(__always)
    static func speed(of after: BodyMotion, from before: BodyMotion, extent: Double) -> Double {
        speed(BodyMotion(px: 0, py: 0, vx: after.vx - before.vx, vy: after.vy - before.vy, angle: 0, w: after.w - before.w),
              extent: extent)
    }

    /// How far (points) a touching shape may move between looks for a corner swinging in.
    static let creep = 0.05
    /// The same for a resting pair: a corner found this far in is pushed out at once, and
    /// the contact solver holds the pair from the next step on (the overlap tests allow 0.5
    /// pt); five times fewer looks for a box that lands on another.
    static let restingCreep = 0.25

    /// Whether bodies i and j meet as resting contact does: neither perfectly elastic, each
    /// either resting-capable or anchored.
    @inline(__always)
    func isRestingPair(_ i: Int, _ j: Int) -> Bool {
        let b = info.base
        return max(b[i].elasticity, b[j].elasticity) < 1 && (canRest(i) || b[i].pinned) && (canRest(j) || b[j].pinned)
    }

    /// Conservative advancement: steps body i (pose m at time 0, moving with its velocity)
    /// toward `other` (moving with otherVelocity: vx, vy, w, cx, cy about its centre) until the
    /// gap is `linearSlop`. Returns the time and the separation there, or nil if they do not
    /// meet before `limit` or are touching and moving apart.
    func advanceToContact(_ i: Int, _ m: BodyMotion, limit: Double, against other: ConvexView,
                          otherVelocity ov: (Double, Double, Double, Double, Double),
                          otherBody: Int = -1, otherStart: BodyMotion? = nil, slack: Double = 0) -> (Double, Separation)? {
        let b = info[i]
        let target = World.linearSlop, tolerance = World.linearSlop / 4
        let otherExtent = otherBody >= 0 ? info[otherBody].extent : 0
        let bound = ((m.vx - ov.0) * (m.vx - ov.0) + (m.vy - ov.1) * (m.vy - ov.1)).squareRoot()
            + abs(m.w) * b.extent + abs(ov.2) * otherExtent
        var t = 0.0
        var last = Separation(distance: 0, nx: 0, ny: 0, cx: 0, cy: 0)
        for look in 0..<World.maxLooks {
            let a = worldShape(i, px: m.px + m.vx * t, py: m.py + m.vy * t, angle: m.angle + m.w * t, into: scratch.shapeA)
            var shape = other
            if otherBody >= 0, let s = otherStart {
                shape = worldShape(otherBody, px: s.px + s.vx * t, py: s.py + s.vy * t, angle: s.angle + s.w * t, into: scratch.shapeB)
            }
            let sep = ConvexSeparation.between(a, shape)
            last = sep
            if sep.distance < target + tolerance {
                // Relative velocity of the contact point along the normal.
                let px = m.px + m.vx * t, py = m.py + m.vy * t
                let rx = sep.cx - px, ry = sep.cy - py
                var vx = m.vx - m.w * ry - ov.0, vy = m.vy + m.w * rx - ov.1
                if otherBody >= 0, let s = otherStart {
                    let ox = sep.cx - (s.px + s.vx * t), oy = sep.cy - (s.py + s.vy * t)
                    vx += s.w * oy
                    vy -= s.w * ox
                }
                let vn = vx * sep.nx + vy * sep.ny
                // A resting pair (slack > 0) touching and closing slowly is the contact
                // solver's; it could only sink by slack x h before the next step.
                if vn < -slack || (slack == 0 && sep.distance < 0) { return (t, sep) }
                // Touching but parting (or resting) at the nearest feature: another corner may
                // still swing in (a box slapping down flat). Creep forward by `creep` points of
                // motion, which no feature can close faster than, and look again; a corner
                // found that far in is pushed out. A step of one slop would need hundreds of
                // looks for a fast swing and run out of them.
                if bound <= 0 { return nil }
                t += (slack > 0 ? World.restingCreep : World.creep) / bound
                if t > limit { return nil }
                continue
            }
            if bound <= 0 { return nil }
            // A corner pivoting just outside the target gap (a box tipping over) would hold
            // every advance to a sliver: after many looks, advance at least `creep`.
            t += max(sep.distance - target, look < 64 ? 0 : World.creep) / bound
            if t > limit { return nil }
        }
        // Out of looks before the end of the sweep (a body spinning thousands of radians a
        // second against a wall): the rest of the motion was not checked, so this is where it
        // stops. The answer there bounces only an approach, and the body looks again from here
        // (its bounces in a step are bounded), where giving up would let it pass through.
        return (t, last)
    }

    /// Looks of one conservative advancement (`advanceToContact`): a bound on its loop.
    static let maxLooks = 256
}
