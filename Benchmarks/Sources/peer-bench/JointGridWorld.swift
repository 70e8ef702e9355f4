import Dynamics

/// The joint grid built on one engine: set up outside the timing, stepped inside it, and read
/// back in points before and after.
protocol JointGridWorld: AnyObject {
    /// Builds the bodies and joints of `spec`, ready for the first step.
    init(spec: JointGridSpec, settings: PeerSettings)
    /// Advances one fixed step of `Box2DBenchmark.stepDuration`.
    func step()
    /// Every body's centre (points) and rotation (radians), static ones too, in index order.
    func poses() -> [BodyPose]
}

/// Where a body is and how far it has turned, as an engine reports it.
struct BodyPose: Sendable {
    var center: Point
    var rotation: Double

    /// The point `offset` from the centre in the body's own frame. Every engine here turns a
    /// body's frame by the same formula (x' = x cos a - y sin a, y' = x sin a + y cos a).
    func point(at offset: Vector) -> Point { center + offset.rotated(by: rotation) }
}
