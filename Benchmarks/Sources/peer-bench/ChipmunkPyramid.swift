import CChipmunk
import Dynamics

/// The pyramid on Chipmunk2D 7 (either build), in points. Chipmunk multiplies the two shapes'
/// friction, so each shape gets the square root of 0.6 for 0.6 in every contact (Dynamics and
/// Box2D mix by geometric mean: 0.6 on each gives 0.6). Its sleeping is on through the sleep
/// time threshold; the idle speed threshold stays 0, which lets Chipmunk derive it from gravity.
final class ChipmunkPyramid<Build: ChipmunkBuild>: PyramidWorld {
    private let chipmunk: ChipmunkSpace

    init(spec: PyramidSpec, settings: PeerSettings) {
        chipmunk = ChipmunkSpace(Build.functions, iterations: settings.chipmunkIterations, gravityY: PyramidSpec.gravity,
                                 collisionSlop: settings.chipmunkCollisionSlop)
        let cp = chipmunk.cp
        cp.spaceSetSleepTimeThreshold(chipmunk.space, settings.chipmunkSleepTimeThreshold)
        let friction = PyramidSpec.friction.squareRoot()
        for wall in spec.field.wallBoxes(thickness: settings.chipmunkWallThickness) {
            chipmunk.addShape(cp.boxShapeNew2(chipmunk.ground, wall, 0)!, elasticity: 0, friction: friction)
        }
        let side = PyramidSpec.side
        for center in spec.boxCenters() {
            let body = chipmunk.addBody(mass: 1, moment: cp.momentForBox(1, side, side), x: center.x, y: center.y)
            chipmunk.addShape(cp.boxShapeNew(body, side, side, 0)!, elasticity: 0, friction: friction)
        }
    }

    func step() { chipmunk.step(PyramidSpec.stepDuration) }

    func boxCenters() -> [Point] {
        let cp = chipmunk.cp
        return chipmunk.bodies.map { body in
            let p = cp.bodyGetPosition(body)
            return Point(x: p.x, y: p.y)
        }
    }

    func awakeCount() -> Int { chipmunk.bodies.count { chipmunk.cp.bodyIsSleeping($0) == 0 } }
}
