import CChipmunk
import Dynamics

/// The storm scene on Chipmunk2D 7, in points (Chipmunk has no preferred unit). Chipmunk has
/// no continuous collision: a ball that moves more than about its radius in a step can pass
/// through a brick, which is what the fast scenes show.
final class ChipmunkStorm: StormWorld {
    private let space: OpaquePointer
    private var shapes: [OpaquePointer] = []
    private var bodies: [OpaquePointer] = []

    init(spec: StormSpec, settings: PeerSettings) {
        space = cpSpaceNew()
        cpSpaceSetIterations(space, Int32(settings.chipmunkIterations))
        cpSpaceSetGravity(space, cpv(0, 0))
        cpSpaceSetCollisionSlop(space, settings.chipmunkCollisionSlop)
        if settings.chipmunkSpatialHash {
            cpSpaceUseSpatialHash(space, 2 * StormSpec.radius, Int32(10 * (spec.count + StormSpec.bricks.count + 4)))
        }
        let ground = cpSpaceGetStaticBody(space)!
        let walls = StormSpec.field.wallBoxes(thickness: settings.chipmunkWallThickness)
        let bricks = StormSpec.bricks.map { cpBBNew($0.minX, $0.minY, $0.maxX, $0.maxY) }
        for box in walls + bricks {
            addShape(cpBoxShapeNew2(ground, box, 0))
        }
        // Without ball-ball collisions all balls share one group, which Chipmunk never collides.
        let filter = spec.gas
            ? cpShapeFilterNew(0, cpBitmask.max, cpBitmask.max)
            : cpShapeFilterNew(1, cpBitmask.max, cpBitmask.max)
        for ball in spec.balls() {
            // An infinite moment keeps the balls from rotating, as allowsRotation = false does.
            let body = cpSpaceAddBody(space, cpBodyNew(1, Double.infinity))!
            bodies.append(body)
            cpBodySetPosition(body, cpv(ball.center.x, ball.center.y))
            cpBodySetVelocity(body, cpv(ball.velocity.dx, ball.velocity.dy))
            let shape = cpCircleShapeNew(body, StormSpec.radius, cpv(0, 0))!
            cpShapeSetFilter(shape, filter)
            addShape(shape)
        }
    }

    private func addShape(_ shape: OpaquePointer) {
        cpShapeSetElasticity(shape, 1)
        cpShapeSetFriction(shape, 0)
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

    func step() { cpSpaceStep(space, StormSpec.stepDuration) }

    func ballStates() -> [BallState] {
        bodies.map { body in
            let p = cpBodyGetPosition(body), v = cpBodyGetVelocity(body)
            return BallState(center: Point(x: p.x, y: p.y), velocity: Vector(dx: v.x, dy: v.y))
        }
    }
}
