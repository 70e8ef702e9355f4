import CChipmunk
import Dynamics

/// Box2D's pyramid scenes on Chipmunk2D 7 (either build), in points: boxes as box shapes,
/// the ground boxes and floors on the space's static body, friction sqrt(0.6) per shape
/// (Chipmunk multiplies the two), the default bounding-box tree, and sleeping off (Chipmunk's
/// default, an infinite sleep time threshold), as Box2D's scenes have it.
final class ChipmunkBoxStack<Build: ChipmunkBuild>: BoxStackWorld {
    private let chipmunk: ChipmunkSpace

    init(scene: BoxStackScene, settings: PeerSettings) {
        chipmunk = ChipmunkSpace(Build.functions, iterations: settings.chipmunkIterations, gravityY: Box2DBenchmark.gravity,
                                 collisionSlop: settings.chipmunkCollisionSlop)
        let cp = chipmunk.cp
        let friction = Box2DBenchmark.friction.squareRoot()
        for box in scene.groundBoxes {
            let bb = cpBBNew(box.minX, box.minY, box.maxX, box.maxY)
            chipmunk.addShape(cp.boxShapeNew2(chipmunk.ground, bb, 0)!, elasticity: 0, friction: friction)
        }
        for floor in scene.groundSegments {
            let shape = cp.segmentShapeNew(chipmunk.ground, cpv(floor.start.x, floor.start.y), cpv(floor.end.x, floor.end.y), 0)!
            chipmunk.addShape(shape, elasticity: 0, friction: friction)
        }
        let side = scene.side
        let moment = cp.momentForBox(1, side, side)
        for center in scene.boxCenters {
            let body = chipmunk.addBody(mass: 1, moment: moment, x: center.x, y: center.y)
            chipmunk.addShape(cp.boxShapeNew(body, side, side, 0)!, elasticity: 0, friction: friction)
        }
    }

    func step() { chipmunk.step(Box2DBenchmark.stepDuration) }

    func boxCenters() -> [Point] {
        let cp = chipmunk.cp
        return chipmunk.bodies.map { body in
            let p = cp.bodyGetPosition(body)
            return Point(x: p.x, y: p.y)
        }
    }
}
