import Testing
import Dynamics

/// Elasticity is the coefficient of restitution: a drop rebounds to e^2 of its height,
/// whatever it lands on and wherever in a step it lands (engine 7). Before, a box rose to
/// 0.78 e^2 h off the floor and turned, a ball landing exactly at a step's end did not bounce,
/// and a box landing on an anchored item left at twice its arrival's speed.
@Suite struct BounceHeightTests {
    enum Floor: CaseIterable { case boundary, anchoredItem }

    /// The rise after the first bounce of a 100 x 100 item dropped `height` points.
    static func rise(_ shape: CollisionBoundsType, onto floor: Floor, height: Double, elasticity e: Double) -> Double {
        let animator = DynamicAnimator(referenceBounds: Rect(x: 0, y: 0, width: 400, height: 3000))
        let top = 2900.0
        let item = BasicItem(center: Point(x: 200, y: top - 50 - height), size: Size(width: 100, height: 100), shape: shape)
        let properties = DynamicItemBehavior(items: [item])
        properties.elasticity = e
        let collision = CollisionBehavior(items: [item])
        switch floor {
        case .boundary:
            collision.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: top), to: Point(x: 400, y: top))
        case .anchoredItem:
            let table = BasicItem(frame: CGRect(x: 0, y: top, width: 400, height: 100))
            collision.addItem(table)
            let fixed = DynamicItemBehavior(items: [table])
            fixed.isAnchored = true
            animator.addBehavior(fixed)
        }
        animator.addBehavior(properties)
        animator.addBehavior(collision)
        animator.addBehavior(GravityBehavior(items: [item]))
        var bounced = false, highest = Double.infinity
        let fall = (2 * height / 1000).squareRoot()
        for _ in 0..<Int((fall * (1 + 2 * e) + 0.1) * 120) {
            let before = properties.velocity(for: item).dy
            animator.step()
            if !bounced && before > 0 && properties.velocity(for: item).dy < 0 { bounced = true }
            if bounced { highest = min(highest, item.center.y) }
        }
        return top - 50 - highest
    }

    @Test(arguments: Floor.allCases)
    func aDropReboundsToElasticitySquaredTimesItsHeight(onto floor: Floor) {
        for shape in [CollisionBoundsType.rectangle, .ellipse] {
            for e in [0.3, 0.5, 0.8, 1.0] {
                // 500 lands exactly at the end of step 120; the others anywhere in a step.
                for height in [500.0, 499.99, 446.0, 117.3, 238.4, 740.1, 1500.0] {
                    let rise = Self.rise(shape, onto: floor, height: height, elasticity: e)
                    let expected = e * e * height
                    #expect(abs(rise - expected) < 0.005 * expected,
                            "\(shape) onto \(floor), e \(e), h \(height): rose \(rise), expected \(expected)")
                }
            }
        }
    }
}
