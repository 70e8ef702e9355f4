import Dynamics

/// Box2D v3's `large_pyramid` benchmark (CreateLargePyramid in its shared/benchmarks.c, run by
/// its benchmark/main.c): one pyramid of 5,050 boxes, 100 at its base, on a wide static box.
/// Resting contact in a tall stack, the solver's hardest case: a soft solver, or one short of
/// iterations, shows as a stack that sinks, spreads or falls.
///
/// Box2D's definition, in meters with y up, and here in points (100 pt = 1 m) with y down:
/// - Ground: a static box 200 x 2 m centred at (0, -1), so its top is the line y = 0 from
///   x = -100 to 100. Here Box2D's origin is at (10,000, F) with F = 100 (base + 1), the ground
///   is Rect(x: 0, y: F, width: 20,000, height: 200), and the pyramid's top is at y = 100.
/// - Boxes: 1 m squares (b2MakeSquare(0.5)), density 1, friction 0.6 (the defaults), free to
///   rotate. Row i (0 at the bottom) has base - i boxes; box j (i <= j < base) of it is at
///   x = (i + 1)/2 + (j - i) - base/2, y = i + 1/2: each row centred on x = 0, its boxes
///   touching side by side, each resting on the row below (`BoxStackScene.pyramid` with its
///   left edge at -base/2). Bottom row first, left to right.
/// - Gravity 10 m/s² down, sleeping off, step 1/60 s. Box2D runs 500 steps; here 120 (2 s)
///   unless asked for Box2D's count (`--box2d-full-steps`): at 500 the five rounds of all
///   engines would take most of an hour on two cores.
///
/// `quick` is base 20 (210 boxes), the size Box2D's benchmark builds when compiled for debugging.
struct LargePyramidSpec: Hashable, Sendable {
    static let groundWidth = 200.0
    static let groundThickness = 2.0

    /// Box2D's step count.
    static let box2dSteps = 500

    var base = 100
    var steps = 120

    static let quick = LargePyramidSpec(base: 20)

    var scene: BoxStackScene {
        let origin = Point(x: Box2DBenchmark.pointsPerMeter * Self.groundWidth / 2,
                           y: Box2DBenchmark.pointsPerMeter * Double(base + 1))
        let boxes = BoxStackScene.pyramid(base: base, left: -Double(base) / 2, bottom: 0, origin: origin)
        let corner = Box2DBenchmark.point(-Self.groundWidth / 2, 0, origin: origin)
        let ground = Rect(x: corner.x, y: corner.y, width: Box2DBenchmark.pointsPerMeter * Self.groundWidth,
                          height: Box2DBenchmark.pointsPerMeter * Self.groundThickness)
        return BoxStackScene(name: "large_pyramid base=\(base)", steps: steps, side: Box2DBenchmark.pointsPerMeter,
                             boxCenters: boxes, groundBoxes: [ground], groundSegments: [],
                             parameters: ["base": Double(base)])
    }
}
