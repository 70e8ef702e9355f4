import Dynamics

/// A card dragged by a pan gesture and flung, as the attachment's documentation suggests:
/// attach where the finger touched, move the anchor with the finger, and let go. The
/// attachment is a subclass that remembers where the drag began.
final class DragAttachment: AttachmentBehavior {
    let startedAt: CGPoint

    override init(item: DynamicItem, offsetFromCenter offset: Offset, attachedToAnchor point: CGPoint) {
        startedAt = point
        super.init(item: item, offsetFromCenter: offset, attachedToAnchor: point)
    }

    override init(item item1: DynamicItem, offsetFromCenter offset1: Offset,
                  attachedTo item2: DynamicItem, offsetFromCenter offset2: Offset) {
        startedAt = item2.center
        super.init(item: item1, offsetFromCenter: offset1, attachedTo: item2, offsetFromCenter: offset2)
    }
}

final class DragFlingScene {
    enum PanState { case began, changed, ended }

    let view = BasicItem(frame: CGRect(x: 0, y: 0, width: 2000, height: 2000))
    let card = BasicItem(frame: CGRect(x: 100, y: 900, width: 100, height: 100))
    var animator: DynamicAnimator!
    var itemBehavior: DynamicItemBehavior!
    var drag: DragAttachment?

    func viewDidLoad() {
        view.addSubview(card)
        animator = DynamicAnimator(referenceView: view)
        itemBehavior = DynamicItemBehavior(items: [card])
        itemBehavior.resistance = 0
        animator.addBehavior(itemBehavior)
    }

    func handlePan(_ state: PanState, at location: CGPoint) {
        switch state {
        case .began:
            let offset = OffsetMake(location.x - card.center.x, location.y - card.center.y)
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
