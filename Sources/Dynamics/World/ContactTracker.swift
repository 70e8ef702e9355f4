/// Began and ended contacts for the collision delegates. Each contact is keyed by its
/// behavior, item and boundary identifier (or other item), so it survives renumbering;
/// every began is answered by exactly one ended: when the shapes part, or when the item,
/// the boundary or the behavior goes away.
final class ContactTracker {
    struct Key: Hashable {
        var behavior: ObjectIdentifier
        var item: ObjectIdentifier
        var other: ObjectIdentifier?
        var boundary: AnyHashable?
    }

    struct Contact {
        var key: Key
        var behavior: CollisionBehavior
        var item: DynamicItem
        var otherItem: DynamicItem?
        var identifier: AnyHashable?
        var lastStep: Int
    }

    enum Event {
        case began(Contact, Point)
        case ended(Contact)
    }

    private(set) var contacts: [Contact] = []
    private var indexOf: [Key: Int] = [:]
    private var pending: [Event] = []
    private var dispatching = false

    var count: Int { contacts.count }

    /// Turns this step's hits into began events and refreshes contacts that still touch.
    func record(hits: Storage<ContactHit>, world: World) {
        for k in 0..<hits.count {
            let hit = hits[k]
            let i = Int(hit.body)
            let item = world.items[i]
            let point = Point(x: hit.x, y: hit.y)
            if hit.record >= 0 {
                let record = world.statics.records[Int(hit.record)]
                let behavior = world.behavior(inSlot: record.behaviorSlot)
                guard behavior.collisionDelegate != nil else { continue }
                let key = Key(behavior: ObjectIdentifier(behavior), item: ObjectIdentifier(item), other: nil, boundary: record.identifier)
                touch(key, Contact(key: key, behavior: behavior, item: item, otherItem: nil,
                                   identifier: record.identifier, lastStep: world.stepIndex), point)
            } else {
                let j = Int(hit.other)
                let (a, b) = i < j ? (i, j) : (j, i)
                var shared = world.info[a].itemMask & world.info[b].itemMask
                while shared != 0 {
                    let s = shared.trailingZeroBitCount
                    shared &= shared - 1
                    let behavior = world.behavior(inSlot: s)
                    guard behavior.collisionDelegate != nil else { continue }
                    let ia = world.items[a], ib = world.items[b]
                    // The key orders the pair by identity, so it survives renumbering; the
                    // callback keeps the order of the first began.
                    let (ka, kb) = (ObjectIdentifier(ia), ObjectIdentifier(ib))
                    let key = Key(behavior: ObjectIdentifier(behavior), item: min(ka, kb), other: max(ka, kb), boundary: nil)
                    touch(key, Contact(key: key, behavior: behavior, item: ia, otherItem: ib,
                                       identifier: nil, lastStep: world.stepIndex), point)
                }
            }
        }
    }

    private func touch(_ key: Key, _ contact: Contact, _ point: Point) {
        if let k = indexOf[key] {
            contacts[k].lastStep = contact.lastStep
        } else {
            indexOf[key] = contacts.count
            contacts.append(contact)
            pending.append(.began(contact, point))
        }
    }

    /// Ends contacts not touched this step whose shapes have moved apart.
    func endSeparated(world: World) {
        var k = 0
        while k < contacts.count {
            let c = contacts[k]
            if c.lastStep != world.stepIndex && !world.stillTouching(c) { end(at: k) } else { k += 1 }
        }
    }

    /// Ends contacts whose item, other item, boundary or behavior is gone.
    func dropInvalid(world: World) {
        var k = 0
        while k < contacts.count {
            if world.isValid(contacts[k]) { k += 1 } else { end(at: k) }
        }
        flushIfIdle(world: world)
    }

    func boundaryRemoved(behavior: CollisionBehavior, identifier: AnyHashable?, world: World) {
        var k = 0
        while k < contacts.count {
            let c = contacts[k]
            if c.behavior === behavior && c.otherItem == nil && c.identifier == identifier { end(at: k) } else { k += 1 }
        }
        flushIfIdle(world: world)
    }

