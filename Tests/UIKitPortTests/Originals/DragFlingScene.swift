import UIKit

/// A card dragged by a pan gesture and flung, as the attachment's documentation suggests:
/// attach where the finger touched, move the anchor with the finger, and let go. The
/// attachment is a subclass that remembers where the drag began.
final class DragAttachment: UIAttachmentBehavior {
    let startedAt: CGPoint

    override init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        startedAt = point
        super.init(item: item, offsetFromCenter: offset, attachedToAnchor: point)
    }

    override init(item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
                  attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        startedAt = item2.center
        super.init(item: item1, offsetFromCenter: offset1, attachedTo: item2, offsetFromCenter: offset2)
    }
}

final class DragFlingScene {
    enum PanState { case began, changed, ended }

    let view = UIView(frame: CGRect(x: 0, y: 0, width: 2000, height: 2000))
    let card = UIView(frame: CGRect(x: 100, y: 900, width: 100, height: 100))
    var animator: UIDynamicAnimator!
    var itemBehavior: UIDynamicItemBehavior!
    var drag: DragAttachment?

    func viewDidLoad() {
        view.addSubview(card)
        animator = UIDynamicAnimator(referenceView: view)
        itemBehavior = UIDynamicItemBehavior(items: [card])
        itemBehavior.resistance = 0
        animator.addBehavior(itemBehavior)
    }

    func handlePan(_ state: PanState, at location: CGPoint) {
        switch state {
        case .began:
            let offset = UIOffsetMake(location.x - card.center.x, location.y - card.center.y)
            let drag = DragAttachment(item: card, offsetFromCenter: offset, attachedToAnchor: location)
            animator.addBehavior(drag)
            self.drag = drag
        case .changed:
            drag?.anchorPoint = location
        case .ended:
            if let drag = drag { animator.removeBehavior(drag) }
            drag = nil
        }
    }
}
