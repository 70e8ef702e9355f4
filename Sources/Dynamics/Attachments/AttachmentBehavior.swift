/// Ties an item to a point or to another item, as UIAttachmentBehavior: a rigid rod
/// (`frequency` 0), a spring (`frequency` > 0), or one of the sliding, fixed, pin and limit
/// joints. Moving `anchorPoint` drags the item, which is how a pan gesture moves a view.
///
/// ```swift
/// // Drag: attach where the finger touched, then move the anchor with the finger.
/// let offset = Vector(dx: touch.x - view.center.x, dy: touch.y - view.center.y)
/// let drag = AttachmentBehavior(item: view, offsetFromCenter: offset, attachedToAnchor: touch)
/// animator.addBehavior(drag)
/// drag.anchorPoint = movedTouch
///
/// // A pendulum: a rigid rod of the current distance to a fixed point.
/// animator.addBehavior(AttachmentBehavior(item: bob, attachedToAnchor: Point(x: 160, y: 40)))
/// ```
///
/// Offsets from centers are in the item's own coordinates (they turn with it). `attachmentRange`
/// limits the travel along the axis of a sliding attachment (points) and the relative
/// rotation of a pin attachment (radians); other kinds have no range in UIKit and ignore it.
open class AttachmentBehavior: DynamicBehavior {
    /// What the first item is attached to.
    public enum AttachedBehaviorType: Sendable, Hashable {
        /// To a second item: two items joined to each other.
        case items
        /// To a fixed point, `anchorPoint`.
        case anchor
    }

    /// The joint an attachment makes.
    enum Joint: Equatable {
        /// Keeps `length` between the two attachment points (rigid, or a spring).
        case distance
        /// Keeps the two items from moving farther apart than `length`.
        case limit
        /// Lets the item move only along an axis, without turning.
        case sliding(axis: Vector)
        /// Welds the items at the anchor.
        case fixed
        /// Joins the items at the anchor; they turn freely about it.
        case pin
    }

    /// The attached items, in the order given: one for an anchor attachment, two otherwise.
    public let items: [DynamicItem]
    /// The items that are `BasicItem`s, cast once: the world finds their bodies by their
    /// hints every step, and at 20,000 joints two casts a joint were a tenth of preparing them.
    let basicItems: (BasicItem?, BasicItem?)
    /// Whether the item is attached to a point or to a second item.
    public let attachedBehaviorType: AttachedBehaviorType
    /// UIKit's name for the type of `attachedBehaviorType`.
    public typealias AttachmentType = AttachedBehaviorType
    let joint: Joint
    // The properties the world reads every step skip Swift's dynamic exclusivity checks
    // (`@exclusivity(unchecked)`): the step reads them on its own thread, never while a
    // caller holds an access, and at thousands of joints the checks cost more than the reads.
    /// Attachment points relative to each item's center, in its own coordinates (the second
    /// is unused for an anchor). Joints given a world anchor get theirs when they first act.
    @exclusivity(unchecked) var localOffsets: (Vector, Vector)
    @exclusivity(unchecked) var offsetsResolved: Bool
    /// The angle of item 2 (or 0 for an anchor) less that of item 1 when the joint formed.
    @exclusivity(unchecked) var referenceAngle = 0.0
    /// Impulses kept from the last step, to start the next one warm.
    @exclusivity(unchecked) var warmImpulses = (0.0, 0.0, 0.0, 0.0, 0.0)
    /// How the world has seen `anchorPoint` move, for the anchor's velocity (`AnchorTrack`).
    @exclusivity(unchecked) var anchorTrack = AnchorTrack()
    /// Where the joint holds the item this step: the anchor, or while it is dragged, the
    /// point its drag has reached (`AnchorTrack.point(atEndOf:)`).
    @exclusivity(unchecked) var steppedAnchor = Point.zero
    /// The bodies of the items in the world that last stepped the attachment, while that
    /// world's numbering (`World.bodyNumbering`) stays as it was: finding them again each
    /// step (two items, two lookups, their references counted) was a third of preparing a
    /// joint.
    @exclusivity(unchecked) var bodyCache = BodyCache()

