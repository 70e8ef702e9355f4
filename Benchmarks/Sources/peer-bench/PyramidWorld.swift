import Dynamics

/// The pyramid scene built on one engine: set up outside the timing, stepped inside it, and
/// read back in points between the timed stretches.
protocol PyramidWorld: AnyObject {
    /// Builds the walls and the boxes of `spec`, ready for the first step.
    init(spec: PyramidSpec, settings: PeerSettings)
    /// Advances one fixed step of `PyramidSpec.stepDuration`.
    func step()
    /// Every box's centre in points, in the order of `PyramidSpec.boxCenters()`.
    func boxCenters() -> [Point]
    /// Boxes not asleep.
    func awakeCount() -> Int
}
