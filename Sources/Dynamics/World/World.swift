import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The engine's own state behind a `DynamicAnimator`: bodies in contiguous arrays, the
/// boundaries in a grid, what the behaviors hold, and the contacts the delegate knows of.
final class World {
    /// Gap the general (polygon) path keeps between shapes, in points.
    static let linearSlop = 0.01
    /// Bounces one body may take inside one step before the rest of its step is dropped.
    static let maxBouncesPerStep: Int32 = 64
    /// Events (impacts, stale predictions, re-predictions) one step may process per body that
    /// collides with bodies, before the rest of the step is coasted.
    static let eventBudgetPerBody = 8 * Int(maxBouncesPerStep)
    /// A contact ends once the shapes are farther apart than this (points).
    static let contactSlop = 0.5

    /// nil when the animator has none: no reference-bounds boundary then.
    var referenceBounds: Rect?
    var stepDuration: Double

    /// At most this many collision behaviors: each owns one bit of a body's 64-bit masks.
    static let maxCollisionBehaviors = 64

    // Bodies: body i is `items[i]`, dense (a removed body's slot is taken by the last one).
    let motion = Storage<BodyMotion>(capacity: 64)
    let info = Storage<BodyInfo>(capacity: 64)
    /// Read when a body is rebuilt, not every step.
    let summaries = Storage<BodySummary>(capacity: 64)
    var items: [DynamicItem] = []
    /// The same items without reference counting, for the per-step write-back (`items` keeps them alive).
    @exclusivity(unchecked) var itemRefs: ContiguousArray<UnretainedItem> = []
    /// Each body's membership record (`entries[i].body == i`).
    var entries: [ItemMembership] = []
    /// Polygon vertices in body coordinates, x, y pairs; removed bodies leave theirs behind
    /// until `deadVertices` grows large enough to compact.
    var localVertices = Storage<Double>(capacity: 64)
    var deadVertices = 0
    var maxVertexCount = 4

    // Items and behaviors (see World+Membership and World+Bodies).
    /// Every item some behavior in the animator holds.
    @exclusivity(unchecked) var memberships: [ObjectIdentifier: ItemMembership] = [:]
    /// Items whose bodies must be rebuilt before the next step or query, in the order marked.
    @exclusivity(unchecked) var dirtyItems: [ItemMembership] = []
    /// The tree changed shape: `behaviorIndex` must be refreshed.
    @exclusivity(unchecked) var treeDirty = true
    /// Counts the refreshes of `behaviorIndex` (what depends on the tree rebuilds when it moves).
    var treeRevision = 0
    /// Bodies rebuilt since the world was made (for tests: a spawn rebuilds one).
    var bodiesRebuilt = 0
    /// Counts the changes of the bodies' numbering (a body added or removed): a body number
    /// kept with this count and `serial` (`AttachmentBehavior.bodyCache`) still names the
    /// same item.
    @exclusivity(unchecked) var bodyNumbering = 0
    /// This world's number among all made in the process (an address may be another world's
    /// after this one is gone).
    let serial = World.worldsMade.add(1, ordering: .relaxed).newValue
    private static let worldsMade = Atomic<Int>(0)
    /// Bodies that collide with other bodies: when some do, the step takes the event-driven path.
    var itemColliders = 0
    var anyItemCollisions: Bool { itemColliders > 0 }
    /// Bodies whose half kicks change their velocities: an acceleration, a torque or damping
    /// (`BodyInfo.kicks`). With none, the step skips its two passes of kicks over every body.
    var kickingBodies = 0

    let statics = StaticGeometry()
    /// The boundaries as the current step's sweeps see them.
    var staticView: StaticView

    // The state the step's passes share, grouped as Box2D groups its world.
    /// The behavior tree, flattened, and the kinds the step reads directly.
    var behaviorIndex = BehaviorIndex()
    /// Which collision behavior owns which bit of the bodies' masks.
    var collisionSlots = CollisionSlots()
    /// The resting contacts and their warm impulses (RestingContacts).
    let contactStore = ContactStore()
    /// Joint rows, substep motion and deferred kicks (MotionSolver, ContactSubsteps, World+Joints).
    let solverState = SolverState()
    /// Still times and the island forest (World+Sleep).
    let islands = Islands()
    /// The grid of swept boxes: the broad phase between bodies (ItemCollisions).
    let sweepGrid = SweepGrid()
    /// Clocks, versions and predicted impacts of the event-driven path (ItemCollisions).
    let eventSolver = EventSolverState()
    /// The bodies attachments join, which do not collide with each other. Unchecked: read in
    /// the collision loops, and no access is held across a call.
    @exclusivity(unchecked) var joinedPairs = JoinedPairs()
    /// Per-step scratch: shapes in world space, visit marks, the step's contacts.
    let scratch = StepScratch()
    /// The fast paths tests may turn off (`WorldOptions`); set before the first step.
    @exclusivity(unchecked) var options = WorldOptions()
    /// The contacts the collision delegates know of.
    let contacts = ContactTracker()
    /// Whether some collision behavior has a delegate (else no contact is recorded).
    var trackContacts = false

