/// The step for scenes where bodies collide with bodies: event-driven. Each body keeps its
/// own clock inside the step; the earliest predicted impact (body-body or body-boundary) is
/// taken from a heap, the two bodies are brought to that time and respond, and only they
/// are predicted again. Events computed from an outdated trajectory are recognised by
/// version numbers and skipped or recomputed. Bodies are found through a grid of swept
/// boxes, to which a body's new sweep is added after each of its impacts.
extension World {
    /// Before the constraints: clocks, versions and the grid of sweeps for a horizon of
    /// `horizonSteps` steps (the resting contacts find their neighbours through it too).
    func prepareItemCollisions(h: Double, horizonSteps: Int) {
        let n = motion.count
        let b = info.base
        eventSolver.begin(bodyCount: n, steps: horizonSteps)
        scratch.stamp.resize(n, fill: 0)
        setUpBodyGrid(h: eventSolver.horizon.end(step: h))
        guard !sweepGrid.isEmpty else { return }
        // Every body's first sweep, from the boxes the layout measured; no rebuild midway
        // (the grid is being built).
        sweepGrid.markRebuilding()
        let boxes = scratch.sweepBoxes.base
        for i in 0..<n where b[i].itemMask != 0 {
            let box = boxes[i]
            sweepGrid.insert(i, box.x0, box.y0, box.x1, box.y1)
        }
        sweepGrid.markRebuilt()
    }

    /// One step of `h` seconds: a new horizon's first predictions (unless `continuing` one
    /// whose predictions stand), then the impacts that fall within the step, earliest first.
    /// Predictions reach the horizon's end. The bodies that meet bodies are left on their own
    /// clocks: `endItemCollisionStep` brings them to the step's end.
    func moveWithItemCollisions(h: Double, continuing: Bool) {
        let n = motion.count
        let b = info.base
        let horizon = eventSolver.horizon
        let end = horizon.end(step: h), stepEnd = horizon.stepEnd(step: h), lastStep = horizon.isLastStep
        if continuing {
            // The horizon's predictions stand: a new step's bounces, and the bodies that
            // meet no body move alone.
            eventSolver.continuedSteps &+= 1
            let bounces = eventSolver.bounces.base
            for i in 0..<n { bounces[i] = 0 }
            if itemColliders < n {
                for i in 0..<n where !b[i].anchored && b[i].itemMask == 0 { moveAlone(i, h: h) }
            }
        } else {
            scratch.offerTime.resize(n, fill: end)
            scratch.offerPartner.resize(n, fill: -1)
            let offerTime = scratch.offerTime.base
            for i in 0..<n { offerTime[i] = end }
            if options.firstPassByPairs && scratch.collidersAreCircles && !sweepGrid.isEmpty && !sweepGrid.hasOversized {
                firstPassByPairs(step: h, end: end)
            } else {
                // One pass over the bodies (past a few thousand they no longer fit the cache):
                // those that meet no body move alone (nothing here reads them), the others are
                // predicted. Offers pass between circles only: a polygon's first prediction is an
                // ordinary one.
                let quiet = quietExcess(within: end)
                for i in 0..<n where !b[i].anchored {
                    if b[i].itemMask == 0 {
                        moveAlone(i, h: h)
                    } else if b[i].isCircle {
                        predictFirst(i, h: end)
                    } else if let excess = quiet, isQuiet(i, besideExcess: excess, within: end) {
                        continue
                    } else {
                        predict(i, h: end)
                    }
                }
            }
        }

        // Every impact costs its bodies a bounce, and each body has `maxBouncesPerStep`, so a
        // step ends; the budget also bounds the stale events and re-predictions around them,
        // whatever the scene. Past it, bodies coast to the end of the step.
        let budget = World.eventBudgetPerBody * itemColliders + 1024
        var handled = 0
        defer { eventSolver.lastStepEvents = handled }
        // Read once (sized for the horizon: nothing in the loop grows them).
        let heap = eventSolver.heap, versions = eventSolver.version.base
        let partners = eventSolver.partners.base, hits = eventSolver.hits.base
        while !heap.isEmpty && handled < budget {
            // Impacts past this step wait for the next (the last step takes all that is left).
            if !lastStep && heap.earliestTime > stepEnd { break }
            handled += 1
            let e = heap.pop()
            let i = Int(e.i)
            if e.version != versions[i] { continue }
            let partner = partners[i]
            let j = Int(partner.body)
            if j >= 0 && partner.version != versions[j] { predict(i, h: end); continue }
            let hit = hits[i]
            drift(i, to: e.t)
            if j < 0 {
                var m = motion[i]
                let bi = b[i]
                m.px += hit.nx * hit.push
                m.py += hit.ny * hit.push
                let cx = bi.isCircle ? m.px - bi.radius * hit.nx : hit.cx
                let cy = bi.isCircle ? m.py - bi.radius * hit.ny : hit.cy
                // The step's middle less the impact's time: the drift velocity's lead
                // (`respondToStatic`; a body that accelerates has a horizon of one step).
                respondToBoundary(i, &m, bi, hit.nx, hit.ny, cx - m.px, cy - m.py, lag: stepEnd - h / 2 - e.t)
                motion[i] = m
                noteContact(i, hit.nx, hit.ny, record: hit.record, other: -1, x: cx, y: cy)
            } else {
                drift(j, to: e.t)
                respondToBody(i, j, hit, remaining: stepEnd - e.t, lag: stepEnd - h / 2 - e.t)
                settle(j, h: end)
            }
            settle(i, h: end)
        }
        if handled >= budget { eventSolver.horizon.broken = true }
    }

