/// Springs an item to a point, as UISnapBehavior: it moves there, oscillates less the higher
/// `damping` is, and settles, its spin damped away.
///
/// ```swift
/// let snap = SnapBehavior(item: card, snapTo: tapLocation)
/// snap.damping = 0.3
/// animator.addBehavior(snap)
/// // later, on another tap:
/// snap.snapPoint = newLocation
/// ```
open class SnapBehavior: DynamicBehavior {
    /// The spring's natural frequency in Hz (UIKit gives no number; this settles in about a second).
    static let frequency = 3.0

    /// The item that snaps.
    public let item: DynamicItem

    /// Where the item's center goes.
    public var snapPoint: Point {
        didSet {
            precondition(snapPoint.isFinite, "SnapBehavior.snapPoint must be finite, got \(snapPoint)")
            wakeItems()
        }
    }

    /// 0 (the most oscillation) ... 1 (none). Default 0.5.
    public var damping = 0.5 {
        didSet {
            precondition((0...1).contains(damping), "SnapBehavior.damping must be in 0...1, got \(damping)")
            wakeItems()
        }
    }

    /// Snaps `item`'s center to `point` (points, finite), with damping 0.5.
    public init(item: DynamicItem, snapTo point: Point) {
        precondition(point.isFinite, "SnapBehavior(item:snapTo:): the point must be finite, got \(point)")
        self.item = item
        snapPoint = point
        super.init()
    }

    override var heldItems: [DynamicItem] { [item] }

    /// The damping ratio of the spring: damping 0 still settles (ratio 0.3), 1 is critical.
    var dampingRatio: Double { 0.3 + 0.7 * damping }
}
