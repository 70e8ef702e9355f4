import CChipmunk

/// A Chipmunk space and everything added to it, freed together: every Chipmunk scene builds
/// its space through this, on the build whose functions it is given (`cp`, which the scenes
/// also call directly).
final class ChipmunkSpace {
    let cp: ChipmunkFunctions
    let space: OpaquePointer
    private(set) var shapes: [OpaquePointer] = []
    /// The dynamic bodies, in the order added.
    private(set) var bodies: [OpaquePointer] = []
    /// Static bodies of their own, besides the space's static body (the joint grid's).
    private(set) var staticBodies: [OpaquePointer] = []
    private(set) var constraints: [OpaquePointer] = []

    init(_ cp: ChipmunkFunctions, iterations: Int, gravityY: Double, collisionSlop: Double) {
        self.cp = cp
        space = cp.spaceNew()!
        cp.spaceSetIterations(space, Int32(iterations))
        cp.spaceSetGravity(space, cpv(0, gravityY))
        cp.spaceSetCollisionSlop(space, collisionSlop)
    }

    /// The space's static body, for walls and bricks.
    var ground: OpaquePointer { cp.spaceGetStaticBody(space)! }

    /// Adds a dynamic body of mass `mass` and moment `moment` at (x, y).
    func addBody(mass: Double, moment: Double, x: Double, y: Double) -> OpaquePointer {
        let body = cp.spaceAddBody(space, cp.bodyNew(mass, moment))!
        cp.bodySetPosition(body, cpv(x, y))
        bodies.append(body)
        return body
    }

    /// Adds a static body at (x, y).
    func addStaticBody(x: Double, y: Double) -> OpaquePointer {
        let body = cp.bodyNewStatic()!
        cp.bodySetPosition(body, cpv(x, y))
        _ = cp.spaceAddBody(space, body)
        staticBodies.append(body)
        return body
    }

    func addShape(_ shape: OpaquePointer, elasticity: Double, friction: Double) {
        cp.shapeSetElasticity(shape, elasticity)
        cp.shapeSetFriction(shape, friction)
        _ = cp.spaceAddShape(space, shape)
        shapes.append(shape)
    }

    func addConstraint(_ constraint: OpaquePointer) {
        _ = cp.spaceAddConstraint(space, constraint)
        constraints.append(constraint)
    }

    func step(_ h: Double) { cp.spaceStep(space, h) }

    /// The space goes first: removing shapes one by one costs Chipmunk a pass over its cached
    /// contacts each, most of a minute for 22,000 boxes at rest, and neither the shapes, the
    /// bodies nor the constraints need their space to be freed.
    deinit {
        cp.spaceFree(space)
        for constraint in constraints { cp.constraintFree(constraint) }
        for shape in shapes { cp.shapeFree(shape) }
        for body in bodies + staticBodies { cp.bodyFree(body) }
    }
}