    /// The step's last pass over the bodies, after `moveWithItemCollisions` and
    /// `recordHorizonEnd`: every body that meets bodies drifts to the step's end; `writingBack`,
    /// each item takes its body's position (`writeBack`), when nothing moves a body after this
    /// and some item does not read its body (`BodyMirror`).
    /// One pass instead of two: past a few thousand bodies each pass is a trip through memory.
    /// Debug builds also keep every motion here, for the next step to check the horizon's flag.
    func endItemCollisionStep(h: Double, writingBack: Bool) {
        let n = motion.count
        let b = info.base, m = motion.base
        let stepEnd = eventSolver.horizon.stepEnd(step: h)
        #if DEBUG
        let recording = eventSolver.motionsKept
        if recording { eventSolver.endMotion.resize(n, fill: BodyMotion(px: 0, py: 0, vx: 0, vy: 0, angle: 0, w: 0)) }
        let e = eventSolver.endMotion.base
        #endif
        let writing = writingBack && writesItems
        let drifts = eventSolver.drifts.base, clocks = eventSolver.localTime.base, bounces = eventSolver.bounces.base
        itemRefs.withUnsafeBufferPointer { refs in
            for i in 0..<n {
                #if DEBUG
                assert(drifts[i] == b[i].movesAmongBodies, "a body's drift flag is stale")
                #endif
                // `drift(i, to: stepEnd)` for a body that takes part, reading no `BodyInfo`.
                if drifts[i] {
                    let dt = stepEnd - clocks[i]
                    clocks[i] = stepEnd
                    if dt > 0 && bounces[i] < World.maxBouncesPerStep { m[i].drift(by: dt) }
                }
                #if DEBUG
                if recording { e[i] = m[i] }
                #endif
                if writing { World.writeBack(m[i], isCircle: b[i].isCircle, to: refs[i]) }
            }
        }
        eventSolver.horizon.taken += 1
    }