    /// Bodies whose items read their center and rotation from them (`BodyMirror`): when all
    /// do, the step's passes write no item and do not read `itemRefs`.
    var mirroredItems = 0
    /// Whether some item must be written after a step (it does not read its body).
    var writesItems: Bool { mirroredItems < motion.count }

    /// Bodies that take part in resting contact (`canRest`).
    var restingBodies = 0
    /// Bodies that are item groups (their items must not be bodies too).
    var groupBodies = 0

    /// Unchecked: every look at a mirrored item's center reads it.
    @exclusivity(unchecked) var stepIndex = 0
    var isStepping = false
    /// Whether each step times its stages into `profile` (`DynamicAnimator.profilesSteps`).
    var profilesSteps = false
    /// Where the last step's time went, when `profilesSteps`.
    var profile = StepProfile()

    init(referenceBounds: Rect?, stepDuration: Double) {
        self.referenceBounds = referenceBounds
        self.stepDuration = stepDuration
        staticView = statics.view()
    }

    deinit {
        // The items outlive the world: each keeps where its body stood.
        for ref in itemRefs where ref.mirrored { ref.basic?._withUnsafeGuaranteedRef { $0.stopMirroring() } }
    }

    var bodyCount: Int { motion.count }

    /// The item's body, or nil if it has none (call after `syncBodies`).
    func index(of item: DynamicItem) -> Int? {
        if let basic = item as? BasicItem { return index(of: basic) }
        guard let m = memberships[ObjectIdentifier(item)], m.body >= 0 else { return nil }
        return m.body
    }

    /// A `BasicItem` remembers where its body was last found, so a game that asks for its
    /// balls' states every step does not hash them: the hint is used when this world's body
    /// there is still the item.
    func index(of item: BasicItem) -> Int? {
        let hint = item.bodyHint
        if hint.world == ObjectIdentifier(self) {
            let i = Int(hint.index)
            if i < itemRefs.count, let body = itemRefs[i].basic, body.toOpaque() == Unmanaged.passUnretained(item).toOpaque() {
                return i
            }
        }
        guard let m = memberships[ObjectIdentifier(item)], m.body >= 0 else { return nil }
        item.bodyHint = BodyHint(world: ObjectIdentifier(self), index: Int32(m.body))
        return m.body
    }

    /// Whether every body is up to date with the behaviors.
    var isSynced: Bool { !treeDirty && dirtyItems.isEmpty }

    // MARK: Velocities, as the item behaviors ask for them

    func addLinearVelocity(_ v: Vector, to item: DynamicItem) -> Bool {
        guard isSynced, let i = index(of: item) else { return false }
        disturbBody(i)
        if info[i].anchored { return true }
        motion.base[i].vx += v.dx
        motion.base[i].vy += v.dy
        return true
    }

    func linearVelocity(of item: DynamicItem) -> Vector? {
        guard isSynced, let i = index(of: item) else { return nil }
        return Vector(dx: motion[i].vx, dy: motion[i].vy)
    }

    func addAngularVelocity(_ w: Double, to item: DynamicItem) -> Bool {
        guard isSynced, let i = index(of: item) else { return false }
        disturbBody(i)
        if info[i].anchored || info[i].invInertia == 0 { return true }
        motion.base[i].w += w
        return true
    }

    func angularVelocity(of item: DynamicItem) -> Double? {
        guard isSynced, let i = index(of: item) else { return nil }
        return motion[i].w
    }

    func state(of item: DynamicItem) -> DynamicItemState? {
        guard let i = index(of: item) else { return nil }
        let m = motion[i]
        return DynamicItemState(center: Point(x: m.px, y: m.py), velocity: Vector(dx: m.vx, dy: m.vy), rotation: m.angle, angularVelocity: m.w)
    }

    func setState(_ s: DynamicItemState, of item: DynamicItem) {
        guard let i = index(of: item) else { return }
        disturbBody(i)
        let still = info[i].anchored
        motion[i] = BodyMotion(px: s.center.x, py: s.center.y, vx: still ? 0 : s.velocity.dx, vy: still ? 0 : s.velocity.dy,
                               angle: s.rotation, w: still || info[i].invInertia == 0 ? 0 : s.angularVelocity)
        item.center = s.center
        item.rotation = s.rotation
    }

    /// Takes the item's center, rotation and size as they are now, keeping its velocity.
    func updateFromItem(_ item: DynamicItem) {
        guard let i = index(of: item) else { return }
        disturbBody(i)
        reshapeIfResized(i)
        let c = item.center
        precondition(c.isFinite && item.rotation.isFinite,
                     "DynamicAnimator.updateItemUsingCurrentState: center and rotation must be finite, got \(c) and \(item.rotation)")
        motion.base[i].px = c.x
        motion.base[i].py = c.y
        motion.base[i].angle = item.rotation
    }

    // MARK: Boundaries

