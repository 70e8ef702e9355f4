import Dynamics
import Foundation

/// Physical bricks (`BrickMount`): each is a `BasicItem` in `BrickBodies`, held by the
/// attachments its mount makes. What is in the engine follows the bricks' `isAlive`, so the
/// actions that break bricks and their undos move bodies in and out through `syncBrick`:
/// a broken brick leaves with its attachments, and what hung from it or was welded to it is
/// let go. Everything runs in brick-id order, so the same game gives the same engine calls.
extension Game {
    /// Whether brick `id` is physical.
    func isPhysical(_ id: Int) -> Bool { state.bricks[id].placement.mount != nil }

    /// Where a physical brick is now: its centre and turn (nil for a fixed brick, or a
    /// broken one).
    public func brickPose(_ id: Int) -> (center: Point, rotation: Double)? {
        guard id < brickItems.count, let item = brickItems[id], state.bricks[id].isAlive else { return nil }
        return (item.center, item.rotation)
    }

    /// The lines the window draws for the attachments in play: from a point of one brick to
    /// a pivot or a point of another, and what kind of mount made it.
    public var mountLines: [(from: Point, to: Point, mount: BrickMount)] {
        brickAttachments.compactMap { entry in
            guard let mount = state.bricks[entry.brick].placement.mount, let item = brickItems[entry.brick] else { return nil }
            let a = entry.attachment
            switch mount {
            case .weld:
                return nil
            case .rail(let from, let to, _):
                let home = layout.brickRect(column: state.bricks[entry.brick].placement.column, row: state.bricks[entry.brick].placement.row)
                let left = layout.brickRect(column: from, row: 0).midX, right = layout.brickRect(column: to, row: 0).midX
                return (Point(x: left, y: home.midY), Point(x: right, y: home.midY), mount)
            case .spin:
                return (item.center, a.anchorPoint, mount)
            default:
                let top = item.center + Vector(dx: 0, dy: -item.bounds.height / 2).rotated(by: item.rotation)
                if a.items.count > 1 {
                    let other = a.items[1]
                    return (top, other.center + Vector(dx: 0, dy: other.bounds.height / 2).rotated(by: other.rotation), mount)
                }
                return (top, a.anchorPoint, mount)
            }
        }
    }

    /// Makes the physical bricks' bodies and attachments match the live bricks of the level
    /// in play, every body at its cell (a new level, or a level put back by undo; a rewind
    /// then sets their states).
    func setUpPhysicalBricks() {
        for entry in brickAttachments { physics.bodies.removeAttachment(entry.attachment) }
        brickAttachments = []
        for case let item? in brickItems { physics.bodies.removeBrick(item) }
        brickItems = Array(repeating: nil, count: state.bricks.count)
        brickIDOfItem = [:]
        guard physics.bodies.isActive else { return }
        for brick in state.bricks where brick.isAlive && brick.placement.mount != nil { addBody(brick.id) }
        for brick in state.bricks where brick.isAlive && brick.placement.mount != nil {
            for (other, attachment) in attachments(of: brick.id) { addAttachment(attachment, brick: brick.id, other: other) }
        }
    }

    /// Brick `id` came or went: its body follows, and the attachments of it and to it.
    func syncPhysicalBrick(_ id: Int) {
        guard physics.bodies.isActive else { return }
        if brickItems.count < state.bricks.count { brickItems += Array(repeating: nil, count: state.bricks.count - brickItems.count) }
        // Every attachment that involves the brick goes; those that still hold come back.
        for entry in brickAttachments where entry.brick == id || entry.other == id {
            physics.bodies.removeAttachment(entry.attachment)
        }
        brickAttachments.removeAll { $0.brick == id || $0.other == id }
        let alive = state.bricks[id].isAlive
        if isPhysical(id) {
            if alive { addBody(id) } else if let item = brickItems[id] { physics.bodies.removeBrick(item) }
        }
        guard alive else { return }
        if isPhysical(id) {
            for (other, attachment) in attachments(of: id) { addAttachment(attachment, brick: id, other: other) }
        }
        // Bricks that hang from it or are welded to it take hold again.
        for brick in state.bricks where brick.id != id && brick.isAlive && brick.placement.mount != nil {
            for (other, attachment) in attachments(of: brick.id) where other == id {
                addAttachment(attachment, brick: brick.id, other: other)
            }
        }
    }

    /// Drives the rails and spinners that have a speed: a rail brick moves at its speed
    /// toward the end it is heading for, turning at each end; a spinner turns at its speed.
    func drivePhysicalBricks() {
        for brick in state.bricks where brick.isAlive {
            guard let mount = brick.placement.mount, let item = brickItems[brick.id], var s = animator.state(of: item) else { continue }
            switch mount {
            case let .rail(from, to, speed) where speed > 0:
                let left = layout.brickRect(column: from, row: 0).midX, right = layout.brickRect(column: to, row: 0).midX
                let pitch = layout.brickSize.width + layout.gap
                var direction = s.velocity.dx < 0 ? -1.0 : 1.0
                if s.center.x >= right - 0.5 { direction = -1 } else if s.center.x <= left + 0.5 { direction = 1 }
                s.velocity = Vector(dx: direction * speed * pitch, dy: 0)
                animator.setState(s, of: item)
            case let .spin(speed) where speed != 0:
                s.angularVelocity = speed * Double.pi / 180
                animator.setState(s, of: item)
            default:
                continue
            }
        }
    }

