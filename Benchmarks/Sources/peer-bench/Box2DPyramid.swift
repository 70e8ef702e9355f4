import Box2DShim
import Dynamics

/// The pyramid on Box2D 2.4.1 through the C shim, in meters (`box2dPointsPerMeter`: a box is
/// 0.4 m, gravity 10 m/s²), with the manual's 8 velocity and 3 position iterations and
/// sleeping on (Box2D's default). The walls are two-sided edges on the field's four lines.
///
/// Box2D 2.4 wraps every polygon and edge in a skin (b2_polygonRadius, 1 cm = 1 point here)
/// and lets shapes touch skin to skin; its manual suggests drawing a shape larger than its polygon.
/// So each box's polygon is the 40-point box shrunk by the skin and the edges sit one skin
/// outside the field: the shapes touch exactly where the scene's boxes and walls do. Without
/// this, every box would start 2 points into its neighbours and the pyramid would spread.
final class Box2DPyramid: PyramidWorld {
    private let world: OpaquePointer
    private let scale: Double
    private let count: Int
    private let iterations: (velocity: Int32, position: Int32)

    init(spec: PyramidSpec, settings: PeerSettings) {
        scale = 1 / settings.box2dPointsPerMeter
        iterations = (Int32(settings.box2dVelocityIterations), Int32(settings.box2dPositionIterations))
        world = b2s_world_create(0, Float(PyramidSpec.gravity * scale), true)
        let material = B2SMaterial(friction: Float(PyramidSpec.friction), restitution: 0,
                                   restitutionThreshold: 1, density: 1)
        let skin = Double(b2s_polygon_skin()) / scale
        for edge in spec.field.insetBy(dx: -skin, dy: -skin).edges(scale: scale) {
            b2s_add_static_edge(world, edge.start.x, edge.start.y, edge.end.x, edge.end.y, material)
        }
        let half = Float((PyramidSpec.side / 2 - skin) * scale)
        let centers = spec.boxCenters()
        count = centers.count
        for center in centers {
            b2s_add_box(world, Float(center.x * scale), Float(center.y * scale), half, half, material)
        }
    }

    deinit { b2s_world_destroy(world) }

    func step() {
        b2s_step(world, Float(PyramidSpec.stepDuration), iterations.velocity, iterations.position)
    }

    func boxCenters() -> [Point] {
        var positions = [Double](repeating: 0, count: 2 * count)
        var velocities = [Double](repeating: 0, count: 2 * count)
        b2s_read_bodies(world, &positions, &velocities)
        return (0..<count).map { Point(x: positions[2 * $0] / scale, y: positions[2 * $0 + 1] / scale) }
    }

    func awakeCount() -> Int { Int(b2s_awake_body_count(world)) }
}
