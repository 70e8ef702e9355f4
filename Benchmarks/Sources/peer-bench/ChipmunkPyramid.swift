import CChipmunk
import Dynamics

/// The pyramid on Chipmunk2D 7, in points. Chipmunk multiplies the two shapes' friction, so
/// each shape gets the square root of 0.6 for 0.6 in every contact (Dynamics and Box2D mix by
/// geometric mean: 0.6 on each gives 0.6). Its sleeping is on through the sleep time
/// threshold; the idle speed threshold stays 0, which lets Chipmunk derive it from gravity.
final class ChipmunkPyramid: PyramidWorld {
    private let space: OpaquePointer
    private var shapes: [OpaquePointer] = []
    private var bodies: [OpaquePointer] = []

    init(spec: PyramidSpec, settings: PeerSettings) {
        space = cpSpaceNew()
        cpSpaceSetIterations(space, Int32(settings.chipmunkIterations))
        cpSpaceSetGravity(space, cpv(0, PyramidSpec.gravity))
        cpSpaceSetCollisionSlop(space, settings.chipmunkCollisionSlop)
        cpSpaceSetSleepTimeThreshold(space, settings.chipmunkSleepTimeThreshold)
        let ground = cpSpaceGetStaticBody(space)!
        for wall in spec.field.wallBoxes(thickness: settings.chipmunkWallThickness) {
            addShape(cpBoxShapeNew2(ground, wall, 0))
        }
        let side = PyramidSpec.side
        for center in spec.boxCenters() {
            let body = cpSpaceAddBody(space, cpBodyNew(1, cpMomentForBox(1, side, side)))!
            bodies.append(body)
            cpBodySetPosition(body, cpv(center.x, center.y))
            addShape(cpBoxShapeNew(body, side, side, 0))
        }
    }

    private func addShape(_ shape: OpaquePointer) {
        cpShapeSetElasticity(shape, 0)
        cpShapeSetFriction(shape, PyramidSpec.friction.squareRoot())
        cpSpaceAddShape(space, shape)
        shapes.append(shape)
    }

    deinit {
        for shape in shapes {
            cpSpaceRemoveShape(space, shape)
            cpShapeFree(shape)
        }
        for body in bodies {
            cpSpaceRemoveBody(space, body)
            cpBodyFree(body)
        }
        cpSpaceFree(space)
    }

    func step() { cpSpaceStep(space, PyramidSpec.stepDuration) }

    func boxCenters() -> [Point] {
        bodies.map { body in
            let p = cpBodyGetPosition(body)
            return Point(x: p.x, y: p.y)
        }
    }

    func awakeCount() -> Int { bodies.count { cpBodyIsSleeping($0) == 0 } }
}
