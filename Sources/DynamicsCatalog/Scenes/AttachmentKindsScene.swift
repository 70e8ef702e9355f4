import Dynamics

/// The other attachments: sliding (along a tilted rail), fixed (two boxes welded, swinging),
/// pin (two bars hinged, swinging) and limit (a ball on a rope that goes slack).
final class AttachmentKindsScene: CatalogScene {
    static let title = "Sliding, fixed, pin, limit"

    required init(size: Size) {
        super.init(size: size)
        let column = size.width / 4
        // Sliding: the box moves only along the rail.
        let rail = Vector(dx: 1, dy: 0.5)
        let slider = box(column * 0.5, 150, 40, 30)
        let railAnchor = slider.center
        let sliding = AttachmentBehavior.slidingAttachment(with: slider, attachmentAnchor: railAnchor, axisOfTranslation: rail)
        sliding.attachmentRange = FloatRange(minimum: -80, maximum: 80)
        animator.addBehavior(sliding)
        links.append { (railAnchor - rail / rail.length * 90, railAnchor + rail / rail.length * 90) }

        // Fixed: two boxes that move as one, hanging from a point.
        let top = Point(x: column * 1.5, y: 60)
        let a = box(top.x, 180, 40, 40), b = box(top.x + 40, 180, 40, 40, .accent)
        animator.addBehavior(AttachmentBehavior.fixedAttachment(with: a, attachedTo: b, attachmentAnchor: Point(x: top.x + 20, y: 180)))
        animator.addBehavior(AttachmentBehavior(item: a, attachedToAnchor: top))
        links.append { (top, a.center) }

        // Pin: two bars joined at one end, free to turn there.
        let pinTop = Point(x: column * 2.5, y: 60)
        let upper = box(pinTop.x, 120, 12, 100), lower = box(pinTop.x + 50, 170, 100, 12, .accent)
        animator.addBehavior(AttachmentBehavior(item: upper, offsetFromCenter: Vector(dx: 0, dy: -50), attachedToAnchor: pinTop))
        animator.addBehavior(AttachmentBehavior.pinAttachment(with: upper, attachedTo: lower, attachmentAnchor: Point(x: pinTop.x, y: 170)))

        // Limit: a ball that may fall at most 150 points from the one above it.
        let limitTop = Point(x: column * 3.5, y: 60)
        let holder = ball(limitTop.x, 100, radius: 12)
        let weight = ball(limitTop.x + 40, 120, radius: 16, .accent)
        animator.addBehavior(AttachmentBehavior(item: holder, attachedToAnchor: limitTop))
        let limit = AttachmentBehavior.limitAttachment(with: holder, offsetFromCenter: .zero, attachedTo: weight, offsetFromCenter: .zero)
        limit.length = 150
        animator.addBehavior(limit)
        links.append { (limitTop, holder.center) }
        links.append { (holder.center, weight.center) }

        animator.addBehavior(GravityBehavior(items: [slider, a, b, upper, lower, holder, weight]))
    }
}
