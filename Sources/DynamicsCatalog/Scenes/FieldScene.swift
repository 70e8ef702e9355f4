import Dynamics

/// One field kind, drawn as arrows on a grid, acting on a handful of balls. The catalog lists
/// one page per kind; tap to move the field's centre.
final class FieldScene: CatalogScene {
    override var hint: String { "tap: move the field's centre" }
    let field: FieldBehavior

    /// The catalog's pages: every UIKit field kind.
    static let kinds: [(String, @Sendable (Size) -> FieldBehavior)] = [
        ("Drag field", { _ in let f = FieldBehavior.dragField(); f.strength = 2; return f }),
        ("Vortex field", { s in let f = FieldBehavior.vortexField(); f.position = center(s); f.strength = 0.5; return f }),
        ("Radial gravity field", { s in
            let f = FieldBehavior.radialGravityField(position: center(s)); f.strength = 0.6; f.falloff = 0.5; f.minimumRadius = 40; return f }),
        ("Linear gravity field", { _ in FieldBehavior.linearGravityField(direction: Vector(dx: 0.3, dy: 0.2)) }),
        ("Velocity field", { _ in FieldBehavior.velocityField(direction: Vector(dx: 1, dy: 0.4)) }),
        ("Noise field", { _ in let f = FieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 0.5); f.strength = 0.4; return f }),
        ("Turbulence field", { _ in let f = FieldBehavior.turbulenceField(smoothness: 0.5, animationSpeed: 0.5); f.strength = 4; return f }),
        ("Spring field", { s in let f = FieldBehavior.springField(); f.position = center(s); f.strength = 10; return f }),
        ("Electric field", { s in let f = FieldBehavior.electricField(); f.position = center(s); f.strength = 0.3; return f }),
        ("Magnetic field", { s in let f = FieldBehavior.magneticField(); f.position = center(s); f.strength = 0.1; return f }),
        ("Custom field", { s in
            // A block: a pull toward a horizontal line through the centre.
            let f = FieldBehavior.field { field, p, _, mass, _, _ in Vector(dx: 0, dy: (field.position.y - p.y) * mass * 0.05) }
            f.position = center(s); return f }),
    ]

    static func center(_ s: Size) -> Point { Point(x: s.width / 2, y: s.height / 2) }

    init(size: Size, kind index: Int) {
        field = FieldScene.kinds[index].1(size)
        super.init(size: size)
        var balls: [BasicItem] = []
        for k in 0..<10 {
            balls.append(ball(100 + Double(k % 5) * 150, 150 + Double(k / 5) * 300, radius: 10, k % 2 == 0 ? .ball : .accent))
        }
        let collision = CollisionBehavior(items: balls)
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = DynamicItemBehavior(items: balls)
        material.charge = 1
        material.elasticity = 0.8
        // Start them moving, so drag, turbulence and magnetic fields have motion to act on.
        for (k, b) in balls.enumerated() { material.addLinearVelocity(Vector(dx: 120, dy: 60).rotated(by: Double(k)), for: b) }
        for b in balls { field.addItem(b) }
        animator.addBehavior(collision)
        animator.addBehavior(material)
        animator.addBehavior(field)
        arrows = field
    }

    required init(size: Size) { fatalError("a field page is made with init(size:kind:)") }

    override func tap(at point: Point) { field.position = point }
}
