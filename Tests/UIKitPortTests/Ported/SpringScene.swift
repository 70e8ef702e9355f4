import Dynamics

/// Springs: the attachment of the Attachments scene made a spring of 1 Hz, undamped.
final class SpringScene {
    let view = BasicItem(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let square = BasicItem(frame: CGRect(x: 137, y: 300, width: 100, height: 100))
    var animator: DynamicAnimator!
    var attachment: AttachmentBehavior!

    func viewDidLoad() {
        view.addSubview(square)
        animator = DynamicAnimator(referenceView: view)
        attachment = AttachmentBehavior(item: square, attachedToAnchor: CGPoint(x: square.center.x, y: square.center.y - 150))
        attachment.frequency = 1.0
        attachment.damping = 0
        let properties = DynamicItemBehavior(items: [square])
        properties.allowsRotation = false
        animator.addBehavior(properties)
        animator.addBehavior(attachment)
    }

    /// The sample's pull: the square is moved away from where the spring holds it.
    func pull(by dy: CGFloat) {
        square.center = CGPoint(x: square.center.x, y: square.center.y + dy)
        animator.updateItem(usingCurrentState: square)
    }
}
