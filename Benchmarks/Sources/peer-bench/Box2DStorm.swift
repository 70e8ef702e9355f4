import Box2DShim
import Dynamics

/// The storm scene on Box2D 2.4.1 through the C shim, in meters: points are scaled down by
/// `box2dPointsPerMeter` going in and up again coming out.
///
/// Box2D 2.4.1 caps a body's travel at `b2_maxTranslation` = 2 m per step, a compile-time
/// constant of the installed library: at 100 pt/m and 120 steps/s no ball can go faster than
/// 240 m/s = 24,000 points/s, so the 100,000 points/s scene runs slower than asked.
final class Box2DStorm: StormWorld {
    private let world: OpaquePointer
    private let scale: Double
    private let count: Int
    private let iterations: (velocity: Int32, position: Int32)

    init(spec: StormSpec, settings: PeerSettings) {
        scale = 1 / settings.box2dPointsPerMeter
        count = spec.count
        iterations = (Int32(settings.box2dVelocityIterations), Int32(settings.box2dPositionIterations))
        world = b2s_world_create(0, 0, false)
        // 2.4.1 made the bounce threshold a fixture setting (it was b2_velocityThreshold, a
        // constant): 0 lets every approaching contact bounce, as perfect elasticity asks.
        let material = B2SMaterial(friction: 0, restitution: 1, restitutionThreshold: 0, density: 1)
        for edge in spec.field.edges(scale: scale) {
            b2s_add_static_edge(world, edge.start.x, edge.start.y, edge.end.x, edge.end.y, material)
        }
        for brick in spec.bricks {
            b2s_add_static_box(world, Float(brick.midX * scale), Float(brick.midY * scale),
                               Float(brick.width / 2 * scale), Float(brick.height / 2 * scale), material)
        }
        // A shared negative group keeps balls from colliding with one another.
        let group: Int16 = spec.gas ? 0 : -1
        for ball in spec.balls() {
            b2s_add_ball(world, Float(ball.center.x * scale), Float(ball.center.y * scale),
                         Float(ball.velocity.dx * scale), Float(ball.velocity.dy * scale),
                         Float(StormSpec.radius * scale), material, true, group)
        }
    }

    deinit { b2s_world_destroy(world) }

    func step() {
        b2s_step(world, Float(StormSpec.stepDuration), iterations.velocity, iterations.position)
    }

    func ballStates() -> [BallState] {
        var positions = [Double](repeating: 0, count: 2 * count)
        var velocities = [Double](repeating: 0, count: 2 * count)
        b2s_read_bodies(world, &positions, &velocities)
        return (0..<count).map { i in
            BallState(center: Point(x: positions[2 * i] / scale, y: positions[2 * i + 1] / scale),
                      velocity: Vector(dx: velocities[2 * i] / scale, dy: velocities[2 * i + 1] / scale))
        }
    }
}
