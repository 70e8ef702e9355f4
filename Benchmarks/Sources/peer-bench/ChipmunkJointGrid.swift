import CChipmunk
import Dynamics

/// The joint grid on Chipmunk2D 7 (either build), in points: circle shapes, the seven fixed
/// bodies static bodies of their own, each joint a pivot joint (Chipmunk's revolute joint)
/// with the two anchors in the bodies' own frames, sleeping off (Chipmunk's default). Every
/// shape has category 2 and a mask without it, as in Box2D's scene, so nothing collides.
final class ChipmunkJointGrid<Build: ChipmunkBuild>: JointGridWorld {
    private let chipmunk: ChipmunkSpace
    /// Every body, static ones too, in index order.
    private var bodies: [OpaquePointer] = []

    init(spec: JointGridSpec, settings: PeerSettings) {
        chipmunk = ChipmunkSpace(Build.functions, iterations: settings.chipmunkIterations, gravityY: Box2DBenchmark.gravity,
                                 collisionSlop: settings.chipmunkCollisionSlop)
        let cp = chipmunk.cp
        let radius = JointGridSpec.radius
        let filter = cpShapeFilterNew(0, 2, ~cpBitmask(2))
        let moment = cp.momentForCircle(1, 0, radius, cpv(0, 0))
        for (index, center) in spec.bodyCenters().enumerated() {
            let body = spec.isStatic(index)
                ? chipmunk.addStaticBody(x: center.x, y: center.y)
                : chipmunk.addBody(mass: 1, moment: moment, x: center.x, y: center.y)
            let shape = cp.circleShapeNew(body, radius, cpv(0, 0))!
            cp.shapeSetFilter(shape, filter)
            chipmunk.addShape(shape, elasticity: 0, friction: Box2DBenchmark.friction.squareRoot())
            bodies.append(body)
        }
        for joint in spec.joints() {
            let pivot = cp.pivotJointNew2(bodies[joint.a], bodies[joint.b], cpv(joint.anchorA.dx, joint.anchorA.dy),
                                          cpv(joint.anchorB.dx, joint.anchorB.dy))!
            chipmunk.addConstraint(pivot)
        }
    }

    func step() { chipmunk.step(Box2DBenchmark.stepDuration) }

    func poses() -> [BodyPose] {
        let cp = chipmunk.cp
        return bodies.map { body in
            let p = cp.bodyGetPosition(body)
            return BodyPose(center: Point(x: p.x, y: p.y), rotation: cp.bodyGetAngle(body))
        }
    }
}
