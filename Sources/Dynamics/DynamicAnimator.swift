/// Runs the behaviors on their items in fixed steps, as UIDynamicAnimator: points, seconds,
/// radians, y down.
///
/// ```swift
/// let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 320, height: 480))
/// let ball = BasicItem(center: Point(x: 160, y: 100), size: Size(width: 20, height: 20), shape: .ellipse)
/// let collision = CollisionBehavior(items: [ball])
/// collision.translatesReferenceBoundsIntoBoundary = true
/// animator.addBehavior(GravityBehavior(items: [ball]))
/// animator.addBehavior(collision)
///
/// // Each frame:
/// let alpha = animator.advance(by: frameSeconds)   // whole steps; alpha = leftover fraction
/// ```
///
/// `step()` advances exactly one step of `stepDuration` (default 1/120 s), always.
/// `advance(by:)` runs as many whole steps as the time allows while the animator is running,
/// at most `maximumStepsPerAdvance` (a long stall is dropped, not caught up), keeps the
/// remainder for next time, and returns it as a fraction of a step for interpolation.
/// The same scene with the same calls gives bit-identical states (`stateHash()`).
open class DynamicAnimator {
    let world: World

    /// The area the reference-bounds boundaries follow, or nil when there is none (as UIKit's
    /// `referenceView` is optional): then `translatesReferenceBoundsIntoBoundary` makes no wall.
    /// With a `referenceView`, its bounds, followed as they change.
    public var referenceBounds: Rect? {
        didSet {
            if let r = referenceBounds {
                precondition(r.isValid, "DynamicAnimator.referenceBounds must be finite with a non-negative size, got \(r)")
            }
            guard referenceBounds != oldValue else { return }
            world.referenceBounds = referenceBounds
            world.referenceBoundsChanged()
            wake()
        }
    }

    /// The item whose bounds are the reference bounds, as UIKit's reference view: a ported
    /// `UIDynamicAnimator(referenceView: view)` is `DynamicAnimator(referenceView: view)` with
    /// the view a `BasicItem`. Held weakly, as UIKit holds the view.
    public private(set) weak var referenceView: BasicItem?

    /// Seconds per step; more than 0. Default 1/120.
    public var stepDuration: Double {
        didSet {
            precondition(stepDuration.isFinite && stepDuration > 0, "DynamicAnimator.stepDuration must be finite and > 0, got \(stepDuration)")
            world.stepDuration = stepDuration
            world.markAllBodiesDirty()   // damping per step depends on it
            wake()
        }
    }

    /// The most steps one `advance(by:)` runs.
    public var maximumStepsPerAdvance = 8

    /// Whether `advance(by:)` stops once every item is at rest (as UIKit pauses). Default true.
    public var pausesWhenAtRest = true

    /// The behaviors added with `addBehavior(_:)`, in the order they were added; their
    /// children are in their `childBehaviors`, not here.
    public private(set) var behaviors: [DynamicBehavior] = []
    /// Told when the animator pauses and resumes, as UIKit's; held weakly. Default nil.
    public weak var delegate: DynamicAnimatorDelegate?

    /// Simulated seconds: steps taken times `stepDuration`.
    public private(set) var elapsedTime = 0.0
    /// Steps taken.
    public private(set) var stepCount = 0

    private var pausedByCaller = false
    /// Within `removeAllBehaviors`: each removal leaves the world's sync to the end.
    private var removingAll = false
    private var atRest = false
    private var restSteps = 0
    /// The time `advance(by:)` banked and has not stepped yet.
    private var clock = FixedStepClock(stepDuration: 1.0 / 120, maximumSteps: 8)

    /// An animator whose reference bounds are `referenceBounds` (points), or none for nil,
    /// stepping 1/120 s at a time. A collision behavior makes them a wall only when asked
    /// (`translatesReferenceBoundsIntoBoundary`).
    public init(referenceBounds: Rect?) {
        if let r = referenceBounds {
            precondition(r.isValid, "DynamicAnimator: referenceBounds must be finite with a non-negative size, got \(r)")
        }
        self.referenceBounds = referenceBounds
        stepDuration = 1.0 / 120
        world = World(referenceBounds: referenceBounds, stepDuration: 1.0 / 120)
    }

