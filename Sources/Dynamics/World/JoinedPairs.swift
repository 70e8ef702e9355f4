/// The pairs of bodies an attachment joins: they do not collide with each other.
///
/// UIKit's attachments are Box2D's joints, and Box2D's `collideConnected` is false unless a
/// joint asks for it: what a jointed figure needs, whose limbs overlap at their pins. Were
/// they to collide, every pin would fight the contacts of the parts it joins (a stick figure
/// in a collision behavior of mode `.everything` opened its pins by up to 9 points and
/// passed its ranges by 0.1 rad). Joined items still collide with everything else.
///
/// Kept as each body's list of partners (a body has few), rebuilt only when the behavior tree
/// or the bodies changed since (a joint grid's 20,000 lookups are not made every step), into
/// buffers that keep their capacity (a step allocates nothing).
struct JoinedPairs {
    /// Partners of body i: `partners[start[i] ..< start[i + 1]]`.
    private var start: [Int32] = []
    private var partners: [Int32] = []
    private var pairs: [(Int32, Int32)] = []
    /// Whether any two bodies are joined (the collision loops test this first).
    private(set) var isEmpty = true
    /// The behavior tree's and the bodies' revisions the lists were built for.
    var builtFor = (tree: -1, bodies: -1)

    /// Rebuilds the lists for `bodyCount` bodies from the joined pairs `fill` appends.
    mutating func rebuild(bodyCount n: Int, _ fill: (inout [(Int32, Int32)]) -> Void) {
        pairs.removeAll(keepingCapacity: true)
        fill(&pairs)
        isEmpty = pairs.isEmpty
        guard !isEmpty else { return }
        start.removeAll(keepingCapacity: true)
        start.append(contentsOf: repeatElement(0, count: n + 1))
        for (a, b) in pairs {
            start[Int(a) + 1] += 1
            start[Int(b) + 1] += 1
        }
        for i in 0..<n { start[i + 1] += start[i] }
        partners.removeAll(keepingCapacity: true)
        partners.append(contentsOf: repeatElement(0, count: Int(start[n])))
        // Each list fills from its end down: start[i + 1] ends where list i begins...
        for (a, b) in pairs {
            start[Int(a) + 1] -= 1; partners[Int(start[Int(a) + 1])] = b
            start[Int(b) + 1] -= 1; partners[Int(start[Int(b) + 1])] = a
        }
        // ... so each bound moves down one place, and the last is the total.
        for i in 0..<n { start[i] = start[i + 1] }
        start[n] = Int32(partners.count)
    }

    /// Whether an attachment joins bodies i and j.
    @inline(__always)
    func contains(_ i: Int, _ j: Int) -> Bool {
        guard !isEmpty, i + 1 < start.count else { return false }
        for k in Int(start[i])..<Int(start[i + 1]) where partners[k] == Int32(j) { return true }
        return false
    }
}

extension World {
    /// Before a step: which bodies the attachments join (`JoinedPairs`).
    func updateJoinedPairs() {
        guard !behaviorIndex.attachments.isEmpty || !joinedPairs.isEmpty else { return }
        let revisions = (tree: treeRevision, bodies: bodiesRebuilt)
        guard joinedPairs.builtFor != revisions else { return }
        joinedPairs.builtFor = revisions
        joinedPairs.rebuild(bodyCount: motion.count) { pairs in
            for attachment in behaviorIndex.attachments where attachment.items.count > 1 {
                guard let a = index(of: attachment.items[0]), let b = index(of: attachment.items[1]) else { continue }
                pairs.append((Int32(a), Int32(b)))
            }
        }
    }

    /// Whether bodies i and j collide: they share a collision behavior and no collision group,
    /// and no attachment joins them.
    @inline(__always)
    func collide(_ i: Int, _ j: Int) -> Bool {
        info.base[i].collides(with: info.base[j]) && !joinedPairs.contains(i, j)
    }
}
