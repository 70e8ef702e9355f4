/// What `StepStage.predictImpacts` leaves the drift (`World.drift`).
enum ImpactPrediction {
    /// No body that moves this step collides with bodies: nothing is predicted, the grid
    /// of sweeps is not built, and each moving body drifts against the boundaries alone. A
    /// pile asleep (Box2D's sleeping solver sets cost its step nothing) or a scene of no
    /// such bodies.
    case none
    /// A new horizon's impacts among bodies are predicted.
    case predicted
    /// The last step's horizon goes on: its predictions stand.
    case continuing
}