    /// An animator whose reference bounds are `view`'s bounds, as `UIDynamicAnimator(referenceView:)`.
    public convenience init(referenceView view: BasicItem) {
        self.init(referenceBounds: view.bounds)
        referenceView = view
    }

    /// An animator without reference bounds.
    public convenience init() { self.init(referenceBounds: nil) }

    /// False after `pause()`, and while every item is at rest.
    public var isRunning: Bool { !pausedByCaller && !atRest }

    /// Adds a behavior and its children, as UIKit's: their items move from the next step.
    /// Adding it again does nothing; a behavior that is another's child, or belongs to
    /// another animator, stops the program.
    open func addBehavior(_ behavior: DynamicBehavior) {
        precondition(behavior.parent == nil, "DynamicAnimator.addBehavior: the behavior is a child of another behavior")
        // Added already (a root behavior of this animator is in `behaviors`): nothing to do.
        // Asked of the behavior, not by a search, so adding 20,000 joints is not quadratic.
        guard behavior.dynamicAnimator !== self else { return }
        precondition(behavior.dynamicAnimator == nil, "DynamicAnimator.addBehavior: the behavior belongs to another animator")
        behaviors.append(behavior)
        behavior.attach(to: self)
        behaviorTreeChanged()
    }

    /// Removes a behavior added with `addBehavior(_:)`, and its children. Its items' contacts
    /// end at once (the collision delegates are told). A behavior not added does nothing.
    open func removeBehavior(_ behavior: DynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: index)
        behavior.detach()
        behaviorTreeChanged()
        // Contacts of the removed behavior end now, not at the next step.
        if !world.isStepping && !removingAll { world.syncBodies(roots: behaviors) }
    }

    /// Removes every behavior, each through `removeBehavior(_:)`.
    open func removeAllBehaviors() {
        // Each behavior leaves through `removeBehavior` (a subclass may watch it), and the
        // world is brought up to date once, after the last: a sync walks every behavior left,
        // so a sync a behavior made clearing many attachments quadratic.
        removingAll = true
        for behavior in behaviors { removeBehavior(behavior) }
        removingAll = false
        if !world.isStepping { world.syncBodies(roots: behaviors) }
    }

    /// Pauses `advance(by:)` until `resume()`; velocities are kept exactly.
    public func pause() {
        guard !pausedByCaller else { return }
        let wasRunning = isRunning
        pausedByCaller = true
        if wasRunning { delegate?.dynamicAnimatorDidPause(self) }
    }

    /// Undoes `pause()`: `advance(by:)` steps again, starting its time afresh (nothing banked
    /// before the pause is stepped), and the delegate hears `dynamicAnimatorWillResume`.
    public func resume() {
        guard pausedByCaller else { return }
        pausedByCaller = false
        atRest = false
        restSteps = 0
        clock.reset()
        delegate?.dynamicAnimatorWillResume(self)
    }

    /// Takes an item's `center` and `rotation` as set from outside (a dragged paddle),
    /// keeping its velocity, as UIKit's `updateItem(usingCurrentState:)`.
    open func updateItem(usingCurrentState item: DynamicItem) {
        syncIfNeeded()
        world.updateFromItem(item)
        wake()
    }

    /// The item's position, velocity, rotation and spin, or nil if no behavior holds it.
    public func state(of item: DynamicItem) -> DynamicItemState? {
        syncIfNeeded()
        return world.state(of: item)
    }

    /// Sets the item's whole state exactly (anchored items keep zero velocity). Unlike adding
    /// velocities, this restores a saved state bit for bit.
    public func setState(_ state: DynamicItemState, of item: DynamicItem) {
        precondition(state.center.isFinite && state.velocity.isFinite && state.rotation.isFinite && state.angularVelocity.isFinite,
                     "DynamicAnimator.setState: every value must be finite, got \(state)")
        syncIfNeeded()
        world.setState(state, of: item)
        wake()
    }

    /// The items whose bounding circles meet `rect`.
    open func items(in rect: Rect) -> [DynamicItem] {
        syncIfNeeded()
        return world.items(in: rect)
    }

    /// A hash of every item's position, velocity, rotation and spin (bit patterns), for
    /// replays and tests: equal states give equal hashes.
    public func stateHash() -> UInt64 {
        syncIfNeeded()
        return world.stateHash()
    }

    /// Advances one fixed step: forces, swept motion with every contact, item updates,
    /// collision callbacks, then every behavior's `action`.
    public func step() {
        followReferenceView()
        syncIfNeeded()
        elapsedTime += stepDuration
        stepCount += 1
        world.step(h: stepDuration)
        noteRest()
    }

    /// Whether each step times its stages (``StepStage``) into ``stepProfile``; off by
    /// default, since reading the clock costs a small scene's step a little. Not in UIKit: an
    /// engine's profile, as Box2D's `b2World_GetProfile`.
    public var profilesSteps: Bool {
        get { world.profilesSteps }
        set { world.profilesSteps = newValue }
    }

    /// Where the last step's time went, stage by stage, while ``profilesSteps`` is on.
    public var stepProfile: StepProfile { world.profile }

    /// Runs the whole steps `seconds` allow (see the type's notes); returns the leftover
    /// fraction of a step, 0 ..< 1, for drawing between the last two states.
    @discardableResult
    public func advance(by seconds: Double) -> Double {
        precondition(seconds.isFinite && seconds >= 0, "DynamicAnimator.advance(by:) needs a finite, non-negative time, got \(seconds)")
        guard isRunning else { clock.reset(); return 0 }
        clock.stepDuration = stepDuration
        clock.maximumSteps = maximumStepsPerAdvance
        clock.add(seconds)
        while isRunning && clock.takeStep() { step() }
        return isRunning ? clock.fraction : 0
    }

    /// Before `updateItem(usingCurrentState:)` had UIKit's spelling.
    @available(*, deprecated, renamed: "updateItem(usingCurrentState:)")
    public func updateItemUsingCurrentState(_ item: DynamicItem) { updateItem(usingCurrentState: item) }

    // MARK: Internal

    /// The reference view's bounds, when they changed (a view that was resized).
    private func followReferenceView() {
        if let view = referenceView, view.bounds != referenceBounds { referenceBounds = view.bounds }
    }

    /// Brings the bodies up to date with the behaviors: only items that changed are rebuilt.
    func syncIfNeeded() {
        if !world.isSynced { world.syncBodies(roots: behaviors) }
    }

    /// A behavior joined or left somewhere in the tree (its items were told already).
    func behaviorTreeChanged() {
        world.treeDirty = true
        wake()
    }

    /// Something changed: an animator at rest runs again.
    func wake() {
        restSteps = 0
        guard atRest else { return }
        atRest = false
        if !pausedByCaller { delegate?.dynamicAnimatorWillResume(self) }
    }

    private func noteRest() {
        guard pausesWhenAtRest else { return }
        if world.isAtRest() { restSteps += 1 } else { restSteps = 0 }
        if restSteps >= 30 && !atRest {
            let wasRunning = isRunning
            atRest = true
            if wasRunning { delegate?.dynamicAnimatorDidPause(self) }
        }
    }
}

extension World {
    /// No body moves faster than 0.1 points/s or turns faster than 0.001 radians/s.
    func isAtRest() -> Bool {
        for i in 0..<motion.count where !info[i].anchored {
            let m = motion[i]
            if m.vx * m.vx + m.vy * m.vy > 0.01 || abs(m.w) > 0.001 { return false }
        }
        return true
    }
}
