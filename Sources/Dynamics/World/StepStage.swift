/// The stages of one step, in the order `World.step(h:)` runs them, as Box2D names its
/// solver's (`b2SolverStageType`). Each is one function of the world with its inputs in its
/// signature; a fast path is a detail inside a stage, never a second pipeline beside this one.
public enum StepStage: Int, CaseIterable, Sendable {
    /// The boundary grid is current, joined pairs are listed, instantaneous pushes are
    /// applied once, and contacts are tracked only if a delegate listens (`World+Step`).
    case prepare
    /// The first half kick (damping, then half the step's acceleration), the half kicks that
    /// bodies held last step deferred to now, and the fields (`MotionSolver`, `World+Fields`).
    case integrateVelocities
    /// Bodies that collide with bodies: the last step's horizon of predicted impacts goes on,
    /// or a new one is predicted (`World+EventHorizon`, `ItemCollisions`).
    case predictImpacts
    /// Resting contacts and joints: found, still islands put to sleep, warm started, and
    /// solved, in substeps or in passes (`RestingContacts`, `ContactSubsteps`, `World+Joints`).
    case solveConstraints
    /// The swept drift: every body to the end of the step with each impact, on a boundary or
    /// a body, at its exact time. When nothing ties one body to another (a Breakout field),
    /// each body takes its whole step here in one pass: kick, sweep, kick and write-back.
    case drift
    /// The second half kick, then what the solve leaves for after the drift: the substeps'
    /// end, the relaxing passes, the bounces, the impulses kept for the next step's warm
    /// start, and joints put back on their anchors (`MotionSolver`, `ContactSubsteps`).
    case finishVelocities
    /// Still times, and islands still long enough put to sleep (`World+Sleep`).
    case sleep
    /// Every body's position and rotation to its item, unless the drift wrote them.
    case writeBack
    /// The step's hits as began and ended contacts, told to the collision delegates.
    case reportContacts
    /// Every behavior's `action`, parents before children.
    case actions
}
