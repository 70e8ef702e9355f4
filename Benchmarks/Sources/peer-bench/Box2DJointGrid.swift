import Box2DShim
import Dynamics

/// The joint grid on Box2D 2.4.1 through the C shim, in meters: circle bodies (static for the
/// seven fixed ones), revolute joints with the two local anchors, category 2 masked out as in
/// Box2D 3's scene, the manual's 8 velocity and 3 position iterations, sleeping off.
final class Box2DJointGrid: JointGridWorld {
    private let world: OpaquePointer
    private let scale: Double
    private let count: Int
    private let iterations: (velocity: Int32, position: Int32)

    init(spec: JointGridSpec, settings: PeerSettings) {
        scale = 1 / settings.box2dPointsPerMeter
        iterations = (Int32(settings.box2dVelocityIterations), Int32(settings.box2dPositionIterations))
        world = b2s_world_create(0, Float(Box2DBenchmark.gravity * scale), false)
        let material = B2SMaterial(friction: Float(Box2DBenchmark.friction), restitution: 0,
                                   restitutionThreshold: 1, density: 1)
        let centers = spec.bodyCenters()
        count = centers.count
        for (index, center) in centers.enumerated() {
            b2s_add_circle(world, Float(center.x * scale), Float(center.y * scale), Float(JointGridSpec.radius * scale),
                           material, spec.isStatic(index), 2, ~UInt16(2))
        }
        for joint in spec.joints() {
            b2s_add_revolute_joint(world, Int32(joint.a), Int32(joint.b),
                                   Float(joint.anchorA.dx * scale), Float(joint.anchorA.dy * scale),
                                   Float(joint.anchorB.dx * scale), Float(joint.anchorB.dy * scale))
        }
    }

    deinit { b2s_world_destroy(world) }

    func step() {
        b2s_step(world, Float(Box2DBenchmark.stepDuration), iterations.velocity, iterations.position)
    }

    func poses() -> [BodyPose] {
        var positions = [Double](repeating: 0, count: 2 * count)
        var velocities = [Double](repeating: 0, count: 2 * count)
        var angles = [Double](repeating: 0, count: count)
        b2s_read_bodies(world, &positions, &velocities)
        b2s_read_angles(world, &angles)
        return (0..<count).map { i in
            BodyPose(center: Point(x: positions[2 * i] / scale, y: positions[2 * i + 1] / scale), rotation: angles[i])
        }
    }
}