    /// A horizon's first predictions when every body that meets bodies is a circle, as
    /// `predictFirst` makes them in body order, but by pairs: first each body's boundary
    /// impact, then each pair of circles whose sweeps share a cell once (from the grid's cells,
    /// with no stamps and no pair met from both sides), solved by the lower-numbered body as
    /// `predictFirst` solves it, then each body's earliest: the boundary, else the earliest
    /// offer, else its own earliest pair (on equal times in that order, as there).
    private func firstPassByPairs(step h: Double, end: Double) {
        scratch.firstPassesByPairs &+= 1
        let n = motion.count
        let b = info.base, motions = motion.base, clocks = eventSolver.localTime.base
        #if DEBUG
        // The pass runs only right after `prepareItemCollisions` began the horizon: the pairs
        // below take every clock as 0 and every body as unbounced.
        let bounces = eventSolver.bounces.base
        for i in 0..<n { assert(clocks[i] == 0 && bounces[i] == 0, "a horizon's first pass after an impact") }
        #endif
        scratch.boundaryTime.resize(n, fill: end)
        scratch.ownTime.resize(n, fill: end)
        scratch.boundaryFound.resize(n, fill: false)
        scratch.ownPartner.resize(n, fill: -1)
        let found = scratch.boundaryFound.base, boundaryTime = scratch.boundaryTime.base
        let own = scratch.ownTime.base, ownPartner = scratch.ownPartner.base
        let offers = scratch.offerTime.base, offerPartner = scratch.offerPartner.base
        let boxes = scratch.sweepBoxes.base
        // Read once: the loop's stores could otherwise be taken to change them.
        let view = staticView, hasStatics = !statics.isEmpty, hits = eventSolver.hits.base
        let joined = !joinedPairs.isEmpty
        // Each body's boundaries (and the bodies that meet no body, moved alone), in order.
        for i in 0..<n where !b[i].anchored {
            if b[i].itemMask == 0 { moveAlone(i, h: h); continue }
            found[i] = false
            own[i] = end
            ownPartner[i] = -1
            let bi = b[i], m = motions[i]
            let t0 = clocks[i], remaining = end - t0
            if bi.boundaryMask != 0 && hasStatics {
                var s = SweepHit(limit: 1)
                view.sweepCircle(m.px, m.py, m.vx * remaining, m.vy * remaining, bi.radius, bi.boundaryMask, &s)
                if s.found {
                    found[i] = true
                    boundaryTime[i] = t0 + s.t * remaining
                    hits[i] = s
                }
            }
        }
        // The pairs: the lower-numbered body solves a pair and offers it to the other; an
        // anchored body is never predicted, so the other solves it and nothing is offered.
        sweepGrid.forEachPairSharingACell { low, high in
            let (i, j) = b[low].anchored ? (high, low) : (low, high)
            // Sweeps whose boxes do not meet cannot touch within the horizon: passed over
            // before any arithmetic (sharing a cell, the boxes need not meet).
            let boxI = boxes[i], boxJ = boxes[j]
            if boxI.x1 < boxJ.x0 || boxJ.x1 < boxI.x0 || boxI.y1 < boxJ.y0 || boxJ.y1 < boxI.y0 { return }
            if b[i].anchored || !b[i].collides(with: b[j]) { return }
            let offering = !b[j].anchored
            // Every clock is at the horizon's start and no body has bounced (see above): the
            // same arithmetic as a later prediction's, without reading either.
            guard let t = World.circlesImpact(motions[i], t0: 0, ts: 0, motions[j], clockJ: 0, jMoves: offering,
                                              radii: b[i].radius + b[j].radius, h: end) else { return }
            if joined && joinedPairs.contains(i, j) { return }
            if offering && t < offers[j] {
                offers[j] = t
                offerPartner[j] = Int32(i)
            }
            if t < own[i] {
                own[i] = t
                ownPartner[i] = Int32(j)
            }
        }
        // Each body's earliest, pushed in body order (the bodies `setUpBodyGrid` flagged as
        // moving among bodies, without reading their records again).
        let drifts = eventSolver.drifts.base
        for i in 0..<n where drifts[i] {
            var bestT = end, any = false, byPair = false
            var j: Int32 = -1
            if found[i] { bestT = boundaryTime[i]; any = true }
            if offers[i] < bestT {
                bestT = offers[i]; any = true; byPair = true
                j = offerPartner[i]
            }
            if own[i] < bestT {
                bestT = own[i]; any = true; byPair = true
                j = ownPartner[i]
            }
            guard any else { continue }
            // A boundary's hit is the one the first loop kept.
            let partner = byPair ? EventPartner(body: j, version: eventSolver.version[Int(j)]) : .none
            eventSolver.schedule(i, at: bestT, partner: partner, hit: byPair ? SweepHit(limit: 1) : eventSolver.hits[i])
        }
    }

    /// After an impact: a new trajectory, so a new version, prediction and sweep (to `h`, the
    /// horizon's end). A body that used up its bounces stands still for the rest of the step,
    /// which the horizon's later steps would not know: it ends with this step.
    /// The prediction comes before the sweep goes into the grid: it searches the cells of that
    /// very sweep, where the body's own nodes would be a quarter of all it walks past. The
    /// bodies it finds are the same either way (a rebuild at the insert drops only sweeps
    /// left behind, whose bodies are found by their current ones or cannot meet it).
    private func settle(_ i: Int, h: Double) {
        let bounces = eventSolver.bounces.base
        eventSolver.version.base[i] &+= 1
        bounces[i] += 1
        if bounces[i] >= World.maxBouncesPerStep { eventSolver.horizon.broken = true }
        if info.base[i].anchored { return }
        predict(i, h: h)
        insertSweep(i, h: h)
    }

    /// A body that used up its bounces stays where it is for the rest of the step.
    @inline(__always) func isFrozen(_ i: Int) -> Bool { eventSolver.bounces.base[i] >= World.maxBouncesPerStep }

