/// Every action performed, in order, and the physics of the last few seconds, so the game
/// can rewind: undo the actions after a step and put the physics back as it was then.
public final class GameHistory {
    /// Top-level actions, oldest first.
    public private(set) var actions: [GameAction] = []
    /// The state at step 0 (always kept), and a ring of the most recent steps.
    private(set) var initial: PhysicsSnapshot?
    private var ring: [PhysicsSnapshot?] = []
    private var ringStart = 0
    private var ringCount = 0

    /// How many steps of physics are kept for rewinding.
    public private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = max(0, capacity)
        ring = Array(repeating: nil, count: self.capacity)
    }

    func append(_ action: GameAction) { actions.append(action) }

    func removeLastAction() -> GameAction? { actions.popLast() }

    func setInitial(_ snapshot: PhysicsSnapshot) { initial = snapshot }

    func record(_ snapshot: PhysicsSnapshot) {
        guard capacity > 0 else { return }
        if ringCount < capacity {
            ring[(ringStart + ringCount) % capacity] = snapshot
            ringCount += 1
        } else {
            ring[ringStart] = snapshot
            ringStart = (ringStart + 1) % capacity
        }
    }

    /// The oldest step the game can rewind to.
    public var earliestStep: Int {
        if initial != nil { return 0 }
        return ringCount > 0 ? ring[ringStart]!.step : Int.max
    }

    /// The steps the ring holds, oldest first (step 0 is always available).
    public var rewindableSteps: ClosedRange<Int>? {
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

    func removeAll() {
        actions = []
        initial = nil
        ringCount = 0
        ringStart = 0
    }
}
