import CChipmunk
import Dynamics

/// The storm scene on Chipmunk2D 7 (either build), in points (Chipmunk has no preferred unit).
/// Chipmunk has no continuous collision: a ball that moves more than about its radius in a
/// step can pass through a brick, which is what the fast scenes show.
final class ChipmunkStorm<Build: ChipmunkBuild>: StormWorld {
    private let chipmunk: ChipmunkSpace

    init(spec: StormSpec, settings: PeerSettings) {
        chipmunk = ChipmunkSpace(Build.functions, iterations: settings.chipmunkIterations, gravityY: 0,
                                 collisionSlop: settings.chipmunkCollisionSlop)
        let cp = chipmunk.cp
        if settings.chipmunkSpatialHash {
            cp.spaceUseSpatialHash(chipmunk.space, 2 * StormSpec.radius, Int32(10 * (spec.count + spec.bricks.count + 4)))
        }
        let walls = spec.field.wallBoxes(thickness: settings.chipmunkWallThickness)
        let bricks = spec.bricks.map { cpBBNew($0.minX, $0.minY, $0.maxX, $0.maxY) }
        for box in walls + bricks {
            chipmunk.addShape(cp.boxShapeNew2(chipmunk.ground, box, 0)!, elasticity: 1, friction: 0)
        }
        // Without ball-ball collisions all balls share one group, which Chipmunk never collides.
        let filter = spec.gas
            ? cpShapeFilterNew(0, cpBitmask.max, cpBitmask.max)
            : cpShapeFilterNew(1, cpBitmask.max, cpBitmask.max)
        for ball in spec.balls() {
            // An infinite moment keeps the balls from rotating, as allowsRotation = false does.
            let body = chipmunk.addBody(mass: 1, moment: Double.infinity, x: ball.center.x, y: ball.center.y)
            cp.bodySetVelocity(body, cpv(ball.velocity.dx, ball.velocity.dy))
            let shape = cp.circleShapeNew(body, StormSpec.radius, cpv(0, 0))!
            cp.shapeSetFilter(shape, filter)
            chipmunk.addShape(shape, elasticity: 1, friction: 0)
        }
    }

    func step() { chipmunk.step(StormSpec.stepDuration) }

    func ballStates() -> [BallState] {
        let cp = chipmunk.cp
        return chipmunk.bodies.map { body in
            let p = cp.bodyGetPosition(body), v = cp.bodyGetVelocity(body)
            return BallState(center: Point(x: p.x, y: p.y), velocity: Vector(dx: v.x, dy: v.y))
        }
    }
}