    @inline(__always) private func drift(_ i: Int, to t: Double) {
        let clocks = eventSolver.localTime.base
        let dt = t - clocks[i]
        clocks[i] = t
        if dt <= 0 || isFrozen(i) || info.base[i].anchored { return }
        motion.base[i].drift(by: dt)
    }

    /// Body i's motion at time t, as seen by others (a frozen body stands still).
    @inline(__always) private func motion(of i: Int, at t: Double) -> BodyMotion {
        var m = motion[i]
        if isFrozen(i) || info[i].anchored { m.vx = 0; m.vy = 0; m.w = 0; return m }
        let dt = t - eventSolver.localTime[i]
        m.px += m.vx * dt; m.py += m.vy * dt; m.angle += m.w * dt
        return m
    }

    /// When circle i (motion `m`, on its clock `t0`) first touches circle j (`mj`, on its
    /// clock `clockJ`; `jMoves` false when j is frozen or anchored) from `ts`, the later of
    /// the two clocks, to the horizon's end `h`; `radii` their sum. One body of arithmetic
    /// for both first passes (body by body and by pairs) and the later predictions, so the
    /// passes give the same times bit for bit.
    @inline(__always)
    private static func circlesImpact(_ m: BodyMotion, t0: Double, ts: Double, _ mj: BodyMotion, clockJ: Double,
                                      jMoves: Bool, radii: Double, h: Double) -> Double? {
        let di = ts - t0
        let ax = m.px + m.vx * di, ay = m.py + m.vy * di
        var bx = mj.px, by = mj.py, bvx = 0.0, bvy = 0.0
        if jMoves {
            let dj = ts - clockJ
            bvx = mj.vx; bvy = mj.vy
            bx += bvx * dj; by += bvy * dj
        }
        let span = h - ts
        guard let f = CircleSweep.circles(ax, ay, m.vx * span, m.vy * span, bx, by, bvx * span, bvy * span,
                                          radii, limit: 1) else { return nil }
        return ts + f * span
    }

    /// Finds body i's earliest impact from its own time to the horizon's end `h`.
    ///
    /// `predictFirst`: a horizon's first prediction of every circle, in body order. A pair of
    /// circles is then solved once, by the lower-numbered body, which offers the impact to the
    /// other (`offerTime`): the same arithmetic either way round, so the same time, for half
    /// the work. On equal times the boundary, then the earlier offer, is kept. The offers
    /// give each body the first event its own full search would: the lower body alone would
    /// be enough to find the pair in time (its earlier event re-predicts it), but the heap,
    /// and so the results, would no longer be bit for bit those of searching from both sides.
    private func predict(_ i: Int, h: Double) { predictImpact(i, h: h, firstPass: false) }

    /// When every body that meets bodies is a polygon whose resting contacts were found this
    /// step, the most any of them can close beyond its own speculative margin by `end`
    /// (`closingExcess`, never below 0); nil otherwise. A prediction then only ever meets
    /// such polygons, and `isQuiet` can tell that it would find nothing.
    private func quietExcess(within end: Double) -> Double? {
        let b = info.base
        var most = 0.0
        for i in 0..<motion.count where b[i].itemMask != 0 {
            guard !b[i].isCircle, contactStore.isSearched(i) else { return nil }
            most = max(most, closingExcess(i, within: end))
        }
        return most
    }

    /// How far polygon i can move by `end`, turning included, less half the speculative
    /// margin its contacts were found with.
    @inline(__always)
    private func closingExcess(_ i: Int, within end: Double) -> Double {
        let remaining = end - eventSolver.localTime[i]
        return World.speed(motion.base[i], extent: info.base[i].extent) * remaining - contactStore.speculation[i] / 2
    }

    /// Whether polygon i's prediction to `end` would find nothing, when every body that meets
    /// bodies is a resting polygon and none closes more than `excess` beyond its margin
    /// (`quietExcess`). A pair is left to the contact solver when the sum of its speeds cannot
    /// close half its two margins (`closingAllowance(i, j)`) before the end, which holds for
    /// every pair when i's excess and the most of any other's stay below half the contact
    /// margin (with a hundredth to spare); and i's boundaries are its speculative contacts'
    /// (`hasSpeculativeContacts`). In a settling pyramid this leaves out each box's walk of the grid.
    private func isQuiet(_ i: Int, besideExcess excess: Double, within end: Double) -> Bool {
        closingExcess(i, within: end) + excess < 0.99 * World.contactMargin / 2
    }

    /// A horizon's first prediction of circle i (see `predictImpact`).
    private func predictFirst(_ i: Int, h: Double) { predictImpact(i, h: h, firstPass: true) }

