/// One rigid attachment as the position projection (`World.projectRigidJoints`) sees it: its
/// bodies, the share of the correction each takes, and its attachment points. The
/// projection moves bodies without turning them, so each offset is rotated once a step,
/// not once a pass, and nothing reads the behavior object inside the passes (at 19,794
/// joints, four passes of rotations and property reads were a quarter of the step).
struct ProjectionRow: BitwiseCopyable {
    /// Bodies; b is -1 for an anchor.
    var a: Int
    var b: Int
    /// Shares of the correction: each body's inverse mass over both (an anchor takes none).
    var shareA: Double
    var shareB: Double
    /// A's attachment point from its center, in world axes.
    var offsetAX: Double
    var offsetAY: Double
    /// B's attachment point from its center in world axes, or for an anchor the anchor itself.
    var pointBX: Double
    var pointBY: Double
    /// The distance held; unused by a point joint.
    var length: Double
    /// Keeps the two points together (point, pin, fixed); otherwise keeps `length`.
    var keepsPoint: Bool
    /// A rope: corrects only when stretched past `length`.
    var isLimit: Bool
}
