import Dynamics

/// The joint grid on our engine through its public API: round items, the seven fixed ones
/// anchored (`isAnchored`), gravity on the others, and each joint a pin attachment
/// (`pinAttachment(with:attachedTo:attachmentAnchor:)`, UIKit's revolute joint) at the point
/// where the two bodies' anchors meet. No collision behavior: nothing collides, as in Box2D's
/// scene. Dynamics has no switch for sleeping (see the table's notes).
final class DynamicsJointGrid: JointGridWorld {
    let animator: DynamicAnimator
    let bodies: [BasicItem]

    init(spec: JointGridSpec, settings: PeerSettings) {
        let size = Size(width: 2 * JointGridSpec.radius, height: 2 * JointGridSpec.radius)
        bodies = spec.bodyCenters().map { BasicItem(center: $0, size: size, shape: .ellipse) }
        animator = DynamicAnimator()
        animator.stepDuration = Box2DBenchmark.stepDuration
        let fixed = DynamicItemBehavior(items: bodies.indices.filter(spec.isStatic).map { bodies[$0] })
        fixed.isAnchored = true
        animator.addBehavior(fixed)
        animator.addBehavior(GravityBehavior(items: bodies.indices.filter { !spec.isStatic($0) }.map { bodies[$0] }))
        for joint in spec.joints() {
            let a = bodies[joint.a], b = bodies[joint.b]
            animator.addBehavior(AttachmentBehavior.pinAttachment(with: a, attachedTo: b, attachmentAnchor: a.center + joint.anchorA))
        }
        // Builds the engine's arrays now, so the first timed step does no set-up work.
        _ = animator.stateHash()
    }

    func step() { animator.step() }

    func poses() -> [BodyPose] { bodies.map { BodyPose(center: $0.center, rotation: $0.rotation) } }
}
