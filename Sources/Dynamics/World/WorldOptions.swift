/// Switches of the step that only tests turn: each names a fast path the step may take, so a
/// test can run a scene with it and without it and compare the two bit for bit. Kept apart
/// from the step's own state (`StepScratch`, `EventSolverState`), which the step writes;
/// these it only reads, and an app never sets them.
struct WorldOptions {
    /// Whether a step may continue the last step's event horizon (`World+EventHorizon`)
    /// rather than predict every impact again (`EventHorizonTests`).
    var eventHorizons = true
    /// Whether the first predictions may go by pairs of the grid's cells when every body
    /// that meets bodies is a circle (`ItemCollisions`, `FirstPassByPairsTests`).
    var firstPassByPairs = true
    /// Whether the substeps solve their resting contacts and joints four at a time
    /// (`ContactLanes`, `JointLanes`) rather than one by one (`ContactLanesTests` and
    /// `JointLanesTests` compare the two).
    var lanes = true
}
