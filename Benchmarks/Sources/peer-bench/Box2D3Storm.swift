import Box2D3Shim
import Dynamics

/// The storm scene on Box2D 3.1.1 through its C shim, in meters as for Box2D 2.4.1 (points
/// scaled by `box2dPointsPerMeter` going in and out): 4 substeps (b2World_Step's "usually
/// 4"), continuous collision on, the balls bullets, the restitution threshold 0 (every
/// approaching contact bounces), and the world's speed cap, `maximumLinearSpeed` (default
/// 400 m/s = 40,000 points/s here, which would slow the fastest scene), raised above every
/// scene's speed. Box2D 3 steps on the calling thread alone unless it is given a task
/// system; it gets none.
final class Box2D3Storm: StormWorld {
    private let world: OpaquePointer
    private let scale: Double
    private let count: Int
    private let subSteps: Int32

    init(spec: StormSpec, settings: PeerSettings) {
        scale = 1 / settings.box2dPointsPerMeter
        count = spec.count
        subSteps = Int32(settings.box2d3SubSteps)
        world = b3s_world_create(B3SWorldSettings(
            gravityX: 0, gravityY: 0,
            restitutionThreshold: 0,
            maximumLinearSpeed: Float(settings.box2d3MaximumLinearSpeed * scale),
            enableSleep: false, enableContinuous: true))
        let material = B3SMaterial(friction: 0, restitution: 1, density: 1)
        for edge in spec.field.edges(scale: scale) {
            b3s_add_static_segment(world, edge.start.x, edge.start.y, edge.end.x, edge.end.y, material)
        }
        for brick in spec.bricks {
            b3s_add_static_box(world, Float(brick.midX * scale), Float(brick.midY * scale),
                               Float(brick.width / 2 * scale), Float(brick.height / 2 * scale), material)
        }
        // A shared negative group keeps balls from colliding with one another.
        let group: Int32 = spec.gas ? 0 : -1
        for ball in spec.balls() {
            b3s_add_ball(world, Float(ball.center.x * scale), Float(ball.center.y * scale),
                         Float(ball.velocity.dx * scale), Float(ball.velocity.dy * scale),
                         Float(StormSpec.radius * scale), material, true, group)
        }
    }

    deinit { b3s_world_destroy(world) }

    func step() { b3s_step(world, Float(StormSpec.stepDuration), subSteps) }

    func ballStates() -> [BallState] {
        var positions = [Double](repeating: 0, count: 2 * count)
        var velocities = [Double](repeating: 0, count: 2 * count)
        b3s_read_bodies(world, &positions, &velocities)
        return (0..<count).map { i in
            BallState(center: Point(x: positions[2 * i] / scale, y: positions[2 * i + 1] / scale),
                      velocity: Vector(dx: velocities[2 * i] / scale, dy: velocities[2 * i + 1] / scale))
        }
    }
}