    /// Inlined into both, so each is compiled for its own pass.
    @inline(__always)
    private func predictImpact(_ i: Int, h: Double, firstPass: Bool) {
        let t0 = eventSolver.localTime[i]
        let remaining = h - t0
        if remaining <= 0 || isFrozen(i) { return }
        let m = motion[i]
        let b = info[i]
        var bestT = h
        var partner = EventPartner.none
        var hit = SweepHit(limit: 1)
        var found = false
        if b.boundaryMask != 0 && !statics.isEmpty {
            if b.isCircle {
                var s = SweepHit(limit: 1)
                staticView.sweepCircle(m.px, m.py, m.vx * remaining, m.vy * remaining, b.radius, b.boundaryMask, &s)
                if s.found {
                    bestT = t0 + s.t * remaining
                    hit = s
                    found = true
                }
            } else {
                var s = SweepHit(limit: remaining)
                polygonStaticTOI(i, m, b, remaining, &s)
                if s.found {
                    bestT = t0 + s.t
                    hit = s
                    found = true
                }
            }
        }
        let offers = scratch.offerTime.base
        if firstPass && offers[i] < bestT {
            let j = Int(scratch.offerPartner[i])
            bestT = offers[i]; found = true
            partner = EventPartner(body: Int32(j), version: eventSolver.version[j])
            hit = SweepHit(limit: 1)
        }
        // Other bodies whose sweeps share a cell with ours. For a resting polygon whose
        // contacts were found, its fastest point's speed (the quiet pairs below).
        let quietSpeed = !b.isCircle && contactStore.isSearched(i) ? World.speed(m, extent: b.extent) : -1
        // A first prediction's sweep is the one the grid was built with, measured then.
        let first = scratch.sweepBoxes.base[i]
        let (x0, y0, x1, y1) = firstPass ? (first.x0, first.y0, first.x1, first.y1) : sweepBox(i, h: h)
        let infos = info.base, motions = motion.base, clocks = eventSolver.localTime.base
        let bounces = eventSolver.bounces.base
        let joined = !joinedPairs.isEmpty
        let gathered = gatherBodies(x0, y0, x1, y1, other: i, withoutBranches: b.isCircle)
        let candidates = scratch.candidates.base
        for k in 0..<gathered {
            let j = Int(candidates[k])
            let ts = max(t0, clocks[j])
            // Too late for this body; on the first pass, a circle pair may still be the
            // other's earliest, to be offered.
            let late = ts >= bestT
            if late && !firstPass { continue }
            // Two circles, the gas's every pair: `motion(of:at:)` and `CircleSweep.circles`
            // with the same arithmetic, reading only what a circle needs (i is neither frozen
            // nor anchored here: it would not be predicted).
            if b.isCircle && infos[j].isCircle {
                let bj = infos[j]
                if !b.collides(with: bj) { continue }
                // First pass: j solved this pair already and offered it (unless j is
                // anchored: never predicted).
                let offering = firstPass && !bj.anchored
                if offering ? j < i : late { continue }
                let jMoves = !(bounces[j] >= World.maxBouncesPerStep || bj.anchored)   // isFrozen(j), read once
                // Joined circles do not collide: asked only of a pair that would meet, which
                // few of a gas's candidates are.
                guard let t = World.circlesImpact(m, t0: t0, ts: ts, motions[j], clockJ: clocks[j], jMoves: jMoves,
                                                  radii: b.radius + bj.radius, h: h),
                      !(joined && joinedPairs.contains(i, j)) else { continue }
                if offering && t < offers[j] {
                    offers[j] = t
                    scratch.offerPartner[j] = Int32(i)
                }
                if t < bestT {
                    bestT = t; found = true
                    partner = EventPartner(body: Int32(j), version: eventSolver.version[j])
                    hit = SweepHit(limit: 1)
                }
                continue
            }
            let bj = infos[j]
            if late || !b.collides(with: bj) || (joined && joinedPairs.contains(i, j)) { continue }
            // Two resting polygons whose contacts were both found (both could rest, so they
            // are a resting pair) and that cannot close half their margins before the step
            // ends, measured by the sum of their speeds (at least their relative speed): the test further down would leave
            // them to the contact solver too, and this one needs neither body brought to ts.
            // It passes over most of a settling pile.
            if quietSpeed >= 0 && !bj.isCircle && contactStore.isSearched(j) {
                let bound = quietSpeed + World.speed(motion.base[j], extent: bj.extent)
                if bound * (bestT - ts) < contactStore.closingAllowance(i, j) { continue }
            }
            // A circle pair took the path above: here one body at least is a polygon.
            let mi = motion(of: i, at: ts), mj = motion(of: j, at: ts)
            let resting = isRestingPair(i, j)
            // A resting pair that cannot close half its contact margin before the step ends
            // is the contact solver's alone: it found any features within the margin.
            if resting && !b.isCircle && !bj.isCircle && contactStore.isSearched(i) && contactStore.isSearched(j) {
                let reach = ((mi.vx - mj.vx) * (mi.vx - mj.vx) + (mi.vy - mj.vy) * (mi.vy - mj.vy)).squareRoot()
                    + abs(mi.w) * b.extent + abs(mj.w) * bj.extent
                if reach * (bestT - ts) < contactStore.closingAllowance(i, j) { continue }
            }
            let other = worldShape(j, px: mj.px, py: mj.py, angle: mj.angle, into: scratch.shapeB)
            guard let (dt, sep) = advanceToContact(i, mi, limit: bestT - ts, against: other,
                                                   otherVelocity: (mj.vx, mj.vy, mj.w, 0, 0),
                                                   otherBody: j, otherStart: mj,
                                                   slack: resting ? World.restingApproach : 0) else { continue }
            let t = ts + dt
            if t < bestT {
                bestT = t; found = true
                partner = EventPartner(body: Int32(j), version: eventSolver.version[j])
                hit = SweepHit(limit: 1, nx: sep.nx, ny: sep.ny, push: max(0, -sep.distance), cx: sep.cx, cy: sep.cy)
            }
        }
        if found { eventSolver.schedule(i, at: bestT, partner: partner, hit: hit) }
    }

