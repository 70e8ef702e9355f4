/// The version of the engine's arithmetic: it changes whenever the same scene and input can
/// step to different bits (a new solver, a new contact rule), so a recording can say which
/// engine it replays on and a newer engine can refuse it with a clear line instead of
/// drifting away from it.
///
/// - 1: the event-driven engine through the UIKit fidelity work (replay format 4).
/// - 2: speculative contacts grow with a resting polygon's speed and take its sweeps'
///   place, resting pairs look for swinging corners in 0.25-point steps, and the 2x2
///   contact block multiplies by its inverse determinant.
/// - 3: resting polygons without joints are solved in substeps (`ContactSubsteps`).
/// - 4: a step in which a body lands on resting polygons makes more passes in its substeps
///   and ends with shock propagation (`ShockPropagation`), and the warm impulses kept after
///   substeps are the least a substep ended with.
/// - 5: overlapping polygons meet where their deepest features lie against each other (not
///   midway between their centroids), a polygon an impact or a wall turns in the drift sweeps
///   for the rest of the step, and a sweep out of looks stops where it got to.
/// - 6: shock propagation changes only the upper body's linear velocity, and only a landing
///   step keeps the least impulse a substep ended with (engine 4's rules blew Box2D's
///   100-row pyramid apart).
/// - 7: a bounce answers the true approach at the impact, not the drift's (a drop rebounds to
///   e^2 of its height wherever in a step it lands), a resting contact that is struck bounces
///   at the step's end from the surface (a manifold's two points together), a dragged
///   anchor has a velocity, attached items do not collide with each other, and a spring
///   field is SpriteKit's (1 N/m at strength 1, a hundredth of before).
/// - 8: joints other than sliding ones are solved in the substeps with the resting contacts,
///   as Box2D v3's soft step (`JointSubsteps`), projected after them only to anchors, a
///   jointed body turns at most `maxJointedTurn` a substep, and a dragged anchor moves
///   through the steps its move came apart over (`AnchorTrack`).
/// - 9: a step with joints and no resting contacts takes 5 substeps (not 6), with the
///   joints' stiffness set by the step rate (`jointStiffnessPerStepRate`), as before.
/// - 10: a body touching something is still below 5 points/s, not 1 (`World.sleepSpeed`),
///   so a settled pile sleeps sooner.
/// - 11: resting contacts are soft in a substep's biased pass, as Box2D v3's soft step: 4
///   substeps of one soft and one relaxing pass (not 6 of two rigid and one), each point
///   alone; a manifold point's id is the corners it lies between, whichever shape is the
///   reference, so its warm impulse survives the boxes tipping.
/// - 12: a soft step without a landing or a joint solves its contacts in colours, four
///   manifolds at a time in floats (`ContactLanes`), not point by point in the order found;
///   a step with point joints and no contact solves them the same way (`JointLanes`).
public enum EngineVersion {
    /// This engine's version.
    public static let current = 12
}
