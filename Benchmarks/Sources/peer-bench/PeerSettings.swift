/// The knobs each peer's documentation points at: for the storm, fast and perfectly elastic
/// balls; for the pyramid, a resting stack that may sleep. Our engine needs none: the scenes
/// themselves say elasticity, friction and rotation, and it pauses at rest by default.
struct PeerSettings: Sendable {
    /// Chipmunk's impulse solver passes per step (its default, and what its docs suggest for
    /// stacks too).
    var chipmunkIterations = 10
    /// Overlap Chipmunk tolerates before pushing shapes apart, in points. Its docs: as large
    /// as possible without visible overlap; half a point is a tenth of a ball's radius.
    var chipmunkCollisionSlop = 0.5
    /// Chipmunk has no continuous collision; its docs suggest thick static geometry against
    /// tunnelling, so the four walls are boxes this thick, outside the field.
    var chipmunkWallThickness = 100.0
    /// Chipmunk's docs suggest its spatial hash over the default bounding-box tree for many
    /// objects of one size, with cells the size of a shape and about 10 cells per object.
    /// Measured here: at 10,000 balls the tree took 11 to 44 us per ball-step, the hash about 1.
    /// The storm only: the pyramid's 210 boxes keep the default tree.
    var chipmunkSpatialHash = true
    /// Seconds a group of bodies must rest before Chipmunk puts it to sleep (the pyramid;
    /// Chipmunk's default is infinity, sleeping off).
    var chipmunkSleepTimeThreshold = 0.5

    /// Box2D is tuned for objects of 0.1 to 10 m: 100 points to the meter makes a ball 0.1 m
    /// across, a pyramid box 0.4 m and the storm's field 16 x 10 m. Both Box2D versions.
    var box2dPointsPerMeter = 100.0
    /// Box2D 2.4's manual suggests 8 velocity and 3 position iterations.
    var box2dVelocityIterations = 8
    var box2dPositionIterations = 3

    /// Box2D 3 replaces iterations with substeps; its b2World_Step says "usually 4".
    var box2d3SubSteps = 4
    /// Box2D 3 clamps every body to the world's maximumLinearSpeed (default 400 m/s, 40,000
    /// points/s here): twice the fastest storm scene, in points/s.
    var box2d3MaximumLinearSpeed = 200_000.0

    var summary: String {
        "Chipmunk2D (both builds, the same settings): iterations \(chipmunkIterations), collision slop \(chipmunkCollisionSlop) pt, "
            + "balls circles (moment infinite), bricks static boxes, walls static boxes \(Int(chipmunkWallThickness)) pt thick, "
            + "elasticity 1, friction 0, broad-phase \(chipmunkSpatialHash ? "spatial hash (10 pt cells)" : "bounding-box tree (default)"); "
            + "pyramid: gravity 1000 pt/s², friction sqrt(0.6) per shape (Chipmunk multiplies), elasticity 0, "
            + "bounding-box tree, sleep time threshold \(fixed(chipmunkSleepTimeThreshold, 1)) s. "
            + "Box2D 2.4.1: \(Int(box2dPointsPerMeter)) pt = 1 m, balls bullets with fixed rotation, "
            + "restitution 1, restitution threshold 0, friction 0, bricks static boxes, walls two-sided edges, "
            + "iterations \(box2dVelocityIterations) velocity / \(box2dPositionIterations) position, sleeping off; "
            + "pyramid: gravity 10 m/s², friction 0.6, restitution 0, sleeping on, "
            + "boxes and walls set in by Box2D's 1 cm polygon skin so that they touch where the scene's do. "
            + "Box2D 3.1.1: \(Int(box2dPointsPerMeter)) pt = 1 m, \(box2d3SubSteps) substeps, one worker (no task system: single-threaded), "
            + "continuous on, maximum linear speed \(fixed(box2d3MaximumLinearSpeed / box2dPointsPerMeter, 0)) m/s; "
            + "storm: balls bullets with fixed rotation, restitution 1, restitution threshold 0, friction 0, "
            + "bricks static boxes, walls segments, sleeping off; "
            + "pyramid: gravity 10 m/s², friction 0.6, restitution 0, sleeping on (default sleep threshold 0.05 m/s)."
    }
}
