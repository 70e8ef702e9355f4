import Dynamics

/// What Box2D v3's benchmark program (benchmark/main.c in Box2D's repository) does alike for
/// every scene, which peer-bench keeps for its rebuilds of those scenes on every engine, and
/// what it adds: shorter runs by default (`--box2d-full-steps` for Box2D's) and a time budget
/// (`--box2d-budget`), so that five rounds on five engines take minutes on two cores.
enum Box2DBenchmark {
    /// The scenes are defined in meters; here 100 points are a meter, as for the peers
    /// (`PeerSettings.box2dPointsPerMeter`): a 1 m box is 100 points.
    static let pointsPerMeter = 100.0
    /// main.c steps every world by 1/60 s (Box2D 3 with 4 substeps).
    static let stepDuration = 1.0 / 60
    /// Box2D's default gravity (b2DefaultWorldDef), 10 m/s², in points/s² at 100 pt = 1 m:
    /// UIKit's magnitude 1.
    static let gravity = 1000.0
    /// Box2D's default friction (b2DefaultShapeDef), which the scenes keep; density 1, also
    /// the default, makes every body of a scene equally heavy.
    static let friction = 0.6
    /// Box2D's default maximum linear speed, 400 m/s (nothing in these scenes comes near it).
    static let maximumLinearSpeed = 400.0
    /// The steps every run takes whatever its budget: the first half second. Their time is
    /// reported apart, so the engines are compared over the same steps even when a slow run
    /// stops early.
    static let firstSteps = 30
    /// The first stretch as the tables name it: "first 0.5 s".
    static let firstStretch = "first \(fixed(Double(firstSteps) * stepDuration, 1)) s"

    /// A point of a scene given as Box2D defines it (meters, y up), in points, y down, with
    /// Box2D's origin at `origin`.
    static func point(_ x: Double, _ y: Double, origin: Point) -> Point {
        Point(x: origin.x + pointsPerMeter * x, y: origin.y - pointsPerMeter * y)
    }

    /// The tables' notes common to Box2D's scenes.
    static func notes(budget: Double) -> String {
        "Box2D's scenes (Box2D v3's benchmark program and its scene code, rebuilt here for every engine; Box2D runs them "
            + "\(LargePyramidSpec.box2dSteps), \(ManyPyramidsSpec.box2dSteps) and \(JointGridSpec.box2dSteps) steps, here "
            + "\(LargePyramidSpec().steps), \(ManyPyramidsSpec().steps) and \(JointGridSpec().steps) unless --box2d-full-steps): "
            + "\(Int(pointsPerMeter)) pt = 1 m, y down, gravity \(Int(gravity)) pt/s², friction \(friction), density 1, "
            + "no bounce, step 1/60 s, \(Int(maximumLinearSpeed)) m/s Box2D 3's speed limit, sleeping off on the peers "
            + "(Dynamics has no switch for it: an island still for 0.5 s sleeps). "
            + "Every run takes the first \(firstSteps) steps (\(fixed(Double(firstSteps) * stepDuration, 1)) s); "
            + (budget > 0
                ? "after them, a run that has used its budget of \(fixed(budget, 0)) s stops, and its steps column says how many of "
                    + "the scene's steps it took (\"32-35 of 60\": the least and most over the runs); what became of the bodies is "
                    + "checked at that step. "
                : "no budget: every run takes all the scene's steps. ")
            + "\(firstStretch) = ms/step over those first \(firstSteps) steps, the same steps on every engine; "
            + "Dynamics speed-up = a peer's median of it over Dynamics' median (above 1, Dynamics is faster)."
    }
}