    func slot(of behavior: CollisionBehavior) -> Int? { collisionSlots.slot(of: behavior) }

    func behavior(inSlot slot: Int) -> CollisionBehavior { collisionSlots.behavior(inSlot: slot) }

    /// A boundary was added, replaced (path non-nil) or removed (path nil).
    func boundaryChanged(in behavior: CollisionBehavior, identifier: AnyHashable, path: Path?) {
        guard let s = slot(of: behavior) else { return }   // added when the behavior joins
        let key = BoundaryKey(behaviorSlot: s, identifier: identifier)
        // Replacing ends the old boundary's contacts, as removing it would.
        if statics.record(for: key) != nil {
            contacts.boundaryRemoved(behavior: behavior, identifier: identifier, world: self)
            wakeAll()   // what rested on it must fall
        }
        if let path { statics.add(key, path: path) } else { statics.remove(key) }
    }

    func referenceBoundaryChanged(of behavior: CollisionBehavior) {
        guard let s = slot(of: behavior) else { return }
        let key = BoundaryKey(behaviorSlot: s, identifier: nil)
        if statics.remove(key) {
            contacts.boundaryRemoved(behavior: behavior, identifier: nil, world: self)
            wakeAll()
        }
        if behavior.translatesReferenceBoundsIntoBoundary, let path = referencePath(for: behavior) { statics.add(key, path: path) }
    }

    func referenceBoundsChanged() {
        for behavior in behaviorIndex.collisions { referenceBoundaryChanged(of: behavior) }
    }

    /// The reference bounds as a closed polyline, or nil without reference bounds.
    func referencePath(for behavior: CollisionBehavior) -> Path? {
        guard let reference = referenceBounds else { return nil }
        let r = reference.inset(by: behavior.referenceBoundsInsets)
        precondition(r.isValid, "CollisionBehavior: the reference bounds \(reference) inset by \(behavior.referenceBoundsInsets) leave no room")
        let corners = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
        return Path(polyline: corners + [corners[0]])
    }

    // MARK: Queries

    func items(in rect: Rect) -> [DynamicItem] {
        (0..<items.count).filter { i in
            let e = info[i].extent
            return Rect(x: motion[i].px - e, y: motion[i].py - e, width: 2 * e, height: 2 * e).intersects(rect)
        }.map { items[$0] }
    }

    /// `StableHasher` over the bit patterns of every body's position, velocity, angle and spin.
    func stateHash() -> UInt64 {
        var hasher = StableHasher()
        for i in 0..<motion.count {
            let m = motion[i]
            hasher.combine(m.px); hasher.combine(m.py); hasher.combine(m.vx)
            hasher.combine(m.vy); hasher.combine(m.angle); hasher.combine(m.w)
        }
        return hasher.value
    }

    /// Writes body i's polygon (or circle centre) in world space at the given pose into `out`.
    @inline(__always)
    func worldShape(_ i: Int, px: Double, py: Double, angle: Double, into out: Storage<Double>) -> ConvexView {
        let b = info[i]
        if b.isCircle {
            out.resize(2, fill: 0)
            out[0] = px; out[1] = py
            return ConvexView(vertices: out.base, count: 1, radius: b.radius)
        }
        let n = Int(b.vertexCount)
        out.resize(2 * n, fill: 0)
        let c = cos(angle), s = sin(angle)
        let v = localVertices.base + 2 * Int(b.vertexStart)
        for k in 0..<n {
            let x = v[2 * k], y = v[2 * k + 1]
            out[2 * k] = px + c * x - s * y
            out[2 * k + 1] = py + s * x + c * y
        }
        return ConvexView(vertices: out.base, count: n, radius: 0)
    }

    /// Writes a static primitive as a shape into `out`.
    @inline(__always)
    func primitiveShape(_ p: StaticPrimitive, into out: Storage<Double>) -> ConvexView {
        if p.isBox {
            out.resize(8, fill: 0)
            out[0] = p.minX; out[1] = p.minY; out[2] = p.maxX; out[3] = p.minY
            out[4] = p.maxX; out[5] = p.maxY; out[6] = p.minX; out[7] = p.maxY
            return ConvexView(vertices: out.base, count: 4, radius: 0)
        }
        out.resize(4, fill: 0)
        out[0] = p.ax; out[1] = p.ay; out[2] = p.ax + p.ux * p.length; out[3] = p.ay + p.uy * p.length
        return ConvexView(vertices: out.base, count: 2, radius: 0)
    }
}

/// An item reference that does not retain: valid while `World.items` holds the item.
/// `BasicItem`s are also kept as `Unmanaged`, so writing them back costs no reference counting.
struct UnretainedItem {
    unowned(unsafe) let item: DynamicItem
    let basic: Unmanaged<BasicItem>?
    /// A `BasicItem` that reads its center and rotation from this body (`BodyMirror`): the
    /// write-back passes it over.
    var mirrored = false

    init(item: DynamicItem) {
        self.item = item
        basic = (item as? BasicItem).map { Unmanaged.passUnretained($0) }
    }
}
