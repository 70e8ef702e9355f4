/// The knobs each peer's documentation points at for fast, perfectly elastic balls. Our engine
/// needs none: the scene itself says elasticity 1, friction 0, no rotation.
struct PeerSettings: Sendable {
    /// Chipmunk's impulse solver passes per step (its default, and what the brief asks for).
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
    var chipmunkSpatialHash = true

    /// Box2D is tuned for objects of 0.1 to 10 m: 100 points to the meter makes a ball 0.1 m
    /// across and the field 16 x 10 m.
    var box2dPointsPerMeter = 100.0
    /// Box2D's manual suggests 8 velocity and 3 position iterations.
    var box2dVelocityIterations = 8
    var box2dPositionIterations = 3

    var summary: String {
        "Chipmunk2D: iterations \(chipmunkIterations), collision slop \(chipmunkCollisionSlop) pt, "
            + "balls circles (moment infinite), bricks static boxes, walls static boxes \(Int(chipmunkWallThickness)) pt thick, "
            + "elasticity 1, friction 0, broad-phase \(chipmunkSpatialHash ? "spatial hash (10 pt cells)" : "bounding-box tree (default)"). "
            + "Box2D: \(Int(box2dPointsPerMeter)) pt = 1 m, balls bullets with fixed rotation, "
            + "restitution 1, restitution threshold 0, friction 0, bricks static boxes, walls two-sided edges, "
            + "iterations \(box2dVelocityIterations) velocity / \(box2dPositionIterations) position, sleeping off."
    }
}