    /// The impulse between bodies i and j (both brought to the time of impact).
    /// `lag`: the drift velocities' lead on the true ones at the impact (`respondToStatic`):
    /// it matters only where the two accelerate differently (a body falling onto an anchored
    /// one).
    private func respondToBody(_ i: Int, _ j: Int, _ hit: SweepHit, remaining: Double, lag: Double) {
        // A sleeping body that is hit wakes (it stood still until now, as predicted).
        if info[i].asleep { disturbBody(i) }
        if info[j].asleep { disturbBody(j) }
        var a = motion[i], c = motion[j]
        var ba = info[i], bc = info[j]
        // A body of the substeps meeting a body that does not move (anchored): the substeps
        // held that contact and gave its bounce already, so the drift only stops the approach
        // and the end velocity leaves the impact out, as at a boundary (`holdAtBoundary`).
        // Answered twice, a box landing on an anchored table at 1,000 points/s left at 2,000.
        let substeps = solverState.substepMembers.count > 0 ? solverState.substeps.base : nil
        var heldOnStill = false
        if let s = substeps {
            heldOnStill = (s[i].resting && (bc.pinned || bc.invMass == 0)) || (s[j].resting && (ba.pinned || ba.invMass == 0))
        }
        // A body that used up its bounces stands still for the rest of the step: the others
        // meet it as an immovable obstacle, as their predictions assumed.
        let savedA = a, savedC = c
        if isFrozen(i) { ba.invMass = 0; ba.invInertia = 0; a.vx = 0; a.vy = 0; a.w = 0 }
        if isFrozen(j) { bc.invMass = 0; bc.invInertia = 0; c.vx = 0; c.vy = 0; c.w = 0 }
        var nx = hit.nx, ny = hit.ny, px = hit.cx, py = hit.cy
        var overlap = hit.push
        if ba.isCircle && bc.isCircle {
            nx = a.px - c.px; ny = a.py - c.py
            let l = (nx * nx + ny * ny).squareRoot()
            if l > 0 { nx /= l; ny /= l } else { nx = 0; ny = -1 }
            overlap = ba.radius + bc.radius - l
            px = c.px + nx * bc.radius
            py = c.py + ny * bc.radius
        }
        // Overlapping bodies move apart, each by its share of the inverse mass.
        let inverseMasses = ba.invMass + bc.invMass
        if overlap > 0 && inverseMasses > 0 {
            let d = overlap * (1 + 1e-9)
            a.px += nx * d * ba.invMass / inverseMasses; a.py += ny * d * ba.invMass / inverseMasses
            c.px -= nx * d * bc.invMass / inverseMasses; c.py -= ny * d * bc.invMass / inverseMasses
        }
        let rax = px - a.px, ray = py - a.py, rcx = px - c.px, rcy = py - c.py
        let vx = (a.vx - a.w * ray) - (c.vx - c.w * rcy)
        let vy = (a.vy + a.w * rax) - (c.vy + c.w * rcx)
        let vn = vx * nx + vy * ny
        if vn < 0 {
            let ran = rax * ny - ray * nx, rcn = rcx * ny - rcy * nx
            let kn = ba.invMass + bc.invMass + ba.invInertia * ran * ran + bc.invInertia * rcn * rcn
            if kn > 0 {
                let e = heldOnStill ? 0 : max(ba.elasticity, bc.elasticity)
                var jn = -(1 + e) * vn / kn
                if kickingBodies > 0 {
                    // The contact points' relative acceleration along n (a body that does not
                    // move has none), and the true approach (none of it in a gas).
                    var an = 0.0
                    if ba.invMass > 0 && !ba.pinned { an += (ba.ax - ba.alpha * ray) * nx + (ba.ay + ba.alpha * rax) * ny }
                    if bc.invMass > 0 && !bc.pinned { an -= (bc.ax - bc.alpha * rcy) * nx + (bc.ay + bc.alpha * rcx) * ny }
                    let lead = an * lag
                    if lead != 0 { jn = (World.leavingVelocity(vn, lead: lead, elasticity: e) - vn) / kn }
                }
                a.vx += jn * nx * ba.invMass; a.vy += jn * ny * ba.invMass; a.w += ba.invInertia * ran * jn
                c.vx -= jn * nx * bc.invMass; c.vy -= jn * ny * bc.invMass; c.w -= bc.invInertia * rcn * jn
                let mu = (ba.friction * bc.friction).squareRoot()
                if mu > 0 {
                    let tx = -ny, ty = nx
                    let vt = ((a.vx - a.w * ray) - (c.vx - c.w * rcy)) * tx + ((a.vy + a.w * rax) - (c.vy + c.w * rcx)) * ty
                    let rat = rax * ty - ray * tx, rct = rcx * ty - rcy * tx
                    let kt = ba.invMass + bc.invMass + ba.invInertia * rat * rat + bc.invInertia * rct * rct
                    let jt = min(max(-vt / kt, -mu * jn), mu * jn)
                    a.vx += jt * tx * ba.invMass; a.vy += jt * ty * ba.invMass; a.w += ba.invInertia * rat * jt
                    c.vx -= jt * tx * bc.invMass; c.vy -= jt * ty * bc.invMass; c.w -= bc.invInertia * rct * jt
                }
            }
        }
        motion[i] = isFrozen(i) ? savedA : a
        motion[j] = isFrozen(j) ? savedC : c
        // The contacts solved before the drift held the velocities they saw, not these: a body
        // the impact could carry farther than `restingCreep` in the rest of the step into a
        // contact they did not hold sweeps against everything (`hasSpeculativeContacts`). Less
        // than that, the next step's contacts push out.
        if World.speed(of: a, from: savedA, extent: ba.extent) * remaining > World.restingCreep {
            contactStore.forgetSearch(i)
        }
        if World.speed(of: c, from: savedC, extent: bc.extent) * remaining > World.restingCreep {
            contactStore.forgetSearch(j)
        }
        // Two bodies of the substeps, or one and a body that does not move: their end
        // velocities already answer each other.
        if let s = substeps, (s[i].resting && s[j].resting) || heldOnStill {
            if s[i].member { holdBetweenMembers(i, before: savedA) }
            if s[j].member { holdBetweenMembers(j, before: savedC) }
        }
        noteContact(i, nx, ny, record: -1, other: Int32(j), x: px, y: py)
        contactStore.touchNormal[2 * j] = -nx
        contactStore.touchNormal[2 * j + 1] = -ny
    }

