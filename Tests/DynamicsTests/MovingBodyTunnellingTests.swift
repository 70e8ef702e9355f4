import Testing
import Dynamics

/// Fast balls (1,000 to 20,000 points/s) against bodies that move and turn, held by
/// attachments as the game's physical bricks are: a bar spinning on a pin, a pendulum, a
/// box on a rail. No ball ends a step inside one (as the game's balls share a collision
/// group, these pass through each other).
@Suite struct MovingBodyTunnellingTests {
    /// How far a ball of radius `r` at `c` reaches into a rectangle of `size` at `center`
    /// turned by `angle` (negative: it is clear of it).
    static func depth(_ c: Point, _ r: Double, in center: Point, _ size: Size, turned angle: Double) -> Double {
        let local = (c - center).rotated(by: -angle)
        let qx = abs(local.dx) - size.width / 2, qy = abs(local.dy) - size.height / 2
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        return r - (outside + min(max(qx, qy), 0))
    }

    @Test(arguments: [1_000.0, 5_000.0, 20_000.0])
    func noBallEndsAStepInsideAMovingBody(speed: Double) {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 800, height: 600))
        let bar = BasicItem(center: Point(x: 400, y: 300), size: Size(width: 160, height: 20))
        let bob = BasicItem(center: Point(x: 200, y: 250), size: Size(width: 50, height: 20))
        let slider = BasicItem(center: Point(x: 600, y: 450), size: Size(width: 50, height: 20))
        let bodies = [bar, bob, slider]
        var balls: [BasicItem] = []
        for k in 0..<12 {
            balls.append(BasicItem(center: Point(x: 60 + Double(k) * 55, y: 560), size: Size(width: 12, height: 12), shape: .ellipse))
        }
        let collision = CollisionBehavior(items: bodies + balls)
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        let ballMaterial = DynamicItemBehavior(items: balls)
        ballMaterial.elasticity = 1
        ballMaterial.friction = 0
        ballMaterial.allowsRotation = false
        ballMaterial.collisionGroup = 1
        animator.addBehavior(ballMaterial)
        let brickMaterial = DynamicItemBehavior(items: bodies)
        brickMaterial.density = 0.5
        animator.addBehavior(brickMaterial)
        animator.addBehavior(GravityBehavior(items: [bob, slider]))
        let pin = AttachmentBehavior(item: bar, attachedToAnchor: bar.center)
        pin.length = 0
        animator.addBehavior(pin)
        let rod = AttachmentBehavior(item: bob, offsetFromCenter: Vector(dx: 0, dy: -10), attachedToAnchor: Point(x: 200, y: 120))
        animator.addBehavior(rod)
        let rail = AttachmentBehavior.slidingAttachment(with: slider, attachmentAnchor: slider.center, axisOfTranslation: Vector(dx: 1, dy: 0))
        rail.attachmentRange = FloatRange(minimum: -150, maximum: 150)
        animator.addBehavior(rail)
        for (k, ball) in balls.enumerated() {
            ballMaterial.addLinearVelocity(Vector(angle: -0.3 - Double(k) * 0.2, length: speed), for: ball)
        }
        brickMaterial.addAngularVelocity(3, for: bar)
        var deepest = 0.0
        for _ in 0..<1200 {
            // The bar is driven round, as the game drives a spinner.
            if var s = animator.state(of: bar) { s.angularVelocity = 3; animator.setState(s, of: bar) }
            animator.step()
            for ball in balls {
                for body in bodies {
                    deepest = max(deepest, Self.depth(ball.center, 6, in: body.center, body.bounds.size, turned: body.rotation))
                }
            }
        }
        #expect(deepest <= 0.05, "a ball at \(speed) points/s reached \(deepest) points into a body")
    }
}