    /// The fixed point (anchor attachments), or where two items are joined (items).
    @exclusivity(unchecked) public var anchorPoint: Point {
        didSet {
            precondition(anchorPoint.isFinite, "AttachmentBehavior.anchorPoint must be finite, got \(anchorPoint)")
            wakeItems()
        }
    }
    /// The distance the attachment keeps (or, for a limit attachment, the most it allows).
    @exclusivity(unchecked) public var length: Double {
        didSet {
            precondition(length.isFinite && length >= 0, "AttachmentBehavior.length must be finite and >= 0, got \(length)")
            wakeItems()
        }
    }
    /// The spring's damping ratio, 0 ... 1 (critical). Default 0.
    @exclusivity(unchecked) public var damping = 0.0 {
        didSet {
            precondition(damping.isFinite && damping >= 0, "AttachmentBehavior.damping must be finite and >= 0, got \(damping)")
            wakeItems()
        }
    }
    /// The spring's frequency in Hz; 0 (the default) makes the attachment rigid.
    @exclusivity(unchecked) public var frequency = 0.0 {
        didSet {
            precondition(frequency.isFinite && frequency >= 0, "AttachmentBehavior.frequency must be finite and >= 0, got \(frequency)")
            wakeItems()
        }
    }
    /// The torque (push units x points) that resists turning at a pin. Default 0.
    @exclusivity(unchecked) public var frictionTorque = 0.0 {
        didSet {
            precondition(frictionTorque.isFinite && frictionTorque >= 0, "AttachmentBehavior.frictionTorque must be finite and >= 0, got \(frictionTorque)")
            wakeItems()
        }
    }
    /// Travel along a sliding attachment's axis (points), or a pin's relative rotation
    /// (radians): the second item's rotation less the first's, from where they stood when
    /// attached. A door pinned to a fixed frame, `pinAttachment(with: door, attachedTo: frame,
    /// ...)`, turning clockwise on screen (positive rotation), has a negative relative
    /// rotation, so `-.pi / 2 ... 0` lets it swing a quarter turn clockwise.
    @exclusivity(unchecked) public var attachmentRange = FloatRange.infinite {
        didSet {
            precondition(!attachmentRange.minimum.isNaN && !attachmentRange.maximum.isNaN && attachmentRange.minimum <= attachmentRange.maximum,
                         "AttachmentBehavior.attachmentRange must have minimum <= maximum, got \(attachmentRange)")
            wakeItems()
        }
    }

    /// The factories' initializer (every kind of joint).
    private init(items: [DynamicItem], type: AttachedBehaviorType, joint: Joint, offsets: (Vector, Vector),
                 resolved: Bool, anchor: Point, length: Double) {
        AttachmentBehavior.check(items, offsets, anchor)
        self.items = items
        basicItems = AttachmentBehavior.basics(items)
        attachedBehaviorType = type
        self.joint = joint
        localOffsets = offsets
        offsetsResolved = resolved
        anchorPoint = anchor
        self.length = length
        super.init()
    }

    private static func basics(_ items: [DynamicItem]) -> (BasicItem?, BasicItem?) {
        (items[0] as? BasicItem, items.count > 1 ? items[1] as? BasicItem : nil)
    }

    private static func check(_ items: [DynamicItem], _ offsets: (Vector, Vector), _ anchor: Point) {
        precondition(offsets.0.isFinite && offsets.1.isFinite && anchor.isFinite,
                     "AttachmentBehavior: offsets and anchor must be finite, got \(offsets.0), \(offsets.1) and \(anchor)")
        precondition(items.count < 2 || items[0] !== items[1], "AttachmentBehavior: an item cannot be attached to itself")
    }

    override var heldItems: [DynamicItem] { items }

    // MARK: UIKit's initialisers
    // The two with offsets are designated, as UIKit's are: a subclass overrides or calls them.
    //
    //     final class Drag: AttachmentBehavior {
    //         var startedAt = CGPoint.zero
    //         override init(item: DynamicItem, offsetFromCenter offset: Offset, attachedToAnchor point: CGPoint) {
    //             startedAt = point
    //             super.init(item: item, offsetFromCenter: offset, attachedToAnchor: point)
    //         }
    //     }

    /// Attaches the item's center to `point` at their current distance.
    public convenience init(item: DynamicItem, attachedToAnchor point: Point) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches a point of the item (its center plus `offset`, in its own coordinates) to
    /// `point` at their current distance.
    public init(item: DynamicItem, offsetFromCenter offset: Vector, attachedToAnchor point: Point) {
        AttachmentBehavior.check([item], (offset, .zero), point)
        items = [item]
        basicItems = AttachmentBehavior.basics(items)
        attachedBehaviorType = .anchor
        joint = .distance
        localOffsets = (offset, .zero)
        offsetsResolved = true
        anchorPoint = point
        length = AttachmentBehavior.worldPoint(of: item, offset: offset).distance(to: point)
        super.init()
    }

