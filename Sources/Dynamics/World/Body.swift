/// The state a step changes, one per body, contiguous (the hot loop reads 48 bytes a body).
struct BodyMotion: BitwiseCopyable {
    var px: Double
    var py: Double
    var vx: Double
    var vy: Double
    var angle: Double
    /// Angular velocity, radians per second.
    var w: Double

    /// Moves on `dt` seconds in a straight line. A body that does not turn (every ball of a
    /// gas) leaves its angle, and the line it may sit on, unwritten.
    @inline(__always)
    mutating func drift(by dt: Double) {
        px += vx * dt
        py += vy * dt
        if w != 0 { angle += w * dt }
    }
}

/// What a body is made of and what acts on it: set when behaviors change, read every step.
/// The flags sit together at the end: 118 bytes, a stride of 120, so a body spans two or three
/// cache lines (a neighbour's search reads the radius at the start and the flags at the end).
struct BodyInfo: BitwiseCopyable {
    /// The circle's radius (see `isCircle`).
    var radius: Double
    var vertexStart: Int32
    var vertexCount: Int32
    /// The farthest any point of the shape lies from the center.
    var extent: Double
    var invMass: Double
    var invInertia: Double
    var elasticity: Double
    var friction: Double
    /// Velocity scale per step from resistance (`World.damping(resistance:h:)`).
    var linearDamping: Double
    var angularDamping: Double
    /// Acceleration from gravity and continuous pushes (points/s^2, radians/s^2).
    var ax: Double
    var ay: Double
    var alpha: Double
    /// Bit k set: the body is in collision behavior k and collides with its boundaries / items.
    var boundaryMask: UInt64
    var itemMask: UInt64
    /// `DynamicItemBehavior.collisionGroup`: bodies of one nonzero group never collide.
    var group: UInt16
    /// The body does not move this step: it is anchored, or asleep.
    var anchored: Bool
    /// Anchored by an item behavior (`isAnchored`): it never moves.
    var pinned: Bool
    /// Asleep (World+Sleep): it does not move until something wakes it.
    var asleep: Bool
    /// A circle (radius) or a convex polygon (vertices in `World.localVertices`).
    var isCircle: Bool

    /// Whether the event-driven step moves this body on its own clock: it meets bodies and
    /// is not anchored (`EventSolverState.drifts` keeps it per body).
    var movesAmongBodies: Bool { itemMask != 0 && !anchored }

    /// Whether this body and `other` collide with each other: they share a collision
    /// behavior and no collision group.
    @inline(__always)
    func collides(with other: BodyInfo) -> Bool {
        itemMask & other.itemMask != 0 && (group == 0 || group != other.group)
    }

    /// Whether a half kick changes this body's velocity: it accelerates, turns or is damped.
    /// (Without, `v * 1 + 0 * h / 2` is `v`, but for turning a -0 into a +0.)
    var kicks: Bool {
        ax != 0 || ay != 0 || alpha != 0 || linearDamping != 1 || angularDamping != 1
    }
}
