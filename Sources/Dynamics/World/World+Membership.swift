/// How behaviors and their items reach the world. Behaviors report every change as it
/// happens (an item joined or left, a parameter changed, a behavior joined or left the
/// animator); the world only marks the items concerned, and `syncBodies()` rebuilds just
/// those bodies before the next step or query.
extension World {
    // MARK: Behaviors joining and leaving

    /// A behavior joined the animator (directly or as a child): its items join it.
    func behaviorJoined(_ behavior: DynamicBehavior) {
        treeDirty = true
        if let collision = behavior as? CollisionBehavior { assignSlot(to: collision) }
        for item in behavior.heldItems { join(item, behavior) }
    }

    /// A behavior left the animator: its items leave it, and a collision behavior's
    /// boundaries go with it (their contacts end at the next sync).
    func behaviorLeft(_ behavior: DynamicBehavior) {
        treeDirty = true
        for item in behavior.heldItems { leave(item, behavior) }
        if let collision = behavior as? CollisionBehavior { releaseSlot(of: collision) }
    }

    /// A parameter of the behavior changed: its items' bodies need rebuilding.
    func behaviorChanged(_ behavior: DynamicBehavior) {
        for item in behavior.heldItems {
            if let m = memberships[ObjectIdentifier(item)] { markDirty(m) }
        }
    }

    /// Something about the behavior changed that the step reads directly (a field's strength,
    /// an anchor point): its items wake, and their still time starts again.
    func wakeItems(of behavior: DynamicBehavior) {
        for item in behavior.heldItems {
            if let m = memberships[ObjectIdentifier(item)], m.body >= 0 { disturbBody(m.body) }
        }
    }

    // MARK: Items joining and leaving

    func join(_ item: DynamicItem, _ behavior: DynamicBehavior) {
        let key = ObjectIdentifier(item)
        let m: ItemMembership
        if let existing = memberships[key] {
            m = existing
            if m.leftAll { m.leftAll = false; m.restarts = m.body >= 0 }
        } else {
            m = ItemMembership(item: item)
            memberships[key] = m
        }
        m.behaviors.append(behavior)
        markDirty(m)
    }

    func leave(_ item: DynamicItem, _ behavior: DynamicBehavior) {
        guard let m = memberships[ObjectIdentifier(item)],
              let k = m.behaviors.firstIndex(where: { $0 === behavior }) else { return }
        m.behaviors.remove(at: k)
        if m.behaviors.isEmpty { m.leftAll = true }
        markDirty(m)
    }

    func markDirty(_ m: ItemMembership) {
        guard !m.isDirty else { return }
        m.isDirty = true
        dirtyItems.append(m)
    }

    /// Every body is rebuilt at the next sync (the step duration changed, say).
    func markAllBodiesDirty() {
        for m in entries { markDirty(m) }
    }

    // MARK: The flattened tree

    /// Numbers the behaviors in tree order and lists the kinds the step reads directly.
    func refreshTree(roots: [DynamicBehavior]) {
        behaviorIndex = BehaviorIndex(roots: roots)
        treeDirty = false
        treeRevision += 1
    }

    // MARK: Collision behavior slots

    /// A collision behavior joining takes a bit of the masks (`CollisionSlots`), and its
    /// boundaries are added under that bit.
    private func assignSlot(to behavior: CollisionBehavior) {
        guard let s = collisionSlots.assign(to: behavior) else { return }
        if behavior.translatesReferenceBoundsIntoBoundary, let path = referencePath(for: behavior) {
            statics.add(BoundaryKey(behaviorSlot: s, identifier: nil), path: path)
        }
        for id in behavior.boundaryIdentifiers {
            statics.add(BoundaryKey(behaviorSlot: s, identifier: id), path: behavior.boundary(withIdentifier: id)!)
        }
    }

    private func releaseSlot(of behavior: CollisionBehavior) {
        guard let s = collisionSlots.release(behavior) else { return }
        for key in statics.keys(inSlot: s) { statics.remove(key) }
    }
}