    /// Attaches the centers of two items at their current distance.
    public convenience init(item item1: DynamicItem, attachedTo item2: DynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Attaches a point of each item at their current distance.
    public init(item item1: DynamicItem, offsetFromCenter offset1: Vector,
                attachedTo item2: DynamicItem, offsetFromCenter offset2: Vector) {
        let a = AttachmentBehavior.worldPoint(of: item1, offset: offset1)
        let b = AttachmentBehavior.worldPoint(of: item2, offset: offset2)
        let middle = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        AttachmentBehavior.check([item1, item2], (offset1, offset2), middle)
        items = [item1, item2]
        basicItems = AttachmentBehavior.basics(items)
        attachedBehaviorType = .items
        joint = .distance
        localOffsets = (offset1, offset2)
        offsetsResolved = true
        anchorPoint = middle
        length = a.distance(to: b)
        super.init()
    }

    // MARK: UIKit's factories

    /// Lets the item slide along `axis` through `point`, without turning.
    public static func slidingAttachment(with item: DynamicItem, attachmentAnchor point: Point,
                                         axisOfTranslation axis: Vector) -> AttachmentBehavior {
        AttachmentBehavior(items: [item], type: .anchor, joint: .sliding(axis: checkedAxis(axis)), offsets: (.zero, .zero),
                           resolved: false, anchor: point, length: 0)
    }

    /// Lets two items slide against each other along `axis`, neither turning relative to the other.
    public static func slidingAttachment(with item1: DynamicItem, attachedTo item2: DynamicItem,
                                         attachmentAnchor point: Point, axisOfTranslation axis: Vector) -> AttachmentBehavior {
        AttachmentBehavior(items: [item1, item2], type: .items, joint: .sliding(axis: checkedAxis(axis)), offsets: (.zero, .zero),
                           resolved: false, anchor: point, length: 0)
    }

    /// Welds two items together at `point`: they move and turn as one.
    public static func fixedAttachment(with item1: DynamicItem, attachedTo item2: DynamicItem,
                                       attachmentAnchor point: Point) -> AttachmentBehavior {
        AttachmentBehavior(items: [item1, item2], type: .items, joint: .fixed, offsets: (.zero, .zero),
                           resolved: false, anchor: point, length: 0)
    }

    /// Pins two items together at `point`: they turn freely about it (less `frictionTorque`).
    public static func pinAttachment(with item1: DynamicItem, attachedTo item2: DynamicItem,
                                     attachmentAnchor point: Point) -> AttachmentBehavior {
        AttachmentBehavior(items: [item1, item2], type: .items, joint: .pin, offsets: (.zero, .zero),
                           resolved: false, anchor: point, length: 0)
    }

    /// Keeps two points of the items no farther apart than they are now (a rope).
    public static func limitAttachment(with item1: DynamicItem, offsetFromCenter offset1: Vector,
                                       attachedTo item2: DynamicItem, offsetFromCenter offset2: Vector) -> AttachmentBehavior {
        let a = worldPoint(of: item1, offset: offset1), b = worldPoint(of: item2, offset: offset2)
        return AttachmentBehavior(items: [item1, item2], type: .items, joint: .limit, offsets: (offset1, offset2),
                                  resolved: true, anchor: Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2), length: a.distance(to: b))
    }

    // MARK: Helpers

    static func worldPoint(of item: DynamicItem, offset: Vector) -> Point {
        item.center + offset.rotated(by: item.rotation)
    }

    private static func checkedAxis(_ axis: Vector) -> Vector {
        precondition(axis.isFinite && axis.length > 0, "AttachmentBehavior.slidingAttachment: the axis must be finite and non-zero, got \(axis)")
        return axis.normalized
    }
}

/// Where an attachment's items were found (`AttachmentBehavior.bodyCache`): the world
/// (`World.serial`), its numbering then, and the two bodies (b is -1 for an anchor).
struct BodyCache {
    var world = 0
    var numbering = 0
    var a = -1
    var b = -1
}
