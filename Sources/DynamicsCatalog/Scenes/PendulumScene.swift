import Dynamics

/// A rigid pendulum (an anchor attachment of frequency 0) and a chain of rigid links.
final class PendulumScene: CatalogScene {
    static let title = "Pendulum and chain"

    required init(size: Size) {
        super.init(size: size)
        let pivot = Point(x: size.width * 0.3, y: 80)
        let bob = ball(pivot.x + 200, pivot.y, radius: 18)
        animator.addBehavior(AttachmentBehavior(item: bob, attachedToAnchor: pivot))
        links.append { (pivot, bob.center) }

        let top = Point(x: size.width * 0.7, y: 60)
        var previous: BasicItem?
        var chain: [BasicItem] = []
        for k in 0..<8 {
            let link = ball(top.x + 28 * Double(k + 1), top.y, radius: 8, .accent)
            if let previous {
                animator.addBehavior(AttachmentBehavior(item: previous, attachedTo: link))
                links.append { (previous.center, link.center) }
            } else {
                animator.addBehavior(AttachmentBehavior(item: link, attachedToAnchor: top))
                links.append { (top, link.center) }
            }
            previous = link
            chain.append(link)
        }
        animator.addBehavior(GravityBehavior(items: [bob] + chain))
    }
}
