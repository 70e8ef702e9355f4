import Dynamics

/// Springs: attachments with a frequency bounce at it (1, 2 and 3 Hz), damped a little.
final class SpringsScene: CatalogScene {
    static let title = "Springs"

    required init(size: Size) {
        super.init(size: size)
        var weights: [BasicItem] = []
        for (k, hz) in [1.0, 2.0, 3.0].enumerated() {
            let anchor = Point(x: size.width * Double(k + 1) / 4, y: 60)
            let weight = box(anchor.x, anchor.y + 260, 50, 50, [.box, .accent, .ball][k])
            let spring = AttachmentBehavior(item: weight, attachedToAnchor: anchor)
            spring.length = 160
            spring.frequency = hz
            spring.damping = 0.05
            animator.addBehavior(spring)
            links.append { (anchor, weight.center) }
            weights.append(weight)
        }
        animator.addBehavior(GravityBehavior(items: weights))
    }
}
