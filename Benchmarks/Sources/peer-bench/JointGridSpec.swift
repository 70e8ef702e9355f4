import Dynamics

/// Box2D v3's `joint_grid` benchmark (CreateJointGrid in its shared/benchmarks.c, run by its
/// benchmark/main.c): a 100 x 100 net of balls, each joined to its neighbours by revolute
/// joints, hanging from seven fixed balls in the middle of its top row, with nothing
/// colliding. Joints only: it measures the joint solver, and a solver short of iterations
/// shows as joints pulled apart.
///
/// Box2D's definition, in meters with y up, and here in points (100 pt = 1 m) with y down:
/// - Bodies: column k and row i, 0 <= k, i < N = 100; body (k, i) is a circle of radius 0.4 m
///   (40 pt), density 1, at (k, -i), here (100k, 100i): the top row is y = 0, the net hangs
///   below it. Bodies are numbered as Box2D creates them, column by column: k N + i.
/// - Fixed: the top row's bodies with N/2 - 3 <= k <= N/2 + 3 are static (seven); the rest
///   are dynamic and free to rotate.
/// - Joints: each body (i > 0) to the one above it, anchored 0.5 m below the upper one's
///   centre and 0.5 m above its own, and each body (k > 0) to the one on its left, anchored
///   0.5 m right of that one's centre and 0.5 m left of its own: revolute joints (pins),
///   N (N - 1) each way, in Box2D's order (per body, up then left). Box2D also joins the seven
///   static balls to one another; those six joints have no dynamic body, no solver ever
///   touches them, and they are left out here: 19,794 joints.
/// - Collisions: none. Box2D puts every shape in category 2 and masks category 2 out.
/// - Gravity 10 m/s² down, sleeping off, step 1/60 s. Box2D runs 500 steps; here 120 (2 s)
///   unless asked for Box2D's count (`--box2d-full-steps`), for the time it takes.
///
/// `quick` is 10 x 10, the size Box2D's benchmark builds when compiled for debugging.
struct JointGridSpec: Hashable, Sendable {
    /// One revolute joint: bodies `a` and `b` (indices) joined where `anchorA` of a's centre
    /// meets `anchorB` of b's, each offset in its body's own frame (points).
    struct Joint: Sendable {
        let a: Int
        let b: Int
        let anchorA: Vector
        let anchorB: Vector
    }

    static let spacing = Box2DBenchmark.pointsPerMeter
    static let radius = 0.4 * Box2DBenchmark.pointsPerMeter

    /// Box2D's step count.
    static let box2dSteps = 500

    var size = 100
    var steps = 120

    static let quick = JointGridSpec(size: 10)

    var name: String { "joint_grid \(size)x\(size)" }

    func index(column k: Int, row i: Int) -> Int { k * size + i }

    /// Whether body `index` is one of the seven fixed ones.
    func isStatic(_ index: Int) -> Bool {
        let k = index / size, i = index % size
        return i == 0 && abs(k - size / 2) <= 3
    }

    /// Each body's centre, in index order.
    func bodyCenters() -> [Point] {
        (0..<size).flatMap { k in
            (0..<size).map { i in Point(x: Self.spacing * Double(k), y: Self.spacing * Double(i)) }
        }
    }

    /// The joints, in Box2D's order, those between two static bodies left out.
    func joints() -> [Joint] {
        let half = Self.spacing / 2
        var joints: [Joint] = []
        for k in 0..<size {
            for i in 0..<size {
                let body = index(column: k, row: i)
                let above = index(column: k, row: i - 1), left = index(column: k - 1, row: i)
                if i > 0 && !(isStatic(above) && isStatic(body)) {
                    joints.append(Joint(a: above, b: body, anchorA: Vector(dx: 0, dy: half), anchorB: Vector(dx: 0, dy: -half)))
                }
                if k > 0 && !(isStatic(left) && isStatic(body)) {
                    joints.append(Joint(a: left, b: body, anchorA: Vector(dx: half, dy: 0), anchorB: Vector(dx: -half, dy: 0)))
                }
            }
        }
        return joints
    }
}