    // MARK: The grid of swept boxes

    private func sweepBox(_ i: Int, h: Double) -> (Double, Double, Double, Double) {
        let rest = isFrozen(i) || info[i].anchored ? 0 : h - eventSolver.localTime[i]
        return World.sweepBox(motion[i], extent: info[i].extent, moving: rest)
    }

    /// The box a body of `extent` covers moving as `m` for `rest` seconds.
    @inline(__always)
    private static func sweepBox(_ m: BodyMotion, extent e: Double, moving rest: Double) -> (Double, Double, Double, Double) {
        let x = sweptSpan(m.px, m.vx * rest), y = sweptSpan(m.py, m.vy * rest)
        return (x.low - e, y.low - e, x.high + e, y.high + e)
    }

    private func setUpBodyGrid(h: Double) {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        var extent = 0.0
        var circles = true
        scratch.sweepBoxes.resize(motion.count, fill: SweepBox(x0: 0, y0: 0, x1: 0, y1: 0))
        eventSolver.drifts.resize(motion.count, fill: false)
        let boxes = scratch.sweepBoxes.base, drifts = eventSolver.drifts.base
        let infos = info.base, motions = motion.base
        let clocks = eventSolver.localTime.base, bounces = eventSolver.bounces.base
        for i in 0..<motion.count {
            let bi = infos[i]
            drifts[i] = bi.movesAmongBodies
            if bi.itemMask == 0 { continue }
            circles = circles && bi.isCircle
            // `sweepBox(i, h:)`, from the arrays read once.
            let rest = bounces[i] >= World.maxBouncesPerStep || bi.anchored ? 0 : h - clocks[i]
            let (a, b, c, d) = World.sweepBox(motions[i], extent: bi.extent, moving: rest)
            boxes[i] = SweepBox(x0: a, y0: b, x1: c, y1: d)
            x0 = min(x0, a); y0 = min(y0, b); x1 = max(x1, c); y1 = max(y1, d)
            extent = max(extent, bi.extent)
        }
        // Keep the grid within what the field needs; bodies beyond it land in the edge cells.
        if x0 <= x1, let reference = referenceBounds {
            x0 = max(x0, reference.minX - 1000); y0 = max(y0, reference.minY - 1000)
            x1 = max(x0, min(x1, reference.maxX + 1000)); y1 = max(y0, min(y1, reference.maxY + 1000))
        }
        sweepGrid.layOut(x0, y0, x1, y1, cell: max(4 * extent, 1), bodies: motion.count)
        scratch.collidersAreCircles = circles
    }

