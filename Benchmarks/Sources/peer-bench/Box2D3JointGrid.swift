import Box2D3Shim
import Dynamics

/// The joint grid on Box2D 3.1.1 through its C shim, in meters: the scene as Box2D's own
/// benchmark builds it (circle bodies, revolute joints with the two local anchors, category 2
/// masked out, 4 substeps, sleeping off, Box2D's default world otherwise), but
/// single-threaded.
final class Box2D3JointGrid: JointGridWorld {
    private let world: OpaquePointer
    private let scale: Double
    private let count: Int
    private let subSteps: Int32

    init(spec: JointGridSpec, settings: PeerSettings) {
        scale = 1 / settings.box2dPointsPerMeter
        subSteps = Int32(settings.box2d3SubSteps)
        world = b3s_world_create(B3SWorldSettings(
            gravityX: 0, gravityY: Float(Box2DBenchmark.gravity * scale),
            restitutionThreshold: 1,
            maximumLinearSpeed: Float(Box2DBenchmark.maximumLinearSpeed),
            enableSleep: false, enableContinuous: true))
        let material = B3SMaterial(friction: Float(Box2DBenchmark.friction), restitution: 0, density: 1)
        let centers = spec.bodyCenters()
        count = centers.count
        for (index, center) in centers.enumerated() {
            b3s_add_circle(world, Float(center.x * scale), Float(center.y * scale), Float(JointGridSpec.radius * scale),
                           material, spec.isStatic(index), 2, ~UInt64(2))
        }
        for joint in spec.joints() {
            b3s_add_revolute_joint(world, Int32(joint.a), Int32(joint.b),
                                   Float(joint.anchorA.dx * scale), Float(joint.anchorA.dy * scale),
                                   Float(joint.anchorB.dx * scale), Float(joint.anchorB.dy * scale))
        }
    }

    deinit { b3s_world_destroy(world) }

    func step() { b3s_step(world, Float(Box2DBenchmark.stepDuration), subSteps) }

    func poses() -> [BodyPose] {
        var positions = [Double](repeating: 0, count: 2 * count)
        var velocities = [Double](repeating: 0, count: 2 * count)
        var angles = [Double](repeating: 0, count: count)
        b3s_read_bodies(world, &positions, &velocities)
        b3s_read_angles(world, &angles)
        return (0..<count).map { i in
            BodyPose(center: Point(x: positions[2 * i] / scale, y: positions[2 * i + 1] / scale), rotation: angles[i])
        }
    }
}
