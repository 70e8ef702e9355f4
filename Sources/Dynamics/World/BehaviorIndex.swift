/// The behavior tree, flattened (parents before children), and the kinds of behavior the
/// step reads directly, listed once when the tree changes rather than found every step.
struct BehaviorIndex {
    /// Every behavior in tree order (`flatIndex` is a behavior's place here).
    var flat: [DynamicBehavior] = []
    var collisions: [CollisionBehavior] = []
    /// Pushes in instantaneous mode: each gives its impulse once, then turns itself off.
    var instantPushes: [PushBehavior] = []
    var attachments: [AttachmentBehavior] = []
    var snaps: [SnapBehavior] = []
    var fields: [FieldBehavior] = []

    init() {}

    /// Flattens the trees under `roots` and numbers each behavior.
    init(roots: [DynamicBehavior]) {
        for root in roots { root.appendFlattened(into: &flat) }
        for (k, behavior) in flat.enumerated() { behavior.flatIndex = k }
        collisions = flat.compactMap { $0 as? CollisionBehavior }
        instantPushes = flat.compactMap { ($0 as? PushBehavior).flatMap { $0.mode == .instantaneous ? $0 : nil } }
        attachments = flat.compactMap { $0 as? AttachmentBehavior }
        snaps = flat.compactMap { $0 as? SnapBehavior }
        fields = flat.compactMap { $0 as? FieldBehavior }
    }
}
