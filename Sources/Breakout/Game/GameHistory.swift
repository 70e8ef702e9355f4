/// Every action performed, in order, and the physics of the last few seconds, so the game
/// can rewind: undo the actions after a step and put the physics back as it was then.
///
/// The whole game is kept (so it can be undone to its very start) until it holds
/// `actionLimit` actions; from then on only the actions the rewind can still reach are
/// kept, so an hour of play holds as much as a few seconds do.
public final class GameHistory {
    /// Actions kept in full before older ones are dropped.
    static let actionLimit = 4096

    /// Top-level actions, oldest first (see the type's notes for which are kept).
    private(set) var actions: [GameAction] = []
    /// Every top-level action performed since the start, dropped ones included, minus undone ones.
    public private(set) var performedCount = 0
    /// The state at step 0 (always kept), and a ring of the most recent steps.
    private(set) var initial: PhysicsSnapshot?
    private var ring: [PhysicsSnapshot?] = []
    private var ringStart = 0
    private var ringCount = 0

    /// How many steps of physics are kept for rewinding.
    private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = max(0, capacity)
        ring = Array(repeating: nil, count: self.capacity)
    }

    func append(_ action: GameAction) {
        actions.append(action)
        performedCount += 1
        if actions.count > GameHistory.actionLimit { dropUnreachableActions() }
    }

    func removeLastAction() -> GameAction? {
        guard let last = actions.popLast() else { return nil }
        performedCount -= 1
        return last
    }

    /// Drops the actions from before the oldest step the rewind can reach; the start of the
    /// game is then out of reach too.
    private func dropUnreachableActions() {
        let oldest = ringCount > 0 ? ring[ringStart]!.step : Int.max
        let unreachable = actions.prefix { $0.step <= oldest }.count
        // In chunks, so the cost per action stays O(1) amortised.
        guard unreachable > GameHistory.actionLimit / 4 || actions.count > 2 * GameHistory.actionLimit else { return }
        actions.removeFirst(unreachable)
        initial = nil
    }

    func setInitial(_ snapshot: PhysicsSnapshot) { initial = snapshot }

    func record(_ snapshot: PhysicsSnapshot) {
        record { $0 = snapshot }
    }

    /// Records the next step's state, written by `fill` into the slot it takes: once the ring
    /// is full that is the oldest one, whose arrays `fill` can reuse.
    func record(_ fill: (inout PhysicsSnapshot) -> Void) {
        guard capacity > 0 else { return }
        let slot: Int
        if ringCount < capacity {
            slot = (ringStart + ringCount) % capacity
            ringCount += 1
        } else {
            slot = ringStart
            ringStart = (ringStart + 1) % capacity
        }
        if ring[slot] == nil {
            // Sized like the step before, so filling the ring costs two allocations a step.
            var fresh = PhysicsSnapshot(step: 0, paddleX: 0, balls: [], capsules: [])
            if let last = ring[(slot + capacity - 1) % capacity] {
                fresh.balls.reserveCapacity(last.balls.count)
                fresh.capsules.reserveCapacity(last.capsules.count)
            }
            ring[slot] = fresh
        }
        fill(&ring[slot]!)
    }

    /// The oldest step the game can rewind to.
    var earliestStep: Int {
        if initial != nil { return 0 }
        return ringCount > 0 ? ring[ringStart]!.step : Int.max
    }

    /// The steps the ring holds, oldest first (step 0 is always available).
    var rewindableSteps: ClosedRange<Int>? {
        guard ringCount > 0 else { return nil }
        return ring[ringStart]!.step...ring[(ringStart + ringCount - 1) % capacity]!.step
    }

    func snapshot(at step: Int) -> PhysicsSnapshot? {
        if step == 0 { return initial }
        for k in 0..<ringCount {
            let s = ring[(ringStart + k) % capacity]!
            if s.step == step { return s }
        }
        return nil
    }

    /// Forgets physics after `step` (the game continues from there).
    func dropSnapshots(after step: Int) {
        while ringCount > 0, ring[(ringStart + ringCount - 1) % capacity]!.step > step { ringCount -= 1 }
    }

    func resize(capacity newCapacity: Int) {
        let kept = (0..<ringCount).map { ring[(ringStart + $0) % capacity]! }.suffix(newCapacity)
        capacity = max(0, newCapacity)
        ring = Array(repeating: nil, count: capacity)
        ringStart = 0
        ringCount = 0
        for s in kept { record(s) }
    }

    /// The field was laid out again at a new size: what is kept moves with it, so a rewind
    /// after a resize puts things where they were on the new field.
    func rescale(x sx: Double, y sy: Double) {
        initial = initial?.scaled(x: sx, y: sy)
        for k in ring.indices { ring[k] = ring[k]?.scaled(x: sx, y: sy) }
    }

    func removeAll() {
        actions = []
        performedCount = 0
        initial = nil
        ringCount = 0
        ringStart = 0
    }
}