    /// Physical bricks that fell out past the bottom of the field break (and score).
    func breakFallenBricks() {
        let bottom = layout.size.height
        for brick in state.bricks where brick.isAlive && brick.placement.mount != nil {
            guard let item = brickItems[brick.id] else { continue }
            let reach = (item.bounds.width + item.bounds.height) / 2
            if item.center.y - reach > bottom || !item.center.isFinite { perform(BrickFellAction(brick: brick.id)) }
        }
    }

    /// The states of the live physical bricks, in id order (nil in a level without any).
    func physicalBrickStates() -> [PhysicsSnapshot.Item]? {
        var items: [PhysicsSnapshot.Item]?
        fillPhysicalBrickStates(&items)
        return items
    }

    /// Writes the live physical bricks' states into `items`, reusing its storage (the
    /// history's ring hands back its oldest snapshot); nil in a level without any.
    func fillPhysicalBrickStates(_ items: inout [PhysicsSnapshot.Item]?) {
        guard physics.bodies.isActive else { items = nil; return }
        if items == nil { items = [] }
        items!.removeAll(keepingCapacity: true)
        for brick in state.bricks where brick.isAlive {
            if brick.id < brickItems.count, let item = brickItems[brick.id], let s = animator.state(of: item) {
                items!.append(PhysicsSnapshot.Item(id: brick.id, state: s))
            }
        }
    }

    /// Puts the live physical bricks where `snapshot` has them.
    func restorePhysicalBricks(_ snapshot: PhysicsSnapshot) {
        guard let states = snapshot.bricks else { return }
        for entry in states where entry.id < brickItems.count && state.bricks[entry.id].isAlive {
            if let item = brickItems[entry.id] { animator.setState(entry.state, of: item) }
        }
    }

    // MARK: Private

    /// Puts brick `id`'s body in the engine: a new one at its cell, or the one it had, where
    /// it last was (a rewind then sets its state).
    private func addBody(_ id: Int) {
        let home = homeRect(id)
        let item = brickItems[id] ?? BasicItem(center: home.center, size: home.size)
        if brickItems[id] == nil {
            brickItems[id] = item
            brickIDOfItem[ObjectIdentifier(item)] = id
        }
        physics.bodies.addBrick(item)
    }

    private func addAttachment(_ attachment: AttachmentBehavior, brick: Int, other: Int?) {
        brickAttachments.append((brick, other, attachment))
        physics.bodies.addAttachment(attachment)
    }

    /// The brick's rect in its cell.
    private func homeRect(_ id: Int) -> Rect {
        let p = state.bricks[id].placement
        return layout.brickRect(column: p.column, row: p.row)
    }

    /// The attachments brick `id`'s mount makes with what is there now, each with the other
    /// brick it holds on to (nil for a fixed point in the field).
    private func attachments(of id: Int) -> [(Int?, AttachmentBehavior)] {
        guard let mount = state.bricks[id].placement.mount, let item = brickItems[id] else { return [] }
        let home = homeRect(id)
        let pitchY = layout.brickSize.height + layout.gap
        let top = Vector(dx: 0, dy: -home.height / 2)
        switch mount {
        case let .hang(length), let .spring(length, _, _):
            let rod = AttachmentBehavior(item: item, offsetFromCenter: top, attachedToAnchor: Point(x: home.midX, y: home.minY - length * pitchY))
            rod.length = length * pitchY
            if case let .spring(_, frequency, damping) = mount {
                rod.frequency = frequency
                rod.damping = damping
            }
            return [(nil, rod)]
        case .chain:
            let placement = state.bricks[id].placement
            var row = placement.row - 1
            while row >= 0 && brickID(at: GridCell(column: placement.column, row: row)) == nil { row -= 1 }
            guard row >= 0, let above = brickID(at: GridCell(column: placement.column, row: row)), state.bricks[above].isAlive else { return [] }
            let aboveHome = homeRect(above)
            if let other = brickItems[above], isPhysical(above) {
                let rod = AttachmentBehavior(item: item, offsetFromCenter: top, attachedTo: other,
                                             offsetFromCenter: Vector(dx: 0, dy: aboveHome.height / 2))
                rod.length = home.minY - aboveHome.maxY
                return [(above, rod)]
            }
            let rod = AttachmentBehavior(item: item, offsetFromCenter: top, attachedToAnchor: Point(x: aboveHome.midX, y: aboveHome.maxY))
            rod.length = home.minY - aboveHome.maxY
            return [(above, rod)]
        case .weld:
            var welds: [(Int?, AttachmentBehavior)] = []
            let cell = state.bricks[id].placement.cell
            for neighbour in cell.neighbours(.four, columns: state.level.columns, rows: state.level.rows) {
                guard let other = brickID(at: neighbour), other != id, state.bricks[other].isAlive,
                      let otherMount = state.bricks[other].placement.mount, let otherItem = brickItems[other],
                      otherMount != .weld || id < other else { continue }
                let middle = Point(x: (item.center.x + otherItem.center.x) / 2, y: (item.center.y + otherItem.center.y) / 2)
                welds.append((other, AttachmentBehavior.fixedAttachment(with: item, attachedTo: otherItem, attachmentAnchor: middle)))
            }
            return welds
        case let .rail(from, to, _):
            let slide = AttachmentBehavior.slidingAttachment(with: item, attachmentAnchor: home.center, axisOfTranslation: Vector(dx: 1, dy: 0))
            slide.attachmentRange = FloatRange(minimum: layout.brickRect(column: from, row: 0).midX - home.midX,
                                               maximum: layout.brickRect(column: to, row: 0).midX - home.midX)
            return [(nil, slide)]
        case .spin:
            let pin = AttachmentBehavior(item: item, attachedToAnchor: home.center)
            pin.length = 0
            return [(nil, pin)]
        case .box:
            return []
        }
    }
}
