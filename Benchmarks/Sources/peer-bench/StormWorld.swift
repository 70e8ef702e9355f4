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

/// The engines the benchmark knows, in the order they run within a round.
enum Engine: String, CaseIterable, Sendable {
    case dynamics, chipmunk, box2d

    var displayName: String {
        switch self {
        case .dynamics: "Dynamics"
        case .chipmunk: "Chipmunk2D 7"
        case .box2d: "Box2D 2.4.1"
        }
    }

    func makeWorld(_ spec: StormSpec, _ settings: PeerSettings) -> any StormWorld {
        switch self {
        case .dynamics: DynamicsStorm(spec: spec, settings: settings)
        case .chipmunk: ChipmunkStorm(spec: spec, settings: settings)
        case .box2d: Box2DStorm(spec: spec, settings: settings)
        }
    }
}
