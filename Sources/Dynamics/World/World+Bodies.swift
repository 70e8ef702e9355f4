/// Bodies follow the items: `syncBodies()` brings the dirty items' bodies up to date,
/// creating a body for an item that joined its first behavior, rebuilding what acts on an
/// item whose behaviors changed (its motion stays), and removing the body of an item that
/// left its last behavior. Each costs O(1) amortised, whatever the number of bodies: a
/// removed body's slot is filled by the last body, and the polygon vertices it leaves
/// behind are compacted once they outnumber the live ones.
extension World {
    /// What acts on one item, gathered from its behaviors in tree order.
    struct Gathered {
        var gravity = Vector.zero
        var force = Vector.zero
        var torque = 0.0
        /// Each property from the last item behavior (in tree order) that set it.
        var elasticity = 0.0, friction = 0.0, density = 1.0, resistance = 0.0, angularResistance = 0.0, charge = 0.0
        var isAnchored = false, allowsRotation = true
        var collisionGroup: UInt16 = 0
        var boundaryMask: UInt64 = 0
        var itemMask: UInt64 = 0
    }

    /// Brings bodies up to date with behaviors: the tree's order first, then every dirty item.
    func syncBodies(roots: [DynamicBehavior]) {
        if treeDirty { refreshTree(roots: roots) }
        guard !dirtyItems.isEmpty else { return }
        var k = 0
        while k < dirtyItems.count {
            let m = dirtyItems[k]
            k += 1
            m.isDirty = false
            m.leftAll = false
            if m.restarts {
                // Removed and added again between steps: UIKit reads the item anew.
                m.restarts = false
                if m.body >= 0 { removeBody(m.body) }
            }
            if m.behaviors.isEmpty {
                memberships[ObjectIdentifier(m.item)] = nil
                if m.body >= 0 { removeBody(m.body) }
            } else {
                let g = gather(m)
                if m.body < 0 { addBody(m, g) } else { updateBody(m.body, g) }
            }
            bodiesRebuilt += 1
        }
        dirtyItems.removeAll(keepingCapacity: true)
        if solverState.heldBodiesRenumbered { relistHeldBodies() }
        contacts.dropInvalid(world: self)
        checkGroupsHoldTheirItemsAlone()
    }

    /// An item in a group moves with the group; in a behavior of its own as well it would be
    /// a second body, moved twice. UIKit raises for this; so does this.
    private func checkGroupsHoldTheirItemsAlone() {
        guard groupBodies > 0 else { return }
        for entry in entries {
            guard let group = entry.item as? DynamicItemGroup else { continue }
            for member in group.items where index(of: member) != nil {
                preconditionFailure("DynamicItemGroup: an item in a group (\(type(of: member)) at \(member.center)) is also in a behavior of its own; add the group instead")
            }
        }
    }

    /// Sums the forces and combines the properties acting on an item. Behaviors are visited in
    /// tree order, so sums round the same way on every run; item behaviors combine property by
    /// property, as UIKit's: a property takes the value of the last behavior that set it.
    func gather(_ m: ItemMembership) -> Gathered {
        let behaviors = m.behaviors
        // Insertion sort: an item has a handful of behaviors.
        if behaviors.count > 1 {
            var sorted = behaviors
            for i in 1..<sorted.count {
                let b = sorted[i]
                var j = i - 1
                while j >= 0 && sorted[j].flatIndex > b.flatIndex { sorted[j + 1] = sorted[j]; j -= 1 }
                sorted[j + 1] = b
            }
            m.behaviors = sorted
        }
        var g = Gathered()
        let item = m.item
        for behavior in m.behaviors {
            switch behavior {
            case let gravity as GravityBehavior:
                g.gravity = g.gravity + gravity.gravityDirection * GravityBehavior.pointsPerSecondSquared
            case let push as PushBehavior:
                guard push.mode == .continuous && push.active else { continue }
                let f = push.pushDirection * PushBehavior.pointsPerUnit
                g.force = g.force + f
                g.torque += push.targetOffsetFromCenter(for: item).cross(f)
            case let d as DynamicItemBehavior:
                let set = d.propertiesSet
                if set.contains(.elasticity) { g.elasticity = d.elasticity }
                if set.contains(.friction) { g.friction = d.friction }
                if set.contains(.density) { g.density = d.density }
                if set.contains(.resistance) { g.resistance = d.resistance }
                if set.contains(.angularResistance) { g.angularResistance = d.angularResistance }
                if set.contains(.charge) { g.charge = d.charge }
                if set.contains(.isAnchored) { g.isAnchored = d.isAnchored }
                if set.contains(.allowsRotation) { g.allowsRotation = d.allowsRotation }
                if set.contains(.collisionGroup) { g.collisionGroup = UInt16(d.collisionGroup) }
            case let collision as CollisionBehavior:
                guard let s = collisionSlots.slot(of: collision) else { continue }
                let bit = UInt64(1) << UInt64(s)
                if collision.collidesWithBoundaries { g.boundaryMask |= bit }
                if collision.collidesWithItems { g.itemMask |= bit }
            default:
                break
            }
        }
        return g
    }

