import Dynamics
import Foundation

/// Push: a tap gives every item an instantaneous push away from the tap, stronger close by;
/// a continuous push blows steadily to the right at the top.
final class PushScene: CatalogScene {
    static let title = "Push"
    override var hint: String { "tap: push everything away from there" }
    private var targets: [BasicItem] = []

    required init(size: Size) {
        super.init(size: size)
        for k in 0..<10 {
            targets.append(k % 2 == 0 ? ball(120 + Double(k) * 60, size.height - 40, radius: 16) : box(120 + Double(k) * 60, size.height - 40, 32, 32))
        }
        let wind = BasicItem(center: Point(x: 100, y: 80), size: Size(width: 50, height: 30))
        add(wind, .accent)
        let collision = CollisionBehavior(items: targets + [wind])
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = DynamicItemBehavior(items: targets + [wind])
        material.elasticity = 0.4
        material.friction = 0.4
        material.resistance = 0.1
        let steady = PushBehavior(items: [wind], mode: .continuous)
        steady.setAngle(0, magnitude: 0.5)
        animator.addBehavior(GravityBehavior(items: targets))
        animator.addBehavior(collision)
        animator.addBehavior(material)
        animator.addBehavior(steady)
    }

    override func tap(at point: Point) {
        for item in targets {
            let away = item.center - point
            let d = max(away.length, 20)
            let push = PushBehavior(items: [item], mode: .instantaneous)
            push.setAngle(atan2(away.dy, away.dx), magnitude: 400 / d)
            animator.addBehavior(push)
            // An instantaneous push acts once; then it can go.
            push.action = { [weak self, weak push] in
                guard let self, let push, !push.active else { return }
                self.animator.removeBehavior(push)
            }
        }
    }
}
