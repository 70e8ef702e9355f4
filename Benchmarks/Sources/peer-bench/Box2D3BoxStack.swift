import Box2D3Shim
import Dynamics

/// Box2D's pyramid scenes on Box2D 3.1.1 through its C shim, in meters as for 2.4.1: the
/// scenes as Box2D's own benchmark builds them (4 substeps, continuous on, Box2D's default
/// world otherwise), but single-threaded and with all static shapes on one body.
final class Box2D3BoxStack: BoxStackWorld {
    private let world: OpaquePointer
    private let scale: Double
    private let count: Int
    private let subSteps: Int32

    init(scene: BoxStackScene, settings: PeerSettings) {
        scale = 1 / settings.box2dPointsPerMeter
        subSteps = Int32(settings.box2d3SubSteps)
        world = b3s_world_create(B3SWorldSettings(
            gravityX: 0, gravityY: Float(Box2DBenchmark.gravity * scale),
            restitutionThreshold: 1,
            maximumLinearSpeed: Float(Box2DBenchmark.maximumLinearSpeed),
            enableSleep: false, enableContinuous: true))
        let material = B3SMaterial(friction: Float(Box2DBenchmark.friction), restitution: 0, density: 1)
        for box in scene.groundBoxes {
            b3s_add_static_box(world, Float(box.midX * scale), Float(box.midY * scale),
                               Float(box.width / 2 * scale), Float(box.height / 2 * scale), material)
        }
        for floor in scene.groundSegments {
            b3s_add_static_segment(world, Float(floor.start.x * scale), Float(floor.start.y * scale),
                                   Float(floor.end.x * scale), Float(floor.end.y * scale), material)
        }
        let half = Float(scene.side / 2 * scale)
        count = scene.boxCenters.count
        for center in scene.boxCenters {
            b3s_add_box(world, Float(center.x * scale), Float(center.y * scale), half, half, material)
        }
    }

    deinit { b3s_world_destroy(world) }

    func step() { b3s_step(world, Float(Box2DBenchmark.stepDuration), subSteps) }

    func boxCenters() -> [Point] {
        var positions = [Double](repeating: 0, count: 2 * count)
        var velocities = [Double](repeating: 0, count: 2 * count)
        b3s_read_bodies(world, &positions, &velocities)
        return (0..<count).map { Point(x: positions[2 * $0] / scale, y: positions[2 * $0 + 1] / scale) }
    }
}
