import Dynamics

/// The engine's demo until the game exists: balls bouncing through a wall of bricks that
/// break when hit, drawn as text.
final class DemoScene: CollisionBehaviorDelegate {
    static let field = Rect(x: 0, y: 0, width: 640, height: 400)
    let animator = DynamicAnimator(referenceBounds: DemoScene.field)
    let collision = CollisionBehavior()
    let ballBehavior = DynamicItemBehavior()
    var balls: [BasicItem] = []
    var bricks: [Int: Rect] = [:]
    private(set) var bricksBroken = 0
    private(set) var contacts = 0

    init(ballCount: Int, speed: Double) {
        collision.collisionMode = .everything
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = self
        ballBehavior.elasticity = 1
        ballBehavior.allowsRotation = false
        for row in 0..<5 {
            for column in 0..<16 {
                let id = row * 16 + column
                let rect = Rect(x: 8 + 39 * Double(column), y: 40 + 20 * Double(row), width: 36, height: 14)
                bricks[id] = rect
                collision.addBoundary(withIdentifier: id, for: Path(solidRect: rect))
            }
        }
        animator.addBehavior(collision)
        animator.addBehavior(ballBehavior)
        for k in 0..<ballCount {
            let ball = BasicItem(center: Point(x: 80 + Double(k) * 60, y: 330), size: Size(width: 10, height: 10), shape: .ellipse)
            balls.append(ball)
            collision.addItem(ball)
            ballBehavior.addItem(ball)
            ballBehavior.addLinearVelocity(Vector(angle: -Double.pi / 2 + 0.3 + 0.17 * Double(k), length: speed), for: ball)
        }
    }

    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem,
                           withBoundaryIdentifier identifier: AnyHashable?, at point: Point) {
        contacts += 1
        guard let id = identifier as? Int, bricks.removeValue(forKey: id) != nil else { return }
        behavior.removeBoundary(withIdentifier: id)   // safe from inside the callback
        bricksBroken += 1
    }

    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item1: DynamicItem, with item2: DynamicItem, at point: Point) {
        contacts += 1
    }

    /// The field as rows of text, `columns` x `rows` characters.
    func render(columns: Int, rows: Int) -> [String] {
        var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
        let sx = Double(columns) / DemoScene.field.width, sy = Double(rows) / DemoScene.field.height
        for rect in bricks.values {
            let y = min(rows - 1, Int(rect.midY * sy))
            for x in Int(rect.minX * sx)..<min(columns, max(Int(rect.minX * sx) + 1, Int(rect.maxX * sx))) { grid[y][x] = "#" }
        }
        for ball in balls {
            let x = min(columns - 1, max(0, Int(ball.center.x * sx))), y = min(rows - 1, max(0, Int(ball.center.y * sy)))
            grid[y][x] = "o"
        }
        let border = "+" + String(repeating: "-", count: columns) + "+"
        return [border] + grid.map { "|" + String($0) + "|" } + [border]
    }
}
