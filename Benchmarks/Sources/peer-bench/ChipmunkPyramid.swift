import CChipmunk
import Dynamics

/// The pyramid on Chipmunk2D 7, in points. Chipmunk multiplies the two shapes' friction, so
/// each shape gets the square root of 0.6 for 0.6 in every contact (Dynamics and Box2D mix by
/// geometric mean: 0.6 on each gives 0.6). Its sleeping is on through the sleep time
/// threshold; the idle speed threshold stays 0, which lets Chipmunk derive it from gravity.
final class ChipmunkPyramid: PyramidWorld {
    private let chipmunk: ChipmunkSpace

    init(spec: PyramidSpec, settings: PeerSettings) {
        chipmunk = ChipmunkSpace(iterations: settings.chipmunkIterations, gravityY: PyramidSpec.gravity,
                                 collisionSlop: settings.chipmunkCollisionSlop)
        cpSpaceSetSleepTimeThreshold(chipmunk.space, settings.chipmunkSleepTimeThreshold)
        let friction = PyramidSpec.friction.squareRoot()
        for wall in spec.field.wallBoxes(thickness: settings.chipmunkWallThickness) {
            chipmunk.addShape(cpBoxShapeNew2(chipmunk.ground, wall, 0), elasticity: 0, friction: friction)
        }
        let side = PyramidSpec.side
        for center in spec.boxCenters() {
            let body = chipmunk.addBody(mass: 1, moment: cpMomentForBox(1, side, side), x: center.x, y: center.y)
            chipmunk.addShape(cpBoxShapeNew(body, side, side, 0), elasticity: 0, friction: friction)
        }
    }

    func step() { chipmunk.step(PyramidSpec.stepDuration) }

    func boxCenters() -> [Point] {
        chipmunk.bodies.map { body in
            let p = cpBodyGetPosition(body)
            return Point(x: p.x, y: p.y)
        }
    }

    func awakeCount() -> Int { chipmunk.bodies.count { cpBodyIsSleeping($0) == 0 } }
}
