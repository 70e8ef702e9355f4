/// What the constraint solver keeps through a step: the joint rows, each body's motion
/// through the substeps (`ContactSubsteps`) and the bodies in them, and the bodies whose
/// second half kick waits for the next step (`MotionSolver`).
final class SolverState {
    /// This step's joint rows.
    /// (No dynamic exclusivity checks: the step alone touches it, and at 20,000 joints the
    /// check of each append cost a tenth of preparing them.)
    @exclusivity(unchecked) var joints: ContiguousArray<JointRow> = []
    /// Each body's motion through the substeps, and the bodies in them.
    let substeps = Storage<SubstepMotion>(capacity: 64)
    let substepMembers = Storage<Int32>(capacity: 64)
    /// The resting contacts of a soft step, coloured and packed four to a group.
    let lanes = ContactLanes()
    /// The joints of a step without resting contacts, coloured and packed four to a group.
    let jointLanes = JointLanes()
    /// This step's substeps (`World.substepCount`, `jointedContactSubstepCount` or `jointSubstepCount`).
    var substepCount = World.substepCount
    /// Bodies whose second half kick moves to the start of the next step.
    let kickDeferred = Storage<Bool>(capacity: 64)
    /// The bodies marked in `kickDeferred`.
    let heldBodies = Storage<Int32>(capacity: 64)
    /// Bodies were removed since the list was made, renumbering held ones (`relistHeldBodies`).
    var heldBodiesRenumbered = false
}