    private func end(at k: Int) {
        let c = contacts[k]
        indexOf[c.key] = nil
        let last = contacts.count - 1
        if k != last {
            contacts[k] = contacts[last]
            indexOf[contacts[k].key] = k
        }
        contacts.removeLast()
        pending.append(.ended(c))
    }

    /// Delivers waiting events unless a step is under way (it delivers them itself).
    func flushIfIdle(world: World) {
        if !world.isStepping { dispatch() }
    }

    /// Delivers waiting events in order; events raised by the delegate are delivered too.
    func dispatch() {
        guard !dispatching else { return }
        dispatching = true
        defer { dispatching = false }
        var k = 0
        while k < pending.count {
            let event = pending[k]
            k += 1
            switch event {
            case let .began(c, point):
                guard let delegate = c.behavior.collisionDelegate else { continue }
                if let other = c.otherItem {
                    delegate.collisionBehavior(c.behavior, beganContactFor: c.item, with: other, at: point)
                } else {
                    delegate.collisionBehavior(c.behavior, beganContactFor: c.item, withBoundaryIdentifier: c.identifier, at: point)
                    let copying: (any NSCopying)? = CollisionBehavior.copying(c.identifier)
                    delegate.collisionBehavior(c.behavior, beganContactFor: c.item, withBoundaryIdentifier: copying, at: point)
                }
            case let .ended(c):
                guard let delegate = c.behavior.collisionDelegate else { continue }
                if let other = c.otherItem {
                    delegate.collisionBehavior(c.behavior, endedContactFor: c.item, with: other)
                } else {
                    delegate.collisionBehavior(c.behavior, endedContactFor: c.item, withBoundaryIdentifier: c.identifier)
                    let copying: (any NSCopying)? = CollisionBehavior.copying(c.identifier)
                    delegate.collisionBehavior(c.behavior, endedContactFor: c.item, withBoundaryIdentifier: copying)
                }
            }
        }
        pending.removeAll(keepingCapacity: true)
    }
}

extension World {
    /// Whether a contact's parties all still exist and still collide.
    func isValid(_ c: ContactTracker.Contact) -> Bool {
        guard let s = slot(of: c.behavior), let i = index(of: c.item) else { return false }
        let bit = UInt64(1) << UInt64(s)
        if let other = c.otherItem {
            guard let j = index(of: other) else { return false }
            return info[i].itemMask & bit != 0 && info[j].itemMask & bit != 0
        }
        return info[i].boundaryMask & bit != 0 && statics.record(for: BoundaryKey(behaviorSlot: s, identifier: c.identifier)) != nil
    }

    /// Whether the shapes of a contact are within `contactSlop` of each other.
    func stillTouching(_ c: ContactTracker.Contact) -> Bool {
        guard isValid(c), let i = index(of: c.item), let s = slot(of: c.behavior) else { return false }
        let m = motion[i]
        let a = worldShape(i, px: m.px, py: m.py, angle: m.angle, into: scratch.shapeA)
        if let other = c.otherItem {
            let j = index(of: other)!
            let mj = motion[j]
            let b = worldShape(j, px: mj.px, py: mj.py, angle: mj.angle, into: scratch.shapeB)
            return ConvexSeparation.between(a, b).distance <= World.contactSlop
        }
        let r = statics.records[statics.record(for: BoundaryKey(behaviorSlot: s, identifier: c.identifier))!]
        var touching = false
        for k in r.firstPrimitive..<(r.firstPrimitive + r.primitiveCount) {
            statics.primitives[k].forEachPiece(meeting: m.px, m.py) { piece in
                let b = primitiveShape(piece, into: scratch.shapeB)
                let a2 = worldShape(i, px: m.px, py: m.py, angle: m.angle, into: scratch.shapeA)
                if ConvexSeparation.between(a2, b).distance <= World.contactSlop { touching = true }
            }
        }
        return touching
    }
}
