import Box2D3Shim
import Dynamics

/// The pyramid on Box2D 3.1.1 through its C shim, in meters as for Box2D 2.4.1, with the
/// recommended 4 substeps, sleeping on and its other defaults (continuous collision on,
/// restitution threshold 1 m/s, which restitution 0 makes moot). The walls are segments on
/// the field's four lines. Box2D 3's boxes and segments have no skin (b2MakeBox gives radius
/// 0; contacts start early through a speculative margin instead), so unlike 2.4's they are
/// the scene's boxes as they are.
final class Box2D3Pyramid: PyramidWorld {
    private let world: OpaquePointer
    private let scale: Double
    private let count: Int
    private let subSteps: Int32

    init(spec: PyramidSpec, settings: PeerSettings) {
        scale = 1 / settings.box2dPointsPerMeter
        subSteps = Int32(settings.box2d3SubSteps)
        world = b3s_world_create(B3SWorldSettings(
            gravityX: 0, gravityY: Float(PyramidSpec.gravity * scale),
            restitutionThreshold: 1,
            maximumLinearSpeed: Float(settings.box2d3MaximumLinearSpeed * scale),
            enableSleep: true, enableContinuous: true))
        let material = B3SMaterial(friction: Float(PyramidSpec.friction), restitution: 0, density: 1)
        for edge in spec.field.edges(scale: scale) {
            b3s_add_static_segment(world, edge.start.x, edge.start.y, edge.end.x, edge.end.y, material)
        }
        let half = Float(PyramidSpec.side / 2 * scale)
        let centers = spec.boxCenters()
        count = centers.count
        for center in centers {
            b3s_add_box(world, Float(center.x * scale), Float(center.y * scale), half, half, material)
        }
    }

    deinit { b3s_world_destroy(world) }

    func step() { b3s_step(world, Float(PyramidSpec.stepDuration), subSteps) }

    func boxCenters() -> [Point] {
        var positions = [Double](repeating: 0, count: 2 * count)
        var velocities = [Double](repeating: 0, count: 2 * count)
        b3s_read_bodies(world, &positions, &velocities)
        return (0..<count).map { Point(x: positions[2 * $0] / scale, y: positions[2 * $0 + 1] / scale) }
    }

    func awakeCount() -> Int { Int(b3s_awake_body_count(world)) }
}
