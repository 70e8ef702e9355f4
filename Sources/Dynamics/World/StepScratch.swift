/// Per-step scratch, sized once and reused so a running scene allocates nothing: two shapes
/// in world space, the visit marks of searches, and the contacts the step made for the
/// collision delegates.
final class StepScratch {
    /// Two shapes in world space (the moving one and the one it is tested against).
    let shapeA = Storage<Double>(capacity: 64)
    let shapeB = Storage<Double>(capacity: 64)
    /// Visit marks: body j was seen in the current search when `stamp[j] == stampValue`, so
    /// no set is cleared between searches.
    let stamp = Storage<UInt32>(capacity: 64)
    @exclusivity(unchecked) var stampValue: UInt32 = 0
    /// The bodies a search gathered, each once (`World.gatherBodies`).
    let candidates = Storage<Int32>(capacity: 64)
    /// The contacts this step made, for the collision delegates.
    let hits = Storage<ContactHit>(capacity: 64)
    /// Bodies the rigid joints' projection moved this step, each once (`isProjected` marks
    /// them), for `separateCirclesFromProjectedBodies`.
    let projected = Storage<Int32>(capacity: 16)
    let isProjected = Storage<Bool>(capacity: 64)
    /// Each body's rotation as the joints read it, worked out once per look
    /// (`World.rotation(of:)`): a body in four joints turned four offsets with one cosine.
    let rotations = Storage<BodyRotation>(capacity: 64)
    @exclusivity(unchecked) var rotationLook: UInt32 = 0
    /// The rigid joints as the projection's passes read them (`gatherProjectionRows`).
    let projectionRows = Storage<ProjectionRow>(capacity: 16)
    /// Each body's swept box at the start of the event-driven step, computed once for the
    /// grid's layout, its first inserts and the first predictions (again by a rebuild after
    /// the constraints changed velocities).
    let sweepBoxes = Storage<SweepBox>(capacity: 64)
    /// The step's first predictions solve each pair of circles once, by the lower-numbered
    /// body, which offers the impact to the other: its earliest offered time (the step's
    /// end: none) and from whom.
    let offerTime = Storage<Double>(capacity: 64)
    let offerPartner = Storage<Int32>(capacity: 64)
    /// When every body that meets bodies is a circle (`setUpBodyGrid` looks), the first pass
    /// goes by pairs (`firstPassByPairs`): each body's boundary impact, if any, and its
    /// earliest impact with a higher-numbered body and with whom.
    @exclusivity(unchecked) var collidersAreCircles = false
    /// The steps that took the pairs (tests compare them with the per-body pass:
    /// `WorldOptions.firstPassByPairs`).
    @exclusivity(unchecked) var firstPassesByPairs = 0
    let boundaryFound = Storage<Bool>(capacity: 64)
    let boundaryTime = Storage<Double>(capacity: 64)
    let ownTime = Storage<Double>(capacity: 64)
    let ownPartner = Storage<Int32>(capacity: 64)
}

/// A body's rotation as a cosine and sine, and the look it was worked out in.
struct BodyRotation: BitwiseCopyable {
    var look: UInt32 = 0
    var c = 1.0
    var s = 0.0

    /// (x, y) turned by the rotation.
    @inline(__always)
    func turn(_ v: Vector) -> (Double, Double) {
        (c * v.dx - s * v.dy, s * v.dx + c * v.dy)
    }
}

/// A body's swept box for the rest of a step (points).
struct SweepBox: BitwiseCopyable {
    var x0, y0, x1, y1: Double
}
