import Box2DShim
import Dynamics

/// Box2D's pyramid scenes on Box2D 2.4.1 through the C shim, in meters (`box2dPointsPerMeter`:
/// a box is 1 m, gravity 10 m/s²), with the manual's 8 velocity and 3 position iterations and
/// sleeping off. As in `Box2DPyramid`, 2.4's polygon skin (b2_polygonRadius, 1 cm) is taken
/// off each box and ground box, and each floor edge is lowered by it, so that the shapes touch
/// where the scene's do.
final class Box2DBoxStack: BoxStackWorld {
    private let world: OpaquePointer
    private let scale: Double
    private let count: Int
    private let iterations: (velocity: Int32, position: Int32)

    init(scene: BoxStackScene, settings: PeerSettings) {
        scale = 1 / settings.box2dPointsPerMeter
        iterations = (Int32(settings.box2dVelocityIterations), Int32(settings.box2dPositionIterations))
        world = b2s_world_create(0, Float(Box2DBenchmark.gravity * scale), false)
        let material = B2SMaterial(friction: Float(Box2DBenchmark.friction), restitution: 0,
                                   restitutionThreshold: 1, density: 1)
        let skin = Double(b2s_polygon_skin()) / scale
        for box in scene.groundBoxes {
            b2s_add_static_box(world, Float(box.midX * scale), Float(box.midY * scale),
                               Float((box.width / 2 - skin) * scale), Float((box.height / 2 - skin) * scale), material)
        }
        // The boxes stand on each floor's upper side (smaller y): its skin's top is the floor.
        for floor in scene.groundSegments {
            b2s_add_static_edge(world, Float(floor.start.x * scale), Float((floor.start.y + skin) * scale),
                                Float(floor.end.x * scale), Float((floor.end.y + skin) * scale), material)
        }
        let half = Float((scene.side / 2 - skin) * scale)
        count = scene.boxCenters.count
        for center in scene.boxCenters {
            b2s_add_box(world, Float(center.x * scale), Float(center.y * scale), half, half, material)
        }
    }

    deinit { b2s_world_destroy(world) }

    func step() {
        b2s_step(world, Float(Box2DBenchmark.stepDuration), iterations.velocity, iterations.position)
    }

    func boxCenters() -> [Point] {
        var positions = [Double](repeating: 0, count: 2 * count)
        var velocities = [Double](repeating: 0, count: 2 * count)
        b2s_read_bodies(world, &positions, &velocities)
        return (0..<count).map { Point(x: positions[2 * $0] / scale, y: positions[2 * $0 + 1] / scale) }
    }
}
