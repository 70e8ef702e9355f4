/// A storm scene built on one engine: set up outside the timing, stepped inside it, and read
/// back in points afterwards.
protocol StormWorld: AnyObject {
    /// Builds the field, the bricks and the balls of `spec`, ready for the first step.
    init(spec: StormSpec, settings: PeerSettings)
    /// Advances one fixed step of `StormSpec.stepDuration`.
    func step()
    /// Every ball's centre and velocity, in points and points/s, in ball order.
    func ballStates() -> [BallState]
}