    private func addBody(_ m: ItemMembership, _ g: Gathered) {
        let item = m.item
        let shape = BodyShape(item: item)
        let c = item.center
        precondition(c.isFinite, "DynamicItem center must be finite, got \(c) for \(type(of: item))")
        precondition(item.rotation.isFinite, "DynamicItem rotation must be finite, got \(item.rotation) for \(type(of: item))")
        if item is DynamicItemGroup { groupBodies += 1 }
        let start = storeVertices(of: shape)
        let i = motion.count
        m.body = i
        bodyNumbering &+= 1
        entries.append(m)
        items.append(item)
        itemRefs.append(UnretainedItem(item: item))
        summaries.append(BodySummary(area: shape.area, inertiaPerMass: shape.inertiaPerMass, charge: 0,
                                     width: item.bounds.size.width, height: item.bounds.size.height))
        islands.stillTime.append(0)
        solverState.kickDeferred.append(false)
        motion.append(BodyMotion(px: c.x, py: c.y, vx: 0, vy: 0, angle: item.rotation, w: 0))
        info.append(BodyInfo(radius: shape.radius,
                             vertexStart: start, vertexCount: Int32(shape.vertices.count), extent: shape.extent,
                             invMass: 0, invInertia: 0, elasticity: 0, friction: 0, linearDamping: 1, angularDamping: 1,
                             ax: 0, ay: 0, alpha: 0, boundaryMask: 0, itemMask: 0, group: 0, anchored: false, pinned: false, asleep: false, isCircle: shape.isCircle))
        // A `BasicItem` reads its center and rotation from the body from now on, unless
        // another animator's body is already where it reads them (that animator moves it, as
        // the last writer did before; this one writes it back).
        if let basic = item as? BasicItem, basic.mirror.world == nil {
            basic.startMirroring(self, index: i)
            itemRefs[i].mirrored = true
            mirroredItems += 1
        }
        updateBody(i, g)
    }

    /// Sets what acts on body i from `g`; its motion stays (anchoring stops it).
    private func updateBody(_ i: Int, _ g: Gathered) {
        disturbBody(i)
        if canRest(i) { restingBodies -= 1 }
        let shape = summaries[i]
        let h = stepDuration
        let anchored = g.isAnchored
        let rotates = g.allowsRotation
        let mass = shape.area * g.density / 10_000
        let invMass = anchored ? 0 : 1 / mass
        let invInertia = (anchored || !rotates || shape.inertiaPerMass <= 0) ? 0 : 1 / (mass * shape.inertiaPerMass)
        var b = info[i]
        b.invMass = invMass
        b.invInertia = invInertia
        b.elasticity = g.elasticity
        b.friction = g.friction
        b.linearDamping = World.damping(resistance: g.resistance, h: h)
        b.angularDamping = World.damping(resistance: g.angularResistance, h: h)
        summaries.base[i].charge = g.charge
        b.ax = anchored ? 0 : g.gravity.dx + g.force.dx * invMass
        b.ay = anchored ? 0 : g.gravity.dy + g.force.dy * invMass
        b.alpha = g.torque * invInertia
        b.boundaryMask = g.boundaryMask
        if b.itemMask != 0 { itemColliders -= 1 }
        if g.itemMask != 0 { itemColliders += 1 }
        if info[i].kicks { kickingBodies -= 1 }
        if b.kicks { kickingBodies += 1 }
        b.itemMask = g.itemMask
        b.group = g.collisionGroup
        b.anchored = anchored
        b.pinned = anchored
        info[i] = b
        if canRest(i) { restingBodies += 1 }

        var m = motion[i]
        // Velocities asked for before the item behavior could reach this body.
        let key = ObjectIdentifier(entries[i].item)
        for case let d as DynamicItemBehavior in entries[i].behaviors {
            if !d.pendingLinear.isEmpty, let v = d.pendingLinear.removeValue(forKey: key) { m.vx += v.dx; m.vy += v.dy }
            if !d.pendingAngular.isEmpty, let w = d.pendingAngular.removeValue(forKey: key) { m.w += w }
        }
        if anchored { m.vx = 0; m.vy = 0; m.w = 0 }
        if invInertia == 0 { m.w = 0 }
        motion[i] = m
    }