    private func insertSweep(_ i: Int, h: Double) {
        guard !sweepGrid.isEmpty else { return }
        if sweepGrid.needsRebuild { rebuildBodyGrid(h: h) }
        let (x0, y0, x1, y1) = sweepBox(i, h: h)
        sweepGrid.insert(i, x0, y0, x1, y1)
    }

    /// Clears the grid and inserts every colliding body's current sweep once, keeping its box:
    /// after the constraints changed velocities, the first predictions search around these.
    func rebuildBodyGrid(h: Double) {
        sweepGrid.clear()
        sweepGrid.markRebuilding()   // no rebuild from inside the inserts below
        let boxes = scratch.sweepBoxes.base
        for j in 0..<motion.count where info[j].itemMask != 0 {
            let (x0, y0, x1, y1) = sweepBox(j, h: h)
            boxes[j] = SweepBox(x0: x0, y0: y0, x1: x1, y1: y1)
            sweepGrid.insert(j, x0, y0, x1, y1)
        }
        sweepGrid.markRebuilt()
    }

    /// Gathers into `scratch.candidates`, in the order a visit first meets them, the colliding
    /// bodies other than `other` whose sweeps may meet the box, each once; returns how many.
    /// A small body's sweep spans a few cells and so does the box: most nodes a visit walks
    /// past are bodies it has met already, each a jump the processor guesses wrong half the
    /// time. `withoutBranches`, every node is written and only a new body counted, with no
    /// jump (a gas's circles); otherwise a body met again is passed over by a jump, fewer
    /// instructions where a crowded pile's nodes are mostly bodies met already.
    @inline(__always)
    func gatherBodies(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, other: Int,
                      withoutBranches: Bool) -> Int {
        // At most every body once.
        if scratch.candidates.count < motion.count { scratch.candidates.resize(motion.count, fill: 0) }
        scratch.stampValue &+= 1
        let stamps = scratch.stamp.base, stampValue = scratch.stampValue
        stamps[other] = stampValue
        let candidates = scratch.candidates.base
        var count = 0
        if withoutBranches {
            visitBodies(x0, y0, x1, y1) { j in
                candidates[count] = Int32(truncatingIfNeeded: j)
                count &+= stamps[j] == stampValue ? 0 : 1
                stamps[j] = stampValue
            }
        } else {
            visitBodies(x0, y0, x1, y1) { j in
                if stamps[j] == stampValue { return }
                stamps[j] = stampValue
                candidates[count] = Int32(truncatingIfNeeded: j)
                count &+= 1
            }
        }
        return count
    }

    /// Calls `visit` with every colliding body whose sweep may meet the box (some more than
    /// once: callers stamp what they have seen).
    @inline(__always)
    func visitBodies(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ visit: (Int) -> Void) {
        if !sweepGrid.visit(x0, y0, x1, y1, visit) {
            // A long sweep: every body is a candidate (stamps keep each visit single).
            for j in 0..<motion.count where info[j].itemMask != 0 { visit(j) }
        }
    }
}
