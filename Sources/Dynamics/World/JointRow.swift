/// One attachment or snap as the solver sees it during a step: the bodies, the attachment
/// points in world space, the effective masses and biases worked out once per step, and the
/// impulses accumulated over the iterations. Rebuilt from the behaviors every step.
struct JointRow {
    enum Kind {
        /// Keeps the distance between the two points (rigid, or a spring).
        case distance
        /// Keeps the distance at most `length` (a rope).
        case limit
        /// Keeps the two points together (rigid, or a spring); `pin` adds friction and a
        /// rotation range, `fixed` keeps the relative angle too.
        case point, pin, fixed
        /// Keeps B on A's axis without turning; a range limits the travel.
        case sliding
        /// A spring of the item's own mass to a point, with its spin damped.
        case snap
    }

    var kind: Kind
    /// Bodies; b is -1 for a fixed point of the world (an anchor), which never moves.
    var a: Int
    var b: Int
    /// Attachment points relative to each body's center, in world axes.
    var rax = 0.0, ray = 0.0, rbx = 0.0, rby = 0.0
    /// Inverse masses and inertias (0 for the world).
    var ma = 0.0, ia = 0.0, mb = 0.0, ib = 0.0
    /// The anchor's velocity when b is -1 (`AnchorTrack`): a dragged item moves with it.
    var anchorVX = 0.0, anchorVY = 0.0

    // Along a line (distance, limit; the sliding joint's perpendicular): unit vector, mass, bias, softness.
    var ux = 0.0, uy = 0.0
    var axialMass = 0.0, axialBias = 0.0, axialGamma = 0.0
    /// The sliding joint's lever arms on its perpendicular.
    var s1 = 0.0, s2 = 0.0

    // Point (2D): the inverse of the softened K matrix, the bias, the softness.
    var k11 = 0.0, k12 = 0.0, k22 = 0.0
    var pointBiasX = 0.0, pointBiasY = 0.0, pointGamma = 0.0

    // Angle: mass, bias, softness; a pin's friction bounds its impulse.
    var angularMass = 0.0, angularBias = 0.0, angularGamma = 0.0
    var maxFrictionImpulse = 0.0
    var angularRigid = false

    // Range: translation along the axis (sliding) or relative rotation (pin).
    var hasRange = false
    var lowerC = 0.0, upperC = 0.0
    var rangeMass = 0.0
    var axx = 0.0, axy = 0.0, a1 = 0.0, a2 = 0.0

    /// Accumulated impulses: axial or point x; point y; angular; lower and upper range.
    var impulse = (0.0, 0.0, 0.0, 0.0, 0.0)
    /// The attachment this row came from (index into `World.attachments`), or -1 for a snap.
    var owner = -1
    /// Springs are left out of the pass after the last half kick: they do not hold rigidly.
    var isSoft = false

    // For the substeps (`JointSubsteps`): the error at the step's start (B's point less A's;
    // the fixed joint's and the pin range's angle), the distance held, the spring, and the
    // softness of each part for a substep.
    var errorX = 0.0, errorY = 0.0, angleError = 0.0
    var length = 0.0
    var frequency = 0.0, dampingRatio = 0.0
    var linearSoftness = Softness.rigid, angularSoftness = Softness.rigid
    /// Each body's slot in `SolverState.substeps`: its own, or for a body outside the
    /// substeps (an anchor, an anchored item), the still slot past the last body.
    var slotA = 0, slotB = 0
    /// Whether the row has an angular part (`JointSubstepRows.solveAngular`): a fixed
    /// joint's angle, a pin's friction or range, a snap's spin damping.
    var turns = false
}

/// A soft constraint's response over a time step, as Box2D v3 writes it (`b2Softness`): the
/// share of the position error turned into velocity each second, and how much of the rigid
/// impulse and of the accumulated impulse a pass applies. A rigid row in a relaxing pass has
/// no bias, the whole impulse and none of the accumulated one (`rigid`).
struct Softness: BitwiseCopyable {
    var biasRate: Double
    var massScale: Double
    var impulseScale: Double

    static let rigid = Softness(biasRate: 0, massScale: 1, impulseScale: 0)

    /// A spring of `hertz` and damping ratio `zeta`, stepped `h` seconds at a time; rigid at 0 Hz.
    init(hertz: Double, zeta: Double, h: Double) {
        guard hertz > 0 else { self = .rigid; return }
        let omega = 2 * Double.pi * hertz
        let a1 = 2 * zeta + h * omega
        let a2 = h * omega * a1
        let a3 = 1 / (1 + a2)
        self.init(biasRate: omega / a1, massScale: a2 * a3, impulseScale: a3)
    }

    init(biasRate: Double, massScale: Double, impulseScale: Double) {
        self.biasRate = biasRate; self.massScale = massScale; self.impulseScale = impulseScale
    }
}
