import CChipmunk

/// A Chipmunk space and everything added to it, freed together: the storm and the pyramid
/// build theirs through it.
final class ChipmunkSpace {
    let space: OpaquePointer
    private(set) var shapes: [OpaquePointer] = []
    /// The dynamic bodies, in the order added.
    private(set) var bodies: [OpaquePointer] = []

    init(iterations: Int, gravityY: Double, collisionSlop: Double) {
        space = cpSpaceNew()
        cpSpaceSetIterations(space, Int32(iterations))
        cpSpaceSetGravity(space, cpv(0, gravityY))
        cpSpaceSetCollisionSlop(space, collisionSlop)
    }

    /// The space's static body, for walls and bricks.
    var ground: OpaquePointer { cpSpaceGetStaticBody(space)! }

    /// Adds a dynamic body of mass `mass` and moment `moment` at (x, y).
    func addBody(mass: Double, moment: Double, x: Double, y: Double) -> OpaquePointer {
        let body = cpSpaceAddBody(space, cpBodyNew(mass, moment))!
        cpBodySetPosition(body, cpv(x, y))
        bodies.append(body)
        return body
    }

    func addShape(_ shape: OpaquePointer, elasticity: Double, friction: Double) {
        cpShapeSetElasticity(shape, elasticity)
        cpShapeSetFriction(shape, friction)
        cpSpaceAddShape(space, shape)
        shapes.append(shape)
    }

    func step(_ h: Double) { cpSpaceStep(space, h) }

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
}
