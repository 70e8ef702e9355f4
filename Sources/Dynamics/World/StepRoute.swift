/// Which way a step's bodies move, decided once after `StepStage.prepare` from the counters
/// `World.validate()` checks.
enum StepRoute {
    /// Nothing collides with bodies, and no field, joint or resting contact ties one body's
    /// velocity to another's (a Breakout field): the drift takes each body's whole step in
    /// one pass (kick, sweep, kick, write-back), reading and writing its state once, and the
    /// stages around it have nothing to do.
    case eachBodyAlone
    /// Kicks, impacts among bodies, constraints and the drift each in their own stage.
    case together

    init(world w: World) {
        let free = !w.anyItemCollisions && w.behaviorIndex.fields.isEmpty && w.restingBodies == 0
            && w.behaviorIndex.attachments.isEmpty && w.behaviorIndex.snaps.isEmpty
            && w.solverState.heldBodies.count == 0
        self = free ? .eachBodyAlone : .together
    }
}
