import Dynamics

/// A `BoxStackScene` built on one engine: set up outside the timing, stepped inside it, and
/// read back in points before and after.
protocol BoxStackWorld: AnyObject {
    /// Builds the ground and the boxes of `scene`, ready for the first step.
    init(scene: BoxStackScene, settings: PeerSettings)
    /// Advances one fixed step of `Box2DBenchmark.stepDuration`.
    func step()
    /// Every box's centre in points, in the order of `BoxStackScene.boxCenters`.
    func boxCenters() -> [Point]
}