    /// Removes body i; the last body takes its index.
    private func removeBody(_ i: Int) {
        let last = motion.count - 1
        bodyNumbering &+= 1
        if canRest(i) { restingBodies -= 1 }
        if info[i].asleep { islands.sleepingBodies -= 1 }
        // Body numbers change: last step's contact impulses no longer match, and what rested
        // on the body must fall.
        contactStore.warm.removeAll()
        wakeAll()
        // The list of held bodies names them by number: when the removed body or the last one
        // (which takes the removed one's number) is in it, it is made again from the flags
        // once the sync is done (`relistHeldBodies`). Searched on each removal, it made
        // removing 4,000 joined bodies quadratic.
        if solverState.kickDeferred[i] || solverState.kickDeferred[last] { solverState.heldBodiesRenumbered = true }
        deadVertices += Int(info[i].vertexCount)
        if info[i].itemMask != 0 { itemColliders -= 1 }
        if info[i].kicks { kickingBodies -= 1 }
        if entries[i].item is DynamicItemGroup { groupBodies -= 1 }
        entries[i].body = -1
        // The item keeps where the body stood; the last body's item reads from its new number.
        if itemRefs[i].mirrored {
            itemRefs[i].basic?._withUnsafeGuaranteedRef { $0.stopMirroring() }
            mirroredItems -= 1
        }
        if i != last && itemRefs[last].mirrored { itemRefs[last].basic?._withUnsafeGuaranteedRef { $0.mirror.index = i } }
        if i != last {
            motion[i] = motion[last]
            info[i] = info[last]
            summaries[i] = summaries[last]
            islands.stillTime[i] = islands.stillTime[last]
            solverState.kickDeferred[i] = solverState.kickDeferred[last]
            entries[i] = entries[last]
            items[i] = items[last]
            itemRefs[i] = itemRefs[last]
            entries[i].body = i
        }
        motion.removeLast()
        info.removeLast()
        summaries.removeLast()
        islands.stillTime.removeLast()
        solverState.kickDeferred.removeLast()
        entries.removeLast()
        items.removeLast()
        itemRefs.removeLast()
        if deadVertices > 256 && 2 * deadVertices > localVertices.count / 2 { compactVertices() }
    }

    /// Lists the held bodies again from their flags, after removals renumbered some. Their
    /// deferred half kicks are each body's own, so the list's order does not matter.
    private func relistHeldBodies() {
        solverState.heldBodiesRenumbered = false
        solverState.heldBodies.removeAll()
        let deferred = solverState.kickDeferred.base
        for i in 0..<motion.count where deferred[i] { solverState.heldBodies.append(Int32(i)) }
    }

    /// Drops the vertices of removed bodies, renumbering the live ones.
    private func compactVertices() {
        let old = localVertices
        let fresh = Storage<Double>(capacity: max(64, 2 * (old.count / 2 - deadVertices) * 2))
        maxVertexCount = 4
        for i in 0..<motion.count {
            let start = Int(info[i].vertexStart), n = Int(info[i].vertexCount)
            info.base[i].vertexStart = Int32(fresh.count / 2)
            for k in 0..<(2 * n) { fresh.append(old[2 * start + k]) }
            maxVertexCount = max(maxVertexCount, n)
        }
        localVertices = fresh
        deadVertices = 0
    }

    /// Velocity kept per step for a resistance R, a damping rate: dv/dt = -R v solved
    /// exactly over the step, so the decay is the same at any step length.
    static func damping(resistance r: Double, h: Double) -> Double {
        r > 0 ? exp(-r * h) : 1
    }

    /// Appends a shape's vertices to `localVertices`; returns where they start (in vertices).
    private func storeVertices(of shape: BodyShape) -> Int32 {
        let start = Int32(localVertices.count / 2)
        for v in shape.vertices { localVertices.append(v.x); localVertices.append(v.y) }
        maxVertexCount = max(maxVertexCount, shape.vertices.count)
        return start
    }

    /// Rebuilds body i's shape when its item's bounds changed size (a resized view).
    func reshapeIfResized(_ i: Int) {
        let item = items[i]
        let s = summaries[i]
        guard item.bounds.size.width != s.width || item.bounds.size.height != s.height else { return }
        let shape = BodyShape(item: item)
        deadVertices += Int(info[i].vertexCount)
        let start = storeVertices(of: shape)
        info.base[i].isCircle = shape.isCircle
        info.base[i].radius = shape.radius
        info.base[i].vertexStart = start
        info.base[i].vertexCount = Int32(shape.vertices.count)
        info.base[i].extent = shape.extent
        summaries.base[i].area = shape.area
        summaries.base[i].inertiaPerMass = shape.inertiaPerMass
        summaries.base[i].width = item.bounds.size.width
        summaries.base[i].height = item.bounds.size.height
        updateBody(i, gather(entries[i]))   // the mass follows the area
        contactStore.warm.removeAll()
    }
}
