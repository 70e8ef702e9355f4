/// The step trusts counters and lists that the writers keep by hand (how many bodies collide
/// with bodies, kick, can rest, are groups or mirrored; which bodies wait for their half
/// kick; each body's membership record). `validate()` recomputes each from the bodies
/// themselves and traps on the first difference, as Box2D's `b2ValidateSolverSets` does: run
/// after every step of a debug build (`step(h:)`), and CI runs the engine's tests in one
/// (`scripts/test-engine-debug`), so a writer that forgot one is caught at the step it
/// happened, not as a wrong path taken steps later.
extension World {
    func validate() {
        let n = motion.count
        precondition(info.count == n && itemRefs.count == n && entries.count == n,
                     "World: \(n) motions but \(info.count) infos, \(itemRefs.count) item references, \(entries.count) entries")
        var colliders = 0, kicking = 0, resting = 0, groups = 0, mirrored = 0
        for i in 0..<n {
            let b = info[i], m = motion[i]
            if b.itemMask != 0 { colliders += 1 }
            if b.kicks { kicking += 1 }
            if canRest(i) { resting += 1 }
            if entries[i].item is DynamicItemGroup { groups += 1 }
            if itemRefs[i].mirrored { mirrored += 1 }
            precondition(entries[i].body == i, "World: body \(i)'s membership says body \(entries[i].body)")
            precondition(memberships[ObjectIdentifier(entries[i].item)] === entries[i],
                         "World: body \(i)'s item is not the membership's it is listed under")
            precondition(m.px.isFinite && m.py.isFinite && m.vx.isFinite && m.vy.isFinite && m.angle.isFinite && m.w.isFinite,
                         "World: body \(i) is not finite: \(m)")
            precondition(!b.asleep || b.anchored, "World: body \(i) sleeps but is not anchored for the step")
        }
        precondition(colliders == itemColliders, "World.itemColliders is \(itemColliders); \(colliders) bodies collide with bodies")
        precondition(kicking == kickingBodies, "World.kickingBodies is \(kickingBodies); \(kicking) bodies kick")
        precondition(resting == restingBodies, "World.restingBodies is \(restingBodies); \(resting) bodies can rest")
        precondition(groups == groupBodies, "World.groupBodies is \(groupBodies); \(groups) bodies are groups")
        precondition(mirrored == mirroredItems, "World.mirroredItems is \(mirroredItems); \(mirrored) items read their bodies")
        // The bodies waiting for their last half kick are exactly those listed.
        let deferred = solverState.kickDeferred
        var marked = 0
        for i in 0..<min(deferred.count, n) where deferred[i] { marked += 1 }
        precondition(marked == solverState.heldBodies.count,
                     "World: \(marked) bodies wait for their half kick, \(solverState.heldBodies.count) are listed")
        for k in 0..<solverState.heldBodies.count {
            let i = Int(solverState.heldBodies[k])
            precondition(i < n && deferred[i], "World: held body \(i) is not marked as waiting for its half kick")
        }
    }
}
